import { describe, expect, it } from 'vitest';
import { decodeStepper } from '../../src/board/frame-codec.js';
import { openRecord, recordOfBoard, viewRecord } from '../../src/board/record-io.js';
import { currentPosition, formatPosition, parseGameRecord, replayGameRecord } from '../../src/engine/index.js';
import { createRuleset } from '../../src/variants/index.js';
import { GAME_RECORDS } from '../../src/site/game-records.js';
import { RECORD_EXAMPLES } from '../../src/site/record-examples.js';
import { openSession } from '../../src/board/play-link.js';
import { game } from '../helpers.js';

/** Two rounds of Dakon (the /notation/ example), and the same game as the play board's address writes it. */
const TWO_ROUNDS = RECORD_EXAMPLES.find((e) => e.id === 'rounds')!.text;
const ROUND_MOVES = TWO_ROUNDS.slice(TWO_ROUNDS.indexOf('\n\n') + 2)
  .replace(/\{[^}]*\}/g, ' ')
  .replace(/\d+\./g, ' ')
  .split(/\s+/)
  .filter((t) => t && t !== '*');

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

  it('writes a game of two rounds from the play board, next-round between them, as the engine played it', async () => {
    const made = await recordOfBoard({ variant: 'dakon', options: {} }, `?moves=${ROUND_MOVES.join(',')}`, NOW);
    if (!made.ok) throw new Error(made.error);
    const expected = TWO_ROUNDS.replace('[A "Greedy"]\n[B "Random"]\n', '[Date "2026.11.27"]\n').replace(/\s*\{[^}]*\}/g, '');
    expect(made.value.text.replace(/\s+/g, ' ')).toBe(expected.replace(/\s+/g, ' '));
    expect(made.value.text).toContain('B1 next-round 1. A2 B3');
  });

  it('refuses an address whose next round the rules do not start', async () => {
    const early = await recordOfBoard({ variant: 'dakon', options: {} }, '?moves=A4,next-round', NOW);
    expect(!early.ok && early.error).toBe('Round 1 is not over yet: next-round can only follow a round that has ended.');
    const over = await recordOfBoard({ variant: 'dakon', options: {} }, '?position=2.0.0.0.0.0.0_0.0.0.0.0.0.1~95.0~a&moves=A7,next-round', NOW);
    expect(!over.ok && over.error).toBe('The game is over after round 1: its rules start no next round, so next-round cannot follow it.');
    const refused = await recordOfBoard({ variant: 'dakon', options: {} }, `?moves=${ROUND_MOVES.slice(0, 25).join(',')},B7`, NOW);
    expect(!refused.ok && refused.error).toMatch(/^Round 2, move 2: /);
  });

  it('opens a record of two rounds as the play board’s address, which the board plays to the same rounds', async () => {
    const opened = await openRecord(TWO_ROUNDS, 'kalah');
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.address).toBe(`?moves=${ROUND_MOVES.join(',')}`);
    // The comments are indexed as the board's history lists the moves, next-round counted.
    expect(opened.value.comments[24]).toEqual(['From 70 seeds A fills seven pits; from 28, B fills four.']);
    const session = openSession(game('dakon'), {}, undefined, opened.value.address);
    if (!session.ok) throw new Error('session');
    const view = session.value.view();
    expect(view.history).toEqual(ROUND_MOVES);
    expect(view.notation).toBe('0.0.0.0.x.x.x_0.0.0.0.0.0.0~73.25~end-no-seeds');
    expect(view.history[24 - 1]).toBe('next-round');
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

describe('game records on a game viewer', () => {
  it("makes a stored tournament game the viewer's frames: one a move, each move a chapter, the comments in the captions", async () => {
    const text = GAME_RECORDS.get('kalah/sandler-gering-2008')!;
    const viewed = await viewRecord(text, 'kalah');
    if (!viewed.ok) throw new Error(viewed.error);
    const { frames, chapters } = decodeStepper(viewed.value.data);
    // The engine's own replay of the same record, to hold the frames to.
    const rules = createRuleset('kalah', { seeds: 6, pie: true });
    if (!rules.ok) throw new Error('rules');
    const record = parseGameRecord(text);
    if (!record.ok) throw new Error('record');
    const replayed = replayGameRecord(rules.value, record.value, text);
    if (!replayed.ok) throw new Error('replay');
    const plies = replayed.value.game.plies;
    expect(viewed.value).toMatchObject({ variant: 'kalah', about: 'Arty Sandler v Ralf Gering, 2008.06.11', moves: plies.length });
    expect(frames.length).toBe(plies.length + 1);
    expect(chapters?.map((c) => c.at)).toEqual(plies.map((_, i) => i + 1));
    expect(chapters?.slice(0, 3).map((c) => c.text)).toEqual(['1. A4', '2. B1', '3. A5']);
    // Each frame is the position after its move; the last is the game's end, scored as the record says.
    plies.forEach((ply, i) => {
      expect([...frames[i + 1]!.pits, ...frames[i + 1]!.stores]).toEqual([...ply.position.pits, ...ply.position.stores]);
    });
    const end = currentPosition(replayed.value.game);
    expect(frames.at(-1)!.toMove).toBe(null);
    expect(frames.at(-1)!.stores).toEqual(end.stores);
    expect(formatPosition(rules.value, end)).toMatch(/~33\.39~/);
    // The comment after B's second move ("B declines the swap.") closes that move's caption.
    expect(frames[2]!.caption).toMatch(/^Move 2: B sowed .*\. B declines the swap\.$/);
    expect(frames[0]!.caption).toBe('The starting position, A to move. Step through with Next and Back.');
  });

  it('shows a record of another game on that game’s board, the comment before the first move in the first caption', async () => {
    const viewed = await viewRecord('[Game "wari"]\n{An opening.} 1. a1 b1 *', 'kalah');
    if (!viewed.ok) throw new Error(viewed.error);
    const { shape, frames } = decodeStepper(viewed.value.data);
    expect(viewed.value).toMatchObject({ variant: 'wari', about: '', moves: 2 });
    expect([shape.stores, shape.rows.map(([, pits]) => pits.length)]).toEqual(['took', [6, 6]]); // Wari's board, not Kalah's
    expect(frames[0]!.caption).toBe('The starting position, A to move. An opening. Step through with Next and Back.');
    expect(frames[1]!.caption).toBe('Move 1: A sowed A1 (4 seeds).');
  });

  it('steps through both rounds of a Dakon record, a frame and a chapter for the new round, each frame the engine’s position', async () => {
    const viewed = await viewRecord(TWO_ROUNDS, 'kalah');
    if (!viewed.ok) throw new Error(viewed.error);
    const { frames, chapters } = decodeStepper(viewed.value.data);
    const rules = createRuleset('dakon', {});
    if (!rules.ok) throw new Error('rules');
    const record = parseGameRecord(TWO_ROUNDS);
    if (!record.ok) throw new Error('record');
    const replayed = replayGameRecord(rules.value, record.value, TWO_ROUNDS);
    if (!replayed.ok) throw new Error('replay');
    const [first, second] = replayed.value.rounds;
    expect(viewed.value).toMatchObject({ variant: 'dakon', about: 'Greedy v Random', moves: 35, rounds: 2 });
    // The start, 23 moves, the new round, 12 moves.
    expect(frames.length).toBe(1 + 23 + 1 + 12);
    const positions = [first!.start, ...first!.plies.map((p) => p.position), second!.start, ...second!.plies.map((p) => p.position)];
    positions.forEach((p, i) => expect([...frames[i]!.pits, ...frames[i]!.stores, frames[i]!.toMove]).toEqual([...p.pits, ...p.stores, p.toMove]));
    expect(second!.start).toEqual(rules.value.nextRound!(currentPosition(first!), 1));
    expect(frames[24]!.blocked).toEqual(second!.start.blocked);
    expect(frames.at(-1)!.blocked).toEqual(second!.start.blocked);
    expect(frames[23]!.blocked).toBeUndefined();
    expect(frames[24]!.caption).toBe(
      'Round 2 begins: each player refilled their pits from the seeds they won; pits they could not fill are out of play. From 70 seeds A fills seven pits; from 28, B fills four.',
    );
    // The round's last move says the round ended, not the game; the moves are counted through the rounds.
    expect(frames[23]!.caption).toMatch(/^Move 23: B sowed B1 .*round/i);
    expect(frames[23]!.caption).not.toMatch(/game over/i);
    expect(frames[25]!.caption).toMatch(/^Move 24: A sowed A2/);
    expect(chapters?.slice(22, 25).map((c) => [c.at, c.text])).toEqual([
      [23, '23. B1'],
      [24, 'Round 2'],
      [25, '24. A2'],
    ]);
  });

  it.each([
    ['1. A3 {open', "Line 1, column 7: the comment opened here has no closing '}'."],
    ['[Game "kalah"]\n1. A1 A1', 'Line 2, column 7: move 1... "A1" cannot be played:'],
  ])('refuses %j in words', async (text, words) => {
    const viewed = await viewRecord(text, 'kalah');
    expect(!viewed.ok && viewed.error).toContain(words);
  });
});
