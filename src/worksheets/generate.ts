/**
 * A worksheet from its settings: the same settings and seed give the same sheet. Positions are
 * drawn at random within the difficulty's seeds per pit and kept only when the engine reads them as
 * a position of the game (the seed total, the game's own checks, a legal move for the player to
 * move); every answer is the engine's.
 */
import type { Position, Ruleset } from '../engine/index.js';
import { err, formatPosition, ok, parsePosition, seedsInGame } from '../engine/index.js';
import type { Result } from '../engine/index.js';
import type { VariantDefinition } from '../engine/ruleset.js';
import { isVariantId } from '../variants/ids.js';
import { loadDefinition } from '../variants/load.js';
import { rulesetOf } from '../variants/ruleset-of.js';
import type { BoardShape } from '../board/layout.js';
import { shapeOf } from '../board/shape.js';
import type { Question, QuestionKind, Sowing } from './questions.js';
import { QUESTION_KINDS, bestCaptureQuestion, capturedBy, capturesQuestion, lastSeedQuestion, legalMovesQuestion, sowingsOf } from './questions.js';
import type { Rng } from './random.js';
import { seededRng, shuffled } from './random.js';
import type { Difficulty, WorksheetSettings } from './settings.js';
import { DIFFICULTIES, LEVELS } from './settings.js';
import { notationText, optionsText } from '../words/index.js';

export type { Question, QuestionKind } from './questions.js';

export interface Worksheet {
  readonly variant: string;
  /** The game's name ("Wari"). */
  readonly game: string;
  /** The rule options in words, one per option ("Grand slam: takes everything"). */
  readonly rules: readonly string[];
  readonly shape: BoardShape;
  /** The sowing direction drawn on every board: each pit and the next one sown, as pit ids (see `flowOf`). */
  readonly flow: readonly (readonly [number, number])[];
  readonly difficulty: Difficulty;
  readonly seed: number;
  /** Options that differ from the defaults, for the address (keys and values as the variant reads them). */
  readonly options: Readonly<Record<string, string>>;
  /** The given position, as read and written back by the engine; absent for generated ones. */
  readonly position?: string;
  readonly questions: readonly Question[];
  /** Fewer questions than asked for, and why; else absent. */
  readonly shortfall?: string;
  /** Some questions had to use longer moves than the level allows, and why; else absent. */
  readonly longer?: string;
}

export interface WorksheetError {
  readonly message: string;
}

/** Draws tried per question before a kind is given up for the next one: enough that no game at any level runs out (the property test checks). */
const ATTEMPTS = 200;

type Options = Record<string, unknown>;

/** The options in the reader's words, as the infobox words them: each option's name and the label of its value. */
export function optionWords(definition: VariantDefinition<object>, options: object): string[] {
  const notes = definition.optionNotes as Record<string, { name: string; choices: readonly unknown[]; labels: readonly string[] }>;
  return Object.entries(notes).map(([key, note]) => {
    const value = (options as Options)[key];
    return `${note.name}: ${note.labels[note.choices.indexOf(value)] ?? String(value)}`;
  });
}

/** Options that differ from the variant's defaults, as text for the address. */
function changedOptions(definition: VariantDefinition<object>, options: object): Record<string, string> {
  const defaults = definition.defaults as Options;
  return Object.fromEntries(
    Object.entries(options as Options)
      .filter(([k, v]) => defaults[k] !== v)
      .map(([k, v]) => [k, String(v)]),
  );
}

/**
 * A random position of the game: each pit 0 to the level's seeds per pit. Where seeds leave the
 * board (stores of captures), the rest of the game's seeds are shared among the stores; where every
 * seed stays on the board or in hand (Omweso's family, Kisolo, Bao), all of them are placed on the
 * board, so the cap is raised where the game has more seeds than the level's pits could hold.
 */
