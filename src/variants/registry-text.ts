/**
 * The registry's refusals in words. They sit with the registry, not in src/words, which reads only
 * the engine's errors: the engine has no registry, as it has no game. A module apart from
 * game-error-text.ts, which adds the options' words, so that importing this one brings no other
 * problem's words with it.
 */
import { quote } from '../words/quote.js';
import type { RegistryError } from './ids.js';

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
