/**
 * The four kinds of question, each asked about one position and answered by the engine: where the
 * last seed of a move lands, how many seeds it captures, which moves are legal, and which move
 * captures most. Moves that stop for a choice inside them (a direction, a pair to take) are never
 * asked about: their answers would depend on what the player chose.
 */
import { describeError } from '../words/index.js';
import type { Move, Position, Ruleset, Step } from '../engine/index.js';
import { capturesOf, formatMove, formatPosition, lapsOf, legalMoves, ownerOf, play, playWhole } from '../engine/index.js';
import { cellName, describeStep, pitName } from '../board/describe.js';

export const QUESTION_KINDS = ['last-seed', 'captures', 'legal-moves', 'best-capture'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface Question {
  readonly kind: QuestionKind;
  /** The position asked about, in our notation (the key's answers replay from it). */
  readonly position: string;
  /** What the diagram draws. */
  readonly board: {
    readonly pits: readonly number[];
    readonly stores: readonly number[];
    readonly toMove: number | null;
    readonly owners?: readonly number[];
    readonly blocked?: readonly boolean[];
  };
  /** The move asked about, in our notation ("A3"; "7" on the circle), for the kinds about one move. */
  readonly move?: string;
  readonly prompt: string;
  /** The answer in a few words, as a pupil would write it. */
  readonly answer: string;
  /** Why, in a sentence or two, from the move's own steps. */
  readonly explanation: string;
  /** The answer as data, for checking: a cell's name, a number of seeds, or moves. */
  readonly expected: { readonly cell?: string; readonly count?: number; readonly moves?: readonly string[] };
}

/** A move that can be asked about: it plays without a choice, ends, and the steps it took. */
export interface Sowing {
  readonly move: Extract<Move, { kind: 'sow' }>;
  readonly steps: readonly Step[];
  readonly laps: number;
}

const SEATS = 'ABCD';
const seat = (player: number) => SEATS[player] ?? `Player ${player + 1}`;
const seeds = (n: number) => (n === 1 ? '1 seed' : `${n} seeds`);
const list = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
const either = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/** A move's name as the board labels its pit ("A3"; "B7" on the circle, by its owner now). */
export const moveName = (rules: Ruleset, position: Position, move: Move): string => (move.kind === 'sow' ? pitName(rules.topology, move.pit, position.owners) : move.kind);

/**
 * The sowings of a position the questions may use: every legal sowing that needs no choice, does
 * not go on for ever, and has at most `maxLaps` laps. Null when some legal sowing stops for a choice
 * (then "which captures most" has no answer that does not depend on the player).
 */
export function sowingsOf(rules: Ruleset, position: Position, maxLaps: number): { usable: Sowing[]; all: Sowing[] | null } {
  const usable: Sowing[] = [];
  const all: Sowing[] = [];
  let complete = true;
  for (const move of legalMoves(rules, position)) {
    if (move.kind !== 'sow') continue;
    const played = playWhole(rules, position, move);
    if (!played.ok || played.value.steps.some((s) => s.kind === 'endless')) {
      complete = false;
      continue;
    }
    const sowing = { move, steps: played.value.steps, laps: lapsOf(played.value.steps).length };
    all.push(sowing);
    if (sowing.laps <= maxLaps) usable.push(sowing);
  }
  return { usable, all: complete ? all : null };
}

/** The cell the move's last seed falls in: the end of its last lap. */
export function lastLanding(steps: readonly Step[]): number | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (step.kind === 'lap-end') return step.cell;
  }
  return null;
}

/** Seeds the mover captures in the move (into a store, or into hand in Omweso's family). */
export const capturedBy = (rules: Ruleset, steps: readonly Step[], mover: number): number => capturesOf(steps, rules.topology.players)[mover]!;

/** The move's laps in words: "A3 sows 5 seeds: A4, A5, A6, B1, B2; relay: the 3 seeds in B2 are sown on: B3, B4, B5". */
export function describeLaps(rules: Ruleset, position: Position, sowing: Sowing): string {
  const { topology } = rules;
  const owners = position.owners;
  const parts: string[] = [];
  let drops: string[] = [];
  let head = '';
  const flush = () => {
    if (head) parts.push(`${head}${drops.length ? `: ${drops.join(', ')}` : ''}`);
    drops = [];
  };
  for (const step of sowing.steps) {
    if (step.kind === 'lift') {
      flush();
      head = `${pitName(topology, step.pit, owners)} sows ${seeds(step.count)}`;
    } else if (step.kind === 'relay') {
      flush();
      head = `relay: the ${seeds(step.count)} in ${pitName(topology, step.pit, owners)} are sown on`;
    } else if (step.kind === 'resow') {
      flush();
      head = `the ${seeds(step.count)} taken are sown on ${step.into ? 'starting in' : 'from'} ${pitName(topology, step.pit, owners)}`;
    } else if (step.kind === 'drop') drops.push(cellName(topology, step.cell, owners));
  }
  flush();
  return parts.join('; ');
}

/** What the move captured, and anything else that happened besides sowing, in sentences. */
function describeRest(rules: Ruleset, position: Position, sowing: Sowing): string {
  const mover = position.toMove!;
  const taken = sowing.steps.flatMap((s) =>
    (s.kind === 'capture' || s.kind === 'take') && s.player === mover ? [`${s.count} from ${pitName(rules.topology, s.pit, position.owners)}`] : [],
  );
  const total = capturedBy(rules, sowing.steps, mover);
  const sentences = [taken.length ? `${seat(mover)} captures ${list(taken)}: ${seeds(total)} in all.` : `${seat(mover)} captures nothing.`];
  for (const step of sowing.steps) {
    if (step.kind === 'capture-cancelled' || step.kind === 'extra-turn' || step.kind === 'end') sentences.push(describeStep(rules.topology, step, mover, 0, position.owners));
  }
  return sentences.join(' ');
}

