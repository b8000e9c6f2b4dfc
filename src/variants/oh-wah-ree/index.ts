/** Oh-Wah-Ree: two to four players round a circle of twelve pits (the shared rules: families/oh-wah-ree.ts). */
import type { VariantDefinition } from '../../engine/ruleset.js';
import type { OhWahReeOptions } from '../families/oh-wah-ree.js';
import { PLAYERS_NOTE, createOhWahRee } from '../families/oh-wah-ree.js';

export const ohWahRee: VariantDefinition<OhWahReeOptions> = {
  id: 'oh-wah-ree',
  name: 'Oh-Wah-Ree',
  defaults: { players: 2 },
  optionNotes: { players: PLAYERS_NOTE },
  presets: {},
  create: (options) => createOhWahRee('oh-wah-ree', 'Oh-Wah-Ree', options.players, false, 'stones', options),
};

export default ohWahRee;
