/** The solved board's engine side: perfect play answers, every move of the reader's is valued, bad input is named. */
import { describe, expect, it } from 'vitest';
import { solvedTurn, worthWords } from '../../src/board/solved-game.js';

const options = { pits: 6, seeds: 1, emptyCapture: true };

describe('solvedTurn', () => {
  it("values each of the reader's moves against the best, from the opening", async () => {
    const reply = await solvedTurn({ options, moves: [], computer: 1 });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.worth.map((w) => w.label)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    const best = Math.max(...reply.worth.map((w) => w.value));
    for (const w of reply.worth) expect(w.loss).toBe(best - w.value);
    expect(reply.status).toMatch(/^A to move: with perfect play from here A /);
  });

  it('lets perfect play answer for its side until the reader is to move again', async () => {
    const reply = await solvedTurn({ options, moves: ['A4'], computer: 1 });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.moves[0]).toBe('A4');
    expect(reply.moves.slice(1).every((m) => /^B\d$/.test(m))).toBe(true);
    expect(reply.moves.length).toBeGreaterThan(1);
    expect(reply.toMove === 0 || reply.toMove === null).toBe(true);
    expect(reply.message).toMatch(/^Perfect play answers B\d for B/);
  });

  it('plays perfect play first when the reader takes B', async () => {
    const reply = await solvedTurn({ options, moves: [], computer: 0 });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.moves[0]).toMatch(/^A\d$/);
  });

  it('names what is wrong: a position, a move, options', async () => {
    await expect(solvedTurn({ options, position: '1.2_3', moves: [], computer: 1 })).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This position cannot be read: /),
    });
    await expect(solvedTurn({ options, moves: ['B1'], computer: 1 })).resolves.toMatchObject({ ok: false });
    await expect(solvedTurn({ options: { ...options, seeds: 9 }, moves: [], computer: 1 })).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/seeds must be one of/),
    });
  });

  it('says how much a move gives away', () => {
    expect(worthWords(2, 2)).toBe('wins by 2 (a best move)');
    expect(worthWords(-2, 0)).toBe('loses by 2: this move gives away 2 against best play');
  });
});
