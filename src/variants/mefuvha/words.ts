/**
 * Mefuvha's own words: the refusal under its fixed first move, and what its extra-capture choice asks.
 * Declared to the shared words (src/words/hook.ts) as the game loads.
 */
import { capital } from '../../words/common.js';
import type { GameWords } from '../../words/hook.js';

export const MEFUVHA_WORDS: GameWords = {
  rules: {
    'four-row-opening': (_, pit) => `${capital(pit)} may not open: each player's first move is sown from the third pit of their inner row, counted from their own left.`,
  },
  questions: { hole: "which other pit of the opponent's the capture also takes" },
  answers: {
    hole: {
      chosen: (who, choice) => `${who} chooses ${choice} as the extra capture.`,
      name: (answer) => `Take the seeds of ${answer}`,
    },
  },
};
