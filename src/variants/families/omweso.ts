/**
 * The rules module of Omweso (Uganda) and the relatives the Italian Wikipedia article on Omweso describes by difference: Coro,
 * Aweet, Hus, Igisoro, Kombe, Mongale and Mongola; and Owela, Hus with its own start. Each player relay-sows round their own two rows
 * from a pit of two or more seeds. A lap ending in an empty pit ends the turn; one ending in an
 * occupied pit either captures (the pit is a marker: the opponent's two pits in its column both
 * hold seeds) or relays. Captured seeds are not removed: the captor sows them on their own side,
 * so every seed stays on the board and a player loses by running out of moves.
 */
import type { ChoiceKind } from '../../engine/types.js';
import type { IllegalMove } from '../../engine/errors.js';
import type { Topology } from '../../engine/topology.js';
import type { Stop } from '../../engine/choices.js';
import { chooser, settle } from '../../engine/choices.js';
import { relayReaches } from '../../engine/fast/relay.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, StateCodec, VariantDefinition } from '../../engine/ruleset.js';
import { StateHistory } from '../../engine/repeats.js';
import { MAX_LAPS } from '../../engine/sowing.js';
import { SEAT_LETTERS, fourRowTopology, pitsFromRows } from '../../engine/topology.js';
import type { Cell, EndReason, Move, Outcome, PitId, Player, Position } from '../../engine/types.js';
import { checkSowing } from '../../engine/validate.js';
import type { Work } from '../../engine/work.js';
import { endGame, rowSeeds, startWork, takeIntoHand } from '../../engine/work.js';
import { declareWords } from '../../words/hook.js';

// The family's own ending, in words (src/words/hook.ts).
declareWords({
  endReasons: { akawumbi: 'akawumbi, a capture from every column of the opponent in one turn, ending at the edge of the board' },
});

declare module '../../engine/types.js' {
  interface GameStates {
    /**
     * With passing allowed: how many passes in a row have just been made. After one the player to move
     * may pass back; after two the player to move is the one who passed first, and must move.
     */
    readonly passed: 1 | 2;
  }
  interface GameEndReasons {
    /** Akawumbi: one turn captured from every column of the opponent (or both end columns), ending at an end column. */
    readonly akawumbi: true;
  }
}

/**
 * The passes in a row, in the notation: `passed` (the last move was a pass) or `passed-2` (the last
 * two were, so the player to move passed first and must move). Read even where passing is off, to
 * say why it cannot be.
 */
function passingState(name: string, passing: boolean): StateCodec {
  return {
    keys: passing ? ['passed'] : [],
    turnKeys: ['passed'],
    tokens: [
      { form: 'passed', example: 'passed', meaning: 'with passing allowed, the last move was a pass; the player to move may pass back.' },
      { form: 'passed-2', example: 'passed-2', meaning: 'the same, after two passes in a row: the player to move passed first and must now move (never written with passed).' },
    ],
    format: (state) => (state.passed === 2 ? ['passed-2'] : state.passed ? ['passed'] : []),
    parse(token, state) {
      if (token !== 'passed' && token !== 'passed-2') return false;
      if (!passing) return `${name} has no 'passed' state: it records a pass, and these rules have no passing.`;
      const count = token === 'passed' ? 1 : 2;
      if (state.passed !== undefined && state.passed !== count) {
        return "The states 'passed' (one pass) and 'passed-2' (two passes in a row) contradict each other: give one.";
      }
      state.passed = count;
      return true;
    },
    check: (position) => (position.state?.passed !== undefined && position.toMove === null ? "A finished game has no 'passed' state." : null),
    controls: () =>
      passing
        ? [
            {
              key: 'passed',
              kind: 'number',
              label: 'Passes just made',
              choices: [
                { value: 0, label: 'none: the last move was a move' },
                { value: 1, label: 'one: the last move was a pass' },
                { value: 2, label: 'two in a row: the player to move passed first and must move' },
              ],
            },
          ]
        : [],
  };
}

