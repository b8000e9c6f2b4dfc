import { describe, expect, it } from 'vitest';
import type { RecordedGame } from '../../src/engine/index.js';
import {
  currentPosition,
  formatGameRecord,
  formatPosition,
  parseGameRecord,
  recordOfGame,
  recordTag,
  replayGameRecord,
  replayMoves,
  unwrap,
  parseMove,
} from '../../src/engine/index.js';
import { recordErrorText } from '../../src/words/index.js';
import { rules } from '../helpers.js';
import { cpuStopwatch } from '../cpu-time.js';

const kalah = rules('kalah');
const wari = rules('wari');

const read = (text: string): RecordedGame => {
  const r = parseGameRecord(text);
  if (!r.ok) throw new Error(recordErrorText(r.error));
  return r.value;
};
const problem = (text: string): string => {
  const r = parseGameRecord(text);
  return r.ok ? 'read' : recordErrorText(r.error);
};
const replayProblem = (r: typeof kalah, text: string): string => {
  const replayed = replayGameRecord(r, read(text), text);
  return replayed.ok ? 'replayed' : recordErrorText(replayed.error);
};

describe('reading a game record', () => {
  it('reads tags, numbers, moves, marks, comments, variations and the result', () => {
    const text = `[Game "kalah"]\n[A "Ann \\"the\\" Player"]\n[B "Bo \\\\ Li"]\n\n{before} 1. A3 {extra turn} A6! (A1? {worse} B6) B2 2. a1 *`;
    const r = read(text);
    expect(r.tags).toEqual([
      { name: 'Game', value: 'kalah' },
      { name: 'A', value: 'Ann "the" Player' },
      { name: 'B', value: 'Bo \\ Li' },
    ]);
    expect(r.line.comments).toEqual(['before']);
    expect(r.line.moves.map((m) => [m.move, m.number && `${m.number.round}/${m.number.dots}`, m.mark, m.comments.join('|'), m.variations.length])).toEqual([
      ['A3', '1/1', undefined, 'extra turn', 0],
      ['A6', undefined, '!', '', 1],
      ['B2', undefined, undefined, '', 0],
      ['a1', '2/1', undefined, '', 0],
    ]);
    const variation = r.line.moves[1]!.variations[0]!;
    expect(variation.moves.map((m) => [m.move, m.mark, m.comments])).toEqual([
      ['A1', '?', ['worse']],
      ['B6', undefined, []],
    ]);
    expect(r.result).toBe('*');
  });

  it.each([
    ['1. A3 1-0', '1-0'],
    ['1. A3 0-1', '0-1'],
    ['1. A3 1/2-1/2', '1/2-1/2'],
    ['1. A3', '*'],
    ['[Result "0-1"]\n1. A3', '0-1'],
    ['[Result "0-1"]\n1. A3 0-1', '0-1'],
    ['1. 3 0-0-1', '0-0-1'],
    ['1/3-1/3-1/3', '1/3-1/3-1/3'],
    ['', '*'],
  ])('reads the result of %j', (text, result) => expect(read(text).result).toBe(result));

  it.each([
    ['[Game kalah]', 'Line 1, column 1: cannot read the tag "[Game kalah]": a tag is written [Name "value"], on one line.'],
    ['[Game "kalah]', 'Line 1, column 1: this tag is not closed: write it on one line as [Name "value"].'],
    ['[Game "kalah"\n', 'Line 1, column 1: this tag is not closed: write it on one line as [Name "value"].'],
    ['[A "x"]\n[A "y"]', 'Line 2, column 1: the tag A is given twice.'],
    ['1. A3 {open', "Line 1, column 7: the comment opened here has no closing '}'."],
    ['1. A3 (A4', "Line 1, column 7: the variation opened here has no closing ')'."],
    ['1. A3 )', "Line 1, column 7: this ')' closes no variation."],
    ['(A3) A4', "Line 1, column 1: a variation '(' follows the move it replaces; there is no move before it here."],
    ['A3 ()', 'Line 1, column 4: this variation has no moves.'],
    [
      '1. A3 <b>',
      'Line 1, column 7: cannot read "<b>": expected a move (A5, AA3/cw, swap, pass), next-round, a move number (12. or 12...), a {comment}, a (variation) or a result (1-0, 0-1, 1/2-1/2, *).',
    ],
    ['1. A3-A4', 'Line 1, column 4: cannot read "A3-A4": expected'],
    ['1.\n{x}', 'Line 2, column 1: a move number needs a move after it; found "{".'],
    ['1. A3 1-0 A4', 'Line 1, column 11: "A4" comes after the result, which ends the record.'],
    ['1. A3 1-1', 'Line 1, column 7: "1-1" is not a result: write 1-0 (A won), 0-1 (B won), 1/2-1/2 (a draw) or * (unfinished).'],
    ['[Result "1-0"]\n1. A3 0-1', 'Line 2, column 7: the Result tag says 1-0 but the moves end with 0-1.'],
    ['A1 (A2 (A3 (A4 (A5 (A6 (A1 (A2 (A3 (A4 (A5 (A6 (A1 (A2 (A3 (A4 (A5 (A6))))))))))))))))))', 'variations nest here more than 16 deep'],
  ])('names what is wrong in %j', (text, words) => expect(problem(text)).toContain(words));

  it('refuses a text over the limit without reading it, and too many moves', () => {
    expect(problem('A1 '.repeat(400_000))).toBe('This record is 1200000 characters long; a record may have at most 1000000.');
    expect(problem('A1 '.repeat(10_001))).toBe('This record has more than 10000 moves, variations included: no game needs so many.');
  });

  it('reads the largest records quickly, whatever they hold', () => {
    const worst = [
      Array.from({ length: 40_000 }, (_, i) => `[T${i} "x"]`).join(''),
      `{${'x'.repeat(999_990)}`,
      `1. A1 ${'{c} '.repeat(249_000)}`,
      '('.repeat(999_999),
      `[A "${'\\'.repeat(499_000)}"]`,
      'A1 '.repeat(9_999) + ' '.repeat(960_000),
      `A1${'/cw'.repeat(333_000)}`,
    ];
    for (const text of worst) {
      const elapsed = cpuStopwatch();
      parseGameRecord(text);
      expect(elapsed()).toBeLessThan(1000);
    }
    expect(problem(worst[0]!)).toBe('Line 1, column 891: a record may have at most 100 tags.');
  });

  it('reads a move with every choice made inside it, however many', () => {
    const move = 'B5/ccw/cw/ccw/cw/ccw/cw/ccw/ccw/cw/cw/ccw/cw';
    expect(read(`[Game "omweso"]\n\n1. ${move} *\n`).line.moves.map((m) => m.move)).toEqual([move]);
  });

  it('quotes input in messages JSON-escaped, never as markup', () => {
    expect(problem('1. A3 "</x><script>"')).toContain('cannot read "\\"</x><script>\\"":');
  });
});

