/**
 * Bao: every case here is traced by hand from the rules in
 * src/variants/bao/index.ts (the Italian Wikipedia article "Bao", completed from Donkers' "Zanzibar Bao Rules for the Computer").
 */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/index.js';
import { asksChoice, capturesOf, formatMove, formatPosition, legalMoves, parseMove, parsePosition, play, playWhole, unwrap } from '../../src/engine/index.js';
import { bao } from '../../src/variants/bao/index.js';
import { notationText } from '../../src/words/index.js';
import { parseDefinitionOptions } from '../../src/engine/options.js';

const rules = (options: Record<string, unknown> = {}) => bao.create(unwrap(parseDefinitionOptions(bao, options)));
const kiswahili = rules();
const pos = (r: Ruleset, text: string) => unwrap(parsePosition(r, text));
const legal = (r: Ruleset, text: string) => legalMoves(r, pos(r, text)).map((m) => formatMove(r, m));
function after(r: Ruleset, start: string, move: string): string {
  const result = playWhole(r, pos(r, start), unwrap(parseMove(r, move)));
  return result.ok ? formatPosition(r, result.value.position) : result.error.code;
}

describe('Bao: where the choice of kichwa comes in a namua capture', () => {
  const start = '0.0.0.0.0.0.0.0_0.2.3.6.0.0.0.0_0.0.2.0.6.2.2.0_0.0.0.0.0.0.0.0~20.20~a~houses-ab';
  it('is asked once the seed is placed and the seeds across are taken, so the board shows what is being sent where', () => {
    const asked = play(kiswahili, pos(kiswahili, start), unwrap(parseMove(kiswahili, 'AA3')));
    expect(asked.ok && asksChoice(asked.value) && asked.value.steps.map((s) => s.kind)).toEqual(['place', 'take']);
    const played = unwrap(playWhole(kiswahili, pos(kiswahili, start), unwrap(parseMove(kiswahili, 'AA3/ccw'))));
    expect(played.steps.slice(0, 4).map((s) => s.kind)).toEqual(['place', 'take', 'choice', 'resow']);
  });
});

describe('Bao: the three starting positions', () => {
  it.each([
    [{}, '0.0.0.0.0.0.0.0_0.2.2.6.0.0.0.0_0.0.0.0.6.2.2.0_0.0.0.0.0.0.0.0~22.22~a~houses-ab'],
    [{ start: 'malawi' }, '0.0.0.0.0.0.0.0_0.2.2.8.0.0.0.0_0.0.0.0.8.2.2.0_0.0.0.0.0.0.0.0~20.20~a~houses-ab'],
    [{ preset: 'kujifunza' }, '2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2~0.0~a'],
    [{ preset: 'malawi' }, '0.0.0.0.0.0.0.0_0.2.2.8.0.0.0.0_0.0.0.0.8.2.2.0_0.0.0.0.0.0.0.0~20.20~a~houses-ab.gambit-ab'],
    [{ preset: 'malawi-10' }, '0.0.0.0.0.0.0.0_0.2.2.10.0.0.0.0_0.0.0.0.10.2.2.0_0.0.0.0.0.0.0.0~18.18~a~houses-ab.gambit-ab'],
  ])('%j', (options, text) => {
    const r = rules(options);
    expect(formatPosition(r, r.start())).toBe(text);
  });

  it('opens la Kiswahili with four moves: a seed into A6 or A7 (never the nyumba), sown either way', () => {
    expect(legalMoves(kiswahili, kiswahili.start()).map((m) => formatMove(kiswahili, m))).toEqual(['AA6/ccw', 'AA6/cw', 'AA7/ccw', 'AA7/cw']);
    expect(after(kiswahili, formatPosition(kiswahili, kiswahili.start()), 'AA6/ccw')).toBe('0.0.0.0.0.0.0.0_0.2.2.6.0.0.0.0_0.0.1.1.7.0.2.0_0.0.0.0.0.0.0.0~21.22~b~houses-ab');
    expect(after(kiswahili, formatPosition(kiswahili, kiswahili.start()), 'AA5/ccw')).toBe('ERR_SINGLE_SEED');
  });
});