/** Rows top to bottom (B, BB, AA, A), each left to right, as the Italian article prints a layout. */
export type Layout = readonly (readonly number[])[];

export interface OmwesoOptions {
  /** The starting layout, by name (each game lists its own; the first is the default). */
  readonly layout?: string;
  /**
   * Omweso's clockwise laps: any lap that captures at once ('capture', the Italian article), or only a
   * relay lap from one of the player's two leftmost pits that captures at once ('left-relay', the
   * stricter rule it reports), or any lap sown from one of the four leftmost pits that captures at
   * once ('left-four', English Wikipedia).
   */
  readonly reverse?: 'capture' | 'left-relay' | 'left-four';
  /**
   * Where captured seeds are sown from: on from the marker ('marker', the Italian article), or from
   * the pit the capturing lap started from ('lap-start', English Wikipedia).
   */
  readonly resow?: 'marker' | 'lap-start';
  /**
   * Which way captured seeds go. 'new-lap': their sowing is a lap like any other, counter-clockwise
   * unless the clockwise rule allows the other way (English Wikipedia, Shackell as Ludii gives him).
   * 'continue': they carry on the way the capturing lap went, with no new choice (the Italian
   * article's "proseguendo la semina terminata nel marker" read literally). Omweso only.
   */
  readonly resowDirection?: 'new-lap' | 'continue';
  /**
   * Akawumbi: one turn captures from every column of the opponent and its last capture is at an end
   * column ('all-columns', the Italian article); or a turn captures at both end columns ('both-ends',
   * English Wikipedia); or no such win ('off').
   */
  readonly akawumbi?: 'all-columns' | 'both-ends' | 'off';
  /** Which own pits can be markers: either row (the Italian article) or the inner row only (English Wikipedia). Omweso only. */
  readonly markers?: 'both-rows' | 'inner-row';
  /**
   * A turn may be let go by, and the opponent may pass back, but then the player who passed first
   * must move (the Italian article: "often"). Off by default because the article gives it as a
   * frequent custom, not the rule, and English Wikipedia has no voluntary pass. Passing cannot stall
   * a game: a player may pass every turn only while the opponent keeps moving, and a pass back ends that.
   */
  readonly passing?: 'allowed' | 'not-allowed';
}

/** What sets each game apart. */
export interface OmwesoGame {
  readonly id: string;
  readonly name: string;
  /** The usual board width; a layout with longer or shorter rows sets the width for games started from it. */
  readonly columns: number;
  /** Named starting layouts; the first is the default. Each layout's row length is its board's width. */
  readonly layouts: Readonly<Record<string, Layout>>;
  /** Which own pits can be markers: either row (Omweso) or only the inner row (Hus, Igisoro). */
  readonly markers: 'both-rows' | 'inner-row';
  /**
   * What a capture takes: the opponent's two pits of the column ('pair'); those and the captor's
   * own inner pit of the column ('pair-and-own', Coro and Aweet); only the opponent's inner pit ('inner', Kombe).
   */
  readonly take: 'pair' | 'pair-and-own' | 'inner';
  /**
   * When a lap may go clockwise: when that lap captures at once ('direct', Omweso); when it leads to
   * a capture at least through relays, which then keep going clockwise ('indirect', Kombe); never
   * ('never', Hus); or freely after a lap ending in one of the marked pits, the direction then kept
   * ('marked-pits', Igisoro).
   */
  readonly reverse: 'direct' | 'indirect' | 'never' | 'marked-pits';
  /** Igisoro: each player's four marked pits, by label. */
  readonly marked?: readonly string[];
  readonly defaults: OmwesoOptions;
  readonly optionNotes: VariantDefinition<OmwesoOptions>['optionNotes'];
}

