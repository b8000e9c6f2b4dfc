/**
 * mancala: the engine from a terminal, for teachers and scripts.
 *
 *   mancala variants
 *   mancala moves   <variant> <position|start> [--options k=v,...] [--json]
 *   mancala play    <variant> <position|start> <move> [--options ...] [--json]
 *   mancala replay  [variant] <record file | -> [--start <position>] [--options ...] [--json]
 *   mancala record  <variant> <moves | -> [--options ...] [--start <position>] [--tag Key=Value ...] [--out file]
 *   mancala svg     <variant> <position|start> [--out file.svg] [--options ...] [--no-labels] [--caption text] [--title text]
 *   mancala solve   kalah <position|start> [--options ...] [--max-nodes N] [--threads N] [--json]
 *   mancala match   <variant> --players strong,random [--games N] [--seed S] [--options ...] [--json]
 *
 * Exit status: 0 on success, 1 for bad input (the message names the problem), 2 for bad usage.
 */
import { describeError, notationText, quote, playRoundsErrorText, recordErrorText, solverText } from '../words/index.js';
import { createReadStream, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Game, Position, RecordTag, Ruleset, SearchRules } from '../engine/index.js';
import {
  capturesOf,
  currentPosition,
  formatGameRecord,
  formatMove,
  formatPosition,
  lapsOf,
  parseGameRecord,
  NEXT_ROUND,
  recordOfRounds,
  recordTag,
  replayGameRecord,
  parseMancalaWorldRecord,
  parseMove,
  parsePosition,
  playMoveTexts,
  playWhole,
  replayRecord,
  SEAT_LETTERS,
} from '../engine/index.js';
import type { MoveValue, SolverError } from '../engine/solver/index.js';
import { boardOf, quickSeeds, solvePosition, solverSizeFor } from '../engine/solver/index.js';
import { solveInThreads } from './solve-threads.js';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameRecord, PlayerName } from '../engine/search/index.js';
import { MAX_PLIES, PLAYERS, isPlayerName, playGames, tally } from '../engine/search/index.js';
import type { VariantId } from '../variants/index.js';
import { VARIANT_IDS, createSearchRules, gameErrorText, searchRulesOf, variantDefinition } from '../variants/index.js';
import { describeOutcome, describeStep } from '../board/describe.js';
import { diagramFile } from '../islands/diagram-file.js';
import { layoutOf } from '../board/frames.js';

interface Io {
  stdout: { write(s: string): unknown };
  /** isTTY: a person is watching, so long work may show its progress here. */
  stderr: { write(s: string): unknown; isTTY?: boolean };
  stdin: NodeJS.ReadableStream;
}

/** The largest record read, in bytes: a long game is a few kilobytes, and a runaway input (a wrong file, /dev/zero) must not fill memory. */
export const RECORD_LIMIT = 1024 * 1024;

class InputError extends Error {}
class UsageError extends Error {}

