/**
 * Nothing reads the engine's words back: what a refusal or a choice is travels as codes and data
 * (src/engine/errors.ts), and sentences are made in src/words. So no module outside src/words and the
 * games' own folders applies a regular expression, or a string search, to a message.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url);
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ts|tsx|astro)$/.test(f))
  .filter((f) => !f.startsWith('words/') && !/^variants\/[^/]+\//.test(f));

/** A message (`message`, `said`, `.error.…`) read by a pattern: `.replace(/…/`, `.match(`, `/…/.test(message)`, `.includes('…')`… */
export const READS_MESSAGE = [
  /\b(message|said|error)\s*\)?\s*\.\s*(replace|replaceAll|match|matchAll|search|split|startsWith|endsWith|includes)\s*\(/,
  /\.(test|exec)\(\s*[\w.]*\b(message|said)\b/,
];

/** Messages that are not the engine's: Node's util.parseArgs names an unknown option only inside its message. */
const NOT_THE_ENGINES: Record<string, string> = { 'cli/main.ts': "/^Unknown option '(.*)'\\. To specify/s.exec(e.message)" };

describe('no module parses the engine’s messages', () => {
  it('scans the modules it means to', () => {
    expect(files).toContain('board/play-session.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('%s', (file) => {
    const text = readFileSync(new URL(file, SRC), 'utf8');
    const allowed = NOT_THE_ENGINES[file];
    const found = text.split('\n').filter((line) => READS_MESSAGE.some((pattern) => pattern.test(line)) && !(allowed && line.includes(allowed)));
    expect(found).toEqual([]);
  });

  it('the play session asks no question of the engine’s English', () => {
    const session = readFileSync(new URL('board/play-session.ts', SRC), 'utf8');
    expect(session).not.toMatch(/Write it after|reaches a choice|\.message\.replace|error\.pending/);
  });
});
