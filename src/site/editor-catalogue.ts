/** The games and their options in readers' words, for the editor's form (build side: reads every variant's definition). */
import type { OptionNote } from '../engine/ruleset.js';
import { VARIANT_IDS, variantDefinition } from '../variants/index.js';
import type { GameEntry, OptionEntry } from '../board/editor-state.js';

export function editorCatalogue(): GameEntry[] {
  return VARIANT_IDS.map((id) => {
    const definition = variantDefinition(id);
    const defaults = definition.defaults as Record<string, unknown>;
    const notes = Object.entries(definition.optionNotes as Record<string, OptionNote<string | number | boolean>>);
    const options: OptionEntry[] = notes.map(([key, note]) => ({
      key,
      name: note.name,
      text: note.text,
      labels: note.labels,
      choices: note.choices,
      defaultIndex: Math.max(0, note.choices.indexOf(defaults[key] as string | number | boolean)),
    }));
    const presets = Object.entries(definition.presets as Record<string, Record<string, unknown>>).map(([name, values]) => ({
      name: definition.presetNames?.[name] ?? name,
      values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, (definition.optionNotes as Record<string, OptionNote<unknown>>)[key]!.choices.indexOf(value)])),
    }));
    return { id, name: definition.name, options, presets };
  });
}
