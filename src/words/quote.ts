/**
 * Quoting a reader's input inside a message: the one implementation, kept in the engine while its
 * notation and option messages still quote (see src/engine/errors.ts); every other layer imports it from here.
 */
export { QUOTE_LIMIT, quote } from '../engine/errors.js';
