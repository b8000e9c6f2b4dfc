import type { OptionsError } from '../engine/errors.js';
import { LOADERS } from './load.js';

export type VariantId = keyof typeof LOADERS;
/**
 * Every variant the engine plays, in the registry's order (load.ts). Frontmatter and examples are
 * checked against this list, so a typo fails the build.
 */
export const VARIANT_IDS = Object.keys(LOADERS) as [VariantId, ...VariantId[]];

export const isVariantId = (id: string): id is VariantId => (VARIANT_IDS as readonly string[]).includes(id);

/**
 * What the registry refuses, as data (registry-text.ts says it): an id that no game of ours has, with
 * the ids that are, or a game whose code has not been loaded yet. The engine knows no registry, so
 * these are the registry's, beside the options errors each game's own rules give.
 */
export type RegistryProblem =
  { readonly kind: 'unknown-game'; readonly input: string; readonly games: readonly string[] } | { readonly kind: 'not-loaded'; readonly game: VariantId };

export interface RegistryError {
  readonly code: 'ERR_GAME';
  readonly problem: RegistryProblem;
}

/** What making a game's rules from an id and options can refuse: the id (the registry) or the options (the game's rules). */
export type GameError = RegistryError | OptionsError;

/** The error for a variant id that is not one of ours, listing those that are. */
export const unknownVariant = (id: string): RegistryError => ({ code: 'ERR_GAME', problem: { kind: 'unknown-game', input: id, games: VARIANT_IDS } });

/** The error for a game of ours whose code a lazy registry has not loaded yet. */
export const notLoaded = (id: VariantId): RegistryError => ({ code: 'ERR_GAME', problem: { kind: 'not-loaded', game: id } });
