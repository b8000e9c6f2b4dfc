/**
 * Bao's own words: the refusals under its rules of the hand, the nyumba, takasia and the kichwa, and
 * what its two choices of its own ask. Declared to the shared words (src/words/hook.ts) as Bao loads.
 */
import { DIRECTION_WORDS, capital } from '../../words/common.js';
import type { GameWords } from '../../words/hook.js';

const sown = (error: object) => DIRECTION_WORDS['direction' in error && error.direction === 'cw' ? 'cw' : 'ccw'];

export const BAO_WORDS: GameWords = {
  rules: {
    'bao-hand-front-row': (_, pit) => `While seeds are in hand, each turn puts one into an occupied pit of the front row; ${pit} is in the back row.`,
    'bao-hand-occupied': (_, pit) => `${capital(pit)} is empty: a seed from hand goes only into an occupied front pit.`,
    'bao-hand-capture': () => 'A capture is possible, so the seed must go into a front pit facing an occupied pit.',
    'bao-hand-nyumba': (_, pit) =>
      `${capital(pit)} may not start this turn: the nyumba is kept while another pit can be played, and a single seed only when no front pit holds two or more.`,
    'bao-takasia': (_, pit) => `${capital(pit)} is under takasia: it may not start a move that captures nothing.`,
    'bao-takasa-front-row': () => 'A move that captures nothing must start in the front row while a front pit holds two or more.',
    'bao-lone-kichwa': (e, pit) => `${capital(pit)} may not be sown ${sown(e)} here: a lone kichwa is sown towards the centre, never into the back row.`,
    'bao-kimbi': (e, pit) => `${capital(pit)} may not be sown ${sown(e)} here: a capture from a kimbi brings its seeds in at the nearer kichwa.`,
  },
  questions: {
    safari: 'whether to stop in the nyumba or sow its seeds on (safari)',
    place: 'where the next seed of the opening gambit goes',
  },
  answers: {
    safari: {
      chosen: (who, choice) =>
        choice === 'stop' ? `${who} chooses to stop in the nyumba.` : `${who} chooses safari: the nyumba's seeds are sown on, and it stops being a nyumba.`,
      name: (answer) => (answer === 'stop' ? 'Stop in the nyumba' : 'Safari'),
      lap: (seeds) => `the nyumba's ${seeds} are sown on`,
    },
  },
  placing: {
    done: (seat, pits) => `${seat} played the opening gambit, placing seeds in ${pits}.`,
    next: (placed) => `Opening gambit: ${placed} seed${placed > 1 ? 's' : ''} placed. Choose a pit for the next one.`,
  },
};
