/**
 * The registry's refusals in words. They sit with the registry, not in src/words, which reads only
 * the engine's errors: the engine has no registry, as it has no game.
 */
import { optionsText } from '../words/problems.js';
import { quote } from '../words/quote.js';
import type { GameError, RegistryError } from './ids.js';

/** A registry error in a sentence: the id that is no game, with the ids that are; or a game not loaded yet. */
export function registryText({ problem: p }: RegistryError): string {
  switch (p.kind) {
    case 'unknown-game':
      return `Unknown variant ${quote(p.input)}; variants: ${p.games.join(', ')}.`;
    case 'not-loaded':
      return `The rules of ${p.game} have not loaded yet.`;
  }
  return `There is no such game here (${(p as { kind: string }).kind}).`;
}

/** Why a game's rules could not be made from an id and options, in a sentence. */
export const gameErrorText = (error: GameError): string => (error.code === 'ERR_GAME' ? registryText(error) : optionsText(error));
