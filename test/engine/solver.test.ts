/**
 * The Kalah solver against plain minimax over the traced rules (src/variants/kalah.ts): no table,
 * no move ordering, no pruning, so the two share nothing but the rules they are checked against.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position, Ruleset, SearchRules } from '../../src/engine/index.js';
import { formatPosition, playWhole } from '../../src/engine/index.js';
import { describeError } from '../../src/words/index.js';
import type { SolverSize } from '../../src/engine/solver/index.js';
import { StoreSowingSolver, SolverLimit, boardOf, canSolveQuickly, defaultEndgameSeeds, solvePosition, solverSizeFor, solverTables } from '../../src/engine/solver/index.js';
import { createSearchRules } from '../../src/variants/index.js';
import { runs } from '../depth.js';
import { solverText } from '../../src/words/index.js';
import { gameErrorText } from '../../src/variants/index.js';

type Leftovers = 'owner' | 'uncounted' | 'emptier';

const choose = (a: number, b: number): number => (b === 0 ? 1 : (choose(a - 1, b - 1) * a) / b);

const kalahRules = (pits: number, seeds: number, emptyCapture: boolean, leftovers: Leftovers = 'owner'): SearchRules => {
  const made = createSearchRules('kalah', { pits, seeds, emptyCapture, leftovers });
  if (!made.ok) throw new Error(gameErrorText(made.error));
  return made.value;
};

/** Final store difference for the player to move, by trying every line of play to the end. */
function minimax(rules: Ruleset, position: Position, memo?: Map<string, number>): number {
  const key = memo ? formatPosition(rules, position) : '';
  const known = memo?.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  for (const move of rules.legalMoves(position)) best = Math.max(best, moveValue(rules, position, move, memo));
  // -0 (a draw negated) is a draw: keep plain 0 so values compare with Object.is.
  best += 0;
  memo?.set(key, best);
  return best;
}

function moveValue(rules: Ruleset, position: Position, move: ReturnType<Ruleset['legalMoves']>[number], memo?: Map<string, number>): number {
  const player = position.toMove!;
  const played = playWhole(rules, position, move);
  if (!played.ok) throw new Error(describeError(played.error));
  const next = played.value.position;
  if (next.toMove === null) return next.stores[player]! - next.stores[1 - player]!;
  return next.toMove === player ? minimax(rules, next, memo) : 0 - minimax(rules, next, memo);
}

/** A random position: `pits` a side, a few seeds scattered, some already in the stores, either side to move. */
const positions = fc
  .record({
    pits: fc.integer({ min: 1, max: 4 }),
    seeds: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 8, maxLength: 8 }),
    stores: fc.tuple(fc.nat(6), fc.nat(6)),
    toMove: fc.constantFrom(0, 1),
    emptyCapture: fc.boolean(),
    leftovers: fc.constantFrom<Leftovers>('owner', 'uncounted', 'emptier'),
  })
  .map(({ pits, seeds, stores, toMove, emptyCapture, leftovers }) => {
    const rules = kalahRules(pits, 6, emptyCapture, leftovers);
    const board = seeds.slice(0, 2 * pits);
    // Few seeds, so the plain minimax ends quickly: trim the largest pits until at most 9 remain.
    while (board.reduce((a, b) => a + b, 0) > 9) board[board.indexOf(Math.max(...board))]! -= 1;
    return { rules, position: { pits: board, stores: [...stores], toMove } as Position };
  })
  .filter(({ rules, position }) => rules.legalMoves(position).length > 0 && position.pits.some((c, p) => c > 0 && rules.topology.owner[p] !== position.toMove));

