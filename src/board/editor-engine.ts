/** The engine as the position editor uses it: one chunk, loaded after the editor's first frame is drawn. */
import type { Result } from '../engine/result.js';
import { err } from '../engine/result.js';
import type { Ruleset } from '../engine/ruleset.js';
import type { GameError } from '../variants/ids.js';
import { isVariantId, notLoaded, unknownVariant } from '../variants/ids.js';
import type { Definition } from '../variants/load.js';
import { loadDefinition } from '../variants/load.js';
import { rulesetOf } from '../variants/ruleset-of.js';

export { formatPosition, seedsInGame } from '../engine/notation.js';
export { parsePosition } from '../engine/read-position.js';
export { shapeOf } from './shape.js';
export { readPlayAddress, writePlayAddress } from './play-address.js';
export { notationProblemText as notationText } from '../words/problems.js';
export { gameErrorText } from '../variants/game-error-text.js';

/** The games loaded so far: the editor loads a game's rules (its own chunk) when the reader picks it. */
const loaded = new Map<string, Definition>();

/** Loads a game's rules, so `createRuleset` can make its rulesets; an id that is no game is left for `createRuleset` to name. */
export async function loadGame(id: string): Promise<void> {
  if (isVariantId(id) && !loaded.has(id)) loaded.set(id, await loadDefinition(id));
}

/** A ruleset of a game already loaded by `loadGame`, from untyped options. */
export function createRuleset(id: string, options: Readonly<Record<string, unknown>>): Result<Ruleset, GameError> {
  const definition = loaded.get(id);
  if (!definition) return err(isVariantId(id) ? notLoaded(id) : unknownVariant(id));
  return rulesetOf(definition, options);
}
