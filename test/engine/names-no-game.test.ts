/**
 * The engine is mechanisms only: no file under src/engine names a game, by id, by name or by a word
 * of its own (a game's state, ending or choice). What belongs to one game lives in its module under
 * src/variants and reaches the engine through the ruleset's hooks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS, variantDefinition } from '../../src/variants/index.js';

const ENGINE = join(import.meta.dirname, '../../src/engine');

/** Games' own words, and other names of games, that an engine line must not use. */
const VOCABULARY = [
  'nyumba',
  'takasia',
  'gambit',
  'safari',
  'mtaji',
  'kutakata',
  'akawumbi',
  'namua',
  'kichwa',
  'oware',
  'awari',
  'abapa',
  'kiela',
  'tuzdyk',
  'uur',
  'wegue',
  'madjnuni',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for every game word: ids and names from the definitions, and the vocabulary above. */
function gameWords(): RegExp {
  const words = new Set<string>(VOCABULARY);
  for (const id of VARIANT_IDS) {
    words.add(id);
    words.add(variantDefinition(id).name);
  }
  // A short word must stand alone ('hus' in 'push' is no game); longer ones are caught inside identifiers too ('solveKalah').
  const parts = [...words].map((w) => (w.length <= 4 ? `(?<![a-z])${escape(w)}(?![a-z])` : escape(w)));
  return new RegExp(parts.join('|'), 'i');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** Every line of the engine naming a game, as 'file:line: text'. */
export function linesNamingAGame(): string[] {
  const pattern = gameWords();
  return filesUnder(ENGINE).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${relative(ENGINE, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('the engine names no game', () => {
  it('finds a game word where there is one', () => {
    const pattern = gameWords();
    expect(['solveKalah(rules)', "'end-akawumbi'", 'Oh-Wah-Ree', 'a hus board', 'the nyumba'].every((l) => pattern.test(l))).toBe(true);
    expect(['push the seeds', 'score', 'a relay sowing'].some((l) => pattern.test(l))).toBe(false);
  });

  it("no line of src/engine names a game, a game's name or its own words", () => {
    const lines = linesNamingAGame();
    expect(lines, `${lines.length} lines of src/engine name a game`).toEqual([]);
  });
});
