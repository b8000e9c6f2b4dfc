import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, lapsOf, legalMoves, play, unwrap } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';

const njombwa = rules('njombwa');
// De Toffoli, part 5: the position of the four worked moves (rows B, BB, AA, A).
const P = '0.0.1.1.1.0.0.0_0.1.1.1.0.1.1.0_0.2.0.1.0.0.3.2_2.0.1.2.2.2.0.1';
const route = (start: string, pit: string) => {
  const res = unwrap(play(njombwa, pos(njombwa, start), { kind: 'sow', pit: njombwa.topology.labels.indexOf(pit) }));
  return lapsOf(res.steps)
    .map((l) => `${njombwa.topology.labels[l.from]}>${njombwa.topology.labels[l.to]}`)
    .join(' ');
};

describe('Njombwa (De Toffoli, part 5)', () => {
  it("starts from the seed's layout", () => {
    expect(formatPosition(njombwa, njombwa.start())).toBe('2.2.2.2.2.2.2.2_2.2.2.2.2.2.1.0_0.1.2.2.2.2.2.2_2.2.2.2.2.2.2.2~0.0~a');
    expect(njombwa.totalSeeds).toBe(58);
  });

  it('sows each player round their own two rows, counter-clockwise', () => {
    const t = njombwa.topology;
    expect(t.tracks[0]!.map((p) => t.labels[p]).join(' ')).toBe('A1 A2 A3 A4 A5 A6 A7 A8 AA8 AA7 AA6 AA5 AA4 AA3 AA2 AA1');
    expect(t.tracks[1]!.map((p) => t.labels[p]).join(' ')).toBe('B8 B7 B6 B5 B4 B3 B2 B1 BB1 BB2 BB3 BB4 BB5 BB6 BB7 BB8');
  });

  it.each([
    ['AA2', 'A1 ... A4 ... A7, no capture', 'AA2>A1 A1>A4 A4>A7', '0.0.1.1.1.0.0.0_0.1.1.1.0.1.1.0_1.0.0.1.0.0.3.2_0.1.2.0.3.3.1.1~0.0~b'],
    ['A6', 'A8, AA7, AA3: captures BB3 and B3', 'A6>A8 A8>AA7 AA7>AA3', '0.0.0.1.1.0.0.0_0.1.0.1.0.1.1.0_0.2.1.2.1.1.0.3_2.0.1.2.2.0.1.0~2.0~b'],
    ['A4', 'A6, AA8, AA5: BB5 empty, no capture', 'A4>A6 A6>AA8 AA8>AA5', '0.0.1.1.1.0.0.0_0.1.1.1.0.1.1.0_0.2.0.1.1.1.4.0_2.0.1.0.3.0.1.2~0.0~b'],
    ['AA8', 'AA6: captures the seed in BB6', 'AA8>AA6', '0.0.1.1.1.0.0.0_0.1.1.1.0.0.1.0_0.2.0.1.0.1.4.0_2.0.1.2.2.2.0.1~1.0~b'],
  ])('A moves from %s: %s', (pit, _, laps, result) => {
    expect(route(`${P}~0.0~a`, pit)).toBe(laps);
    expect(after(njombwa, `${P}~0.0~a`, pit)).toBe(result);
  });

  it("lists exactly the top player's legal moves the seed gives: B3, BB4, BB7", () => {
    expect(legalMoves(njombwa, pos(njombwa, `${P}~0.0~b`)).map((m) => formatMove(njombwa, m))).toEqual(['B3', 'BB4', 'BB7']);
    expect(after(njombwa, `${P}~0.0~b`, 'B3')).toBe('0.1.0.1.1.0.0.0_0.1.1.1.0.1.1.0_0.2.0.1.0.0.3.2_2.0.1.2.2.2.0.1~0.0~a');
    expect(after(njombwa, `${P}~0.0~b`, 'BB4')).toBe('0.0.1.1.1.0.0.0_0.1.1.0.1.1.1.0_0.2.0.1.0.0.3.2_2.0.1.2.2.2.0.1~0.0~a');
    expect(after(njombwa, `${P}~0.0~b`, 'BB7')).toBe('0.0.1.1.1.0.0.0_0.1.1.1.0.1.0.1_0.2.0.1.0.0.3.0_2.0.1.2.2.2.0.0~0.3~a'); // AA8 and A8
  });

  it('refuses single seeds while a bigger pit exists, and into an occupied pit', () => {
    expect(after(njombwa, `${P}~0.0~a`, 'A3')).toBe('ERR_SINGLE_SEED'); // A has pits of 2 and more
    expect(after(njombwa, `${P}~0.0~b`, 'B4')).toBe('ERR_SINGLE_SEED'); // B3 next to it is occupied
  });

  it('ends when the player to move has nothing to sow: the other player wins', () => {
    // A's single seed in AA2 steps into the empty AA1, facing BB1: A takes BB1 and B1, B's last seeds.
    const end = after(njombwa, '2.0.0.0.0.0.0.0_1.0.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.0.0.0.0.0.0.0~10.10~a', 'AA2');
    expect(end).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_1.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0~13.10~end-no-seeds~loser-b');
    expect(njombwa.outcome(pos(njombwa, end))!.winner).toBe(0);
  });

  it('lets a player with seeds but no move lose', () => {
    // Every one of B's sixteen pits holds a single seed, so none has an empty pit after it: after A's
    // quiet move B cannot move at all.
    const end = after(njombwa, '1.1.1.1.1.1.1.1_1.1.1.1.1.1.1.1_0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0~20.20~a', 'A1');
    expect(end).toBe('1.1.1.1.1.1.1.1_1.1.1.1.1.1.1.1_0.0.0.0.0.0.0.0_0.1.1.0.0.0.0.0~20.20~end-no-moves~loser-b');
    expect(njombwa.outcome(pos(njombwa, end))!.winner).toBe(0);
  });
});
