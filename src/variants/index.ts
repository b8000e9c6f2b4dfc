import type { Result } from '../engine/result.js';
import { err } from '../engine/result.js';
import type { Ruleset, SearchHooksOf, SearchRules } from '../engine/ruleset.js';
import type { VariantId } from './ids.js';
import type { GameError } from './ids.js';
export type { GameError, RegistryError } from './ids.js';
export { gameErrorText } from './game-error-text.js';
export { registryText } from './registry-text.js';
import { VARIANT_IDS, isVariantId, unknownVariant } from './ids.js';
import type { Definition } from './load.js';
import { SEARCH_LOADERS, withSearch } from './load.js';
import { rulesetOf } from './ruleset-of.js';
import kalah from './kalah/index.js';
import wari from './wari/index.js';
import endodoi from './endodoi/index.js';
import dakon from './dakon/index.js';
import congkak from './congkak/index.js';
import sungka from './sungka/index.js';
import ayoayo from './ayoayo/index.js';
import bohnenspiel from './bohnenspiel/index.js';
import layliGoobalay from './layli-goobalay/index.js';
import enkeshui from './enkeshui/index.js';
import labHakimi from './lab-hakimi/index.js';
import owela from './owela/index.js';
import mefuvha from './mefuvha/index.js';
import gabata from './gabata/index.js';
import ohvalhu from './ohvalhu/index.js';
import toguzKumalak from './toguz-kumalak/index.js';
import pallanguzhi from './pallanguzhi/index.js';
import mangala from './mangala/index.js';
import oAnQuan from './o-an-quan/index.js';
import ohWahRee from './oh-wah-ree/index.js';
import grandOhWahRee from './grand-oh-wah-ree/index.js';
import njombwa from './njombwa/index.js';
import hawalis from './hawalis/index.js';
import baoKiarabu from './bao-kiarabu/index.js';
import omweso from './omweso/index.js';
import coro from './coro/index.js';
import aweet from './aweet/index.js';
import hus from './hus/index.js';
import igisoro from './igisoro/index.js';
import kombe from './kombe/index.js';
import mongale from './mongale/index.js';
import mongola from './mongola/index.js';
import tschuba from './tschuba/index.js';
import kisolo from './kisolo/index.js';
import bao from './bao/index.js';
import kalahSearch from './kalah/search.js';
import wariSearch from './wari/search.js';
import grandOhWahReeSearch from './grand-oh-wah-ree/search.js';

export { VARIANT_IDS, isVariantId };
export type { VariantId };

/**
 * Every game's definition, imported at once: for the build, the command line and tests, which need
 * them all and synchronously. Browser code loads one game at a time through load.ts and never
 * imports this file (a lint rule holds that). `satisfies` makes a game in the registry without a line
 * here a compile error.
 */
const DEFINITIONS = {
  kalah,
  wari,
  endodoi,
  dakon,
  congkak,
  sungka,
  ayoayo,
  bohnenspiel,
  'layli-goobalay': layliGoobalay,
  enkeshui,
  'lab-hakimi': labHakimi,
  owela,
  mefuvha,
  gabata,
  ohvalhu,
  'toguz-kumalak': toguzKumalak,
  pallanguzhi,
  mangala,
  'o-an-quan': oAnQuan,
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
} satisfies Record<VariantId, object>;

export const variantDefinition = (id: VariantId): Definition => DEFINITIONS[id] as unknown as Definition;

/** A ruleset from a variant id and untyped options (frontmatter, a URL, a command line). */
export function createRuleset(id: string, options: Readonly<Record<string, unknown>> = {}): Result<Ruleset, GameError> {
  if (!isVariantId(id)) return err(unknownVariant(id));
  return rulesetOf(variantDefinition(id), options);
}

/** Every game's search hooks, imported at once (for the build, the command line and tests): the same games as load.ts's SEARCH_LOADERS. */
const SEARCH_HOOKS = {
  kalah: kalahSearch,
  wari: wariSearch,
  'grand-oh-wah-ree': grandOhWahReeSearch,
} satisfies Record<keyof typeof SEARCH_LOADERS, SearchHooksOf>;

/** A ruleset with its game's search hooks, synchronously: what the search, the solver and hints take. */
export const searchRulesOf = (rules: Ruleset): SearchRules => withSearch(rules, (SEARCH_HOOKS as Readonly<Record<string, SearchHooksOf | undefined>>)[rules.variant]);

/** A ruleset ready for a search, from a variant id and untyped options. */
export function createSearchRules(id: string, options: Readonly<Record<string, unknown>> = {}): Result<SearchRules, GameError> {
  const made = createRuleset(id, options);
  return made.ok ? { ok: true, value: searchRulesOf(made.value) } : made;
}
