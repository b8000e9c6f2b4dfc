/** The computer opponent: one search for every game, players for matches, and hints. */
export * from './moves.js';
export * from './evaluate.js';
export * from './mcts.js';
export * from './players.js';
export * from './exact.js';
export * from './match.js';
export * from './explain.js';
export * from './analyse.js';