describe('writing a game record', () => {
  it('writes the roster tags first, the Result tag from the result, and the movetext wrapped at 80 columns', () => {
    const text = `[Source "x"]\n[Zeta "z"]\n[B "Bo"]\n[Game "kalah"]\n\n${'1. A1 '.repeat(30)}1-0`;
    const out = formatGameRecord(read(text.replaceAll('1. A1 ', 'A1 ')));
    expect(out.split('\n\n')[0]).toBe('[Game "kalah"]\n[B "Bo"]\n[Result "1-0"]\n[Source "x"]\n[Zeta "z"]');
    expect(out.split('\n').every((l) => l.length <= 80)).toBe(true);
    expect(out.endsWith('A1 A1 1-0\n')).toBe(true);
  });

  it('reads back what it writes, exactly', () => {
    const text = `[Game "kalah"]\n[A "Ann"]\n\n{before} 1. A3 {extra turn} A6! (A1? {worse} (A2) B6) B2 2... b1 *`;
    const once = formatGameRecord(read(text));
    expect(once).toBe('[Game "kalah"]\n[A "Ann"]\n[Result "*"]\n\n{before} 1. A3 {extra turn} A6! (A1? {worse} (A2) B6) B2 2... b1 *\n');
    expect(formatGameRecord(read(once))).toBe(once);
  });

  it("keeps a '}' out of a comment and a line break out of a tag", () => {
    const record: RecordedGame = { tags: [{ name: 'Event', value: 'a\nb"c' }], line: { comments: ['x } y'], moves: [] }, result: '*' };
    const text = formatGameRecord(record);
    expect(text).toBe('[Event "a b\\"c"]\n[Result "*"]\n\n{x ) y} *\n');
    expect(formatGameRecord(read(text))).toBe(text);
  });
});

