/** Every option of every game has a reader's name and words for each choice, for the infobox. */
import { describe, expect, it } from 'vitest';
import type { OptionNote } from '../../src/engine/ruleset';
import { VARIANT_IDS, variantDefinition } from '../../src/variants/index';

describe('option words', () => {
  it.each(VARIANT_IDS)('%s: each option has a name and one label per choice', (id) => {
    const notes = Object.entries(variantDefinition(id).optionNotes as Record<string, OptionNote<unknown>>);
    // A default without a note (Hus's akawumbi) is fixed, not offered, so it needs no words.
    expect(Object.keys(variantDefinition(id).defaults)).toEqual(expect.arrayContaining(notes.map(([key]) => key)));
    for (const [key, note] of notes) {
      expect(note.name.trim(), `${id} ${key}: name`).not.toBe('');
      expect(note.name, `${id} ${key}: the name is not the key`).not.toBe(key);
      expect(note.labels, `${id} ${key}: labels`).toHaveLength(note.choices.length);
      for (const label of note.labels) expect(label.trim(), `${id} ${key}: a label`).not.toBe('');
      expect(new Set(note.labels).size, `${id} ${key}: labels tell the choices apart`).toBe(note.labels.length);
    }
  });

  it.each(VARIANT_IDS)('%s: each preset has a name for readers', (id) => {
    const definition = variantDefinition(id);
    for (const preset of Object.keys(definition.presets)) expect(definition.presetNames?.[preset]?.trim(), `${id} preset ${preset}`).toBeTruthy();
  });
});
