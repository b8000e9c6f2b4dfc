/**
 * The registry of games: one line a game, each a lazy import, so every game's code is a chunk of its
 * own that a browser loads only when a board of that game needs it (a Wari page never downloads Bao).
 * The order here is the atlas's order of games. Adding a game is its folder, one line here and one in
 * index.ts (the eager list for the build; the compiler asks for it). A game with search hooks (a fast
 * playout, its own material, the solver's settings) declares them in its own search.ts, listed in
 * SEARCH_LOADERS: a chunk that only a search loads, never the first move.
 */
import type { Ruleset, SearchHooksOf, SearchRules, VariantDefinition } from '../engine/ruleset.js';

export type Definition = VariantDefinition<object>;
// Each game's options type is its own; the registry hands out definitions over untyped options, which
// are checked (ruleset-of.ts: parseDefinitionOptions) before `create` sees them.
type Module = { readonly default: object };
const definitionOf = (m: Module) => m.default as unknown as Definition;

export const LOADERS = {
  kalah: () => import('./kalah/index.js').then(definitionOf),
  wari: () => import('./wari/index.js').then(definitionOf),
  endodoi: () => import('./endodoi/index.js').then(definitionOf),
  dakon: () => import('./dakon/index.js').then(definitionOf),
  congkak: () => import('./congkak/index.js').then(definitionOf),
  sungka: () => import('./sungka/index.js').then(definitionOf),
  ayoayo: () => import('./ayoayo/index.js').then(definitionOf),
  bohnenspiel: () => import('./bohnenspiel/index.js').then(definitionOf),
  'layli-goobalay': () => import('./layli-goobalay/index.js').then(definitionOf),
  enkeshui: () => import('./enkeshui/index.js').then(definitionOf),
  'lab-hakimi': () => import('./lab-hakimi/index.js').then(definitionOf),
  owela: () => import('./owela/index.js').then(definitionOf),
  mefuvha: () => import('./mefuvha/index.js').then(definitionOf),
  gabata: () => import('./gabata/index.js').then(definitionOf),
  ohvalhu: () => import('./ohvalhu/index.js').then(definitionOf),
  'toguz-kumalak': () => import('./toguz-kumalak/index.js').then(definitionOf),
  pallanguzhi: () => import('./pallanguzhi/index.js').then(definitionOf),
  mangala: () => import('./mangala/index.js').then(definitionOf),
  'o-an-quan': () => import('./o-an-quan/index.js').then(definitionOf),
  'oh-wah-ree': () => import('./oh-wah-ree/index.js').then(definitionOf),
  'grand-oh-wah-ree': () => import('./grand-oh-wah-ree/index.js').then(definitionOf),
  njombwa: () => import('./njombwa/index.js').then(definitionOf),
  hawalis: () => import('./hawalis/index.js').then(definitionOf),
  'bao-kiarabu': () => import('./bao-kiarabu/index.js').then(definitionOf),
  omweso: () => import('./omweso/index.js').then(definitionOf),
  coro: () => import('./coro/index.js').then(definitionOf),
  aweet: () => import('./aweet/index.js').then(definitionOf),
  hus: () => import('./hus/index.js').then(definitionOf),
  igisoro: () => import('./igisoro/index.js').then(definitionOf),
  kombe: () => import('./kombe/index.js').then(definitionOf),
  mongale: () => import('./mongale/index.js').then(definitionOf),
  mongola: () => import('./mongola/index.js').then(definitionOf),
  tschuba: () => import('./tschuba/index.js').then(definitionOf),
  kisolo: () => import('./kisolo/index.js').then(definitionOf),
  bao: () => import('./bao/index.js').then(definitionOf),
} as const satisfies Readonly<Record<string, () => Promise<Definition>>>;

/** A game's rules module, loaded on first use. */
export const loadDefinition = (id: keyof typeof LOADERS): Promise<Definition> => LOADERS[id]();

/**
 * The games with search hooks, each a lazy import of its search.ts (and one line in index.ts's
 * SEARCH_HOOKS, the eager list); a game not here searches on its rules alone.
 */
export const SEARCH_LOADERS = {
  kalah: () => import('./kalah/search.js').then((m) => m.default),
  wari: () => import('./wari/search.js').then((m) => m.default),
  'grand-oh-wah-ree': () => import('./grand-oh-wah-ree/search.js').then((m) => m.default),
} as const satisfies { readonly [K in keyof typeof LOADERS]?: () => Promise<SearchHooksOf> };

/** A ruleset with its game's search hooks attached (`hooks` the game's search module, absent where it has none). */
export const withSearch = (rules: Ruleset, hooks?: SearchHooksOf): SearchRules => ({ ...rules, search: hooks ? hooks(rules) : {} });

/** A ruleset ready for a search: its game's search hooks loaded (their own chunk) and attached. */
export async function loadSearchRules(rules: Ruleset): Promise<SearchRules> {
  const loader = (SEARCH_LOADERS as Readonly<Record<string, (() => Promise<SearchHooksOf>) | undefined>>)[rules.variant];
  return withSearch(rules, loader && (await loader()));
}