const boardOf = (position: Position): Question['board'] => ({
  pits: position.pits,
  stores: position.stores,
  toMove: position.toMove,
  ...(position.owners ? { owners: position.owners } : {}),
  ...(position.blocked ? { blocked: position.blocked } : {}),
});

const base = (rules: Ruleset, position: Position) => ({ position: formatPosition(rules, position), board: boardOf(position) });

export function lastSeedQuestion(rules: Ruleset, position: Position, sowing: Sowing): Question {
  const mover = seat(position.toMove!);
  const name = moveName(rules, position, sowing.move);
  const cell = cellName(rules.topology, lastLanding(sowing.steps)!, position.owners);
  return {
    kind: 'last-seed',
    ...base(rules, position),
    move: formatMove(rules, sowing.move),
    prompt: `${mover} is to move and sows ${name}. Where does the last seed land?`,
    answer: `In ${cell}`,
    explanation: `${capitalized(describeLaps(rules, position, sowing))}. The last seed lands in ${cell}.`,
    expected: { cell },
  };
}

export function capturesQuestion(rules: Ruleset, position: Position, sowing: Sowing): Question {
  const mover = seat(position.toMove!);
  const name = moveName(rules, position, sowing.move);
  const count = capturedBy(rules, sowing.steps, position.toMove!);
  return {
    kind: 'captures',
    ...base(rules, position),
    move: formatMove(rules, sowing.move),
    prompt: `${mover} is to move and sows ${name}. How many seeds does ${mover} capture with this move?`,
    answer: seeds(count),
    explanation: `${capitalized(describeLaps(rules, position, sowing))}. ${describeRest(rules, position, sowing)}`,
    expected: { count },
  };
}

export function legalMovesQuestion(rules: Ruleset, position: Position): Question {
  const player = position.toMove!;
  const mover = seat(player);
  const legal = legalMoves(rules, position);
  // Each pit of the mover's that may not be sown, with the engine's own reason.
  // Pits refused for the same reason share one sentence: the first pit's, then the others named.
  const empty: string[] = [];
  const refused = new Map<string, { message: string; more: string[] }>();
  for (const [pit] of position.pits.entries()) {
    if (ownerOf(position, rules.topology.owner, pit) !== player || legal.some((m) => m.kind === 'sow' && m.pit === pit)) continue;
    const tried = play(rules, position, { kind: 'sow', pit });
    if (tried.ok) continue;
    const name = pitName(rules.topology, pit, position.owners);
    if (tried.error.code === 'ERR_EMPTY_PIT' && position.pits[pit] === 0) empty.push(name);
    else {
      const reason = refused.get(tried.error.code);
      if (reason) reason.more.push(name);
      else refused.set(tried.error.code, { message: describeError(tried.error), more: [] });
    }
  }
  const why = [
    ...(empty.length ? [`${list(empty)} ${empty.length === 1 ? 'is' : 'are'} empty.`] : []),
    ...[...refused.values()].map(({ message, more }) => (more.length ? `${message} The same goes for ${list(more)}.` : message)),
  ];
  const sows = legal.filter((m) => m.kind === 'sow').map((m) => moveName(rules, position, m));
  const others = legal.filter((m) => m.kind !== 'sow').map((m) => (m.kind === 'pass' ? 'pass' : 'swap sides (the pie rule)'));
  return {
    kind: 'legal-moves',
    ...base(rules, position),
    prompt: `${mover} is to move. Which pits may ${mover} sow? Name every one.`,
    answer: [list(sows), ...others.map((o) => `or ${o}`)].join(', '),
    explanation: `${sows.length === 1 ? `Only ${sows[0]} may be sown` : `${list(sows)} may be sown`}${others.length ? `, and ${mover} may ${either(others)}` : ''}.${why.length ? ` ${why.join(' ')}` : ''}`,
    expected: { moves: legal.map((m) => formatMove(rules, m)) },
  };
}

/** Null when no move captures anything: the question would have no best move to find. */
export function bestCaptureQuestion(rules: Ruleset, position: Position, sowings: readonly Sowing[]): Question | null {
  const player = position.toMove!;
  const mover = seat(player);
  const scored = sowings.map((s) => ({ s, n: capturedBy(rules, s.steps, player), name: moveName(rules, position, s.move) }));
  const most = Math.max(0, ...scored.map((x) => x.n));
  if (most === 0) return null;
  const best = scored.filter((x) => x.n === most);
  return {
    kind: 'best-capture',
    ...base(rules, position),
    prompt: `${mover} is to move. Which move captures the most seeds? (If several capture as many, name any one.)`,
    answer: best.length === 1 ? `${best[0]!.name} (${seeds(most)})` : `${either(best.map((x) => x.name))} (${seeds(most)} each)`,
    explanation: `What each move captures: ${scored.map((x) => `${x.name} ${x.n}`).join(', ')}.${best.length > 1 ? ` ${list(best.map((x) => x.name))} tie, so any of them is right.` : ''}`,
    expected: { count: most, moves: best.map((x) => formatMove(rules, x.s.move)) },
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
