/** Grand Oh-Wah-Ree: Oh-Wah-Ree in which a capture also wins the pit (the shared rules: families/oh-wah-ree.ts). */
import type { VariantDefinition } from '../../engine/ruleset.js';
import type { GrandOhWahReeOptions } from '../families/oh-wah-ree.js';
import { PLAYERS_NOTE, createOhWahRee } from '../families/oh-wah-ree.js';

export const grandOhWahRee: VariantDefinition<GrandOhWahReeOptions> = {
  id: 'grand-oh-wah-ree',
  name: 'Grand Oh-Wah-Ree',
  defaults: { players: 2, winBy: 'stones' },
  optionNotes: {
    players: PLAYERS_NOTE,
    winBy: {
      name: 'The winner',
      labels: ['most stones captured', 'most pits owned'],
      text: 'The winner: most stones captured, 25 ending the game (De Toffoli), or most pits owned at the end (Wikipedia)',
      choices: ['stones', 'pits'],
    },
  },
  presets: {},
  create: (options) => createOhWahRee('grand-oh-wah-ree', 'Grand Oh-Wah-Ree', options.players, true, options.winBy, options),
};

export default grandOhWahRee;
