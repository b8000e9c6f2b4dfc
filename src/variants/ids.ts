import { quote } from '../engine/errors.js';
import { LOADERS } from './load.js';

export type VariantId = keyof typeof LOADERS;
/**
 * Every variant the engine plays, in the registry's order (load.ts). Frontmatter and examples are
 * checked against this list, so a typo fails the build.
 */
export const VARIANT_IDS = Object.keys(LOADERS) as [VariantId, ...VariantId[]];

export const isVariantId = (id: string): id is VariantId => (VARIANT_IDS as readonly string[]).includes(id);

/** The message for a variant id that is not one of ours, listing those that are. */
export const unknownVariant = (id: string): string => `Unknown variant ${quote(id)}; variants: ${VARIANT_IDS.join(', ')}.`;
