import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position, Ruleset, Step } from '../../src/engine/index.js';
import { SEAT_LETTERS, formatMove, legalMoves, parseMove, parsePosition, play, playWhole, seedsInGame, unwrap } from '../../src/engine/index.js';
import { VARIANT_IDS } from '../../src/variants/index.js';
import type { Question, Worksheet } from '../../src/worksheets/generate.js';
import { generateWorksheet, worksheetOf } from '../../src/worksheets/generate.js';
import { lastSeedQuestion, sowingsOf } from '../../src/worksheets/questions.js';
import { DIFFICULTIES } from '../../src/worksheets/settings.js';
import { game, pos, rules } from '../helpers.js';
import { runs } from '../depth.js';

const sheet = (settings: Partial<Parameters<typeof generateWorksheet>[0]> & { variant: string }): Worksheet =>
  unwrap(worksheetOf(game(settings.variant), { options: {}, questions: 8, difficulty: 'medium', seed: 7, ...settings }));

// An independent reading of the key: every answer worked out again here from the engine's own trace
// of the move, with the pit named from the board's labels, never from the generator's wording.
const cellLabel = (r: Ruleset, position: Position, cell: number): string => {
  if (cell < 0) return `${SEAT_LETTERS[-1 - cell]}'s store`;
  const label = r.topology.labels[cell]!;
  return r.topology.kind === 'circle' ? `${SEAT_LETTERS[(position.owners ?? r.topology.owner)[cell]!]}${label}` : label;
};
const lastDrop = (steps: readonly Step[]) => steps.filter((s) => s.kind === 'lap-end').at(-1)!;
const taken = (steps: readonly Step[], player: number) => steps.reduce((n, s) => n + ((s.kind === 'capture' || s.kind === 'take') && s.player === player ? s.count : 0), 0);
const replay = (r: Ruleset, position: Position, move: string) => unwrap(play(r, position, unwrap(parseMove(r, move))));

function checkAnswer(r: Ruleset, q: Question): void {
  const position = pos(r, q.position);
  const mover = position.toMove!;
  expect(mover).not.toBeNull();
  switch (q.kind) {
    case 'last-seed': {
      const cell = lastDrop(replay(r, position, q.move!).steps);
      expect(q.expected.cell).toBe(cellLabel(r, position, cell.kind === 'lap-end' ? cell.cell : NaN));
      expect(q.answer).toContain(q.expected.cell);
      return;
    }
    case 'captures': {
      const count = taken(replay(r, position, q.move!).steps, mover);
      expect(q.expected.count).toBe(count);
      expect(q.answer).toBe(count === 1 ? '1 seed' : `${count} seeds`);
      return;
    }
    case 'legal-moves': {
      const legal = legalMoves(r, position).map((m) => formatMove(r, m));
      expect([...q.expected.moves!].sort()).toEqual([...legal].sort());
      return;
    }
    case 'best-capture': {
      const scores = legalMoves(r, position)
        .filter((m) => m.kind === 'sow')
        .map((m) => ({ move: formatMove(r, m), n: taken(unwrap(play(r, position, m)).steps, mover) }));
      const most = Math.max(...scores.map((s) => s.n));
      expect(most).toBeGreaterThan(0);
      expect(q.expected.count).toBe(most);
      expect([...q.expected.moves!].sort()).toEqual(
        scores
          .filter((s) => s.n === most)
          .map((s) => s.move)
          .sort(),
      );
      return;
    }
  }
}

