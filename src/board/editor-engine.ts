/** The engine as the position editor uses it: one chunk, loaded after the editor's first frame is drawn. */
export { formatPosition, parsePosition, seedsInGame } from '../engine/notation.js';
export { createRuleset } from '../variants/index.js';
export { shapeOf } from './shape.js';
export { readPlayAddress, writePlayAddress } from './play-address.js';
