import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';

const hawalis = rules('hawalis');
const forbidding = rules('hawalis', { endless: 'forbidden' });
const kiarabu = rules('bao-kiarabu');
const labels = (r: typeof hawalis, player: number) => r.topology.tracks[player]!.map((p) => r.topology.labels[p]).join(' ');

describe('Hawalis (Italian Wikipedia, "Hawalis")', () => {
  it('starts 4x7 with two seeds in every pit and sows counter-clockwise', () => {
    expect(formatPosition(hawalis, hawalis.start())).toBe('2.2.2.2.2.2.2_2.2.2.2.2.2.2_2.2.2.2.2.2.2_2.2.2.2.2.2.2~0.0~a');
    expect(labels(hawalis, 0)).toBe('A1 A2 A3 A4 A5 A6 A7 AA7 AA6 AA5 AA4 AA3 AA2 AA1');
  });

  it.each([
    [
      'captures the facing inner pit and the outer pit behind it',
      '2.2.2.2.2.2.2_3.2.2.2.2.2.2_0.0.2.2.2.2.2_2.2.2.2.2.2.2~0.0~a',
      '0.2.2.2.2.2.2_0.2.2.2.2.2.2_1.1.0.2.2.2.2_2.2.2.2.2.2.2~5.0~b',
    ],
    [
      'captures the front pit alone when the back pit is empty',
      '0.2.2.2.2.2.2_3.2.2.2.2.2.2_0.0.2.2.2.2.2_2.2.2.2.2.2.2~2.0~a',
      '0.2.2.2.2.2.2_0.2.2.2.2.2.2_1.1.0.2.2.2.2_2.2.2.2.2.2.2~5.0~b',
    ],
    [
      'captures nothing when the front pit is empty, even with seeds behind',
      '2.2.2.2.2.2.2_0.2.2.2.2.2.2_0.0.2.2.2.2.2_2.2.2.2.2.2.2~3.0~a',
      '2.2.2.2.2.2.2_0.2.2.2.2.2.2_1.1.0.2.2.2.2_2.2.2.2.2.2.2~3.0~b',
    ],
  ])('%s', (_, start, result) => {
    expect(after(hawalis, start, 'AA3')).toBe(result);
  });

  it('moves single seeds only when no pit holds more, and only into an empty pit', () => {
    const singles = '2.2.2.2.2.2.2_2.2.2.2.2.2.2_0.0.0.0.0.0.1_1.1.0.0.0.0.0~25.0~a';
    expect(legalMoves(hawalis, pos(hawalis, singles)).map((m) => formatMove(hawalis, m))).toEqual(['A2', 'AA7']);
    expect(after(hawalis, singles, 'A1')).toBe('ERR_SINGLE_SEED');
    expect(after(hawalis, '2.2.2.2.2.2.2_2.2.2.2.2.2.2_0.0.0.0.0.0.2_1.0.0.0.0.0.0~25.0~a', 'A1')).toBe('ERR_SINGLE_SEED');
  });

  it('lets an endless move be played, and the mover lose (de Voogt); or forbids it (option)', () => {
    const start = '1.1.1.1.1.3.0_0.1.0.0.2.0.1_3.0.1.0.1.2.0_2.1.0.1.0.1.2~16.14~a';
    const lost = after(hawalis, start, 'A7');
    expect(lost).toBe('1.1.1.1.1.3.0_0.1.0.0.2.0.1_3.0.1.0.1.3.1_2.1.0.1.0.1.0~16.14~end-endless~loser-a');
    expect(hawalis.outcome(pos(hawalis, lost))!.winner).toBe(1);
    expect(after(forbidding, start, 'A7')).toBe('ERR_ENDLESS');
    expect(legalMoves(forbidding, pos(forbidding, start)).map((m) => formatMove(forbidding, m))).not.toContain('A7');
  });
});

describe('Bao Kiarabu, 4x8 (Italian Wikipedia, "Hawalis"; differences from Mancala World)', () => {
  it('starts 4x8 with two seeds a pit and sows clockwise', () => {
    expect(formatPosition(kiarabu, kiarabu.start())).toBe('2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2~0.0~a');
    expect(labels(kiarabu, 0)).toBe('AA1 AA2 AA3 AA4 AA5 AA6 AA7 AA8 A8 A7 A6 A5 A4 A3 A2 A1');
    expect(after(kiarabu, '2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.0.0.2.2.2.2~0.0~a', 'A5')).toBe(
      '2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.1.1.0.2.2.2~0.0~b',
    );
  });

  it('takes the back pit even when the front pit is empty', () => {
    expect(after(kiarabu, '2.2.3.2.2.2.2.2_2.2.0.2.2.2.2.2_2.0.0.2.2.2.2.2_2.2.2.2.2.2.2.2~0.0~a', 'AA1')).toBe(
      '2.2.0.2.2.2.2.2_2.2.0.2.2.2.2.2_0.1.1.2.2.2.2.2_2.2.2.2.2.2.2.2~3.0~b',
    );
  });
});