describe('worksheets', () => {
  it('are the same sheet for the same seed and settings, and another for another seed', () => {
    const a = sheet({ variant: 'wari', seed: 7 });
    expect(sheet({ variant: 'wari', seed: 7 })).toEqual(a);
    const others = [8, 9, 10, 123456789].map((seed) => JSON.stringify(sheet({ variant: 'wari', seed }).questions));
    expect(new Set([JSON.stringify(a.questions), ...others]).size).toBe(5);
  });

  it('ask as many questions as asked, every kind on a sheet of four or more', () => {
    const wari = sheet({ variant: 'wari', questions: 5 });
    expect(wari.questions).toHaveLength(5);
    expect(new Set(wari.questions.map((q) => q.kind))).toEqual(new Set(['last-seed', 'captures', 'legal-moves', 'best-capture']));
  });

  it.each(VARIANT_IDS)('have answers the engine gives when each move is replayed: %s, every level', (variant) => {
    const r = rules(variant);
    for (const difficulty of DIFFICULTIES) {
      const ws = sheet({ variant, difficulty, questions: 4, seed: 11 });
      expect(ws.questions).toHaveLength(4);
      for (const q of ws.questions) checkAnswer(r, q);
    }
  });

  it('keep to a single lap at the easy level in a relay game', () => {
    const r = rules('endodoi');
    const easy = sheet({ variant: 'endodoi', difficulty: 'easy', questions: 12 });
    for (const q of easy.questions.filter((x) => x.move)) {
      expect(replay(r, pos(r, q.position), q.move!).steps.filter((s) => s.kind === 'relay')).toEqual([]);
    }
    expect(easy.longer).toBeUndefined();
  });

  it('explain a move by the pits its seeds fall in', () => {
    const r = rules('wari');
    const given = '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a';
    const position = pos(r, given);
    const a5 = sowingsOf(r, position, Infinity).usable.find((s) => formatMove(r, s.move) === 'A5')!;
    const q = lastSeedQuestion(r, position, a5);
    expect(q.explanation).toBe('A5 sows 6 seeds: A6, B6, B5, B4, B3, B2. The last seed lands in B2.');
    expect(q.answer).toBe('In B2');
    checkAnswer(r, q);
  });

  it('use a given position as given: every question is about it, each move asked once', () => {
    const given = '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a';
    const ws = sheet({ variant: 'wari', position: given, questions: 20 });
    expect(ws.position).toBe(given);
    expect(ws.questions.every((q) => q.position === given)).toBe(true);
    // Four sowable pits, each asked about once (A5 and A6, which capture, in captures questions), then
    // which are legal and which captures most.
    expect(ws.questions).toHaveLength(6);
    expect(ws.shortfall).toMatch(/gives 6 different questions, not 20/);
    const asked = ws.questions.filter((q) => q.move).map((q) => q.move);
    expect(new Set(asked).size).toBe(4);
    expect(asked).toHaveLength(4);
    expect(
      ws.questions
        .filter((q) => q.kind === 'captures')
        .map((q) => [q.move, q.expected.count])
        .sort(),
    ).toEqual([
      ['A5', 7],
      ['A6', 3],
    ]);
  });

  it('refuse what cannot make a sheet, naming it', async () => {
    await expect(generateWorksheet({ variant: 'nosuchgame', options: {}, questions: 5, difficulty: 'easy', seed: 1 })).resolves.toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/no game "nosuchgame"/) },
    });
    await expect(generateWorksheet({ variant: 'wari', options: { grandSlam: 'sometimes' }, questions: 5, difficulty: 'easy', seed: 1 })).resolves.toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/grandSlam.*"sometimes"/) },
    });
    await expect(generateWorksheet({ variant: 'wari', options: {}, position: '9.9.9.9.9.9_9.9.9.9.9.9~0.0~a', questions: 5, difficulty: 'easy', seed: 1 })).resolves.toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/108 seeds/) },
    });
    await expect(
      generateWorksheet({ variant: 'kalah', options: {}, position: '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-row-empty', questions: 5, difficulty: 'easy', seed: 1 }),
    ).resolves.toMatchObject({ ok: false, error: { message: expect.stringMatching(/finished game/) } });
  });

  it('name the rules in words, never by option keys', () => {
    const ws = sheet({ variant: 'kalah', options: { seeds: '6', pie: 'true' } });
    expect(ws.rules.join(' ')).not.toMatch(/emptyCapture|leftovers|\bpie\b/);
    expect(ws.options).toEqual({ seeds: '6', pie: 'true' });
  });
});

