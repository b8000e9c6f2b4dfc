/**
 * Game records of games played in rounds: `next-round` between rounds, replayed through the rules'
 * own next round, refused where no round can start, and written back as read.
 */
import { describe, expect, it } from 'vitest';
import type { RecordedGame } from '../../src/engine/index.js';
import {
  currentPosition,
  formatGameRecord,
  formatMove,
  formatPosition,
  movesByRound,
  parseGameRecord,
  playMoveTexts,
  recordOfRounds,
  replayMoves,
  replayGameRecord,
  unwrap,
} from '../../src/engine/index.js';
import { RECORD_EXAMPLES } from '../../src/site/record-examples.js';
import { notationText, playRoundsErrorText, recordErrorText } from '../../src/words/index.js';
import { rules } from '../helpers.js';

const dakon = rules('dakon');
const kalah = rules('kalah');
const TWO_ROUNDS = RECORD_EXAMPLES.find((e) => e.id === 'rounds')!.text;
const movetext = TWO_ROUNDS.slice(TWO_ROUNDS.indexOf('\n\n') + 2);

const read = (text: string): RecordedGame => {
  const r = parseGameRecord(text);
  if (!r.ok) throw new Error(recordErrorText(r.error));
  return r.value;
};
const replayProblem = (r: typeof dakon, text: string): string => {
  const parsed = parseGameRecord(text);
  if (!parsed.ok) return recordErrorText(parsed.error);
  const replayed = replayGameRecord(r, parsed.value, text);
  return replayed.ok ? 'replayed' : recordErrorText(replayed.error);
};

/** A Dakon round one move from its end, after which B has won 2 seeds: too few to fill a pit, so the game is over. */
const LAST_ROUND = '2.0.0.0.0.0.0_0.0.0.0.0.0.1~95.0~a';

describe('a record of two rounds of Dakon', () => {
  const replayed = unwrap(replayGameRecord(dakon, read(TWO_ROUNDS), TWO_ROUNDS));

  it('replays both rounds, the second from the position the rules give after the first', () => {
    expect(replayed.rounds.map((g) => g.plies.length)).toEqual([23, 12]);
    const [first, second] = replayed.rounds;
    const ended = currentPosition(first!);
    expect(ended.toMove).toBeNull();
    expect(ended.stores).toEqual([70, 28]);
    expect(second!.start).toEqual(dakon.nextRound!(ended, 1));
    expect(formatPosition(dakon, second!.start)).toBe('7.7.7.7.x.x.x_7.7.7.7.7.7.7~21.0~a');
    expect(replayed.game).toBe(second);
    expect(replayed.start).toBe(first!.start);
    expect(currentPosition(second!).stores).toEqual([73, 25]);
  });

  it('keeps the comments by token, next-round counted, and says the game goes on', () => {
    expect(replayed.comments).toHaveLength(23 + 1 + 12 + 1);
    expect(replayed.comments[24]).toEqual(['From 70 seeds A fills seven pits; from 28, B fills four.']);
    expect(replayed.comments[36]).toEqual(['A 73, B 25: a third round follows.']);
    // A third round follows: the match is not over, so its result is '*' and a written one is not checked.
    expect(replayed.result).toBe('*');
    expect(replayProblem(dakon, TWO_ROUNDS.replace('*\n', '0-1\n').replace('[Result "*"]', '[Result "0-1"]'))).toBe('replayed');
  });

  it('is what the engine writes for the rounds it played, and reads back as itself', () => {
    const written = formatGameRecord(recordOfRounds(dakon, replayed.rounds, read(TWO_ROUNDS).tags, replayed.comments));
    expect(written).toBe(TWO_ROUNDS);
  });

  it('numbers the moves of a round from 1 and checks them', () => {
    expect(replayProblem(dakon, movetext.replace('} 1. A2', '} 10. A2'))).toBe('Line 3, column 64: move "A2" is numbered 10., but it is move 1..');
  });

  it('replays the variations inside the second round', () => {
    expect(replayProblem(dakon, movetext.replace('1. A2 B3 2.', '1. A2 B3 (B1) 2.'))).toBe('replayed');
    expect(replayProblem(dakon, movetext.replace('1. A2 B3 2.', '1. A2 B3 (B6) 2.'))).toContain('move 1... "B6" cannot be played:');
  });
});

