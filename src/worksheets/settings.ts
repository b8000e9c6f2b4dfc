/**
 * A worksheet's settings as a web address, and back:
 * `?variant=wari&options=grandSlam=forbidden&position=…&questions=5&difficulty=easy&seed=7`.
 * Reading is syntax only (the engine, loaded with the generator, checks the game, options and
 * position); every field a link can get wrong comes back as a sentence naming it, and the fields
 * that were right are kept so the form can show them.
 */
import { readQuery } from '../board/address-text.js';
import { quote, readPlayAddress } from '../board/play-address.js';
import { MAX_SEED } from './random.js';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * What each difficulty means: the most seeds a generated pit holds, and the most laps a move asked
 * about may sow (a lap ends where the last seed falls; relays and sowing on after a capture start more).
 */
export const LEVELS: Record<Difficulty, { readonly seedsPerPit: number; readonly laps: number; readonly words: string }> = {
  easy: { seedsPerPit: 3, laps: 1, words: 'at most 3 seeds a pit, and only moves of a single lap' },
  medium: { seedsPerPit: 6, laps: 3, words: 'at most 6 seeds a pit, and moves of up to 3 laps (relays, or sowing on after a capture)' },
  hard: { seedsPerPit: 10, laps: 8, words: 'at most 10 seeds a pit, and moves of up to 8 laps' },
};

export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 20;
export const DEFAULT_QUESTIONS = 8;
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

export interface WorksheetSettings {
  /** A variant id, as given: the generator checks it names a game. */
  readonly variant: string;
  /** Options as given in the link (values as text); the variant checks them. */
  readonly options: Readonly<Record<string, unknown>>;
  /** A position in our notation to ask every question about; absent, positions are generated. */
  readonly position?: string;
  readonly questions: number;
  readonly difficulty: Difficulty;
  /** Absent when the link gives none: the page draws one and writes it into the address. */
  readonly seed?: number;
}

export interface ReadSettings {
  readonly settings: WorksheetSettings;
  /** What is wrong with the link, a sentence each; empty when it can be used as it is. */
  readonly problems: readonly string[];
}

const whole = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

export function readWorksheetAddress(search: string, defaultVariant = 'wari'): ReadSettings {
  const problems: string[] = [];
  // A broken percent-escape is named once, by the play address's reading below.
  const { query } = readQuery(search);
  const field = (name: string) => query.get(name)?.trim() || undefined;

  const variant = field('variant');
  if (variant !== undefined && !/^[a-z][a-z-]{0,40}$/.test(variant))
    problems.push(`The game in this link, ${quote(variant)}, is not a game's name here: choose one from the list.`);

  const play = readPlayAddress(search);
  if (!play.ok) problems.push(play.error.message);

  let questions = DEFAULT_QUESTIONS;
  const questionsText = field('questions');
  if (questionsText !== undefined) {
    const n = whole(questionsText, MIN_QUESTIONS, MAX_QUESTIONS);
    if (n === null) problems.push(`The number of questions should be a whole number from ${MIN_QUESTIONS} to ${MAX_QUESTIONS}; this link has ${quote(questionsText)}.`);
    else questions = n;
  }

  let difficulty = DEFAULT_DIFFICULTY;
  const difficultyText = field('difficulty');
  if (difficultyText !== undefined) {
    if ((DIFFICULTIES as readonly string[]).includes(difficultyText)) difficulty = difficultyText as Difficulty;
    else problems.push(`The difficulty should be ${DIFFICULTIES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}; this link has ${quote(difficultyText)}.`);
  }

  let seed: number | undefined;
  const seedText = field('seed');
  if (seedText !== undefined) {
    const n = whole(seedText, 0, MAX_SEED);
    if (n === null) problems.push(`The seed should be a whole number from 0 to ${MAX_SEED}; this link has ${quote(seedText)}.`);
    else seed = n;
  }

  const good = variant !== undefined && /^[a-z][a-z-]{0,40}$/.test(variant) ? variant : defaultVariant;
  const position = play.ok ? play.value.position : undefined;
  return {
    settings: {
      variant: good,
      options: play.ok ? play.value.options : {},
      ...(position !== undefined ? { position } : {}),
      questions,
      difficulty,
      ...(seed !== undefined ? { seed } : {}),
    },
    problems,
  };
}

/** The query string for a sheet: the game first, the options only where they differ from the defaults. */
export function writeWorksheetAddress(settings: WorksheetSettings): string {
  const parts = [`variant=${encodeURIComponent(settings.variant)}`];
  const options = Object.entries(settings.options);
  if (options.length) parts.push(`options=${options.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join(',')}`);
  if (settings.position) parts.push(`position=${encodeURIComponent(settings.position)}`);
  parts.push(`questions=${settings.questions}`, `difficulty=${settings.difficulty}`);
  if (settings.seed !== undefined) parts.push(`seed=${settings.seed}`);
  return `?${parts.join('&')}`;
}
