/**
 * /notation/ lists every ending and state token from the games' own modules: each needs words, and a
 * token its example and meaning, or the page would show a bare code.
 */
import { describe, expect, it } from 'vitest';
import { endings, fixedPart, stateTokens } from '../../src/site/notation-tokens.js';

describe('the notation page’s tokens', () => {
  it('words every ending a game records, and names the games that record it', () => {
    const all = endings();
    expect(all.map((e) => e.reason)).toEqual(expect.arrayContaining(['row-empty', 'no-seeds', 'mandarins-captured']));
    for (const { reason, text, games } of all) {
      expect(text, reason).not.toBe(reason);
      expect(games.length, reason).toBeGreaterThan(0);
    }
    expect(all.find((e) => e.reason === 'mandarins-captured')!.games).toEqual(['Ô ăn quan']);
  });

  it('lists each game’s own tokens once, with an example that has the token’s fixed part', () => {
    const tokens = stateTokens();
    expect(new Set(tokens.map((t) => t.form)).size).toBe(tokens.length);
    for (const t of tokens) {
      expect(t.example.startsWith(fixedPart(t.form)), t.form).toBe(true);
      expect(t.meaning.length, t.form).toBeGreaterThan(20);
    }
    expect(tokens.find((t) => t.form === 'passed')!.games).toEqual(expect.arrayContaining(['Omweso', 'Hus']));
    expect(tokens.find((t) => t.form === 'tuzdyk-<pit>')!.games).toEqual(['Toguz Kumalak']);
  });
});
