/** The opponent worker's messages, answered without a worker. */
import { describe, expect, it } from 'vitest';
import { answer, readRequest } from '../../src/board/opponent-protocol.js';
import { notationText, solverText } from '../../src/words/index.js';
import { gameErrorText } from '../../src/variants/index.js';

const WARI = '5.1.5.1.6.2_5.12.0.1.2.1~5.2~b';
const request = { id: 7, kind: 'move', variant: 'wari', options: {}, position: WARI, level: 'beginner', seed: 3 };

describe('opponent protocol', () => {
  it('answers a move request with a legal move, its pit and the request id', async () => {
    const r = await answer(request);
    expect(r).toMatchObject({ id: 7, ok: true });
    if (!r.ok) return;
    expect(r.move).toMatch(/^B[1-6]$/);
    expect(r.pit).toBeTypeOf('number');
    expect(r.text).toBe('');
  });

  it('answers a hint with the strong move and why, in words', async () => {
    const r = await answer({ ...request, kind: 'hint' });
    expect(r).toMatchObject({ ok: true, move: 'B1' });
    if (r.ok) expect(r.text).toMatch(/^Play B1: it captures 5 seeds/);
  });

  it('says the exact outcome where the Kalah solver can finish the game, and plays a best move', async () => {
    const { solvePosition } = await import('../../src/engine/solver/index.js');
    const { createSearchRules } = await import('../../src/variants/index.js');
    const { parsePosition } = await import('../../src/engine/index.js');
    // Few seeds left: the solver answers, so the hint is certain rather than the search's estimate.
    const position = '0.2.0.1.0.3_1.0.2.0.1.1~20.17~a';
    const rules = createSearchRules('kalah', {});
    if (!rules.ok) throw new Error(gameErrorText(rules.error));
    const parsed = parsePosition(rules.value, position);
    if (!parsed.ok) throw new Error(notationText(parsed.error));
    const solved = solvePosition(rules.value, parsed.value);
    if (!solved.ok) throw new Error(solverText(solved.error));
    const r = await answer({ ...request, kind: 'hint', variant: 'kalah', position });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(solved.value.best).toContain(r.move);
    const v = solved.value.value;
    const outcome = v > 0 ? `you win by ${v} seed` : v < 0 ? `you lose by ${-v} seed` : 'the game is drawn';
    expect(r.text).toContain(`with best play from here on both sides, ${outcome}`);
    expect(r.text).toContain('worked out exactly by the solver');
  });

  it('analyses a position: every legal move with its value, best first, and a line of play that starts with the best move', async () => {
    const r = await answer({ ...request, kind: 'analyse' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const a = r.analysis!;
    // B to move in WARI, every one of B's six pits holding seeds: six moves.
    expect(a.moves.map((m) => m.move).sort()).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6']);
    expect(r.move).toBe(a.moves[0]!.move);
    expect(a.line[0]).toBe(a.moves[0]!.move);
    for (const m of a.moves) {
      expect(m.value).toBeGreaterThanOrEqual(0);
      expect(m.value).toBeLessThanOrEqual(1);
      expect(m.pit).toBeTypeOf('number');
    }
    // B1 takes five seeds at once, which the strong search finds best.
    expect(a.moves[0]!.move).toBe('B1');
    expect(r.iterations).toBeGreaterThan(0);
  });

  it('analyses exactly where the Kalah solver finishes the game', async () => {
    const r = await answer({ ...request, kind: 'analyse', variant: 'kalah', position: '0.2.0.1.0.3_1.0.2.0.1.1~20.17~a' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const a = r.analysis!;
    expect(a.exact).toBeTypeOf('number');
    expect(a.moves[0]!.exact).toBe(a.exact);
    expect(a.moves.map((m) => m.exact!)).toEqual([...a.moves.map((m) => m.exact!)].sort((x, y) => y - x));
    expect(r.iterations).toBe(0);
  });

  it('is deterministic for a seed', async () => {
    // Beginner: its playouts finish far inside its time ceiling even on a busy machine, so only the seed decides.
    expect(await answer({ ...request, level: 'beginner', seed: 11 })).toEqual(await answer({ ...request, level: 'beginner', seed: 11 }));
  });

  it.each([
    [null, 'whole-number id'],
    [{ ...request, kind: 'solve' }, '"move", a "hint" or an "analyse"'],
    [{ ...request, level: 'grandmaster' }, 'beginner, club, strong'],
    [{ ...request, options: [] }, 'options as an object'],
    [{ ...request, seed: 1.5 }, 'whole-number seed'],
    [{ ...request, position: 3 }, 'notation'],
  ])('refuses a malformed request, naming what is wrong: %j', async (data, words) => {
    const read = readRequest(data);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(words);
    await expect(answer(data)).resolves.toMatchObject({ ok: false });
  });

  it('says what is wrong with the game it was given', async () => {
    await expect(answer({ ...request, variant: 'chess' })).resolves.toMatchObject({ ok: false, message: expect.stringContaining('Unknown variant "chess"') });
    await expect(answer({ ...request, position: '1.2.3' })).resolves.toMatchObject({ ok: false });
    await expect(answer({ ...request, position: '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-repetition' })).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('game is over'),
    });
  });
});