export function defineOmwesoGame(
  game: OmwesoGame,
  presets: Readonly<Record<string, Partial<OmwesoOptions>>> = {},
  presetNames: Readonly<Record<string, string>> = {},
): VariantDefinition<OmwesoOptions> {
  const definition: VariantDefinition<OmwesoOptions> = {
    id: game.id,
    name: game.name,
    defaults: game.defaults,
    optionNotes: game.optionNotes,
    presets,
    presetNames,
    create: (options) => createOmwesoGame(game, options),
  };
  return definition;
}

type Direction = 'ccw' | 'cw';

/** One rule set of the family, worked out once: its board, its settings with defaults filled, and what every lap asks. */
interface OmwesoRules {
  readonly game: OmwesoGame;
  /** Pits per row: the chosen layout's, so one game can be played on boards of several lengths. */
  readonly columns: number;
  readonly topology: Topology;
  readonly reverse: NonNullable<OmwesoOptions['reverse']>;
  readonly resow: NonNullable<OmwesoOptions['resow']>;
  readonly resowDirection: NonNullable<OmwesoOptions['resowDirection']>;
  readonly akawumbi: NonNullable<OmwesoOptions['akawumbi']>;
  readonly passing: NonNullable<OmwesoOptions['passing']>;
  /** Igisoro's marked pits, where a lap ending may turn. */
  readonly marked: ReadonlySet<PitId>;
  /** Each pit's own inner pit in its column (itself for an inner pit). */
  readonly innerOf: readonly PitId[];
  /** Each pit's column number, as its label writes it. */
  readonly column: readonly number[];
  /** The player's leftmost pits as they sit at the board: column 1 for A, the last column for B. */
  fromLeft(pit: PitId): number;
  /** The opponent's pits a marker at `pit` faces: inner then outer. */
  opposite(pit: PitId): [PitId, PitId];
  /** A lap ending at `pit` captures: the pit was occupied (it holds two or more now) and both opposing pits hold seeds. */
  isMarker(pits: readonly number[], pit: PitId): boolean;
  clockwiseCaptures(pits: readonly number[], track: readonly Cell[], at: number, hand: number, indirect: boolean): boolean;
  /** The states of the move being played, kept from move to move: setting one up cost more than most moves. */
  readonly history: StateHistory;
  canSow(position: Position, player: Player): boolean;
  outcome(position: Position): Outcome | null;
  finish(w: Work, reason: EndReason, loser?: Player): Played;
}

const other = (player: Player) => 1 - player;

/** The layout the options name, or the game's first. */
const layoutOf = (game: OmwesoGame, options: OmwesoOptions): Layout => game.layouts[options.layout ?? Object.keys(game.layouts)[0]!]!;

function omwesoRules(game: OmwesoGame, options: OmwesoOptions): OmwesoRules {
  const columns = layoutOf(game, options)[0]!.length;
  const topology = fourRowTopology(columns);
  const { owner, facing, behind, inner, labels } = topology;
  const innerOf = labels.map((_, pit) => (inner[pit] ? pit : behind.indexOf(pit)));
  const column = labels.map((label) => Number(label.replace(/\D+/g, '')));
  const markerRows = options.markers ?? game.markers;
  const oppositeOf = labels.map((_, pit): [PitId, PitId] => {
    const front = facing[innerOf[pit]!]!;
    return [front, behind[front]!];
  });
  const opposite = (pit: PitId): [PitId, PitId] => oppositeOf[pit]!;
  const outcome = (position: Position): Outcome | null => {
    if (position.toMove !== null) return null;
    const scores = [0, 1].map((p) => rowSeeds(position.pits, owner, p));
    if (position.loser === undefined) return { winner: null, scores };
    return { winner: other(position.loser), scores };
  };
  return {
    game,
    columns,
    topology,
    reverse: options.reverse ?? 'capture',
    resow: options.resow ?? 'marker',
    resowDirection: options.resowDirection ?? 'new-lap',
    akawumbi: options.akawumbi ?? 'off',
    passing: options.passing ?? 'not-allowed',
    marked: new Set((game.marked ?? []).map((label) => labels.indexOf(label))),
    innerOf,
    column,
    fromLeft: (pit) => (owner[pit] === 0 ? column[pit]! : columns + 1 - column[pit]!),
    opposite,
    isMarker: (pits, pit) => {
      if (pits[pit]! < 2 || (markerRows === 'inner-row' && !inner[pit])) return false;
      const [front, back] = opposite(pit);
      return pits[front]! > 0 && pits[back]! > 0;
    },
    clockwiseCaptures: clockwiseLookahead(columns, inner, opposite, markerRows),
    history: new StateHistory(topology.pitCount),
    canSow: (position, player) => position.pits.some((n, pit) => n >= 2 && owner[pit] === player),
    outcome,
    finish: (w, reason, loser) => endGame(w, reason, outcome, loser !== undefined ? { loser } : {}),
  };
}