const USAGE = `usage:
  mancala variants
  mancala moves   <variant> <position|start> [--options k=v,...] [--json]
  mancala play    <variant> <position|start> <move> [--options k=v,...] [--json]
  mancala replay  [variant] <record-file|-> [--start <position>] [--options k=v,...] [--json]
  mancala record  <variant> <moves|-> [--options k=v,...] [--start <position>]
                  [--tag Key=Value ...] [--out file]
  mancala svg     <variant> <position|start> [--out file.svg] [--options k=v,...]
                  [--no-labels] [--caption "text"] [--title "text"]
  mancala solve   kalah <position|start> [--options k=v,...] [--max-nodes N] [--threads N]
                  [--json]
  mancala match   <variant> --players P,P [--games N] [--seed S] [--options k=v,...] [--json]

Match players: random, greedy (the most seeds this move), beginner, club, strong (the search's
levels); one per seat, each taking every seat in turn. --json prints {"games", "wins" (in the order
the players are listed), "draws", "unfinished" (games stopped at the move limit before their rules
ended them)}.

Positions use the site's notation: rows top to bottom, pits left to right, e.g.
  0.1.2.1.3.2_0.1.1.0.6.1~0.0~a   (row B, row A, stores A.B, side to move)
solve gives Kalah's exact value with perfect play: the final store difference for the player to
move (seeds already in the stores included), and each legal move's value; pits=1..6 and seeds=1..6
set the board (Kalah(4,3): --options pits=4,seeds=3,emptyCapture=true). It searches at most
--max-nodes positions (default 1500000000, enough for Kalah(6,4): some 350 million positions and two
minutes on two cores with empty capture, some 830 million and four to five minutes without), shows its
progress on a terminal, and at the limit says which moves it has solved.
A position of more seeds than a moment's work is solved on --threads cores (default: 2, or 1 on a
machine of one core), its moves shared out, the threads sharing what they learn; the values are the
same on one core as on several.
Moves name a pit (A5, b2), then any choices made inside the move after '/' (AA3/cw, A4/BB6), or 'swap' or 'pass'. Records are Mancala World notation (Kalah) or moves separated by spaces, at most 1 MB.
A game record (the site's format, /notation/: [Tag "value"] lines, then numbered moves with {comments}
and (variations)) is read when the text starts with '['. Its Game tag names the variant, so replay needs
no variant argument (one given must agree); its Options and Start tags set the rules and the start, so
--options and --start may only repeat them. replay --json adds the record's tags and comments.
In a game played in rounds (Dakon, Congkak), next-round goes where a round has ended, in a list of
moves as in a record. record writes a game as such a record, checked by replaying it: --tag adds tags (A="Ann Lee", Date=2026.11.27,
Event, Place, Source; repeat --tag for each), --options and --start become its Options and Start tags.
`;

/** The command line's flags, as node:util's parseArgs reads them. */
function parseArguments(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      options: { type: 'string', short: 'o' },
      json: { type: 'boolean' },
      out: { type: 'string' },
      start: { type: 'string' },
      'max-nodes': { type: 'string' },
      threads: { type: 'string' },
      'no-labels': { type: 'boolean' },
      caption: { type: 'string' },
      title: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      tag: { type: 'string', multiple: true },
    },
  });
}

type Values = ReturnType<typeof parseArguments>['values'];

/** What a command is given: the words after its name, the flags, the output (text, or JSON with --json) and the streams. */
interface Call {
  rest: string[];
  values: Values;
  out: Out;
  io: Io;
}

