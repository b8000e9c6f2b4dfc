/** The editor's engine makes rulesets only of games it has loaded: a game's rules load when the reader picks it. */
import { describe, expect, it } from 'vitest';
import { optionsText } from '../../src/words/index.js';

describe('the editor engine', () => {
  it('loads a game before making its rules, and names an id that is no game', async () => {
    // Each test file has its own copy of the module (vitest isolates files), so nothing is loaded yet.
    const engine = await import('../../src/board/editor-engine.js');
    const early = engine.createRuleset('wari', {});
    expect(!early.ok && optionsText(early.error)).toBe('The rules of wari have not loaded yet.');
    await engine.loadGame('wari');
    expect(engine.createRuleset('wari', { preset: 'abapa' })).toMatchObject({ ok: true, value: { name: expect.stringContaining('Wari') } });
    expect(engine.createRuleset('kalah', {}).ok).toBe(false);
    await engine.loadGame('chess');
    const chess = engine.createRuleset('chess', {});
    expect(!chess.ok && optionsText(chess.error)).toMatch(/^Unknown variant "chess"/);
  });
});