/**
 * Whether a clockwise lap of `hand` seeds from track position `at` captures: at once, or (Kombe)
 * through relays that keep going clockwise, looked at for MAX_LAPS + 1 laps.
 */
function clockwiseLookahead(
  columns: number,
  inner: readonly boolean[],
  opposite: (pit: PitId) => [PitId, PitId],
  markerRows: OmwesoGame['markers'],
): OmwesoRules['clockwiseCaptures'] {
  // The player's circuit in sowing order and which of its pits would capture, for looking ahead:
  // reused, since a move looks ahead before each of its laps, up to MAX_LAPS of them.
  const ring = new Int32Array(2 * columns);
  const saved = new Int32Array(2 * columns);
  const target = new Uint8Array(2 * columns);
  return (pits, track, at, hand, indirect) => {
    // A lookahead sows only the player's own pits, so the opposing pits, and with them the pits a
    // lap could capture from, stay as they are. Often there are none: then nothing need be sown
    // (Kombe's relays used to be followed for up to MAX_LAPS laps to find that out, before every lap).
    let targets = false;
    for (let i = 0; i < track.length; i++) {
      const pit = track[i]!;
      ring[i] = pits[pit]!;
      const [front, back] = opposite(pit);
      target[i] = (markerRows === 'both-rows' || inner[pit]) && pits[front]! > 0 && pits[back]! > 0 ? 1 : 0;
      targets ||= target[i] === 1;
    }
    return targets && relayReaches(ring, saved, at, hand, -1, target, indirect ? MAX_LAPS : 0);
  };
}

/** Sows `hand` seeds from track position `at` one way round; returns the track position of the last seed. */
function sowAlong(pits: number[], track: readonly Cell[], at: number, hand: number, dir: Direction, w: Work, lap: number) {
  const step = dir === 'ccw' ? 1 : track.length - 1;
  for (; hand > 0; hand--) {
    at = (at + step) % track.length;
    pits[track[at]!]! += 1;
    w.steps.push({ kind: 'drop', cell: track[at]!, lap });
  }
  return at;
}

/** A turn in the making: where the sowing stands between laps, and what the laps so far decide for the next. */
interface Turn {
  readonly w: Work;
  readonly player: Player;
  readonly track: readonly Cell[];
  /** The columns captured from, for akawumbi, and the last of them. */
  readonly captured: Set<number>;
  lastCaptured: number;
  hand: number;
  /** The track position the next seed is sown after. */
  at: number;
  lapStart: PitId;
  /** The lap about to be sown is a relay. */
  relayed: boolean;
  /** Kombe: relays after a clockwise start keep going clockwise. */
  locked: Direction | null;
  /** Igisoro: the direction kept for the rest of the turn. */
  current: Direction;
  /** Igisoro: the last lap ended in a marked pit, so the direction is open. */
  free: boolean;
  /** Captured seeds carrying on the way the capturing lap went. */
  carried: Direction | null;
}

