/** Every game under its defaults, each preset, and each listed value of each option (besides the default). */
import type { Ruleset } from '../src/engine/index.js';
import { unwrap } from '../src/engine/index.js';
import { VARIANT_IDS, createRuleset, variantDefinition } from '../src/variants/index.js';

export function optionSets(): [string, Record<string, unknown>, Ruleset][] {
  return VARIANT_IDS.flatMap((id) => {
    const d = variantDefinition(id);
    const notes = d.optionNotes as unknown as Record<string, { choices: readonly unknown[] }>;
    const sets: Record<string, unknown>[] = [
      {},
      ...Object.keys(d.presets).map((preset) => ({ preset })),
      ...Object.entries(notes).flatMap(([key, note]) => note.choices.filter((v) => v !== (d.defaults as Record<string, unknown>)[key]).map((value) => ({ [key]: value }))),
    ];
    return sets.map((options): [string, Record<string, unknown>, Ruleset] => [id, options, unwrap(createRuleset(id, options))]);
  });
}