/** Each command: its exit status, or an InputError or UsageError thrown for main to word. */
const COMMANDS: Record<string, (call: Call) => number | Promise<number>> = {
  variants: ({ io }) => (listVariants(io), 0),
  moves: movesCommand,
  play: playCommand,
  replay: replayCommand,
  record: recordCommand,
  svg: svgCommand,
  solve: solveCommand,
  match: matchCommand,
};

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const { values, positionals } = parseArguments(argv);
    const [command, ...rest] = positionals;
    if (values.help || !command || command === 'help') {
      io.stdout.write(USAGE);
      return command || values.help ? 0 : 2;
    }
    const out: Out = (text, json) => io.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!run) throw new UsageError(`Unknown command ${quote(command)}.`);
    return await run({ rest, values, out, io });
  } catch (e) {
    if (e instanceof InputError) {
      io.stderr.write(`mancala: ${e.message}\n`);
      return 1;
    }
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr.write(`mancala: ${usageMessage(e as Error & { code?: string })}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}

function movesCommand({ rest, values, out }: Call): number {
  const [rules, position] = setup(rest, 2, values.options);
  const moves = rules.legalMoves(position).map((m) => formatMove(rules, m));
  out(moves.length ? moves.join(' ') : '(no legal moves: the game is over)', { moves });
  return 0;
}

function playCommand({ rest, values, out }: Call): number {
  const [rules, position] = setup(rest, 3, values.options);
  const move = parseMove(rules, rest[2]!);
  if (!move.ok) throw new InputError(notationText(move.error));
  const played = playWhole(rules, position, move.value);
  if (!played.ok) throw new InputError(`Illegal move ${quote(formatMove(rules, move.value))}: ${describeError(played.error)}`);
  const { steps } = played.value;
  const next = formatPosition(rules, played.value.position);
  const captions = captionsOf(rules, position, steps);
  const captures = capturesOf(steps, rules.topology.players);
  const laps = lapsOf(steps).map((l) => ({ from: rules.topology.labels[l.from], to: cellLabel(rules, l.to), seeds: l.count }));
  out([next, `captures: ${captures.join(' ')}`, ...captions.map((c, i) => `${String(i + 1).padStart(3)}. ${c}`)].join('\n'), {
    position: next,
    captures,
    laps,
    outcome: rules.outcome(played.value.position),
    steps,
    captions,
  });
  return 0;
}

async function recordCommand({ rest, values, io }: Call): Promise<number> {
  if (rest.length !== 2) throw new UsageError('record takes a variant and the moves (or - to read them from standard input).');
  const rules = rulesOf(rest[0]!, values.options);
  const moves = rest[1] === '-' ? await readRecord(io.stdin, 'on standard input') : rest[1]!;
  const text = writeRecord(rules, moves, values.options, values.start, values.tag ?? []);
  if (values.out) writeOut(values.out, text);
  else io.stdout.write(text);
  return 0;
}

function svgCommand({ rest, values, io }: Call): number {
  const [rules, position] = setup(rest, 2, values.options);
  // The same file as the site's Download for this position (src/islands/diagram-file.ts).
  const { svg } = diagramFile(layoutOf(rules), position, {
    title: values.title ?? rules.name,
    labels: !values['no-labels'],
    ...(values.caption !== undefined ? { caption: values.caption } : {}),
  });
  if (values.out) writeOut(values.out, svg);
  else io.stdout.write(svg);
  return 0;
}

async function solveCommand({ rest, values, out, io }: Call): Promise<number> {
  const [rules, position] = setup(rest, 2, values.options);
  const maxNodes = nodeLimitOf(values['max-nodes']);
  const threads = values.threads === undefined ? Math.min(2, availableParallelism()) : wholeOf(values.threads, '--threads', 1, 64);
  const progress = io.stderr.isTTY ? progressLine(io.stderr, rules, position) : undefined;
  const seeds = position.pits.reduce((a, b) => a + b, 0);
  const size = solverSizeFor(rules.topology.columns, seeds, rules.search.solver?.emptyCapture ?? true);
  const limits = { maxNodes, ...(progress ? { onProgress: progress.show } : {}) };
  // Threads take a moment to start and to load the engine: a small position is solved at once on one.
  const solved =
    threads > 1 && seeds > quickSeeds(rules.topology.columns) ? await solveInThreads(rules, position, limits, size, threads) : solvePosition(rules, position, limits, size);
  progress?.clear();
  if (!solved.ok)
    throw new InputError(solved.error.code === 'ERR_LIMIT' ? howFar(solved.error, maxNodes) : solved.error.code === 'ERR_NO_SOLVER' ? noSolver(rules) : solverText(solved.error));
  const { value, moves, nodes, timeMs } = solved.value;
  const who = SEAT_LETTERS[position.toMove!];
  const verdict = value > 0 ? `${who} to move wins by ${value}` : value < 0 ? `${who} to move loses by ${-value}` : 'a draw';
  const lines = Object.entries(moves).map(([pit, v]) => `  ${pit.padEnd(3)} ${v > 0 ? '+' : ''}${v}${v === value ? '  best' : ''}`);
  out([`value ${value > 0 ? '+' : ''}${value}: ${verdict} with perfect play`, ...lines, `${nodes} nodes, ${timeMs} ms`].join('\n'), { value, moves, nodes, timeMs });
  return 0;
}

async function matchCommand({ rest, values, out }: Call): Promise<number> {
  if (rest.length !== 1) throw new UsageError('match takes a variant, then --players.');
  const rules = rulesOf(rest[0]!, values.options);
  const players = playersOf(values.players, rules);
  const games = wholeOf(values.games ?? '2', '--games', 1, 100000);
  const seed = wholeOf(values.seed ?? '1', '--seed', 0, 2 ** 31 - 1);
  const result = tally(await playMatch(rest[0]!, optionsOf(values.options), rules, players, games, seed), players.length);
  const line = players.map((p, i) => `${p} ${result.wins[i]}`).join(', ');
  // A game cut off at the move limit is no draw: its rules never ended it.
  out(`${rules.name}, ${games} games: ${line}, drawn ${result.draws}, unfinished ${result.unfinished} (stopped at ${MAX_PLIES} moves)`, result);
  return 0;
}

/**
 * Node's words for a bad argument, with the argument quoted like every other input: its message for
 * an unknown option repeats the option whole, twice.
 */
function usageMessage(e: Error & { code?: string }): string {
  if (e.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return e.message;
  const name = /^Unknown option '(.*)'\. To specify/s.exec(e.message)?.[1] ?? '';
  return `Unknown option ${quote(name)}. To pass an argument that starts with '-', put it after '--'.`;
}

/** Why a write failed, in words, from its error code ('ENOSPC'). */
export function writeFailure(code: string | undefined): string {
  switch (code) {
    case 'ENOSPC':
      return 'no space left on the device';
    case 'ENOENT':
      return 'its folder does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'EROFS':
      return 'the file system is read-only';
    case 'EFBIG':
      return 'the file is too large';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EIO':
      return 'an input/output error';
    default:
      return code ? `error ${code}` : 'the write failed';
  }
}

function listVariants(io: Io) {
  for (const id of VARIANT_IDS) {
    const d = variantDefinition(id);
    io.stdout.write(`${id}: ${d.name}\n`);
    for (const [key, note] of Object.entries(d.optionNotes as Record<string, { text: string; choices: unknown[] }>)) {
      io.stdout.write(`  ${key}=${note.choices.join('|')}  ${note.text} (default ${String((d.defaults as Record<string, unknown>)[key])})\n`);
    }
    const presets = Object.keys(d.presets);
    if (presets.length) io.stdout.write(`  preset=${presets.join('|')}\n`);
  }
}

/** "seeds=6,pie=true" to { seeds: '6', pie: 'true' }; the variant checks and converts the values. */
function optionsOf(text: string | undefined): Record<string, string> {
  if (!text) return {};
  const pairs = text.split(',').map((pair): [string, string] => {
    const [key, value, extra] = pair.split('=');
    if (!key || value === undefined || extra !== undefined)
      throw new InputError(`Options are key=value pairs separated by commas, e.g. seeds=6,pie=true; cannot read ${quote(pair)}.`);
    return [key.trim(), value.trim()];
  });
  // Own keys whatever their names: assigning `__proto__` to a plain object would set its prototype
  // and the option would vanish unread, where the variant must refuse it like any unknown name.
  return Object.fromEntries(pairs);
}

/**
 * Some eight to ten minutes' work on two cores, at about 3 million positions a second together: long enough for
 * Kalah(6,4) under either rule (some 350 million positions with empty capture, 830 million without).
 * A terminal shows the search's progress meanwhile.
 */
export const DEFAULT_MAX_NODES = 1_500_000_000;

/** A progress line on a terminal, rewritten at most twice a second and cleared at the end. */
function progressLine(stderr: Io['stderr'], rules: Ruleset, position: Position) {
  const started = Date.now();
  let shown = started;
  let drawn = false;
  const { pitIds } = boardOf(rules, position);
  return {
    show(nodes: number, known: readonly MoveValue[]) {
      const now = Date.now();
      if (now - shown < 500) return;
      shown = now;
      drawn = true;
      const exact = known.map((m) => `${rules.topology.labels[pitIds[m.pit]!]} ${signed(m.gain + position.stores[position.toMove!]! - position.stores[1 - position.toMove!]!)}`);
      stderr.write(`\r\x1b[Ksolving: ${nodes.toLocaleString('en')} positions, ${Math.round((now - started) / 1000)} s${exact.length ? `; exact: ${exact.join(', ')}` : ''}`);
    },
    clear() {
      if (drawn) stderr.write('\r\x1b[K');
    },
  };
}

const signed = (v: number) => `${v > 0 ? '+' : ''}${v}`;

/** What the solver found before its limit, move by move, and how to let it go further. */
function howFar(error: SolverError, limit: number): string {
  const lines = (error.moves ?? []).map((move) => {
    const exact = error.known?.[move];
    if (exact !== undefined) return `  ${move.padEnd(3)} ${signed(exact)}  exact`;
    if (error.searching?.move === move) return `  ${move.padEnd(3)} between ${signed(error.searching.lower)} and ${signed(error.searching.upper)} (searching)`;
    return `  ${move.padEnd(3)} not searched yet`;
  });
  return [
    `The solver stopped at its limit of ${limit} positions (searched ${error.nodes}) before an exact answer.`,
    ...lines,
    `Raise the limit with --max-nodes ${limit * 10} (the default is ${DEFAULT_MAX_NODES}, some eight to ten minutes' work on two cores).`,
  ].join('\n');
}

/** Which games the solver plays (those whose search hooks name solver settings), for a game it does not: 'The solver plays Xyz only, not Abc.' */
function noSolver(rules: Ruleset): string {
  const solved = VARIANT_IDS.map(variantDefinition)
    .filter((d) => searchRulesOf(d.create(d.defaults)).search.solver)
    .map((d) => d.name);
  return `The solver plays ${solved.join(' and ')} only, not ${variantDefinition(rules.variant as VariantId).name}.`;
}

function nodeLimitOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_MAX_NODES;
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new InputError(`--max-nodes takes a whole number of positions, such as 1000000; got ${quote(text)}.`);
  return Number(text);
}

function playersOf(text: string | undefined, rules: Ruleset): PlayerName[] {
  if (!text)
    throw new UsageError(`match needs --players, one per seat (${rules.topology.players} in ${rules.name}), e.g. --players strong,random; players: ${PLAYERS.join(', ')}.`);
  const names = text.split(',').map((n) => n.trim());
  const bad = names.find((n) => !isPlayerName(n));
  if (bad !== undefined) throw new InputError(`Unknown player ${quote(bad)}; players: ${PLAYERS.join(', ')}.`);
  if (names.length !== rules.topology.players) throw new InputError(`${rules.name} has ${rules.topology.players} seats: --players lists one player per seat, not ${names.length}.`);
  return names as PlayerName[];
}

function wholeOf(text: string, flag: string, min: number, max: number): number {
  const n = /^[0-9]{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw new InputError(`${flag} takes a whole number from ${min} to ${max}, not ${quote(text)}.`);
  return n;
}

/** The games of a match, shared out to worker threads (one per core, at most 2) when there are enough to share. */
async function playMatch(variant: string, options: Record<string, string>, rules: SearchRules, players: PlayerName[], games: number, seed: number): Promise<GameRecord[]> {
  const threads = Math.min(2, availableParallelism(), Math.floor(games / 2));
  if (threads < 2) return playGames(rules, players, 0, games, seed);
  const worker = new URL('../../bin/match-worker.mjs', import.meta.url);
  const shares = Array.from({ length: threads }, (_, t) => [Math.floor((t * games) / threads), Math.floor(((t + 1) * games) / threads)] as const);
  const parts = await Promise.all(
    shares.map(
      ([from, to]) =>
        new Promise<GameRecord[]>((resolve, reject) => {
          const w = new Worker(worker, { workerData: { variant, options, players, from, to, seed } });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    ),
  );
  return parts.flat();
}

/** The command line's rules carry their game's search hooks: any command may search or solve. */
function rulesOf(variant: string, options: string | undefined): SearchRules {
  const made = createSearchRules(variant, optionsOf(options));
  if (!made.ok) throw new InputError(gameErrorText(made.error));
  return made.value;
}

function positionOf(rules: Ruleset, text: string): Position {
  if (text === 'start') return rules.start();
  const parsed = parsePosition(rules, text);
  if (!parsed.ok) throw new InputError(`Bad position: ${notationText(parsed.error)}`);
  return parsed.value;
}

function setup(rest: string[], count: number, options: string | undefined): [SearchRules, Position] {
  if (rest.length !== count) throw new UsageError(`Expected ${count} arguments after the command; got ${rest.length}.`);
  const rules = rulesOf(rest[0]!, options);
  return [rules, positionOf(rules, rest[1]!)];
}

const cellLabel = (rules: Ruleset, cell: number) => (cell < 0 ? `store ${SEAT_LETTERS[-1 - cell]}` : rules.topology.labels[cell]!);

function captionsOf(rules: Ruleset, before: Position, steps: readonly Parameters<typeof describeStep>[1][]): string[] {
  let hand = 0;
  const owners = before.owners ? [...before.owners] : undefined;
  return steps.map((step) => {
    if (step.kind === 'lift' || step.kind === 'relay' || step.kind === 'take') hand += step.count;
    if (step.kind === 'drop') hand -= 1;
    if (step.kind === 'ownership' && owners) owners[step.pit] = step.to;
    return describeStep(rules.topology, step, before.toMove ?? 0, hand, owners);
  });
}

/** Move texts (`next-round` between rounds) played, the first round from `start` (a position in our notation) or the opening: each round's game, or why they cannot be. */
const playedRounds = (rules: Ruleset, texts: readonly string[], start: string | undefined) => playMoveTexts(rules, start ? positionOf(rules, start) : rules.start(), texts);

/** A Mancala World record (letters) or a list of our moves (pit labels, `next-round` between rounds): each round's game. */
function replay(rules: Ruleset, text: string, start: string | undefined): Game[] {
  const cleaned = text.trim();
  const games = playedRounds(rules, cleaned.split(/[\s,;]+/).filter(Boolean), start);
  if (games.ok) return games.value;
  // Not our moves: a Mancala World record, which only a game sown into stores has.
  if (!('notation' in games.error) || !rules.topology.storesInTrack) throw new InputError(playRoundsErrorText(games.error, rules.name));
  if (start) throw new InputError('A Mancala World record always starts from the opening position; --start is for move lists.');
  const turns = parseMancalaWorldRecord(cleaned, rules.topology.columns);
  if (!turns.ok) throw new InputError(notationText(turns.error));
  const replayed = replayRecord(rules, turns.value);
  if (!replayed.ok) throw new InputError(notationText(replayed.error));
  return [replayed.value.game];
}

type Out = (text: string, json: unknown) => unknown;

/** replay: a game record (its tags name the game), or a list of moves or a Mancala World record for a variant named. */
async function replayCommand({ rest, values, out, io }: Call): Promise<number> {
  if (rest.length !== 1 && rest.length !== 2) throw new UsageError('replay takes a variant and a record file (or - for standard input); a game record may leave out the variant.');
  const source = rest[rest.length - 1]!;
  const text = source === '-' ? await readRecord(io.stdin, 'on standard input') : await readRecordFile(source);
  const variant = rest.length === 2 ? rest[0]! : undefined;
  if (isGameRecordText(text)) {
    const { rules, replayed, record } = replayRecordText(text, variant, values.options, values.start);
    out(
      ...replayOut(rules, replayed.rounds, {
        tags: Object.fromEntries(record.tags.map((t) => [t.name, t.value])),
        result: record.result,
        comments: replayed.comments,
      }),
    );
    return 0;
  }
  if (variant === undefined) throw new UsageError('replay takes a variant before a list of moves or a Mancala World record (only a game record names its game).');
  const rules = rulesOf(variant, values.options);
  out(...replayOut(rules, replay(rules, text, values.start)));
  return 0;
}

/**
 * What replay says of a game's rounds (one for most games): the end position, the moves and where the
 * game stands, in text and as JSON (`moves` with `next-round` between rounds, `rounds` where more than one),
 * with `more` added to the JSON.
 */
function replayOut(rules: Ruleset, rounds: readonly Game[], more: Record<string, unknown> = {}): [string, Record<string, unknown>] {
  const last = rounds[rounds.length - 1]!;
  const end = currentPosition(last);
  const outcome = rules.outcome(end);
  const goesOn = end.toMove === null && !!rules.nextRound?.(end, rounds.length);
  const moves = rounds.flatMap((g, i) => [...(i ? [NEXT_ROUND] : []), ...g.plies.map((p) => formatMove(rules, p.move))]);
  const count = moves.length - (rounds.length - 1);
  const played = `${count} moves${rounds.length > 1 ? ` in ${rounds.length} rounds` : ''}`;
  const won = end.stores.map((n, seat) => `${SEAT_LETTERS[seat]} ${n}`).join(', ');
  const stands = goesOn ? `round ${rounds.length} over (${won}); the game goes on with next-round` : outcomeText(outcome, end);
  return [
    `${formatPosition(rules, end)}\n${played}; ${stands}`,
    {
      position: formatPosition(rules, end),
      moves,
      stores: end.stores,
      outcome,
      ...(rounds.length > 1 || goesOn ? { rounds: rounds.length, over: !goesOn && end.toMove === null } : {}),
      ...more,
    },
  ];
}

const outcomeText = (outcome: ReturnType<Ruleset['outcome']>, end: Position) => (outcome ? describeOutcome(outcome) : `unfinished, ${SEAT_LETTERS[end.toMove!]} to move`);

/** A game record starts with a tag, or (with no tags) a comment. */
const isGameRecordText = (text: string) => /^\s*[[{]/.test(text);

/**
 * Replays a game record: the variant from its Game tag (an argument must agree), the options from its
 * Options tag (--options may only repeat them), its start from its Start tag.
 */
function replayRecordText(text: string, variant: string | undefined, options: string | undefined, start: string | undefined) {
  const parsed = parseGameRecord(text);
  if (!parsed.ok) throw new InputError(recordErrorText(parsed.error));
  const record = parsed.value;
  const game = recordTag(record, 'Game');
  if (game === undefined && variant === undefined) throw new UsageError('This record has no Game tag: name the variant before the file.');
  if (game !== undefined && variant !== undefined && game !== variant)
    throw new InputError(`The record is a game of ${quote(game)}, not of ${quote(variant)}: leave out the variant, or give the record's.`);
  const tagged = recordTag(record, 'Options');
  if (tagged !== undefined && options !== undefined && !sameOptions(tagged, options)) {
    throw new InputError(`The record's Options tag says ${quote(tagged)} and --options says ${quote(options)}: give the options in one place.`);
  }
  const startTag = recordTag(record, 'Start');
  if (start !== undefined && (startTag ?? 'start') !== start) throw new InputError('A game record gives its start in its Start tag: leave out --start.');
  const rules = rulesOf((game ?? variant)!, tagged ?? options);
  const replayed = replayGameRecord(rules, record, text);
  if (!replayed.ok) throw new InputError(recordErrorText(replayed.error));
  return { rules, record, replayed: replayed.value };
}

const sameOptions = (a: string, b: string) => JSON.stringify(Object.entries(optionsOf(a)).sort()) === JSON.stringify(Object.entries(optionsOf(b)).sort());

/** Moves (pit labels, separated by spaces or commas, `next-round` between rounds) as a game record, checked by replaying it. */
function writeRecord(rules: Ruleset, text: string, options: string | undefined, start: string | undefined, tagArgs: readonly string[]): string {
  const played = playedRounds(rules, text.split(/[\s,;]+/).filter(Boolean), start);
  if (!played.ok) throw new InputError(playRoundsErrorText(played.error, rules.name));
  const games = played.value;
  const tags = tagArgs.map((arg): RecordTag => {
    const m = /^([A-Za-z][A-Za-z0-9_]{0,31})=(.*)$/s.exec(arg);
    if (!m)
      throw new InputError(`--tag takes Name=value, a name of letters, digits and '_' starting with a letter, such as A="Ann Lee" or Date=2026.11.27; cannot read ${quote(arg)}.`);
    if (['Game', 'Start', 'Result', 'Options'].includes(m[1]!))
      throw new InputError(`The ${m[1]} tag comes from the game itself (the variant, --start, --options, the moves): leave out --tag ${m[1]}.`);
    return { name: m[1]!, value: m[2]! };
  });
  const names = tags.map((t) => t.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) throw new InputError(`--tag ${twice} is given twice.`);
  const record = recordOfRounds(rules, games, [...(options ? [{ name: 'Options', value: options }] : []), ...tags]);
  const written = formatGameRecord(record);
  // The record is checked as any reader will read it: parsed and replayed to the same end.
  const check = replayRecordText(written, rules.variant, undefined, undefined);
  const ends = (rounds: readonly Game[]) => rounds.map((g) => formatPosition(rules, currentPosition(g))).join(' ');
  if (ends(check.replayed.rounds) !== ends(games)) throw new Error('record does not replay to its game');
  return written;
}

function writeOut(path: string, text: string) {
  try {
    writeFileSync(path, text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`Cannot write ${quote(path)}: ${writeFailure(code)}.`);
  }
}

async function readRecordFile(path: string): Promise<string> {
  try {
    return await readRecord(createReadStream(path), quote(path));
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`Cannot read the record file ${quote(path)}.`);
  }
}

/** Reads a record as a stream, stopping as soon as it passes RECORD_LIMIT. */
async function readRecord(stream: AsyncIterable<string | Buffer>, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > RECORD_LIMIT) {
      throw new InputError(`The record ${name} is larger than 1 MB, the most a record may be (a long game takes a few kilobytes).`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}
