/**
 * The words a game declares for itself: the sentence behind one of its own rules, what a choice of
 * its own asks, the name of an ending only it has. A game's module (src/variants/<id>/) declares them
 * when it loads, so the shared words (en.ts) and the engine name no game; a game's refusal, choice or
 * ending always comes after its module has loaded.
 */
import type { ChoiceKind, EndReason, IllegalMove } from '../engine/index.js';

export interface GameWords {
  /** A refusal under a game's own rule, by the error's `rule` key ("bao-hand-front-row"); `pit` named as the reader reads it. */
  readonly rules?: Readonly<Record<string, (error: IllegalMove, pit: string) => string>>;
  /** What a choice of the game's own asks, as a clause: "whether to stop in the nyumba or sow its seeds on (safari)". */
  readonly questions?: Partial<Readonly<Record<ChoiceKind, string>>>;
  /** Why a game ended, for an ending only this game (or its family) has: a clause after "Game over: ". */
  readonly endReasons?: Partial<Readonly<Record<EndReason, string>>>;
  /**
   * A move made of seeds placed one by one (a 'place' choice, such as an opening that rearranges
   * seeds): `done`, the summary once it is made ("A played the opening gambit, placing seeds in A4,
   * A5."); `next`, the prompt while it goes on, after `placed` seeds.
   */
  readonly placing?: { readonly done?: (seat: string, pits: string) => string; readonly next?: (placed: number) => string };
  /** A choice kind of the game's own, as captions and answer buttons say it. */
  readonly answers?: Partial<Readonly<Record<ChoiceKind, AnswerWords>>>;
}

/** The words for a game's own choice kind (Bao's safari). */
export interface AnswerWords {
  /** The caption of the choice step: "A chooses to stop in the nyumba." */
  readonly chosen: (who: string, choice: string) => string;
  /** An answer's name on its button: "Stop in the nyumba". */
  readonly name: (answer: string) => string;
  /** Where an answer's next lap starts from a pit it lifts, what that lap is called: "the nyumba's 6 seeds are sown on"; absent, "the next lap sows". */
  readonly lap?: (seeds: string) => string;
}

const declared: GameWords[] = [];

/** Called once by a game's module as it loads. */
export function declareWords(words: GameWords): void {
  if (!declared.includes(words)) declared.push(words);
}

/** The first declared entry under `key` of one kind of words, or undefined. */
export function gameWord<K extends keyof GameWords>(kind: K, key: string): NonNullable<GameWords[K]>[keyof NonNullable<GameWords[K]>] | undefined {
  for (const words of declared) {
    const table = words[kind] as Record<string, unknown> | undefined;
    if (table && Object.hasOwn(table, key)) return table[key] as never;
  }
  return undefined;
}