// Positions drawn for every game at every level are positions of that game: the engine reads them
// back, with the seeds the game is played with (board and stores together) and a side to move.
describe('generated positions, over seeds (fast-check)', () => {
  for (const variant of VARIANT_IDS) {
    it(`are valid ${variant} positions at every level`, () => {
      const r = rules(variant);
      fc.assert(
        fc.property(fc.nat(0xffffffff), fc.constantFrom(...DIFFICULTIES), (seed, difficulty) => {
          const ws = sheet({ variant, difficulty, seed, questions: 2 });
          expect(ws.questions).toHaveLength(2);
          for (const q of ws.questions) {
            const read = parsePosition(r, q.position);
            expect(read.ok).toBe(true);
            const p = (read as { value: Position }).value;
            expect(p.pits.reduce((a, b) => a + b, 0) + p.stores.reduce((a, b) => a + b, 0)).toBe(seedsInGame(r));
            expect(p.toMove).not.toBeNull();
          }
        }),
        { numRuns: runs(6) },
      );
    });
  }
});

/** Seeds the mover captures with each of a position's moves that the questions may ask about. */
const capturesByMove = (r: Ruleset, position: Position): Map<string, number> =>
  new Map(
    legalMoves(r, position)
      .filter((m) => m.kind === 'sow')
      .flatMap((m) => {
        const played = playWhole(r, position, m); // a move that stops at a choice is no question's move
        return played.ok && !played.value.steps.some((s) => s.kind === 'endless') ? [[formatMove(r, m), taken(played.value.steps, position.toMove!)] as const] : [];
      }),
  );

// A sheet never asks about the same move of the same position twice (its landing and then its capture),
// and asks what a move captures only of a move that captures, wherever the position has one.
describe('questions on a sheet, over seeds and settings (fast-check)', () => {
  const checkSheet = (r: Ruleset, ws: Worksheet) => {
    const asked = ws.questions.filter((q) => q.move).map((q) => `${q.position} ${q.move}`);
    expect(new Set(asked).size, asked.join('; ')).toBe(asked.length);
    for (const q of ws.questions.filter((x) => x.kind === 'captures')) {
      expect(q.expected.count, `${q.position} ${q.move}`).toBeGreaterThan(0);
      expect(q.expected.count).toBe(capturesByMove(r, pos(r, q.position)).get(q.move!));
    }
  };
  for (const variant of ['wari', 'kalah', 'endodoi', 'dakon', 'oh-wah-ree', 'njombwa', 'omweso', 'bao']) {
    it(`${variant}: generated sheets and sheets about one position`, () => {
      const r = rules(variant);
      const check = (ws: Worksheet) => checkSheet(r, ws);
      fc.assert(
        fc.property(fc.nat(0xffffffff), fc.constantFrom(...DIFFICULTIES), fc.integer({ min: 4, max: 12 }), (seed, difficulty, questions) => {
          const generated = sheet({ variant, difficulty, seed, questions });
          check(generated);
          // The same settings about one position of that sheet.
          const given = generated.questions[0]!.position;
          const ws = sheet({ variant, difficulty, seed, questions, position: given });
          check(ws);
          const captures = capturesByMove(r, pos(r, given));
          const capturing = [...captures.values()].filter((n) => n > 0).length;
          // Where moves capture, the sheet asks about them (as many as it has room for after the other kinds).
          if (capturing > 0 && questions >= 4) expect(ws.questions.some((q) => q.kind === 'captures')).toBe(true);
          if (capturing === 0) expect(ws.questions.filter((q) => q.kind === 'captures')).toEqual([]);
        }),
        { numRuns: runs(8) },
      );
    });
  }
});

describe('sowing direction marks', () => {
  it("follow each player's track between neighbouring pits", () => {
    const wari = sheet({ variant: 'wari', questions: 2 });
    const names = rules('wari').topology.labels;
    const marks = wari.flow.map(([from, to]) => `${names[from]}>${names[to]}`);
    expect(marks).toEqual(expect.arrayContaining(['A1>A2', 'A5>A6', 'A6>B6', 'B6>B5', 'B2>B1', 'B1>A1']));
    expect(marks).toHaveLength(12);
    // Kalah sows through the stores: no mark jumps across one.
    const kalah = sheet({ variant: 'kalah', questions: 2 }).flow.map(([from, to]) => `${names[from]}>${names[to]}`);
    expect(kalah).toEqual(expect.arrayContaining(['A1>A2', 'A5>A6', 'B6>B5', 'B2>B1']));
    expect(kalah).toHaveLength(10);
  });
});
