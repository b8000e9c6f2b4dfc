/**
 * The engine side of the play board, loaded only when the reader starts to play, so a page
 * ships no engine code until then. Keeps the game (start, rounds, moves, the move waiting for an
 * answer) and answers with plain data: everything the board shows, in words included.
 */
import type { ChoiceAsked, Game, IllegalMove, Move, PitNote, Ply, Position, Ruleset, Step } from '../engine/index.js';
import type { Level } from '../engine/search/levels.js';
import type { Result } from '../engine/index.js';
import {
  SEAT_LETTERS,
  applyStep,
  asksChoice,
  extend,
  play as playMove,
  currentPosition,
  err,
  formatMove,
  formatPosition,
  legalMoves,
  newGame,
  ok,
  parseMove,
  pitByLabel,
  undo as undoGame,
} from '../engine/index.js';
import type { Definition } from '../variants/load.js';
import { rulesetOf } from '../variants/ruleset-of.js';
import { answerPits, describeAnswer, describeOutcome, summarizeMove } from './describe.js';
import { choiceText } from '../words/choices.js';
import { placingText } from '../words/placing.js';
import { REFILLED } from '../words/rounds.js';
import type { Computer, LinkError, Unsaid } from './play-address.js';
import type { Decision } from './play-record.js';
import { packRecord, writePlayAddress } from './play-record.js';

export interface Answer {
  id: string;
  /** What the answer does, in words ("Clockwise: the next lap sows A1, AA8, AA7"). */
  text: string;
  /** The pits the words name, for the board to mark while the answer has focus. */
  marks: number[];
  /** An answer the rules refuse, as data, until its reason is put in words (`Session.spoken`). */
  refused?: Unsaid;
}

export interface View {
  pits: number[];
  stores: number[];
  toMove: number | null;
  /** Pits the reader may play now: a move's pit, or a pit for the next seed a move places. */
  legal: number[];
  /** Answers to the choice the move has reached; empty unless the move waits for one. */
  answers: Answer[];
  /** Moves beyond a pit: swap sides, pass, next round. */
  actions: { id: string; text: string }[];
  /** Where the game stands, in a line that agrees with the caption. */
  status: string;
  /** What the last move did, or an error, in a sentence. */
  message: string;
  /**
   * A refused move (or a typed one misread), as data, while the refusals' sentences have not loaded:
   * `message` holds what comes before the reason, and `Session.spoken` adds the reason (loading
   * src/words/en.ts the first time).
   */
  refused?: Unsaid;
  /** Moves so far, e.g. ["A3", "A6", "B2"]; "next-round" between Dakon's rounds. */
  history: string[];
  /** The current position in our notation. */
  notation: string;
  /** This game as a query string for the play page (options, start, moves), '' for the opening. */
  address: string;
  /** Where an unfinished move has got to (the pit its last lap ended in or starts from), else null. */
  focus: number | null;
  canUndo: boolean;
  canRedo: boolean;
  /** The computer opponent, when the reader plays one: the seat the reader plays now (a swap changes it) and the level. */
  opponent: Opponent | null;
  /** Said when the address cannot hold every move (a very long game): it keeps the current position instead. */
  note: string;
  owners?: number[];
  blocked?: boolean[];
  /** Pits the game's state sets apart (a tuzdyk), named. */
  notes?: readonly PitNote[];
}

export interface Opponent {
  readonly reader: number;
  readonly level: Level;
}