/** The move proper: laps until one ends in an empty pit. */
function sowTurn(r: OmwesoRules, position: Position, player: Player, pit: PitId, answers: readonly string[] | undefined): Result<Played, Stop> {
  const { game } = r;
  const w = startWork(position);
  const pick = chooser(r.topology.labels[pit]!, answers);
  const t: Turn = {
    w,
    player,
    track: r.topology.tracks[player]!,
    captured: new Set(),
    lastCaptured: 0,
    hand: w.pits[pit]!,
    at: r.topology.trackIndex[player]![pit]!,
    lapStart: pit,
    relayed: false,
    locked: null,
    current: 'ccw',
    free: false,
    carried: null,
  };
  const seen = r.history;
  seen.clear();
  w.pits[pit] = 0;
  w.steps.push({ kind: 'lift', pit, count: t.hand, lap: 1 });

  for (let lap = 1; ; lap++) {
    const chosen = pick.pick(w, 'direction' as ChoiceKind, directionOptions(r, t));
    if (!chosen.ok) return chosen;
    const dir = chosen.value as Direction;
    t.current = dir;
    t.at = sowAlong(w.pits, t.track, t.at, t.hand, dir, w, lap);
    t.hand = 0;
    const end = t.track[t.at]!;
    const count = w.pits[end]!;
    w.steps.push({ kind: 'lap-end', cell: end, lap, count });
    if (count === 1) break;

    const capture = r.isMarker(w.pits, end);
    // A lap ends in a state it has been in before: the move would go round for ever.
    const repeat = seen.visit(w.pits, ((end * r.topology.pitCount + t.lapStart) * 3 + (t.locked === null ? 0 : t.locked === 'cw' ? 1 : 2)) * 2 + (t.current === 'cw' ? 1 : 0));
    if (repeat || lap >= MAX_LAPS) {
      w.steps.push({ kind: 'endless', pit: end, lap, reason: repeat ? 'repeat' : 'limit' });
      const left = pick.leftOver();
      if (left) return err(left);
      return ok(r.finish(w, 'endless'));
    }
    t.free = game.reverse === 'marked-pits' && r.marked.has(end);
    if (capture) captureAt(r, t, end, dir, lap);
    else relayFrom(r, t, end, count, dir, lap);
  }
  const left = pick.leftOver();
  if (left) return err(left);
  return ok(handOver(r, t));
}

/** A lap ended in a marker: the opposing seeds are taken into hand and sown again from the lap's start or the marker. */
function captureAt(r: OmwesoRules, t: Turn, end: PitId, dir: Direction, lap: number) {
  const { game } = r;
  const [front, back] = r.opposite(end);
  const pits = game.take === 'inner' ? [front] : game.take === 'pair' ? [front, back] : [front, back, r.innerOf[end]!];
  for (const taken of pits) t.hand += takeIntoHand(t.w, taken, t.player);
  t.captured.add(r.column[end]!);
  t.lastCaptured = r.column[end]!;
  if (r.resow === 'lap-start') t.at = r.topology.trackIndex[t.player]![t.lapStart]!;
  else t.lapStart = end;
  t.relayed = false;
  t.locked = null;
  t.carried = r.resowDirection === 'continue' ? dir : null;
  t.w.steps.push({ kind: 'resow', pit: t.track[t.at]!, count: t.hand, lap: lap + 1 });
}

/** A lap ended in an occupied pit that is not a marker: its seeds are lifted and sown on. */
function relayFrom(r: OmwesoRules, t: Turn, end: PitId, count: number, dir: Direction, lap: number) {
  t.hand = count;
  t.w.pits[end] = 0;
  t.w.steps.push({ kind: 'relay', pit: end, count, lap: lap + 1 });
  t.lapStart = end;
  t.relayed = true;
  t.locked = r.game.reverse === 'indirect' && dir === 'cw' ? 'cw' : null;
  t.carried = null;
}

