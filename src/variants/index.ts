import type { OptionsError } from '../engine/errors.js';
import type { Result } from '../engine/result.js';
import { err } from '../engine/result.js';
import type { Ruleset, VariantDefinition } from '../engine/ruleset.js';
import type { VariantId } from './ids.js';
import { VARIANT_IDS, isVariantId, unknownVariant } from './ids.js';
import { bao } from './bao.js';
import { dakon } from './dakon.js';
import { endodoi } from './endodoi.js';
import { baoKiarabu, hawalis } from './hawalis.js';
import { kalah } from './kalah.js';
import { kisolo } from './kisolo.js';
import { njombwa } from './njombwa.js';
import { aweet, coro, hus, igisoro, kombe, mongale, mongola, omweso } from './omweso.js';
import { tschuba } from './tschuba.js';
import { grandOhWahRee, ohWahRee } from './oh-wah-ree.js';
import { wari } from './wari.js';

export { VARIANT_IDS, isVariantId };
export type { VariantId };

/** Every variant's definition: `satisfies` makes adding an id without a definition (or a stray key) a compile error. */
const DEFINITIONS = {
  kalah,
  wari,
  endodoi,
  dakon,
  'oh-wah-ree': ohWahRee,
  'grand-oh-wah-ree': grandOhWahRee,
  njombwa,
  hawalis,
  'bao-kiarabu': baoKiarabu,
  omweso,
  coro,
  aweet,
  hus,
  igisoro,
  kombe,
  mongale,
  mongola,
  tschuba,
  kisolo,
  bao,
} satisfies Record<VariantId, unknown>;

export const variantDefinition = (id: VariantId): VariantDefinition<object> =>
  DEFINITIONS[id] as unknown as VariantDefinition<object>;

/** A ruleset from a variant id and untyped options (frontmatter, a URL, a command line). */
export function createRuleset(id: string, options: Readonly<Record<string, unknown>> = {}): Result<Ruleset, OptionsError> {
  if (!isVariantId(id)) {
    return err({ code: 'ERR_OPTION', message: unknownVariant(id) });
  }
  const definition = variantDefinition(id);
  const parsed = definition.parseOptions(options);
  return parsed.ok ? { ok: true, value: definition.create(parsed.value) } : parsed;
}