export interface Session {
  view(message?: string): View;
  sow(pit: number): View;
  /** One of the view's actions or answers, by id. */
  act(id: string): View;
  /** A whole move as a record writes it ('A3', 'AA2/cw', 'swap'): the computer opponent plays through this. */
  move(text: string): View;
  /** The view with any refusal in it put in words: their module loads now, the first time one is shown. */
  spoken(view: View): Promise<View>;
  /** Takes back the unfinished move if there is one, else the last move (or Dakon's last new round). */
  undo(): View;
  redo(): View;
  restart(): View;
  /** Starts or stops playing the computer (null): the reader takes the seat they play now. */
  setOpponent(opponent: Opponent | null, message?: string): View;
  /** Whether the game came from a link (a position, options or moves), not the board's own start. */
  readonly fromLink: boolean;
  /** The options the game is played under, as the rules read them: the board's own with a link's on top, and the defaults. */
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * The refusals' sentences (src/words/en.ts, most of the words a board can say): a move that is played
 * needs none of them, so they load when a refusal is to be shown (`spoken`), or before a link's moves
 * are replayed, whose refusal is the link's error. Once loaded, every refusal is worded at once.
 */
type Refusals = typeof import('../words/problem-text.js');
let refusals: Refusals | undefined;
/** The refusals' sentences if they have loaded (a link's replay words a misread move with them). */
export const loadedRefusals = () => refusals;
const loadRefusals = async (): Promise<Refusals> => (refusals ??= await import('../words/problem-text.js'));

/** What a refused move says: its sentence if the refusals have loaded, else the refusal as data for `spoken`. */
const refusal = (error: IllegalMove): Done => (refusals ? { said: refusals.describeError(error), ok: false } : { said: '', ok: false, refused: error });

/** The view with its refusals in words. */
async function spoken(view: View): Promise<View> {
  if (!view.refused && !view.answers.some((a) => a.refused)) return view;
  const { problemText } = await loadRefusals();
  const { refused, ...rest } = view;
  return {
    ...rest,
    message: refused ? [view.message, problemText(refused)].filter(Boolean).join(' ') : view.message,
    answers: view.answers.map(({ refused: no, ...a }) => (no ? { ...a, text: `${a.text} (${problemText(no)})` } : a)),
  };
}

/** A link's error in a sentence: a refused move's reason put in words (their module loads now, the first time). */
export async function linkErrorText(error: LinkError): Promise<string> {
  return error.refused ? `${error.message} ${(await loadRefusals()).problemText(error.refused)}`.trim() : error.message;
}

/** A move or round done or refused: what to say, and the refusal not yet in words. */
export interface Done {
  said: string;
  ok: boolean;
  refused?: Unsaid;
}

export const NEXT_ROUND = 'next-round';
type Entry = Move | typeof NEXT_ROUND;
const seat = (player: number) => SEAT_LETTERS[player] ?? `Player ${player + 1}`;

/**
 * Moves an address lists readably (`moves=A3,B2`); a longer game is packed (`record=`, half a
 * character a move). Past `MAX_RECORD` decisions a game is not written move by move at all: the
 * address keeps the current position. What binds is the time to replay a link, not its length (replaying
 * 16,000 Dakon moves with their traces took 10 s on a busy 2-core machine, before Dakon games were held to
 * ten rounds; the longest random game of any of ours now runs under 3,000 moves).
 */
export const READABLE_MOVES = 300;
export const MAX_RECORD = 5000;
export const TOO_LONG =
  'This game is too long for its address to hold every move: the address keeps the current position, and the game goes on from there when it is opened again.';

/**
 * A session on one game's rules from the board's own options and the rules' opening, the way a board
 * without a link or a position opens; the errors as sentences, not thrown. The caller hands over the
 * game's definition (the island from `loadDefinition`, which loads that game's chunk alone), so this
 * module pulls in no game. A link or a given position opens through play-link.ts, which reads them.
 */
export function openBoard(game: Definition, options: Record<string, unknown>): Result<Session, LinkError> {
  const table = startTable(game, options, undefined, MAX_RECORD);
  return table.ok ? ok(sessionOf(table.value, false)) : table;
}

/** Reads the position a board or a link gives, under the rules its options make (play-link.ts: reading positions is a module of its own). */
export type PositionReader = (rules: Ruleset) => Result<Position, LinkError>;

/**
 * The table a game starts at: the rules the options make, and the start (read by `readPosition`; the
 * rules' opening without one). A link's moves, record and computer are play-replay.ts's, which only a
 * link loads.
 */
export function startTable(game: Definition, options: Record<string, unknown>, readPosition: PositionReader | undefined, maxRecord: number): Result<Table, LinkError> {
  const made = rulesetOf(game, options);
  if (!made.ok) return err({ message: '', refused: made.error });
  const rules: Ruleset = made.value;
  let first = rules.start();
  if (readPosition) {
    const read = readPosition(rules);
    if (!read.ok) return read;
    first = read.value;
  }
  // A side to move with nothing to play is neither a game to play nor a result: say so rather than draw it.
  if (first.toMove !== null && legalMoves(rules, first).length === 0) {
    return err({
      message: `This position cannot be played: ${seat(first.toMove)} is to move but has no legal move, and the rules of ${rules.name} do not say how the game goes on from here.`,
    });
  }
  return ok({
    rules,
    first,
    options,
    startText: readPosition ? formatPosition(rules, first) : undefined,
    maxRecord,
    packed: new WeakMap(),
    rounds: [],
    game: newGame(first),
    pending: null,
    undone: [],
    computer: null,
  });
}

/**
 * The decisions a move is made of, for a packed record: the move among the legal moves, then each
 * answer among its choice's options. Null if the move is not among them (it cannot be packed).
 */
function decisionsOf(rules: Ruleset, p: Position, move: Move): Decision[] | null {
  const legal = rules.legalMoves(p);
  const digit = legal.findIndex((m) => m.kind === move.kind && (m.kind !== 'sow' || (move.kind === 'sow' && m.pit === move.pit && !m.choices?.length)));
  if (digit < 0) return null;
  const out: Decision[] = [{ digit, of: legal.length }];
  const choices = move.kind === 'sow' ? (move.choices ?? []) : [];
  for (let i = 0; i < choices.length; i++) {
    const tried = rules.play(p, { ...(move as Extract<Move, { kind: 'sow' }>), choices: choices.slice(0, i) });
    const options = tried.ok && asksChoice(tried.value) ? tried.value.options : [];
    const at = options.indexOf(choices[i]!);
    if (at < 0) return null;
    out.push({ digit: at, of: options.length });
  }
  return out;
}

/** A sowing waiting for the reader's answer to a choice inside it, with the options. */
type Pending = { move: Extract<Move, { kind: 'sow' }> } & Omit<ChoiceAsked, 'move'>;

/**
 * A game at the table: the rules and start it was opened with, and what play changes (the rounds, the
 * moves, a move waiting for an answer, what Undo took back, the computer opponent). One object that
 * the session's pieces below read and write, so each can be a function of its own.
 */
export interface Table {
  readonly rules: Ruleset;
  readonly first: Position;
  readonly options: Record<string, unknown>;
  /** The start as an address writes it when a position was given, else undefined (the rules' opening). */
  readonly startText: string | undefined;
  readonly maxRecord: number;
  /** Each ply's decisions, worked out once (plies are immutable and shared by undo). */
  readonly packed: WeakMap<Ply, Decision[] | null>;
  /** Finished rounds before this one (Dakon), so Undo can go back past "Next round". */
  rounds: Game[];
  game: Game;
  pending: Pending | null;
  /** What Undo took back, latest last, for Redo; any other move clears it. */
  undone: Entry[];
  /** The computer opponent: the seat the reader played at the start (before any swap) and the level. */
  computer: Opponent | null;
}

/** A round's decisions for a packed record, or null when a move cannot be packed. */
function decisionsOfGame({ rules, packed }: Table, g: Game): Decision[] | null {
  const out: Decision[] = [];
  for (let i = 0; i < g.plies.length; i++) {
    const ply = g.plies[i]!;
    if (!packed.has(ply)) packed.set(ply, decisionsOf(rules, i ? g.plies[i - 1]!.position : g.start, ply.move));
    const d = packed.get(ply);
    if (!d) return null;
    out.push(...d);
  }
  return out;
}

/** The whole game's record, or null when a move cannot be packed. */
function recordOf(t: Table): string | null {
  const { rules, rounds, game, pending } = t;
  const all: Decision[] = [];
  for (const g of [...rounds, game]) {
    const d = decisionsOfGame(t, g);
    if (!d) return null;
    all.push(...d);
    if (g !== game) all.push({ digit: 0, of: 1 });
  }
  if (pending) {
    const d = decisionsOf(rules, currentPosition(game), pending.move);
    if (!d) return null;
    all.push(...d);
  }
  return packRecord(all);
}

/** How many times the sides have been swapped (the pie rule), over every round. */
const swapsIn = ({ rounds, game }: Table) => [...rounds, game].reduce((n, g) => n + g.plies.filter((ply) => ply.move.kind === 'swap').length, 0);
/** The seat the reader plays now (a swap changes it); null without a computer opponent. */
const readerNow = (t: Table) => (t.computer === null ? null : t.first.stores.length === 2 ? t.computer.reader ^ (swapsIn(t) % 2) : t.computer.reader);

/** The computer as an address names it: every seat but `reader`'s, and its level. */
const computerAt = ({ first, computer }: Table, reader: number): Computer | undefined =>
  computer ? { seats: [...Array(first.stores.length).keys()].filter((p) => p !== reader).map((p) => SEAT_LETTERS[p]!), level: computer.level } : undefined;

/** The address: moves readable while few, then packed, then (past any host's limit) the current position alone. */
function addressOf(t: Table, moveTexts: string[], p: Position): { address: string; note: string } {
  const { rules, options, startText, maxRecord, computer } = t;
  const computerLink = computerAt(t, computer?.reader ?? 0);
  if (moveTexts.length <= READABLE_MOVES)
    return { address: writePlayAddress({ options, position: startText, moves: moveTexts, ...(computerLink ? { computer: computerLink } : {}) }), note: '' };
  const r = recordOf(t);
  if (r && Number(r.split('.')[0]) <= maxRecord)
    return { address: writePlayAddress({ options, position: startText, moves: [], record: r, ...(computerLink ? { computer: computerLink } : {}) }), note: '' };
  const here = computerAt(t, readerNow(t) ?? 0);
  return { address: writePlayAddress({ options, position: formatPosition(rules, p), moves: [], ...(here ? { computer: here } : {}) }), note: TOO_LONG };
}

/** Pits that answer a pending 'place' choice (an opening that places seeds one by one): the reader picks them on the board. */
const placing = ({ rules, pending }: Table) => (pending?.about === 'place' ? pending.options.map((o) => pitByLabel(rules.topology, o)!) : null);
// The round just ended is number rounds.length + 1, so a game's round limit (Dakon's) holds here too.
export const nextRoundOf = ({ rules, rounds }: Table, p: Position) => (p.toMove === null ? (rules.nextRound?.(p, rounds.length + 1) ?? null) : null);
const historyOf = ({ rules, rounds, game }: Table) => [
  ...rounds.flatMap((g) => [...g.plies.map((ply) => formatMove(rules, ply.move)), NEXT_ROUND]),
  ...game.plies.map((ply) => formatMove(rules, ply.move)),
];

/** Each answer with its words and pits, from the move played on with that answer. */
function answersOf({ rules, pending }: Table, p: Position): Answer[] {
  if (!pending || pending.about === 'place') return [];
  const { move, about, steps: before } = pending;
  return pending.options.map((option) => {
    const tried = rules.play(p, { ...move, choices: [...(move.choices ?? []), option] });
    if (!tried.ok) {
      const why = refusals?.describeError(tried.error);
      return { id: `choose:${option}`, text: `${option}: not allowed${why ? ` (${why})` : ''}`, marks: [], ...(why ? {} : { refused: tried.error }) };
    }
    const steps: readonly Step[] = tried.value.steps;
    const after = steps[before.length]?.kind === 'choice' ? steps.slice(before.length + 1) : steps.slice(before.length);
    return { id: `choose:${option}`, text: describeAnswer(rules.topology, about, option, after, p.owners), marks: answerPits(about, after) };
  });
}

/** Everything the board shows of the game now, with `message` (or the refusal `refused`, not yet in words) as what just happened. */
function viewOf(t: Table, message = '', refused?: Unsaid): View {
  const { rules, game, pending, rounds, undone, computer } = t;
  const p = currentPosition(game);
  const moves = p.toMove === null ? [] : rules.legalMoves(p);
  // Mid-move, the board shows where the move has got to.
  const board = { pits: [...p.pits], stores: [...p.stores], hand: 0 };
  for (const step of pending?.steps ?? []) applyStep(board, step);
  const outcome = rules.outcome(p);
  const next = nextRoundOf(t, p);
  const reached = [...(pending?.steps ?? [])].reverse().find((s) => s.kind === 'lap-end' || s.kind === 'lift' || s.kind === 'relay' || s.kind === 'resow');
  const who = p.toMove === null ? '' : seat(p.toMove);
  const actions = pending
    ? []
    : [
        ...(moves.some((m) => m.kind === 'swap') ? [{ id: 'swap', text: 'Swap sides (pie rule)' }] : []),
        ...(moves.some((m) => m.kind === 'pass') ? [{ id: 'pass', text: 'Pass' }] : []),
        ...(next ? [{ id: NEXT_ROUND, text: 'Next round' }] : []),
      ];
  const ended = outcome ? `Game over: ${describeOutcome(outcome)}` : 'Game over';
  const status = pending
    ? pending.about === 'place'
      ? `${who} to move: choose a highlighted pit for the next seed`
      : `${who} to move: choose one of the answers under the board`
    : p.toMove === null
      ? next
        ? 'Round over: press Next round to play the next round'
        : ended
      : `${who} to move: choose a highlighted pit${actions.length ? ' or a button below' : ''}`;
  const over = next ? `Round over: ${p.stores.map((n, s) => `${seat(s)} won ${n}`).join(', ')}. The game goes on: press Next round to set up the next round.` : `${ended}.`;
  const moveTexts = [...historyOf(t), ...(pending ? [formatMove(rules, pending.move)] : [])];
  const { address, note } = addressOf(t, moveTexts, p);
  const reader = readerNow(t);
  const notes = p.state && rules.state?.notes?.(p.state, rules.topology);
  return {
    pits: board.pits,
    stores: board.stores,
    toMove: p.toMove,
    legal: placing(t) ?? (pending ? [] : moves.flatMap((m) => (m.kind === 'sow' ? [m.pit] : []))),
    answers: answersOf(t, p),
    actions,
    status,
    message: message || (p.toMove === null ? over : ''),
    history: historyOf(t),
    notation: formatPosition(rules, p),
    address,
    note,
    opponent: computer && reader !== null ? { reader, level: computer.level } : null,
    focus: !reached ? null : reached.kind === 'lap-end' ? reached.cell : 'pit' in reached ? reached.pit : null,
    canUndo: !!pending || game.plies.length > 0 || rounds.length > 0,
    canRedo: undone.length > 0,
    ...(p.owners ? { owners: [...p.owners] } : {}),
    ...(p.blocked ? { blocked: [...p.blocked] } : {}),
    ...(notes?.length ? { notes } : {}),
    ...(refused ? { refused } : {}),
  };
}

/** Plays a move; a choice inside it leaves it pending. Returns the engine's objection, if any. */
/** `quiet`: replaying a link, where no sentence is shown: the summary is not worth its time on a long game. */
export function playOn(t: Table, m: Move, quiet = false): Done {
  const { rules } = t;
  t.pending = null;
  const { toMove, owners } = currentPosition(t.game);
  const mover = toMove ?? 0;
  const next = playMove(rules, currentPosition(t.game), m);
  if (!next.ok) return refusal(next.error);
  if (asksChoice(next.value)) {
    if (m.kind !== 'sow') return refusal({ code: 'ERR_CHOICE', form: 'missing', asked: next.value });
    t.pending = { ...next.value, move: m };
    if (next.value.about === 'place') {
      return { said: placingText((m.choices?.length ?? 0) + 1), ok: true };
    }
    // The answers are spelled out beside the board, so the notation is not needed.
    return { said: `${choiceText(next.value)} Choose one of the answers under the board.`, ok: true };
  }
  t.game = extend(rules, t.game, m, next.value);
  const ply = t.game.plies[t.game.plies.length - 1]!;
  return { said: quiet ? '' : summarizeMove(rules.topology, ply.steps, mover, !!nextRoundOf(t, ply.position), owners), ok: true };
}

export function nextRound(t: Table): Done {
  const next = nextRoundOf(t, currentPosition(t.game));
  if (!next) return { said: 'The game is over: there is no next round.', ok: false };
  t.rounds = [...t.rounds, t.game];
  t.game = newGame(next);
  return { said: `A new round: ${REFILLED}`, ok: true };
}

/** Takes back the unfinished move if there is one, else the last move, else the last new round. */
function undoOn(t: Table): View {
  const { rules, pending, game, rounds } = t;
  if (pending) {
    const text = formatMove(rules, pending.move);
    t.pending = null;
    return viewOf(t, `Took back the unfinished move ${text}; the moves before it stand.`);
  }
  const last = game.plies[game.plies.length - 1];
  if (last) {
    t.undone.push(last.move);
    t.game = undoGame(game);
    return viewOf(t, `Took back ${formatMove(rules, last.move)}.`);
  }
  const previous = rounds[rounds.length - 1];
  if (!previous) return viewOf(t, 'There is no move to take back.');
  t.undone.push(NEXT_ROUND);
  t.rounds = rounds.slice(0, -1);
  t.game = previous;
  return viewOf(t, 'Back to the end of the previous round.');
}

/** The session on a table: what the board asks of the game, and the game's answers as views. */
export function sessionOf(t: Table, fromLink: boolean): Session {
  const { rules, first } = t;
  const view = (message?: string, refused?: Unsaid) => viewOf(t, message, refused);
  const play = (m: Move) => playOn(t, m);
  /** A move or round the reader makes afresh: what Undo took back can no longer be redone. */
  const fresh = (done: Done) => {
    if (done.ok) t.undone = [];
    return view(done.said, done.refused);
  };
  const answer = (choice: string) => {
    const { pending } = t;
    return pending ? fresh(play({ ...pending.move, choices: [...(pending.move.choices ?? []), choice] })) : view('There is no choice to answer.');
  };

  return {
    fromLink,
    options: rules.options as Readonly<Record<string, unknown>>,
    view,
    spoken,
    sow: (pit) => (placing(t)?.includes(pit) ? answer(rules.topology.labels[pit]!) : fresh(play({ kind: 'sow', pit }))),
    act: (id) => {
      if (id === NEXT_ROUND) return fresh(nextRound(t));
      if (id === 'swap' || id === 'pass') return fresh(play({ kind: id }));
      if (t.pending && id.startsWith('choose:')) return answer(id.slice(7));
      return view(`Unknown action ${id}.`);
    },
    move: (text) => {
      const move = parseMove(rules, text);
      return move.ok ? fresh(play(move.value)) : view('', move.error);
    },
    undo: () => undoOn(t),
    redo: () => {
      const entry = t.undone.pop();
      if (entry === undefined) return view('There is no move to redo.');
      const done = entry === NEXT_ROUND ? nextRound(t) : play(entry);
      return view(done.said, done.refused);
    },
    setOpponent: (opponent, message = '') => {
      // The address names the seat the reader had at the start: take any swaps back out.
      t.computer = opponent && { reader: first.stores.length === 2 ? opponent.reader ^ (swapsIn(t) % 2) : opponent.reader, level: opponent.level };
      return view(message);
    },
    restart: () => {
      t.pending = null;
      t.rounds = [];
      t.undone = [];
      t.game = newGame(first);
      return view('Back to the starting position.');
    },
  };
}
