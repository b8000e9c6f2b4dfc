import { quote } from '../engine/errors.js';

/** Every variant the engine plays. Frontmatter and examples are checked against this list, so a typo fails the build. */
export const VARIANT_IDS = ['kalah', 'wari', 'endodoi', 'dakon', 'oh-wah-ree', 'grand-oh-wah-ree', 'njombwa', 'hawalis', 'bao-kiarabu',
  'omweso', 'coro', 'aweet', 'hus', 'igisoro', 'kombe', 'mongale', 'mongola', 'tschuba', 'kisolo', 'bao'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

export const isVariantId = (id: string): id is VariantId => (VARIANT_IDS as readonly string[]).includes(id);

/** The message for a variant id that is not one of ours, listing those that are. */
export const unknownVariant = (id: string): string => `Unknown variant ${quote(id)}; variants: ${VARIANT_IDS.join(', ')}.`;
