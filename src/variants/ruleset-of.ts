/**
 * A game's ruleset from untyped options: its definition (the registry, load.ts) with the options
 * checked. Apart from the registry, so what imports the registry alone (a play board before its
 * first move, <mancala-board>'s element) carries no option checking.
 */
import type { OptionsError } from '../engine/errors.js';
import { parseDefinitionOptions } from '../engine/options.js';
import type { Result } from '../engine/result.js';
import type { Ruleset } from '../engine/ruleset.js';
import type { Definition, LOADERS } from './load.js';
import { loadDefinition } from './load.js';

/** A game's ruleset from untyped options (an address, a board's attributes, frontmatter): checked, defaults filled in. */
export function rulesetOf(definition: Definition, options: Readonly<Record<string, unknown>> = {}): Result<Ruleset, OptionsError> {
  const parsed = parseDefinitionOptions(definition, options);
  return parsed.ok ? { ok: true, value: definition.create(parsed.value) } : parsed;
}

/** A game's ruleset from untyped options, loading the game's code first. */
export async function loadRuleset(id: keyof typeof LOADERS, options: Readonly<Record<string, unknown>> = {}): Promise<Result<Ruleset, OptionsError>> {
  return rulesetOf(await loadDefinition(id), options);
}
