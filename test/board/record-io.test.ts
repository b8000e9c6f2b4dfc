import { describe, expect, it } from 'vitest';
import { openRecord, recordOfBoard } from '../../src/board/record-io.js';
import { GAME_RECORDS } from '../../src/site/game-records.js';

const NOW = new Date(2026, 10, 27);

describe('game records on a play board', () => {
  it("writes the board's game from its address, with its options and the date", async () => {
    const made = await recordOfBoard({ variant: 'kalah', options: { preset: 'tournament' } }, '?moves=A2,B1', NOW);
    expect(made).toEqual({
      ok: true,
      value: { name: 'kalah-2026-11-27.txt', text: '[Game "kalah"]\n[Options "preset=tournament"]\n[Date "2026.11.27"]\n[Result "*"]\n\n1. A2 B1 *\n' },
    });
  });

  it('writes a game from a position of its own with its Start tag', async () => {
    const made = await recordOfBoard({ variant: 'wari', options: {} }, '?position=0.1.2.1.3.2_0.1.1.0.6.1~0.0~b&moves=B6', NOW);
    expect(made.ok && made.value.text).toBe('[Game "wari"]\n[Date "2026.11.27"]\n[Result "*"]\n[Start "0.1.2.1.3.2_0.1.1.0.6.1~0.0~b"]\n\n1... B6 *\n');
  });

  it('says what is wrong with a bad address instead of writing a record', async () => {
    const made = await recordOfBoard({ variant: 'kalah', options: {} }, '?moves=A1,A1', NOW);
    expect(made.ok).toBe(false);
    expect(!made.ok && made.error).toContain('A1');
  });

  it("opens a stored tournament game as the play page's address, with its comments and players", async () => {
    const opened = await openRecord(GAME_RECORDS.get('kalah/sandler-gering-2008')!, 'kalah');
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.variant).toBe('kalah');
    expect(opened.value.address).toMatch(/^\?options=seeds=6,pie=true&moves=A4,B1,A5,B1,B5,/);
    expect(opened.value.about).toBe('Arty Sandler v Ralf Gering, 2008.06.11');
    expect(opened.value.comments[2]).toEqual(['B declines the swap.']);
  });

  it('opens a record of another game on that game’s page, and writes moves as the board does', async () => {
    const opened = await openRecord('[Game "wari"]\n1. a1 b1 *', 'kalah');
    expect(opened.ok && opened.value).toMatchObject({ variant: 'wari', address: '?moves=A1,B1' });
  });

  it.each([
    ['1. A3 {open', "Line 1, column 7: the comment opened here has no closing '}'."],
    ['[Game "chess"]\n1. e4', 'This record\'s Game tag names "chess", which is not a game here.'],
    ['[Game "kalah"]\n[Options "seeds=9"]\n1. A1', 'Kalah option seeds must be one of'],
    ['[Game "kalah"]\n1. A1 A1', 'Line 2, column 7: move 1... "A1" cannot be played:'],
  ])('refuses %j in words', async (text, words) => {
    const opened = await openRecord(text, 'kalah');
    expect(!opened.ok && opened.error).toContain(words);
  });
});
