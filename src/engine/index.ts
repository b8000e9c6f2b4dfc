/** The engine's only import path. Pure TypeScript: no DOM, no other module of ours. */
export * from './types.js';
export * from './result.js';
export * from './errors.js';
export * from './topology.js';
export * from './trace.js';
export * from './ruleset.js';
export * from './play.js';
export * from './choices.js';
export * from './notation.js';
export * from './read-position.js';
export * from './game.js';
export { sow } from './sowing.js';
export type { SowingRules, Landing } from './sowing.js';
export * from './mancala-world.js';
export * from './game-record.js';
export * from './game-record-replay.js';