describe('Bao: the namua stage (seeds in hand)', () => {
  // A's only capture is AA3 (facing BB3's 3). A central pit: A chooses the kichwa the 3 seeds enter from.
  const CAPTURE = '0.0.0.0.0.0.0.0_0.2.3.6.0.0.0.0_0.0.2.0.6.2.2.0_0.0.0.0.0.0.0.0~20.20~a~houses-ab';
  it('captures from a central pit from either kichwa, then relays in the same direction', () => {
    expect(legal(kiswahili, CAPTURE)).toEqual(['AA3/ccw', 'AA3/cw']);
    // Left kichwa: AA1, AA2, AA3 (now 4, nothing across) relays to AA7 (3, nothing across), which relays to A7.
    expect(after(kiswahili, CAPTURE, 'AA3/cw')).toBe('0.0.0.0.0.0.0.0_0.2.0.6.0.0.0.0_1.1.0.1.7.3.0.1_0.0.0.0.0.0.1.1~19.20~b~houses-ab');
    // Right kichwa: AA8, AA7, AA6 (3) relays to AA3 (4), which relays round the corner to A2.
    expect(after(kiswahili, CAPTURE, 'AA3/ccw')).toBe('0.0.0.0.0.0.0.0_0.2.0.6.0.0.0.0_1.1.0.1.7.0.3.1_1.1.0.0.0.0.0.0~19.20~b~houses-ab');
    expect(after(kiswahili, CAPTURE, 'AA6/ccw')).toBe('ERR_MUST_CAPTURE');
  });

  it('sends a capture from a kimbi in from the nearer kichwa, with no choice', () => {
    const next = '0.0.0.0.0.0.0.0_0.2.0.6.0.0.0.0_1.1.0.1.7.3.0.1_0.0.0.0.0.0.1.1~19.20~b~houses-ab';
    expect(legal(kiswahili, next)).toEqual(['BB2', 'BB4/ccw', 'BB4/cw']);
    // BB2 (B's seventh pit) takes AA2's seed, which enters at B's kichwa BB1: the lap ends there, empty before.
    expect(after(kiswahili, next, 'BB2')).toBe('0.0.0.0.0.0.0.0_1.3.0.6.0.0.0.0_1.0.0.1.7.3.0.1_0.0.0.0.0.0.1.1~19.19~a~houses-ab');
  });

  it('takes only pits of two or more without a nyumba, unless all are single', () => {
    const noHouse = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.1.0.0.0.3.0.0_0.0.0.0.0.0.0.0~5.5~a';
    expect(legal(kiswahili, noHouse)).toEqual(['AA6/ccw', 'AA6/cw']);
    expect(after(kiswahili, noHouse, 'AA2/ccw')).toBe('ERR_SINGLE_SEED');
    expect(legal(kiswahili, `${noHouse}~houses-a`)).toEqual(['AA2/ccw', 'AA2/cw', 'AA6/ccw', 'AA6/cw']);
  });

  it('taxes a lone active nyumba: two seeds sown, the nyumba kept', () => {
    const lone = '0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_0.0.0.0.6.0.0.0_0.0.0.0.0.0.0.0~3.3~a~houses-a';
    expect(after(kiswahili, lone, 'AA5/ccw')).toBe('0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_0.0.1.1.5.0.0.0_0.0.0.0.0.0.0.0~2.3~b~houses-a');
    expect(after(kiswahili, lone, 'AA5/cw')).toBe('0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_0.0.0.0.5.1.1.0_0.0.0.0.0.0.0.0~2.3~b~houses-a');
    // B's lone kichwa BB1 must be sown towards the centre.
    expect(legal(kiswahili, '0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_0.0.1.1.5.0.0.0_0.0.0.0.0.0.0.0~2.3~b~houses-a')).toEqual(['BB1']);
  });

  it('stops a takasa turn that ends in its own active nyumba', () => {
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.1.0.6.0.0.0_0.0.0.0.0.0.0.0~5.4~a~houses-a';
    expect(legal(kiswahili, start)).toEqual(['AA3/ccw', 'AA3/cw']);
    expect(after(kiswahili, start, 'AA3/cw')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.0.1.7.0.0.0_0.0.0.0.0.0.0.0~4.4~b~houses-a');
  });

  it('lets a capture turn that ends in the nyumba stop there or go on (safari, and the nyumba is lost)', () => {
    // AA7 (a kimbi) takes BB7's 4: in at AA8, AA7, AA6, and the last in the nyumba AA5, with nothing across.
    const start = '0.0.0.0.0.0.0.0_2.0.0.0.0.0.4.0_0.0.0.0.6.0.1.0_0.0.0.0.0.0.0.0~5.5~a~houses-a';
    const asked = play(kiswahili, pos(kiswahili, start), unwrap(parseMove(kiswahili, 'AA7')));
    expect(asked.ok && asked.value).toMatchObject({ kind: 'choice', about: 'safari', options: ['stop', 'safari'] });
    expect(after(kiswahili, start, 'AA7/stop')).toBe('0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_0.0.0.0.7.1.3.1_0.0.0.0.0.0.0.0~4.5~b~houses-a');
    expect(after(kiswahili, start, 'AA7/safari')).toBe('0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_1.1.1.1.0.1.3.1_1.1.1.0.0.0.0.0~4.5~b');
  });
});

describe('Bao: the mtaji stage (hands empty)', () => {
  it('must capture when it can, and wins at once when the capture empties the front row', () => {
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.2.0.0.0_0.0.2.0.1.0.0.0_3.0.0.0.0.0.0.0~0.0~a';
    expect(legal(kiswahili, start)).toEqual(['AA3']);
    expect(after(kiswahili, start, 'A1/cw')).toBe('ERR_MUST_CAPTURE');
    // AA3 sows clockwise into AA4 and AA5 (now 2, facing BB5's 2): BB5 is taken and sown from AA1, and B's front row is empty.
    expect(after(kiswahili, start, 'AA3')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_1.1.0.1.2.0.0.0_3.0.0.0.0.0.0.0~0.0~end-row-empty~loser-b');
  });

  it('never starts a capture from a pit of more than 15 seeds', () => {
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.2.0.0.0_0.0.0.17.1.0.0.0_0.0.0.0.0.0.0.0~0.0~a';
    expect(legal(kiswahili, start)).toEqual(['AA4/ccw', 'AA4/cw']);
    const played = unwrap(playWhole(kiswahili, pos(kiswahili, start), unwrap(parseMove(kiswahili, 'AA4/cw'))));
    expect(capturesOf(played.steps, 2)).toEqual([0, 0]);
  });

  it('starts a move that captures nothing from the front row when it can, never from a single seed', () => {
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.2.0.0.0.0.0_3.0.0.0.0.0.0.0~0.0~a';
    expect(legal(kiswahili, start)).toEqual(['AA3/ccw', 'AA3/cw']);
    expect(after(kiswahili, start, 'A1/ccw')).toBe('ERR_FRONT_ROW');
  });

  it("puts a lone threatened pit under takasia for the opponent's next move (DK 4.1)", () => {
    // AA4's two seeds go into AA3 and AA2: now AA5 could sow into AA3 and take BB3, B's only threatened pit, and B has no capture.
    const start = '0.0.0.0.0.0.0.0_0.0.2.0.0.4.0.0_0.0.0.2.2.0.0.0_0.0.0.0.0.0.0.0~0.0~a';
    const next = after(kiswahili, start, 'AA4/ccw');
    expect(next).toBe('0.0.0.0.0.0.0.0_0.0.2.0.0.4.0.0_0.1.1.0.2.0.0.0_0.0.0.0.0.0.0.0~0.0~b~takasia-bb3');
    expect(legal(kiswahili, next)).toEqual(['BB6/ccw', 'BB6/cw']);
    expect(after(kiswahili, next, 'BB3/ccw')).toBe('ERR_RULE');
    const open = rules({ takasia: 'off' });
    expect(after(open, start, 'AA4/ccw')).toBe('0.0.0.0.0.0.0.0_0.0.2.0.0.4.0.0_0.1.1.0.2.0.0.0_0.0.0.0.0.0.0.0~0.0~b');
  });

  it('leaves out a move that would never end (DK 1.5a)', () => {
    // Counter-clockwise from AA8 every lap lifts three seeds into pits holding none, one and two: the laps cycle for ever.
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.2.0_0.2.1.0.2.1.0.3_1.2.0.1.2.0.1.2~0.0~a';
    expect(legal(kiswahili, start)).toContain('AA8');
    expect(legal(kiswahili, start)).not.toContain('AA8/ccw');
    expect(after(kiswahili, start, 'AA8/ccw')).toBe('ERR_ENDLESS');
    // Clockwise is then the only way, so it is no choice: the move is written AA8, and AA8/cw is an answer too many.
    expect(after(kiswahili, start, 'AA8')).toMatch(/~b$/);
    expect(after(kiswahili, start, 'AA8/cw')).toBe('ERR_CHOICE');
    // The Malawi custom: the move is announced as never ending and stops where its laps come round again,
    // after the first lap (AA8 into AA7, AA6, AA5) repeats with every pit as it was.
    const malawi = rules({ endless: 'stop' });
    expect(legal(malawi, start)).toContain('AA8/ccw');
    expect(after(malawi, start, 'AA8/ccw')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.2.0_0.2.1.0.3.2.1.0_1.2.0.1.2.0.1.2~0.0~b');
  });
});

describe('Bao: the Malawi differences (Mancala World, "Bawo")', () => {
  const malawi = rules({ preset: 'malawi' });
  const START = '0.0.0.0.0.0.0.0_0.2.2.8.0.0.0.0_0.0.0.0.8.2.2.0_0.0.0.0.0.0.0.0~20.20~a~houses-ab.gambit-ab';

  it('opens with the gambit: the pits of two and a seed from hand, placed one at a time anywhere, nothing sown', () => {
    // The first seed may go into any of A's 16 pits, even an empty one.
    expect(legal(malawi, START)).toEqual(['AA1', 'AA2', 'AA3', 'AA4', 'AA5', 'AA6', 'AA7', 'AA8', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
    const asked = play(malawi, pos(malawi, START), unwrap(parseMove(malawi, 'AA1/AA1')));
    expect(asked.ok && asksChoice(asked.value) && asked.value.about).toBe('place');
    expect(asked.ok && asksChoice(asked.value) && asked.value.options.length).toBe(16);
    // The move so far, for a board to show: AA6 and AA7 lifted, two seeds in AA1.
    expect(asked.ok && asksChoice(asked.value) && asked.value.steps.map((s) => s.kind)).toEqual(['lift', 'lift', 'drop', 'choice', 'drop']);
    // AA6 and AA7 are lifted (4 seeds); they go to AA1, AA1, A3 and AA5, and the seed from hand to AA6.
    const played = unwrap(playWhole(malawi, pos(malawi, START), unwrap(parseMove(malawi, 'AA1/AA1/A3/AA5/AA6'))));
    expect(formatPosition(malawi, played.position)).toBe('0.0.0.0.0.0.0.0_0.2.2.8.0.0.0.0_2.0.0.0.9.1.0.0_0.0.1.0.0.0.0.0~19.20~b~houses-ab.gambit-b');
    expect(played.steps.map((s) => s.kind)).toEqual(['lift', 'lift', 'drop', 'choice', 'drop', 'choice', 'drop', 'choice', 'drop', 'choice', 'place']);
    expect(capturesOf(played.steps, 2)).toEqual([0, 0]);
    expect(after(malawi, START, 'AA1/AA1/A3/AA5/AA6/A1')).toBe('ERR_CHOICE');
    expect(after(malawi, START, 'AA1/BB1/A3/AA5/AA6')).toBe('ERR_CHOICE');
    expect(after(malawi, START, 'BB1')).toBe('ERR_NOT_YOUR_PIT');
  });

  it('gives B the same gambit, then play goes on as in the namua stage', () => {
    const bTurn = '0.0.0.0.0.0.0.0_0.2.2.8.0.0.0.0_2.0.0.0.9.1.0.0_0.0.1.0.0.0.0.0~19.20~b~houses-ab.gambit-b';
    // BB2 and BB3 are lifted; the seeds go to BB1, B8, B8 and BB4, and the seed from hand to BB3.
    const aTurn = after(malawi, bTurn, 'BB1/B8/B8/BB4/BB3');
    expect(aTurn).toBe('0.0.0.0.0.0.0.2_1.0.1.9.0.0.0.0_2.0.0.0.9.1.0.0_0.0.1.0.0.0.0.0~19.19~a~houses-ab');
    // AA1 faces BB1's seed: a kimbi capture, in at AA1 (now 4), relayed into the kuu AA5 (10), where A may stop.
    expect(legal(malawi, aTurn)).toEqual(['AA1']);
    expect(after(malawi, aTurn, 'AA1/stop')).toBe('0.0.0.0.0.0.0.2_0.0.1.9.0.0.0.0_0.1.1.1.10.1.0.0_0.0.1.0.0.0.0.0~18.19~b~houses-ab');
  });

  it('refuses a gambit state where the rules have no gambit', () => {
    const r = parsePosition(kiswahili, START);
    expect(!r.ok && notationText(r.error)).toBe('These rules have no opening gambit (it is the option opening: gambit, in the Malawi presets).');
  });

  it('lets a lone kichwa be sown into the back row, which empties the front row and loses', () => {
    const lone = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0~0.0~a';
    expect(legal(kiswahili, lone)).toEqual(['AA1']);
    expect(after(kiswahili, lone, 'AA1/ccw')).toBe('ERR_CHOICE');
    expect(legal(malawi, lone)).toEqual(['AA1/ccw', 'AA1/cw']);
    expect(after(malawi, lone, 'AA1/ccw')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_1.1.0.0.0.0.0.0~0.0~end-row-empty~loser-a');
  });

  it('needs as many seeds in the kuu as it started with: 8 (Chikoko) or 10 (Chibaka)', () => {
    // AA3's two seeds reach the kuu AA5, which then holds 9: a kuu with 8 stops the takasa; with 10 it is 1 short, and sows on.
    const start = '0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.1.0.8.0.0.0_0.0.0.0.0.0.0.0~5.4~a~houses-a';
    expect(after(malawi, start, 'AA3/cw')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.0.1.9.0.0.0_0.0.0.0.0.0.0.0~4.4~b~houses-a');
    const chibaka = rules({ preset: 'malawi-10' });
    expect(legal(chibaka, start)).toEqual(['AA3/ccw', 'AA3/cw', 'AA5/ccw', 'AA5/cw']);
    expect(after(chibaka, start, 'AA3/cw')).toBe('0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.2_0.0.0.1.0.1.1.1_0.0.1.1.1.1.1.1~4.4~b');
  });
});
