import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, lapsOf, legalMoves, play, unwrap } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';

const endodoi = rules('endodoi');
const laps = (start: string, pit: string) => {
  const p = pos(endodoi, start);
  const res = unwrap(play(endodoi, p, { kind: 'sow', pit: endodoi.topology.labels.indexOf(pit) }));
  return lapsOf(res.steps)
    .map((l) => `${endodoi.topology.labels[l.from]}>${endodoi.topology.labels[l.to]}`)
    .join(' ');
};

describe('Endodoi (De Toffoli, part 3)', () => {
  it('starts 2x6 with 4 seeds a pit', () => {
    expect(formatPosition(endodoi, endodoi.start())).toBe('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a');
  });

  // Relay sowing, De Toffoli, part 3: the two moves on one position.
  it.each([
    ['A1', '0.0.0.1.0.3_0.1.2.0.4.7~0.0~b', 'A1>A2'],
    ['A3', '0.0.1.2.1.4_1.0.0.1.0.8~0.0~b', 'A3>A5 A5>B3'],
  ])('relay sowing from %s', (pit, result, route) => {
    expect(after(endodoi, '0.0.0.1.0.3_1.0.2.0.4.7~0.0~a', pit)).toBe(result);
    expect(laps('0.0.0.1.0.3_1.0.2.0.4.7~0.0~a', pit)).toBe(route);
  });

  // Endodoi, De Toffoli, part 3: four moves on one position, with their captures.
  it.each([
    ['A1', '0.0.3.0.2.0_0.1.2.2.0.3~0.0~b', 'A1>A2'], // nothing in B2: no capture
    ['A3', '0.0.3.0.0.0_1.0.0.3.0.3~3.0~b', 'A3>A5'], // B5's 2 and the last seed
    ['A4', '1.0.0.1.3.1_2.0.2.0.1.0~2.0~b', 'A4>A6 A6>B3 B3>A2'], // relays through both rows; B2's 1 and the last seed
    ['A6', '0.0.3.1.3.1_1.0.2.2.0.0~0.0~b', 'A6>B4'], // an empty pit on B's side: no capture
  ])('%s', (pit, result, route) => {
    expect(after(endodoi, '0.0.3.0.2.0_1.0.2.2.0.3~0.0~a', pit)).toBe(result);
    expect(laps('0.0.3.0.2.0_1.0.2.2.0.3~0.0~a', pit)).toBe(route);
  });

  it('B relays and captures the same way, facing A', () => {
    // B6's two seeds: B5, then B4 (empty, B's own) facing A4's 3: capture 4.
    expect(after(endodoi, '1.1.1.0.1.2_1.1.1.3.1.1~17.17~b', 'B6')).toBe('1.1.1.0.2.0_1.1.1.0.1.1~17.21~a');
  });

  it('ends when the player to move has no seeds; the opponent takes the rest', () => {
    expect(after(endodoi, '0.3.0.0.0.0_1.0.0.0.0.2~22.20~a', 'A1')).toBe('0.0.0.0.0.0_0.0.0.0.0.0~28.20~end-no-seeds');
    expect(endodoi.outcome(pos(endodoi, '0.0.0.0.0.0_0.0.0.0.0.0~28.20~end-no-seeds'))).toEqual({ winner: 0, scores: [28, 20] });
  });

  it('refuses a relay move that would never end, and keeps the others', () => {
    const start = '1.0.1.0.1.0_0.1.5.1.2.3~15.18~a';
    expect(after(endodoi, start, 'A3')).toBe('ERR_ENDLESS');
    expect(legalMoves(endodoi, pos(endodoi, start)).map((m) => formatMove(endodoi, m))).toEqual(['A2', 'A4', 'A5', 'A6']);
  });
});
