import type { OptionsError } from '../engine/errors.js';
import { LOADERS } from './load.js';

export type VariantId = keyof typeof LOADERS;
/**
 * Every variant the engine plays, in the registry's order (load.ts). Frontmatter and examples are
 * checked against this list, so a typo fails the build.
 */
export const VARIANT_IDS = Object.keys(LOADERS) as [VariantId, ...VariantId[]];

export const isVariantId = (id: string): id is VariantId => (VARIANT_IDS as readonly string[]).includes(id);

/** The error for a variant id that is not one of ours, listing those that are (src/words says it). */
export const unknownVariant = (id: string): OptionsError => ({ code: 'ERR_OPTION', problem: { kind: 'unknown-game', input: id, games: VARIANT_IDS } });