describe('next-round where no round can start', () => {
  it.each([
    [
      'in the middle of a round',
      dakon,
      '1. A4 B3 next-round',
      'Line 1, column 10: next-round cannot be played here: round 1 is not over yet: a new round starts only when one has ended.',
    ],
    [
      'after the game is over',
      dakon,
      `[Start "${LAST_ROUND}"]\n1. A7 next-round`,
      'Line 2, column 7: next-round cannot be played here: the game ended with round 1: the rules give no next round.',
    ],
    [
      'in a game without rounds',
      kalah,
      '[Start "0.0.0.0.0.0_0.0.0.0.0.1~20.27~a"]\n1. A6 next-round',
      'Line 2, column 7: next-round cannot be played here: this game is not played in rounds.',
    ],
    ['with a move number', dakon, '1. A4 B3 2. next-round', "Line 1, column 13: next-round takes no move number: it ends a round, and the next round's first move is numbered 1."],
  ])('refuses it %s', (_, r, text, words) => expect(replayProblem(r, text)).toBe(words));

  it('checks the result against the end of the last round when the game ends there', () => {
    expect(replayProblem(dakon, `[Start "${LAST_ROUND}"]\n1. A7 1-0`)).toBe('replayed');
    expect(replayProblem(dakon, `[Start "${LAST_ROUND}"]\n1. A7 0-1`)).toBe("The record's result is B won (0-1), but the game it records ends A won (1-0).");
  });

  it('does not read a next-round glued to other text as the token', () => {
    expect(replayProblem(dakon, '1. A4 next-round!')).toContain('cannot read "next-round!"');
  });
});

describe('moves by round, as a play board and a move list write them', () => {
  it('starts a round at each next-round, in any case, and names the first move it cannot read', () => {
    const rounds = unwrap(movesByRound(dakon, ['A4', 'B3', 'next-round', 'A1', 'Next-Round', 'B2']));
    expect(rounds.map((moves) => moves.map((m) => formatMove(dakon, m)))).toEqual([['A4', 'B3'], ['A1'], ['B2']]);
    expect(unwrap(movesByRound(kalah, []))).toEqual([[]]);
    const bad = movesByRound(kalah, ['A3', 'Z9', 'B1']);
    expect(bad.ok ? 'read' : notationText(bad.error)).toContain('"Z9"');
  });

  it('plays the rounds read, or says which text is no move, which move is refused, or why no round follows', () => {
    const said = (r: typeof dakon, texts: string[]) => {
      const games = playMoveTexts(r, r.start(), texts);
      return games.ok ? games.value.map((g) => formatPosition(r, currentPosition(g))) : playRoundsErrorText(games.error, r.name);
    };
    const played = unwrap(replayMoves(kalah, kalah.start(), unwrap(movesByRound(kalah, ['A3', 'A6', 'B1']))[0]!));
    expect(said(kalah, ['A3', 'A6', 'B1'])).toEqual([formatPosition(kalah, currentPosition(played))]);
    expect(said(kalah, ['A3', 'Z9'])).toContain('"Z9"');
    expect(said(kalah, ['A3', 'A3'])).toBe('Move 2: A3 is empty: choose a pit with seeds.');
    expect(said(kalah, ['A3', 'next-round'])).toBe('Kalah (4 seeds) is not played in rounds: next-round has no place in its moves.');
    expect(said(dakon, ['A4', 'next-round', 'A1'])).toBe('Round 1 is not over yet: next-round can only follow a round that has ended.');
  });
});
