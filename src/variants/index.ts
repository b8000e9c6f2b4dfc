import type { OptionsError } from '../engine/errors.js';
import type { Result } from '../engine/result.js';
import { err } from '../engine/result.js';
import type { Ruleset, VariantDefinition } from '../engine/ruleset.js';
import type { VariantId } from './ids.js';
import { VARIANT_IDS, isVariantId } from './ids.js';
import { dakon } from './dakon.js';
import { endodoi } from './endodoi.js';
import { baoKiarabu, hawalis } from './hawalis.js';
import { kalah } from './kalah.js';
import { njombwa } from './njombwa.js';
import { grandOhWahRee, ohWahRee } from './oh-wah-ree.js';
import { wari } from './wari.js';

export { VARIANT_IDS, isVariantId };
export type { VariantId };

/** Exhaustive: adding an id to VARIANT_IDS without a definition here is a compile error. */
export function variantDefinition(id: VariantId): VariantDefinition<object> {
  switch (id) {
    case 'kalah':
      return kalah as unknown as VariantDefinition<object>;
    case 'wari':
      return wari as unknown as VariantDefinition<object>;
    case 'endodoi':
      return endodoi as unknown as VariantDefinition<object>;
    case 'dakon':
      return dakon as unknown as VariantDefinition<object>;
    case 'oh-wah-ree':
      return ohWahRee as unknown as VariantDefinition<object>;
    case 'grand-oh-wah-ree':
      return grandOhWahRee as unknown as VariantDefinition<object>;
    case 'njombwa':
      return njombwa as unknown as VariantDefinition<object>;
    case 'hawalis':
      return hawalis as unknown as VariantDefinition<object>;
    case 'bao-kiarabu':
      return baoKiarabu as unknown as VariantDefinition<object>;
  }
}

/** A ruleset from a variant id and untyped options (frontmatter, a URL, a command line). */
export function createRuleset(id: string, options: Readonly<Record<string, unknown>> = {}): Result<Ruleset, OptionsError> {
  if (!isVariantId(id)) {
    return err({ code: 'ERR_OPTION', message: `Unknown variant ${JSON.stringify(id)}; variants: ${VARIANT_IDS.join(', ')}.` });
  }
  const definition = variantDefinition(id);
  const parsed = definition.parseOptions(options);
  return parsed.ok ? { ok: true, value: definition.create(parsed.value) } : parsed;
}