/** The turn is over: akawumbi wins at once; an opponent with no pit of two or more has lost; else the opponent moves. */
function handOver(r: OmwesoRules, t: Turn): Played {
  const { akawumbi, columns } = r;
  const { w, captured, lastCaptured } = t;
  const next = other(t.player);
  const sweep =
    akawumbi === 'all-columns'
      ? captured.size === columns && (lastCaptured === 1 || lastCaptured === columns)
      : akawumbi === 'both-ends' && captured.has(1) && captured.has(columns);
  if (sweep) return r.finish(w, 'akawumbi', next);
  const after: Position = { pits: w.pits, stores: w.stores, toMove: next };
  if (!r.canSow(after, next)) return r.finish(w, 'no-moves', next);
  return { position: after, steps: w.steps };
}

/** The directions open for the lap about to be sown, the usual one first. */
function directionOptions(r: OmwesoRules, t: Turn): Direction[] {
  if (t.carried) return [t.carried];
  switch (r.game.reverse) {
    case 'never':
      return ['ccw'];
    case 'marked-pits':
      return t.free ? [t.current, t.current === 'ccw' ? 'cw' : 'ccw'] : [t.current];
    case 'indirect':
      if (t.locked) return [t.locked];
      return r.clockwiseCaptures(t.w.pits, t.track, t.at, t.hand, true) ? ['ccw', 'cw'] : ['ccw'];
    case 'direct': {
      const allowed = r.reverse === 'capture' || (r.reverse === 'left-relay' ? t.relayed && r.fromLeft(t.lapStart) === 1 : r.fromLeft(t.lapStart) <= 2);
      return allowed && r.clockwiseCaptures(t.w.pits, t.track, t.at, t.hand, false) ? ['ccw', 'cw'] : ['ccw'];
    }
  }
}

/** A pass, where passing is allowed: never a third in a row, never by a player with no move (they have lost). */
function playPass(r: OmwesoRules, position: Position, player: Player): Result<Played, IllegalMove> {
  if (r.passing !== 'allowed') return err({ code: 'ERR_NO_PASS', rule: 'off', game: r.game.name });
  if (position.state?.passed === 2) {
    return err({ code: 'ERR_NO_PASS', rule: 'third', seat: SEAT_LETTERS[player]!, other: SEAT_LETTERS[other(player)]! });
  }
  if (!r.canSow(position, player)) return err({ code: 'ERR_NO_PASS', rule: 'no-move' });
  const w = startWork(position);
  w.steps.push({ kind: 'pass', player, chosen: true });
  // The opponent may have been left without a move by their own last turn: they have lost.
  if (!r.canSow(position, other(player))) return ok(r.finish(w, 'no-moves', other(player)));
  return ok({ position: { pits: w.pits, stores: w.stores, toMove: other(player), state: { passed: position.state?.passed ? 2 : 1 } }, steps: w.steps });
}