export function randomPosition(rules: Ruleset, difficulty: Difficulty, rng: Rng): Position {
  const start = rules.start();
  const { topology } = rules;
  const total = seedsInGame(rules);
  const onBoard = rules.stores === false || rules.storeWord !== undefined;
  const count = topology.pitCount;
  const cap = onBoard ? Math.max(LEVELS[difficulty].seedsPerPit, Math.ceil((1.5 * total) / count)) : LEVELS[difficulty].seedsPerPit;
  const pits = new Array<number>(count).fill(0);
  if (onBoard) {
    for (let left = total; left > 0;) {
      const pit = rng.below(count);
      if (pits[pit]! < cap) {
        pits[pit]! += 1;
        left -= 1;
      }
    }
  } else {
    for (let pit = 0; pit < count; pit++) pits[pit] = rng.below(cap + 1);
    // More on the board than the game has (a small game at a hard level): take seeds off at random.
    for (let over = pits.reduce((a, b) => a + b, 0) - total; over > 0;) {
      const pit = rng.below(count);
      if (pits[pit]! > 0) {
        pits[pit]! -= 1;
        over -= 1;
      }
    }
  }
  const players = topology.players;
  const stores = new Array<number>(players).fill(0);
  if (!onBoard) {
    const rest = total - pits.reduce((a, b) => a + b, 0);
    for (let seat = 0; seat < players; seat++) stores[seat] = Math.floor(rest / players);
    for (let left = rest - Math.floor(rest / players) * players; left > 0; left--) stores[rng.below(players)]! += 1;
  }
  return {
    pits,
    stores,
    toMove: rng.below(players),
    // Grand Oh-Wah-Ree records who owns each pit: the opening's owners.
    ...(start.owners ? { owners: start.owners } : {}),
  };
}

/**
 * Pairs of pits where sowing goes straight from one to the other, along the tracks: in Wari A6 then B6
 * and B1 then A1. A pair is kept only if every track that passes both pits goes from one to the other:
 * in Kalah, A sows from A6 into its store before B6, so no mark joins A6 and B6 even though B's
 * track does. On a four-row board each player's track covers their own two rows.
 */
export function flowOf(rules: Ruleset): [number, number][] {
  const { tracks } = rules.topology;
  const pairs = new Map<string, [number, number]>();
  for (const track of tracks) {
    track.forEach((cell, i) => {
      const next = track[(i + 1) % track.length]!;
      if (cell >= 0 && next >= 0) pairs.set(`${cell} ${next}`, [cell, next]);
    });
  }
  const direct = (track: readonly number[], [a, b]: [number, number]) => !track.includes(a) || !track.includes(b) || track[(track.indexOf(a) + 1) % track.length] === b;
  return [...pairs.values()].filter((pair) => tracks.every((track) => direct(track, pair)));
}

/** A generated position as the engine reads it, or null when the engine refuses it (then another is drawn). */
function validPosition(rules: Ruleset, position: Position): Position | null {
  const read = parsePosition(rules, formatPosition(rules, position));
  return read.ok ? read.value : null;
}

/** One question of a kind about a position, or null when the position cannot give one. */
function questionOf(rules: Ruleset, position: Position, kind: QuestionKind, laps: number, rng: Rng): Question | null {
  if (kind === 'legal-moves') return legalMovesQuestion(rules, position);
  const { usable, all } = sowingsOf(rules, position, laps);
  if (kind === 'best-capture') return all && all.length > 1 && all.every((s) => s.laps <= laps) ? bestCaptureQuestion(rules, position, all) : null;
  if (!usable.length) return null;
  if (kind === 'last-seed') return lastSeedQuestion(rules, position, usable[rng.below(usable.length)]!);
  // Captures: only about a move that captures (another position is drawn when none does), so the answer is never "nothing".
  const capturing = usable.filter((s) => captures(rules, position, s));
  return capturing.length ? capturesQuestion(rules, position, capturing[rng.below(capturing.length)]!) : null;
}

/** Whether the mover captures anything with the move. */
const captures = (rules: Ruleset, position: Position, sowing: Sowing) => capturedBy(rules, sowing.steps, position.toMove!) > 0;

/** The kinds in turn, starting where the dice say: a sheet of four or more asks every kind. */
const kindsFor = (rng: Rng, n: number): QuestionKind[] => {
  const first = rng.below(QUESTION_KINDS.length);
  return Array.from({ length: n }, (_, i) => QUESTION_KINDS[(first + i) % QUESTION_KINDS.length]!);
};

function generatedQuestions(rules: Ruleset, settings: WorksheetSettings, rng: Rng): { questions: Question[]; longer: boolean } {
  // The level's lap limit first; a kind the game cannot give within it (nearly every Bao move relays)
  // is asked with the next level's, and the sheet says so.
  const limits = DIFFICULTIES.slice(DIFFICULTIES.indexOf(settings.difficulty)).map((d) => LEVELS[d].laps);
  /** Kinds and limits already tried in vain on this sheet: not tried again for a later question. */
  const barren = new Set<string>();
  const questions: Question[] = [];
  let longer = false;
  for (const wanted of kindsFor(rng, settings.questions)) {
    const order = [wanted, ...QUESTION_KINDS.filter((k) => k !== wanted)];
    let made: Question | null = null;
    search: for (const [i, laps] of limits.entries()) {
      for (const kind of order) {
        // "Which moves are legal" stands in for another kind only when no longer moves are left to try: it needs no sowing at all.
        if (barren.has(`${kind} ${laps}`) || (kind === 'legal-moves' && kind !== wanted && i < limits.length - 1)) continue;
        for (let attempt = 0; attempt < ATTEMPTS && !made; attempt++) {
          const position = validPosition(rules, randomPosition(rules, settings.difficulty, rng));
          if (position) made = questionOf(rules, position, kind, laps, rng);
        }
        if (made) {
          longer ||= i > 0;
          break search;
        }
        barren.add(`${kind} ${laps}`);
      }
    }
    if (made) questions.push(made);
  }
  return { questions, longer };
}

