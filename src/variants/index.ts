import type { OptionsError } from '../engine/errors.js';
import type { Result } from '../engine/result.js';
import { err } from '../engine/result.js';
import type { Ruleset } from '../engine/ruleset.js';
import type { VariantId } from './ids.js';
import { VARIANT_IDS, isVariantId, unknownVariant } from './ids.js';
import type { Definition } from './load.js';
import { LOADERS } from './load.js';

export { VARIANT_IDS, isVariantId };
export type { VariantId };

/**
 * Every game's definition, loaded at once: for the build, the command line and tests, which need them
 * all and synchronously. Browser code loads one game at a time through load.ts instead.
 */
const DEFINITIONS = Object.fromEntries(
  await Promise.all(VARIANT_IDS.map(async (id) => [id, await LOADERS[id]()] as const)),
) as Readonly<Record<VariantId, Definition>>;

export const variantDefinition = (id: VariantId): Definition => DEFINITIONS[id];

/** A ruleset from a variant id and untyped options (frontmatter, a URL, a command line). */
export function createRuleset(id: string, options: Readonly<Record<string, unknown>> = {}): Result<Ruleset, OptionsError> {
  if (!isVariantId(id)) {
    return err({ code: 'ERR_OPTION', message: unknownVariant(id) });
  }
  const definition = variantDefinition(id);
  const parsed = definition.parseOptions(options);
  return parsed.ok ? { ok: true, value: definition.create(parsed.value) } : parsed;
}