export function createOmwesoGame(game: OmwesoGame, options: OmwesoOptions): Ruleset {
  const r = omwesoRules(game, options);
  const { topology } = r;
  const { owner, labels } = topology;
  const layout = layoutOf(game, options);
  // Plain loops: these run after every move, and flatMap's arrays cost more than the move itself.
  const sowingPits = (position: Position, player: Player) => {
    const pits: PitId[] = [];
    for (let pit = 0; pit < position.pits.length; pit++) if (owner[pit] === player && position.pits[pit]! >= 2) pits.push(pit);
    return pits;
  };
  return {
    variant: game.id,
    name: game.name,
    options,
    topology,
    totalSeeds: layout.flat().reduce((a, b) => a + b, 0),
    stores: false,
    state: passingState(game.name, r.passing === 'allowed'),
    start: () => ({ pits: pitsFromRows(topology, layout), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => {
      if (position.toMove === null) return [];
      const moves: Move[] = sowingPits(position, position.toMove).map((pit) => ({ kind: 'sow', pit }));
      // Two passes in a row: the player to move passed first and must now move.
      return r.passing === 'allowed' && position.state?.passed !== 2 && moves.length ? [...moves, { kind: 'pass' }] : moves;
    },
    outcome: r.outcome,
    // No source speaks of a game that goes round in circles; we call a repeated position a draw.
    onRepetition: (position) => r.finish(startWork(position), 'repetition'),
    endReasons: [...(r.akawumbi === 'off' ? [] : (['akawumbi'] as const)), 'endless', 'no-moves', 'repetition'],
    checkPosition: (position) => {
      if (position.pie || position.blocked || position.owners) return `${game.name} has no pie rule, pits out of play or changing owners.`;
      if (position.stores.some((s) => s > 0)) return `${game.name} keeps every seed on the board: both stores must be 0.`;
      return null;
    },

    play(position, move) {
      if (move.kind === 'pass' && position.toMove !== null) return playPass(r, position, position.toMove);
      const checked = checkSowing(topology, position, move, game.name, { choosing: true });
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      if (position.pits[pit]! < 2) return err({ code: 'ERR_SINGLE_SEED', pit: labels[pit]!, seeds: position.pits[pit]! });
      return settle(sowTurn(r, position, player, pit, move.kind === 'sow' ? move.choices : undefined));
    },
  };
}

// Settings Omweso's relatives share: the Italian Wikipedia article on Omweso describes them by difference.

export const row = (columns: number, ...pattern: number[]) => Array.from({ length: columns }, (_, c) => pattern[c % pattern.length]!);

/** The Italian article's three typical Omweso layouts (each player may arrange their 32 seeds as they like). */
export const OMWESO_LAYOUTS: Readonly<Record<string, Layout>> = {
  fours: [row(8, 4), row(8, 0), row(8, 0), row(8, 4)],
  twos: [row(8, 2), row(8, 2), row(8, 2), row(8, 2)],
  checkerboard: [row(8, 4, 0), row(8, 0, 4), row(8, 4, 0), row(8, 0, 4)],
};
export const OMWESO_LAYOUT_LABELS = ['four in each outer pit', 'two in every pit', 'four in every other pit, a checkerboard'];

export const PASSING = {
  name: 'Passing',
  labels: ['not allowed', 'allowed, but never three passes in a row'],
  text: 'Passing: a player who can move must move; or, as Omweso players often allow, a player may let a turn go by and the opponent may pass back, but then the first to pass must move',
  choices: ['not-allowed', 'allowed'],
} as const;
export const AKAWUMBI = {
  name: 'Akawumbi',
  labels: ['captures from every column', 'captures at both end columns', 'off'],
  text: 'Akawumbi, the special win: one turn captures from every column, the last capture at an end column; or, as English Wikipedia has it, one turn captures at both end columns; or no special win',
  choices: ['all-columns', 'both-ends', 'off'],
} as const;
/** A game's starting layouts, each with the words the infobox shows for it. */
export const layoutNote = (layouts: Readonly<Record<string, Layout>>, text: string, labels: readonly string[]) => ({
  name: 'Starting layout',
  text,
  choices: Object.keys(layouts),
  labels,
});

/** Omweso's own defaults, which its relatives keep unless the Italian article says otherwise. */
export const OMWESO_DEFAULTS: OmwesoOptions = {
  layout: 'fours',
  markers: 'both-rows',
  reverse: 'capture',
  resow: 'marker',
  resowDirection: 'new-lap',
  akawumbi: 'all-columns',
  passing: 'not-allowed',
};

/** A relative of Omweso; `layoutWords` is its starting layout's sentence and the words for each layout. */
export const relative = ({
  layoutWords,
  ...game
}: Omit<OmwesoGame, 'defaults' | 'optionNotes'> & Partial<Pick<OmwesoGame, 'defaults' | 'optionNotes'>> & { layoutWords: [string, readonly string[]] }) =>
  defineOmwesoGame({
    defaults: { layout: Object.keys(game.layouts)[0]!, akawumbi: 'all-columns', passing: 'not-allowed' },
    optionNotes: {
      layout: layoutNote(game.layouts, ...layoutWords),
      akawumbi: AKAWUMBI,
      passing: PASSING,
    },
    ...game,
  });
