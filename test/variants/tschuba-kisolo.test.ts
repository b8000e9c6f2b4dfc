import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, legalMoves, lapsOf, capturesOf, parseMove, play, playWhole, unwrap } from '../../src/engine/index.js';
import { after, pos, rules } from '../helpers.js';

const tschuba = rules('tschuba');
const kisolo = rules('kisolo');
const legal = (r: typeof tschuba, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));

describe('Tschuba (Italian Wikipedia, "Tschuba")', () => {
  it("starts from Chuba's layout on 4x11", () => {
    expect(formatPosition(tschuba, tschuba.start())).toBe('1.1.1.1.1.1.1.1.1.1.1_0.2.2.2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2.2.2.0_1.1.1.1.1.1.1.1.1.1.1~0.0~a');
  });

  // AA3's two seeds end in the empty AA1, facing BB1 (B1 behind): both taken, then one more pair of A's choosing.
  const CAPTURE = '1.0.0.0.0.0.1.0.0.0.0_1.0.0.0.2.0.0.0.0.0.0_0.0.2.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0~0.0~a';
  it('captures the facing pair and asks which other pair to take', () => {
    const asked = play(tschuba, pos(tschuba, CAPTURE), unwrap(parseMove(tschuba, 'AA3')));
    expect(asked.ok && asked.value).toMatchObject({ kind: 'choice', about: 'pair', options: ['BB5', 'BB7'] });
    expect(after(tschuba, CAPTURE, 'AA3/BB7')).toBe('0.0.0.0.0.0.0.0.0.0.0_0.0.0.0.2.0.0.0.0.0.0_1.1.0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0~3.0~b');
    expect(after(tschuba, CAPTURE, 'AA3/BB6')).toBe('ERR_CHOICE');
  });

  it("takes a side's outer row when none of its pits holds more than one seed", () => {
    const start = CAPTURE.replace('_0.0.0.0.0.0.0.0.0.0.0~', '_1.0.0.0.0.0.0.0.0.0.0~');
    expect(after(tschuba, start, 'AA3/BB7')).toBe('0.0.0.0.0.0.0.0.0.0.0_0.0.0.0.2.0.0.0.0.0.0_1.1.0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0~3.1~b');
  });

  it('is won by capturing every seed of the opponent', () => {
    const start = '1.0.0.0.0.0.0.0.0.0.0_1.0.0.0.0.0.0.0.0.0.0_0.0.2.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0~0.0~a';
    expect(after(tschuba, start, 'AA3')).toBe('0.0.0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0_1.1.0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0~2.0~end-no-seeds~loser-b');
  });
});

describe('Kisolo (Italian Wikipedia, "Kisolo")', () => {
  it('starts with 3 in every pit of 4x7, and every inner pit a marker', () => {
    expect(formatPosition(kisolo, kisolo.start())).toBe('3.3.3.3.3.3.3_3.3.3.3.3.3.3_3.3.3.3.3.3.3_3.3.3.3.3.3.3~0.0~a');
    expect(legalMoves(kisolo, kisolo.start()).map((m) => formatMove(kisolo, m))).toEqual(['AA1', 'AA2', 'AA3', 'AA4', 'AA5', 'AA6', 'AA7']);
    expect(formatPosition(rules('kisolo', { columns: 6 }), rules('kisolo', { columns: 6 }).start())).toBe('3.3.3.3.3.3_3.3.3.3.3.3_3.3.3.3.3.3_3.3.3.3.3.3~0.0~a');
  });

  it('must capture when it can; captured seeds are sown from the pit after the marker', () => {
    const start = '0.0.1.0.0.0.0_0.0.2.0.0.1.0_0.0.1.0.0.0.0_0.0.0.0.2.0.0~0.0~a';
    expect(legal(kisolo, start)).toEqual(['AA3']);
    expect(after(kisolo, start, 'A5')).toBe('ERR_MUST_CAPTURE');
    expect(after(kisolo, start, 'AA3')).toBe('0.0.0.0.0.0.0_0.0.0.0.0.1.0_1.1.1.0.0.0.0_1.0.0.0.2.0.0~0.0~b');
  });

  it('relays from an occupied decisive pit, the one after the last seed', () => {
    const start = '0.0.0.0.0.0.0_0.0.0.0.0.0.1_0.0.0.0.0.0.0_2.0.0.3.0.0.0~0.0~a';
    const played = unwrap(playWhole(kisolo, pos(kisolo, start), unwrap(parseMove(kisolo, 'A1'))));
    expect(formatPosition(kisolo, played.position)).toBe('0.0.0.0.0.0.0_0.0.0.0.0.0.1_0.0.0.0.0.0.0_0.1.1.0.1.1.1~0.0~b');
    expect(lapsOf(played.steps).map((l) => `${kisolo.topology.labels[l.from]}>${kisolo.topology.labels[l.to]}`)).toEqual(['A1>A3', 'A4>A7']);
  });

  it('captures again when the decisive pit is a marker', () => {
    const start = '0.0.0.0.0.0.1_1.0.0.2.0.0.1_0.0.0.1.0.0.1_0.0.0.0.0.0.0~0.0~a';
    expect(legal(kisolo, start)).toEqual(['AA4', 'AA7']);
    const played = unwrap(playWhole(kisolo, pos(kisolo, start), unwrap(parseMove(kisolo, 'AA7'))));
    expect(formatPosition(kisolo, played.position)).toBe('0.0.0.0.0.0.0_1.0.0.0.0.0.0_0.1.1.1.1.1.1_0.0.0.0.0.0.0~0.0~b');
    expect(lapsOf(played.steps).map((l) => `${kisolo.topology.labels[l.from]}>${kisolo.topology.labels[l.to]}`)).toEqual(['AA7>AA5', 'AA4>AA2']);
    expect(capturesOf(played.steps, 2)).toEqual([4, 0]);
  });

  it("is won by emptying the opponent's inner row", () => {
    expect(after(kisolo, '1.0.0.0.0.0.0_0.0.2.0.0.0.0_0.0.1.0.0.0.0_0.0.0.0.0.0.0~0.0~a', 'AA3')).toBe(
      '1.0.0.0.0.0.0_0.0.0.0.0.0.0_1.1.1.0.0.0.0_0.0.0.0.0.0.0~0.0~end-row-empty~loser-b',
    );
  });
});
