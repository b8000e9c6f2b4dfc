/**
 * Enkeshui, rule by rule. Positions are written top row (B1 to B8) _ bottom row (A1 to A8); A sows
 * A1 to A8 and on along B8 to B1, and An faces Bn. Sources: English Wikipedia "Enkeshui"; Russ 1984,
 * p. 42, as StoneShark's MancalaGames encodes it.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, play, playWhole, unwrap } from '../../src/engine/index.js';
import { runs } from '../depth.js';
import { after, pos, rules } from '../helpers.js';
import { playRandomGames } from './random-games.js';

const enkeshui = rules('enkeshui');
const twelve = rules('enkeshui', { preset: 'twelve' });
const legal = (text: string) => legalMoves(enkeshui, pos(enkeshui, text)).map((m) => formatMove(enkeshui, m));

describe('Enkeshui', () => {
  it("starts on 2x8 with Wikipedia's layout: six 4s and two empty pits a row, 48 seeds", () => {
    expect(formatPosition(enkeshui, enkeshui.start())).toBe('4.4.4.4.4.4.0.0_0.0.4.4.4.4.4.4~0.0~a');
    expect(legal('4.4.4.4.4.4.0.0_0.0.4.4.4.4.4.4~0.0~a')).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
  });

  it("offers Wikipedia's 2x12 layout: 3, 3 and an empty pit repeated, 48 seeds", () => {
    expect(formatPosition(twelve, twelve.start())).toBe('3.3.0.3.3.0.3.3.0.3.3.0_0.3.3.0.3.3.0.3.3.0.3.3~0.0~a');
  });

  it.each([
    // Wikipedia: a last seed in an own empty pit, with no relay, takes the seeds opposite and itself.
    ['captures across on the first lap', '0.0.3.0.0.0.0.1_2.0.0.0.0.0.0.1~0.0~a', 'A1', '0.0.0.0.0.0.0.1_0.1.0.0.0.0.0.1~4.0~b'],
    // Wikipedia: once a relay has happened, no capture for the rest of the turn.
    ['no capture after a relay', '0.0.0.2.0.0.0.1_1.1.0.0.0.0.0.1~0.0~a', 'A1', '0.0.0.2.0.0.0.1_0.0.1.1.0.0.0.1~0.0~b'],
    // Our reading (Russ's cross-capture): nothing opposite, nothing taken.
    ['no capture with nothing opposite', '0.0.0.0.0.0.0.1_2.0.0.0.0.0.0.1~0.0~a', 'A1', '0.0.0.0.0.0.0.1_0.1.1.0.0.0.0.1~0.0~b'],
    // Wikipedia: a last seed in an empty pit of the opponent ends the turn.
    ["ends in the opponent's empty pit", '1.0.0.0.0.0.0.0_0.0.0.0.0.0.1.1~0.0~a', 'A8', '1.0.0.0.0.0.0.1_0.0.0.0.0.0.1.0~0.0~b'],
    // Wikipedia: a last seed in an occupied pit lifts it and sows on.
    ['relays from an occupied pit', '0.0.0.0.0.0.0.1_1.1.1.0.0.0.0.1~0.0~a', 'A1', '0.0.0.0.0.0.0.1_0.0.2.1.0.0.0.1~0.0~b'],
    // Wikipedia, Russ: a last seed making 4 makes the pit the mover's bull, and the turn ends.
    ['makes a bull of a pit reaching 4', '0.0.0.0.0.0.0.1_1.3.0.0.0.0.0.0~0.0~a', 'A1', '0.0.0.0.0.0.0.1_0.4.0.0.0.0.0.0~0.0~b~bull-a-a2'],
    // Russ: the pit before it, now holding 3, is a bull too (Wikipedia: last two seeds on 2 and 3).
    ['makes two bulls: 2 then 3', '0.0.0.0.0.0.0.1_2.2.3.0.0.0.0.0~0.0~a', 'A1', '0.0.0.0.0.0.0.1_0.3.4.0.0.0.0.0~0.0~b~bull-a-a2.bull-a-a3'],
    // Russ: bulls are made on either side.
    ["makes a bull on the opponent's row", '0.0.0.0.0.0.3.0_0.0.0.0.0.0.1.2~0.0~a', 'A8', '0.0.0.0.0.0.4.1_0.0.0.0.0.0.1.0~0.0~b~bull-a-b7'],
    // Wikipedia: a capture aimed at a bull does not happen.
    ['never captures a bull', '0.0.3.0.0.0.0.1_2.0.0.0.0.0.0.1~0.0~a~bull-b-b3', 'A1', '0.0.3.0.0.0.0.1_0.1.1.0.0.0.0.1~0.0~b~bull-b-b3'],
    // Wikipedia: a lap ending in a bull ends the turn; the bull keeps the seed.
    ['stops in a bull', '0.0.0.0.0.0.0.1_1.4.0.0.0.0.0.1~0.0~a~bull-b-a2', 'A1', '0.0.0.0.0.0.0.1_0.5.0.0.0.0.0.1~0.0~b~bull-b-a2'],
    // Sowing passes through a bull, adding a seed to it.
    ['sows through a bull', '0.0.0.0.0.0.0.1_2.4.0.0.0.0.0.1~0.0~a~bull-a-a2', 'A1', '0.0.0.0.0.0.0.1_0.5.1.0.0.0.0.1~0.0~b~bull-a-a2'],
  ])('%s', (_, start, move, result) => {
    expect(after(enkeshui, start, move)).toBe(result);
  });

  it('records each new bull as a pit claimed by the mover', () => {
    const { steps } = unwrap(playWhole(enkeshui, pos(enkeshui, '0.0.0.0.0.0.0.1_2.2.3.0.0.0.0.0~0.0~a'), { kind: 'sow', pit: 0 }));
    expect(steps.filter((s) => s.kind === 'ownership')).toEqual([
      { kind: 'ownership', pit: 2, from: 0, to: 0 },
      { kind: 'ownership', pit: 1, from: 0, to: 0 },
    ]);
  });

  it('never sows from a bull', () => {
    expect(legal('0.0.0.0.0.0.0.1_1.4.0.0.0.0.0.1~0.0~a~bull-a-a2')).toEqual(['A1', 'A8']);
    const refused = play(enkeshui, pos(enkeshui, '0.0.0.0.0.0.0.1_1.4.0.0.0.0.0.1~0.0~a~bull-a-a2'), { kind: 'sow', pit: 1 });
    expect(refused.ok).toBe(false);
  });

  it('ends when the player to move cannot move: bulls to their owners, the rest to its row', () => {
    // A's last seed makes B7 A's bull; B's seed falls into it; A has nothing left to move.
    const end = after(enkeshui, '0.0.0.0.0.0.3.0_0.0.0.0.0.0.0.2~0.0~a', 'A8', 'B8');
    expect(end).toMatch(/^0\.0\.0\.0\.0\.0\.0\.0_0\.0\.0\.0\.0\.0\.0\.0~5\.0/);
    // A player whose only seeds lie in bulls cannot move either.
    const ended = unwrap(playWhole(enkeshui, pos(enkeshui, '0.0.0.0.0.0.0.1_0.4.0.0.0.0.0.0~0.0~b~bull-a-a2'), { kind: 'sow', pit: 8 }));
    expect(ended.position.toMove).toBe(null);
    expect(ended.position.stores).toEqual([4, 1]);
  });

  it('reads and writes bulls', () => {
    const text = '0.0.0.0.0.0.4.0_0.4.0.0.0.0.0.1~0.0~a~bull-a-b7.bull-b-a2';
    expect(formatPosition(enkeshui, pos(enkeshui, text))).toBe(text);
  });

  it('random games keep the 48 seeds and end, each move under 50 ms', () => {
    expect(playRandomGames({ rulesets: [enkeshui, twelve], games: runs(10_000), seed: 34 }).slowest).toBeLessThan(50);
  });
});