/**
 * Questions about one given position: each move asked about once (where its last seed lands, or what
 * it captures: never both, as the one gives the other away), what a move captures asked only of a
 * move that captures, and the kinds taken in turn.
 */
function givenQuestions(rules: Ruleset, position: Position, n: number, rng: Rng): Question[] {
  const { usable, all } = sowingsOf(rules, position, Infinity);
  const moves = shuffled(rng, usable);
  const capturing = moves.filter((s) => captures(rules, position, s));
  // Moves that capture are kept for the captures questions; the landing questions take the others first.
  const landing = [...moves.filter((s) => !capturing.includes(s)), ...capturing];
  const used = new Set<Sowing>();
  const next = (from: readonly Sowing[]) => from.find((s) => !used.has(s));
  const once: Question[] = [
    legalMovesQuestion(rules, position),
    ...(all && all.length > 1 ? [bestCaptureQuestion(rules, position, all)].filter((q): q is Question => q !== null) : []),
  ];
  const questions: Question[] = [];
  const add = (q: Question | undefined) => q && questions.length < n && questions.push(q);
  while (questions.length < n) {
    const before = questions.length;
    // The capturing move is claimed first, so a position whose only sowing captures asks what it captures.
    const take = next(capturing);
    if (take) used.add(take);
    const land = next(landing);
    if (land) {
      used.add(land);
      add(lastSeedQuestion(rules, position, land));
    }
    if (take) add(capturesQuestion(rules, position, take));
    add(once.shift());
    add(once.shift());
    if (questions.length === before) break;
  }
  return questions;
}

/** A worksheet for the game the settings name, loading that game's rules (its chunk alone). */
export async function generateWorksheet(settings: WorksheetSettings & { readonly seed: number }): Promise<Result<Worksheet, WorksheetError>> {
  if (!isVariantId(settings.variant)) return err({ message: `There is no game ${JSON.stringify(settings.variant.slice(0, 40))} here: choose one from the list.` });
  return worksheetOf(await loadDefinition(settings.variant), settings);
}

/** A worksheet on a game's rules, given its definition. */
export function worksheetOf(definition: VariantDefinition<object>, settings: WorksheetSettings & { readonly seed: number }): Result<Worksheet, WorksheetError> {
  const made = rulesetOf(definition, settings.options);
  if (!made.ok) return err({ message: `The options in this link do not fit ${definition.name}: ${optionsText(made.error)}` });
  const rules = made.value;
  const rng = seededRng(settings.seed);
  let given: Position | undefined;
  if (settings.position !== undefined) {
    const read = parsePosition(rules, settings.position);
    if (!read.ok) return err({ message: `This position cannot be used for ${definition.name}: ${notationText(read.error)}` });
    if (read.value.toMove === null) return err({ message: 'This position is a finished game: there is no move to ask about. Give a position with a side to move.' });
    given = read.value;
  }
  const generated = given ? { questions: givenQuestions(rules, given, settings.questions, rng), longer: false } : generatedQuestions(rules, settings, rng);
  const { questions } = generated;
  const shortfall =
    questions.length < settings.questions
      ? given
        ? `This position gives ${questions.length} different question${questions.length === 1 ? '' : 's'}, not ${settings.questions}: each of its moves is asked about once.`
        : `Only ${questions.length} of the ${settings.questions} questions could be made for these rules at this level.`
      : undefined;
  return ok({
    variant: settings.variant,
    game: definition.name,
    rules: optionWords(definition, rules.options),
    shape: shapeOf(rules),
    flow: flowOf(rules),
    difficulty: settings.difficulty,
    seed: settings.seed,
    options: changedOptions(definition, rules.options),
    ...(given ? { position: formatPosition(rules, given) } : {}),
    questions,
    ...(shortfall ? { shortfall } : {}),
    ...(generated.longer
      ? { longer: `Some moves on this sheet sow more laps than the ${settings.difficulty} level allows: ${definition.name} rarely gives every kind of question within it.` }
      : {}),
  });
}