describe('replaying a game record', () => {
  it('plays the main line and the variations, numbering rounds with extra turns inside them', () => {
    // A3 sows 4 seeds into A4..A6 and the store: an extra turn, then A6 and B's reply.
    const text = '[Game "kalah"]\n\n1. A3 {into the store} A6 (A1 B1) B2 2. A1 B3 *';
    const r = unwrap(replayGameRecord(kalah, read(text), text));
    expect(r.game.plies.map((p) => p.move)).toEqual(['A3', 'A6', 'B2', 'A1', 'B3'].map((m) => unwrap(parseMove(kalah, m))));
    expect(r.comments).toEqual([[], ['into the store'], [], [], [], []]);
    expect(r.result).toBe('*');
  });

  it.each([
    ['[Game "wari"]\n1. A3', 'This record is a game of "wari", not of kalah.'],
    ['[Start "4.4~0.0~a"]\n1. A3', 'The Start tag is not a position of these rules: Expected 2 rows'],
    ['1. A3 A6 2. B2', 'Line 1, column 13: move "B2" is numbered 2., but it is move 1....'],
    ['1. A3 A6 B2 2. A3', 'Line 1, column 16: move 2. "A3" cannot be played: A3 is empty: choose a pit with seeds.'],
    ['1. A3 A6 B2 2. Z9', 'Line 1, column 16: move 2. "Z9": Unknown move "Z9": name a pit (B1..B6, A1..A6)'],
    ['1. A3 A6 (B1) B2', 'Line 1, column 11: move 1... "B1" cannot be played: '],
    ['1. A3 0-0-1', 'The result 0-0-1 has a part for 3 players; this game has 2.'],
  ])('names the move and what is wrong in %j', (text, words) => expect(replayProblem(kalah, text)).toContain(words));

  it('names a refused move with the rules’ reason', () => {
    expect(replayProblem(kalah, '1. B1')).toBe('Line 1, column 4: move 1. "B1" cannot be played: B1 belongs to the other player.');
  });

  it("checks the result against a finished game's", () => {
    const start = '0.0.0.0.0.0_0.0.0.0.0.1~20.27~a';
    expect(replayProblem(kalah, `[Start "${start}"]\n1. A6 0-1`)).toBe('replayed');
    expect(replayProblem(kalah, `[Start "${start}"]\n1. A6 1-0`)).toBe("The record's result is A won (1-0), but the game it records ends B won (0-1).");
    expect(replayProblem(kalah, `[Start "${start}"]\n1. A6 *`)).toBe('replayed');
    // A game stopped before its end may carry any result (a resignation, a time-out).
    expect(replayProblem(kalah, '1. A1 1-0')).toBe('replayed');
  });

  it('writes a played game as a record that replays to the same end, with B to move first numbered 1...', () => {
    const start = unwrap(replayMoves(wari, wari.start(), [unwrap(parseMove(wari, 'A1'))]));
    const game = unwrap(
      replayMoves(
        wari,
        currentPosition(start),
        ['B1', 'A2', 'B2'].map((m) => unwrap(parseMove(wari, m))),
      ),
    );
    const record = recordOfGame(wari, game, [{ name: 'A', value: 'Ann' }], [[], ['good'], [], []]);
    const text = formatGameRecord(record);
    expect(text).toBe(`[Game "wari"]\n[A "Ann"]\n[Result "*"]\n[Start "${formatPosition(wari, game.start)}"]\n\n1... B1 {good} 2. A2 B2 *\n`);
    const back = unwrap(replayGameRecord(wari, read(text), text));
    expect(formatPosition(wari, currentPosition(back.game))).toBe(formatPosition(wari, currentPosition(game)));
    expect(recordTag(record, 'A')).toBe('Ann');
  });
});
