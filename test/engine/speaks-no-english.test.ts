/**
 * The engine reports what happened, and what is wrong, as codes with data; src/words says it. So no
 * string under src/engine reads as a sentence for a reader. A programmer's mistake (a RangeError for a
 * solver given an impossible board, a topology that cannot be) is not a reader's: a thrown Error may say it in English.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = join(import.meta.dirname, '../../src/engine');

/** A quoted string that starts as a sentence does: a capitalised word, then a word or a filled-in value, then more; or a value and two words. */
const SENTENCE = /['"`][A-Z][a-z]+ (?:[a-z]+|\$\{[^}]*\})[ ,:;.]|`\$\{[^}]*\} [a-z]+ [a-z]+/;

const files = readdirSync(ENGINE, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

/** Code lines: comments (whole-line and doc) are prose for maintainers, not words for readers. */
const codeLines = (text: string) =>
  text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\/?\*)/.test(line));

describe('the engine speaks no English to readers', () => {
  it('scans the engine', () => expect(files.length).toBeGreaterThan(20));

  it.each(files)('%s', (file) => {
    const text = readFileSync(join(ENGINE, file), 'utf8');
    const found = codeLines(text)
      .filter(({ line }) => SENTENCE.test(line.replace(/\/\/.*$/, '')) && !/throw new (Range)?Error\(/.test(line))
      .map(({ line, n }) => `${relative(ENGINE, join(ENGINE, file))}:${n}: ${line.trim()}`);
    expect(found).toEqual([]);
  });

  it('would catch a sentence', () => {
    expect(SENTENCE.test('return fail(`Unknown move ${text}: name a pit.`)')).toBe(true);
    expect(SENTENCE.test('fail(`${variant} has no preset ${name}.`)')).toBe(true);
    expect(SENTENCE.test("err({ code: 'ERR_MOVE', problem: { kind: 'move' } })")).toBe(false);
  });
});
