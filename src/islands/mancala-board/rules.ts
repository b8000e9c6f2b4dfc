/**
 * A game's rules for a board on a teacher's page, loaded when a board of that game first appears
 * (the registry, src/variants/load.ts, makes each game a chunk of its own).
 */
import type { Ruleset } from '../../engine/ruleset.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { VariantId } from '../../variants/ids.js';
import { loadRuleset as load } from '../../variants/load.js';
import type { LinkError } from '../../board/play-address.js';

/** The game's rules with the board's options, or a sentence naming the option that is wrong. */
export async function loadRuleset(id: VariantId, options: Readonly<Record<string, unknown>>): Promise<Result<Ruleset, LinkError>> {
  const rules = await load(id, options);
  return rules.ok ? ok(rules.value) : err({ message: rules.error.message });
}
