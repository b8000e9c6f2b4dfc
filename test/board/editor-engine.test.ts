/** The editor's engine makes rulesets only of games it has loaded: a game's rules load when the reader picks it. */
import { describe, expect, it, vi } from 'vitest';
import { gameErrorText } from '../../src/variants/game-error-text.js';

describe('the editor engine', () => {
  it('loads a game before making its rules, and names an id that is no game', async () => {
    // A copy of the module of its own: other test files share this worker's modules (isolate: false), and
    // one of them (editor-state.test.ts) loads every game into theirs.
    vi.resetModules();
    const engine = await import('../../src/board/editor-engine.js');
    const early = engine.createRuleset('wari', {});
    expect(!early.ok && gameErrorText(early.error)).toBe('The rules of wari have not loaded yet.');
    await engine.loadGame('wari');
    expect(engine.createRuleset('wari', { preset: 'abapa' })).toMatchObject({ ok: true, value: { name: expect.stringContaining('Wari') } });
    expect(engine.createRuleset('kalah', {}).ok).toBe(false);
    await engine.loadGame('chess');
    const chess = engine.createRuleset('chess', {});
    expect(!chess.ok && gameErrorText(chess.error)).toMatch(/^Unknown variant "chess"/);
  });
});
