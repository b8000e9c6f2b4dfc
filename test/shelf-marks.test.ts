/**
 * Code and tests cite a work by its author and title ("De Toffoli, part 5"; Tavares, "Kalah", Mancala
 * World), never by our shelf mark, the number of its file in shared/seeds/: a reader of the code has
 * no such shelf. test/e2e/editorial-sources.test.ts holds the built pages to the same rule.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** "seed 001", "Seed 003's rules": spelled in two pieces so that this file does not match itself. */
const SHELF_MARK = new RegExp(`\\bseeds? ${'0'}\\d\\d\\b`, 'i');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : /\.(ts|tsx|mts|mjs|astro)$/.test(entry.name) ? [path] : [];
  });

describe('shelf marks', () => {
  // This file spells shelf marks on purpose, to test the pattern.
  const files = [...filesUnder('src'), ...filesUnder('test')].filter((file) => !file.endsWith('shelf-marks.test.ts'));

  it('finds the files it reads', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(SHELF_MARK.test('as seed 001 shows')).toBe(true);
    expect(SHELF_MARK.test('12 seeds 3 pits')).toBe(false);
  });

  it('no source file or test names a work by its shelf mark ("seed" and a file number)', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (SHELF_MARK.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 100)}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