describe('Kalah solver', () => {
  it('agrees with plain minimax on random positions: the value and every move', () => {
    fc.assert(
      fc.property(positions, ({ rules, position }) => {
        const solved = solvePosition(rules, position);
        expect(solved.ok).toBe(true);
        if (!solved.ok) return;
        expect(solved.value.value).toBe(minimax(rules, position));
        for (const move of rules.legalMoves(position)) {
          const label = rules.topology.labels[(move as { pit: number }).pit]!;
          expect(solved.value.moves[label], label).toBe(moveValue(rules, position, move));
        }
      }),
      { numRuns: runs(300), seed: 14 },
    );
  });

  it('agrees with plain minimax when the table is tiny and there is no endgame array (collisions and replacements)', () => {
    fc.assert(
      fc.property(positions, ({ rules, position }) => {
        const options = rules.options as { pits: number; emptyCapture: boolean; leftovers: Leftovers };
        const solver = new StoreSowingSolver(options, { tableBits: 3, endgameSeeds: 0 });
        const { own, opponent } = boardOf(rules, position);
        const already = position.stores[position.toMove!]! - position.stores[1 - position.toMove!]!;
        expect(solver.solve(own, opponent).gain + already).toBe(minimax(rules, position));
      }),
      { numRuns: runs(200), seed: 41 },
    );
  });

  /** Solves the position with this size and checks its value and every move's against plain minimax. */
  const expectMinimaxValues = (rules: SearchRules, position: Position, size: SolverSize) => {
    const solver = new StoreSowingSolver(rules.options as { pits: number; emptyCapture: boolean; leftovers: Leftovers }, size);
    const { own, opponent, pitIds } = boardOf(rules, position);
    const already = position.stores[position.toMove!]! - position.stores[1 - position.toMove!]!;
    const solved = solver.solve(own, opponent);
    expect(solved.gain + already).toBe(minimax(rules, position));
    for (const move of rules.legalMoves(position)) {
      const at = pitIds.indexOf((move as { pit: number }).pit);
      expect(solved.moves.find((m) => m.pit === at)!.gain + already).toBe(moveValue(rules, position, move));
    }
  };

  it('agrees with plain minimax when the search meets a small endgame array (the search above it, its lookups, the array filled below)', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: 1, max: 5 }), fc.boolean(), ({ rules, position }, endgameSeeds, fillFirst) =>
        expectMinimaxValues(rules, position, { tableBits: 8, endgameSeeds, fillFirst }),
      ),
      { numRuns: runs(200), seed: 43 },
    );
  });

  it.each([
    [2, false, 'owner'],
    [3, true, 'emptier'],
    [3, false, 'uncounted'],
  ] as const)(
    'fills its whole endgame array first when asked (%i pits a side, empty capture %s, leftovers to the %s): every board with seeds in both rows, each at its minimax value',
    (pits, emptyCapture, leftovers) => {
      const rules = kalahRules(pits, 6, emptyCapture, leftovers);
      const size = { tableBits: 6, endgameSeeds: 6, fillFirst: true };
      const tables = solverTables(pits, size);
      const solver = new StoreSowingSolver({ pits, emptyCapture, leftovers }, size, tables);
      // A board of a few seeds: its search alone would fill only the boards it reaches.
      const board = Array.from({ length: pits }, (_, i) => (i === 0 ? 1 : 0));
      const filling = solver.solve(board, board).nodes;
      let boards = 0;
      const memo = new Map<string, number>();
      const each = (pitsLeft: number, seeds: number, made: number[]): void => {
        if (pitsLeft === 0) {
          const position = { pits: made, stores: [0, 0], toMove: 0 } as Position;
          const { own, opponent } = boardOf(rules, position);
          if (own.every((c) => c === 0) || opponent.every((c) => c === 0)) return;
          boards++;
          expect(tables.endgame[solver.keyOf(own, opponent)]! - 128, formatPosition(rules, position)).toBe(minimax(rules, position, memo));
          return;
        }
        for (let c = 0; c <= seeds; c++) each(pitsLeft - 1, seeds - c, [...made, c]);
      };
      each(2 * pits, size.endgameSeeds, []);
      // Every board of up to 6 seeds on 2n pits, less those with a row empty.
      const all = (cells: number) => [...Array(size.endgameSeeds + 1).keys()].reduce((sum, s) => sum + choose(s + cells - 1, cells - 1), 0);
      expect(boards).toBe(all(2 * pits) - 2 * all(pits) + 1);
      expect(filling).toBeGreaterThanOrEqual(boards);
      // The chunks are counted out from the tables' counter: a solver given it with an empty array finds
      // every chunk taken and fills only the boards its search reaches.
      const known = (array: Uint8Array) => array.filter((v) => v !== 0).length;
      const fresh = { ...solverTables(pits, size), fillNext: tables.fillNext };
      new StoreSowingSolver({ pits, emptyCapture, leftovers }, size, fresh).solve(board, board);
      expect(known(fresh.endgame)).toBeLessThan(boards / 4);
      expect(known(tables.endgame)).toBe(boards);
    },
  );

  it('leaves the rest of the array to be filled on demand when a limit stops its fill: the values are still those of plain minimax', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: 1, max: 40 }), ({ rules, position }, maxNodes) => {
        const options = rules.options as { pits: number; emptyCapture: boolean; leftovers: Leftovers };
        const size = { tableBits: 8, endgameSeeds: 6, fillFirst: true };
        const solver = new StoreSowingSolver(options, size);
        const { own, opponent } = boardOf(rules, position);
        const already = position.stores[position.toMove!]! - position.stores[1 - position.toMove!]!;
        // The fill alone is more than 40 positions on two pits a side or more: the limit stops it.
        if (options.pits >= 2) expect(() => solver.solve(own, opponent, { maxNodes })).toThrow(SolverLimit);
        expect(solver.solve(own, opponent).gain + already).toBe(minimax(rules, position));
      }),
      { numRuns: runs(100), seed: 59 },
    );
  });

  it('agrees with plain minimax when boards just above the endgame array stay out of the table and the first guess looks further', () => {
    fc.assert(
      fc.property(
        positions,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 16 }),
        ({ rules, position }, endgameSeeds, above, guessDepth) =>
          expectMinimaxValues(rules, position, { tableBits: 8, endgameSeeds, tableSeeds: endgameSeeds + 1 + above, guessDepth }),
      ),
      { numRuns: runs(200), seed: 47 },
    );
  });

  it('fills an endgame array of more than one chunk (a chunk is 65,536 boards): boards of the last seed count, taken at random, at their minimax value', () => {
    const pits = 5;
    const rules = kalahRules(pits, 6, false);
    const size = { tableBits: 6, endgameSeeds: 9, fillFirst: true };
    const tables = solverTables(pits, size);
    // C(19, 10) boards: the second chunk starts among the boards of nine seeds.
    expect(tables.endgame.length).toBe(92_378);
    const solver = new StoreSowingSolver({ pits, emptyCapture: false, leftovers: 'owner' }, size, tables);
    solver.solve([1, 0, 0, 0, 0], [1, 0, 0, 0, 0]);
    const memo = new Map<string, number>();
    const nine = fc
      .array(fc.nat(2 * pits - 1), { minLength: 9, maxLength: 9 })
      .map((cells) => cells.reduce((board, cell) => board.map((c, i) => (i === cell ? c + 1 : c)), Array<number>(2 * pits).fill(0)))
      .filter((board) => board.slice(0, pits).some((c) => c > 0) && board.slice(pits).some((c) => c > 0));
    let later = 0;
    fc.assert(
      fc.property(nine, (board) => {
        const position = { pits: board, stores: [0, 0], toMove: 0 } as Position;
        const { own, opponent } = boardOf(rules, position);
        const key = solver.keyOf(own, opponent);
        if (key >= 65_536) later++;
        expect(tables.endgame[key]! - 128).toBe(minimax(rules, position, memo));
      }),
      { numRuns: runs(100), seed: 53 },
    );
    expect(later).toBeGreaterThan(0);
  });

  it('sizes its endgame array and table to the board on the command line: up to 18 seeds and 2^26 entries for Kalah(6,4) with empty capture, 20 and 2^27 without, a deeper first guess, the table from three seeds above the array and the array filled first there, the defaults for Kalah(6,3)', () => {
    expect(solverSizeFor(6, 48, true)).toEqual({ tableBits: 26, endgameSeeds: 18, guessDepth: 16, tableSeeds: 21, fillFirst: true });
    expect(solverSizeFor(6, 48, false)).toEqual({ tableBits: 27, endgameSeeds: 20, guessDepth: 16, tableSeeds: 23, fillFirst: true });
    expect(solverSizeFor(6, 72, true)).toEqual({ tableBits: 26, endgameSeeds: 18, guessDepth: 16, tableSeeds: 21, fillFirst: true });
    expect(solverSizeFor(6, 72, false)).toEqual({ tableBits: 27, endgameSeeds: 20, guessDepth: 16, tableSeeds: 23, fillFirst: true });
    expect(solverSizeFor(5, 45, false)).toEqual({ tableBits: 24, endgameSeeds: 17 });
    expect(solverSizeFor(6, 36, true)).toEqual({ tableBits: 22 });
    expect(defaultEndgameSeeds(6)).toBe(11);
    expect(new StoreSowingSolver({ pits: 6, emptyCapture: true, leftovers: 'owner' }).endgameSeeds).toBe(11);
  });

  // Kalah(m,n) from the start, for the small boards minimax can still walk (with a memo of exact values).
  const small = [1, 2, 3].flatMap((pits) => [1, 2, 3].map((seeds) => [pits, seeds] as const)).filter(([p, s]) => p * s <= 6);
  it.each(small.flatMap(([p, s]) => [[p, s, false] as const, [p, s, true] as const]))('Kalah(%i,%i), empty capture %s: the value from the start', (pits, seeds, emptyCapture) => {
    const rules = kalahRules(pits, seeds, emptyCapture);
    const solved = solvePosition(rules, rules.start());
    expect(solved.ok && solved.value.value).toBe(minimax(rules, rules.start(), new Map()));
  });

  it('gives each distinct board its own key, and few-seed boards the dense keys the endgame array needs', () => {
    const solver = new StoreSowingSolver({ pits: 2, emptyCapture: false, leftovers: 'owner' }, { tableBits: 4, endgameSeeds: 0 });
    const seen = new Map<number, string>();
    let boards = 0;
    for (let a = 0; a <= 8; a++)
      for (let b = 0; a + b <= 8; b++)
        for (let c = 0; a + b + c <= 8; c++)
          for (let d = 0; a + b + c + d <= 8; d++) {
            const key = solver.keyOf([a, b], [c, d]);
            expect(seen.get(key), `${[a, b, c, d]} and ${seen.get(key)}`).toBeUndefined();
            seen.set(key, `${[a, b, c, d]}`);
            boards++;
          }
    // All boards of at most 8 seeds on 4 pits: C(12, 4) of them, keyed 0 .. C(12, 4) - 1.
    expect(boards).toBe(495);
    expect(Math.max(...seen.keys())).toBe(494);
  });

  it('keys the largest boards exactly: distinct boards of up to 72 seeds, keys below 2^53', () => {
    const solver = new StoreSowingSolver({ pits: 6, emptyCapture: false, leftovers: 'owner' }, { tableBits: 4, endgameSeeds: 0 });
    // Up to 72 seeds, the most a Kalah board holds (6 pits a side, 6 seeds a pit).
    const board = fc.array(fc.nat(12), { minLength: 12, maxLength: 12 }).filter((cells) => cells.reduce((a, b) => a + b, 0) <= 72);
    const keys = new Map<number, string>();
    fc.assert(
      fc.property(board, (cells) => {
        const key = solver.keyOf(cells.slice(0, 6), cells.slice(6));
        expect(Number.isSafeInteger(key)).toBe(true);
        const other = keys.get(key);
        if (other !== undefined) expect(other).toBe(`${cells}`);
        keys.set(key, `${cells}`);
      }),
      { numRuns: runs(20000), seed: 7 },
    );
    expect(solver.keyOf([12, 12, 12, 12, 12, 12], [0, 0, 0, 0, 0, 0])).toBeLessThan(2 ** 53);
    expect(solver.keyOf([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 72])).toBeLessThan(2 ** 53);
  });

  it('stops at a node limit with a message, and keeps what it learnt', () => {
    const rules = kalahRules(6, 3, true);
    const stopped = solvePosition(rules, rules.start(), { maxNodes: 500 });
    expect(stopped.ok).toBe(false);
    if (!stopped.ok) {
      expect(stopped.error.code).toBe('ERR_LIMIT');
      expect(solverText(stopped.error)).toMatch(/stopped after 500 positions/);
      expect(stopped.error.nodes).toBeGreaterThan(500);
      expect(stopped.error.known).toEqual({});
    }
  });

  it('says at its limit which root moves it knows exactly and the bounds on the one it was searching', () => {
    const rules = { pits: 5, emptyCapture: true, leftovers: 'owner' } as const;
    const board = [3, 3, 3, 3, 3];
    const whole = new StoreSowingSolver(rules).solve(board, board);
    const seen: number[] = [];
    let stop: unknown;
    try {
      new StoreSowingSolver(rules).solve(board, board, { maxNodes: Math.floor(whole.nodes * 0.92), onProgress: (nodes) => seen.push(nodes) });
    } catch (e) {
      stop = e;
    }
    expect(stop).toBeInstanceOf(SolverLimit);
    const { known, searching, nodes } = stop as SolverLimit;
    expect(nodes).toBeGreaterThan(whole.nodes * 0.92);
    expect(known.length).toBeGreaterThan(0);
    expect(known.length).toBeLessThan(whole.moves.length);
    for (const m of known) expect(m.gain).toBe(whole.moves.find((w) => w.pit === m.pit)!.gain);
    const exact = whole.moves.find((w) => w.pit === searching!.pit)!.gain;
    expect(searching!.lower).toBeLessThanOrEqual(exact);
    expect(searching!.upper).toBeGreaterThanOrEqual(exact);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('shares what it learns with a solver given the same tables, and solves only the moves asked for', () => {
    const rules = { pits: 5, emptyCapture: true, leftovers: 'owner' } as const;
    const board = [3, 3, 3, 3, 3];
    const tables = solverTables(5);
    const first = new StoreSowingSolver(rules, {}, tables).solve(board, board);
    const second = new StoreSowingSolver(rules, {}, tables).solve(board, board);
    expect(second.moves).toEqual(first.moves);
    // The second finds every position the first settled: a fraction of the work.
    expect(second.nodes).toBeLessThan(first.nodes / 10);
    const some = new StoreSowingSolver(rules).solve(board, board, {}, [1, 3]);
    expect(some.moves).toEqual(first.moves.filter((m) => m.pit === 1 || m.pit === 3));
    expect(() => new StoreSowingSolver(rules, { tableBits: 12 }, tables)).toThrow(/not the size/);
    for (const tableBits of [1, 29, 2.5]) expect(() => solverTables(6, { tableBits })).toThrow(/tableBits 2 to 28\); got/);
    expect(() => new StoreSowingSolver(rules, { guessDepth: -1 })).toThrow(/guessDepth is a whole number of at least 0; got -1/);
    expect(() => new StoreSowingSolver(rules, { tableSeeds: 1.5 })).toThrow(/tableSeeds is a whole number of at least 0; got 1.5/);
  });

  it('plays only games whose rules name solver settings, without the pie rule, and not after the end', () => {
    const wari = createSearchRules('wari', {});
    if (!wari.ok) throw new Error('no wari');
    const notKalah = solvePosition(wari.value, wari.value.start());
    expect(!notKalah.ok && solverText(notKalah.error)).toMatch(/^The solver does not play Wari/);
    const pie = createSearchRules('kalah', { pie: true });
    if (!pie.ok) throw new Error('no pie');
    const pieSolved = solvePosition(pie.value, pie.value.start());
    expect(!pieSolved.ok && pieSolved.error.code).toBe('ERR_PIE');
    const rules = kalahRules(6, 4, false);
    const over = solvePosition(rules, { pits: new Array(12).fill(0), stores: [20, 28], toMove: null });
    expect(!over.ok && over.error.code).toBe('ERR_GAME_OVER');
  });

  it('names the small positions it answers at once', () => {
    const rules = kalahRules(6, 4, false);
    expect(canSolveQuickly(rules, rules.start())).toBe(false);
    expect(canSolveQuickly(rules, { pits: [0, 0, 0, 1, 2, 1, 3, 0, 0, 2, 0, 1], stores: [20, 18], toMove: 0 })).toBe(true);
    const two = kalahRules(6, 2, true);
    expect(canSolveQuickly(two, two.start())).toBe(true);
  });
});
