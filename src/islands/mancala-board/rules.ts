/**
 * A game's rules, loaded when a board of that game first appears: each variant's module is a chunk
 * of its own, so a page with a Wari board never downloads Bao. The map is checked against the
 * variant list, so a new variant without a loader is a compile error.
 */
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { VariantId } from '../../variants/ids.js';
import type { LinkError } from '../../board/play-address.js';

type Definition = VariantDefinition<object>;
const as = (definition: unknown) => definition as Definition;

const LOADERS = {
  kalah: () => import('../../variants/kalah.js').then((m) => as(m.kalah)),
  wari: () => import('../../variants/wari.js').then((m) => as(m.wari)),
  endodoi: () => import('../../variants/endodoi.js').then((m) => as(m.endodoi)),
  dakon: () => import('../../variants/dakon.js').then((m) => as(m.dakon)),
  'oh-wah-ree': () => import('../../variants/oh-wah-ree.js').then((m) => as(m.ohWahRee)),
  'grand-oh-wah-ree': () => import('../../variants/oh-wah-ree.js').then((m) => as(m.grandOhWahRee)),
  njombwa: () => import('../../variants/njombwa.js').then((m) => as(m.njombwa)),
  hawalis: () => import('../../variants/hawalis.js').then((m) => as(m.hawalis)),
  'bao-kiarabu': () => import('../../variants/hawalis.js').then((m) => as(m.baoKiarabu)),
  omweso: () => import('../../variants/omweso.js').then((m) => as(m.omweso)),
  coro: () => import('../../variants/omweso.js').then((m) => as(m.coro)),
  aweet: () => import('../../variants/omweso.js').then((m) => as(m.aweet)),
  hus: () => import('../../variants/omweso.js').then((m) => as(m.hus)),
  igisoro: () => import('../../variants/omweso.js').then((m) => as(m.igisoro)),
  kombe: () => import('../../variants/omweso.js').then((m) => as(m.kombe)),
  mongale: () => import('../../variants/omweso.js').then((m) => as(m.mongale)),
  mongola: () => import('../../variants/omweso.js').then((m) => as(m.mongola)),
  tschuba: () => import('../../variants/tschuba.js').then((m) => as(m.tschuba)),
  kisolo: () => import('../../variants/kisolo.js').then((m) => as(m.kisolo)),
  bao: () => import('../../variants/bao.js').then((m) => as(m.bao)),
} satisfies Record<VariantId, () => Promise<Definition>>;

/** The game's rules with the board's options, or a sentence naming the option that is wrong. */
export async function loadRuleset(id: VariantId, options: Readonly<Record<string, unknown>>): Promise<Result<Ruleset, LinkError>> {
  const definition = await LOADERS[id]();
  const parsed = definition.parseOptions(options);
  return parsed.ok ? ok(definition.create(parsed.value)) : err({ message: parsed.error.message });
}
