import { describe, expect, it } from 'vitest';
import { advance, asksChoice, currentPosition, formatMove, formatPosition, legalMoves, newGame, play, playWhole, positionKey, unwrap, parseMove } from '../../src/engine/index.js';
import { describeError } from '../../src/words/index.js';
import { after, pos, rules } from '../helpers.js';

const omweso = rules('omweso');
/** A2 holds 3: counter-clockwise they end in the empty A5; clockwise (A1, AA1, AA2) in AA2, whose column has B2 and BB2 full. */
const TURN = '0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a';
const pending = (r: typeof omweso, start: string, move: string) => {
  const result = play(r, pos(r, start), unwrap(parseMove(r, move)));
  // What is asked and the answers open (the steps so far are checked elsewhere).
  if (!result.ok) return result.error.code;
  return asksChoice(result.value) ? { about: result.value.about, options: result.value.options } : null;
};

describe('Omweso (the Italian Wikipedia article)', () => {
  it.each([
    ['fours', '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0~a'],
    ['twos', '2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2_2.2.2.2.2.2.2.2~0.0~a'],
    ['checkerboard', '4.0.4.0.4.0.4.0_0.4.0.4.0.4.0.4_4.0.4.0.4.0.4.0_0.4.0.4.0.4.0.4~0.0~a'],
  ])('starts from the %s layout, 64 seeds', (layout, text) => {
    const r = rules('omweso', { layout });
    expect(formatPosition(r, r.start())).toBe(text);
    expect(r.totalSeeds).toBe(64);
  });

  it('asks which way a lap goes when clockwise would capture, and plays either answer', () => {
    expect(pending(omweso, TURN, 'A2')).toEqual({ about: 'direction', options: ['ccw', 'cw'] });
    expect(after(omweso, TURN, 'A2/ccw')).toBe('0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.0.1.1.1.0.0.0~0.0~b');
    // Clockwise: AA2 is a marker; B2 and BB2 (4 seeds) are sown on from AA2: AA1, A1, A2, A3.
    expect(after(omweso, TURN, 'A2/cw')).toBe('0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_2.2.0.0.0.0.0.0_2.1.1.0.0.0.0.0~0.0~b');
    expect(after(omweso, TURN, 'A2/stop')).toBe('ERR_CHOICE');
    const extra = play(omweso, pos(omweso, TURN), unwrap(parseMove(omweso, 'A2/cw/cw')));
    expect(!extra.ok && describeError(extra.error)).toBe('A2 was given 2 choices but asks for 1.');
  });

  it('records the choice in the trace and round-trips the move', () => {
    const played = unwrap(playWhole(omweso, pos(omweso, TURN), unwrap(parseMove(omweso, 'A2/cw'))));
    expect(played.steps.filter((s) => s.kind === 'choice')).toEqual([{ kind: 'choice', about: 'direction', choice: 'cw', options: ['ccw', 'cw'] }]);
    expect(formatMove(omweso, unwrap(parseMove(omweso, 'a2/CW')))).toBe('A2/cw');
  });

  it('sows captured seeds from the start of the capturing lap under the lap-start option', () => {
    const lapStart = rules('omweso', { resow: 'lap-start' });
    expect(after(lapStart, TURN, 'A2/cw')).toBe('0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_1.2.0.0.0.0.0.0_1.0.1.1.1.1.0.0~0.0~b');
  });

  it('sows the seeds of a clockwise capture on clockwise when they carry on the capturing lap', () => {
    const carry = rules('omweso', { resowDirection: 'continue' });
    // Clockwise into AA2 captures B2 and BB2; their four seeds go on clockwise: AA3, AA4, AA5 and the empty AA6.
    expect(after(carry, TURN, 'A2/cw')).toBe('0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_1.2.1.1.1.1.0.0_1.0.0.0.0.0.0.0~0.0~b');
    expect(after(carry, TURN, 'A2/cw')).not.toBe(after(omweso, TURN, 'A2/cw'));
    // Counter-clockwise, the move is the same under both readings.
    expect(after(carry, TURN, 'A2/ccw')).toBe(after(omweso, TURN, 'A2/ccw'));
  });

  it('asks no direction for captured seeds that carry on, where a lap of their own may turn clockwise', () => {
    // A6's four seeds end in AA7, a marker (BB7 and B7 hold five). Sown clockwise as a lap of their own,
    // the five would end in A5, a marker (BB5, B5); counter-clockwise they end in the empty AA2.
    const start = '0.0.0.0.1.0.3.0_0.0.0.0.1.0.2.0_0.0.0.0.0.0.1.0_0.0.0.0.1.4.0.0~0.0~a';
    expect(pending(omweso, start, 'A6')).toEqual({ about: 'direction', options: ['ccw', 'cw'] });
    const carry = rules('omweso', { resowDirection: 'continue' });
    expect(pending(carry, start, 'A6')).toBeNull();
    expect(after(carry, start, 'A6')).toBe(after(omweso, start, 'A6/ccw'));
    expect(after(carry, start, 'A6/cw')).toBe('ERR_CHOICE');
  });

  it('offers clockwise on a first lap only under the any-lap and four-leftmost rules', () => {
    expect(pending(rules('omweso', { reverse: 'left-four' }), TURN, 'A2')).toEqual({ about: 'direction', options: ['ccw', 'cw'] });
    expect(after(rules('omweso', { reverse: 'left-relay' }), TURN, 'A2')).toBe(after(omweso, TURN, 'A2/ccw'));
    expect(after(rules('hus'), TURN, 'A2')).toBe(after(omweso, TURN, 'A2/ccw'));
  });

  it('lets a player pass, and the opponent pass back, but then the first to pass must move (the Italian article)', () => {
    const passing = rules('omweso', { passing: 'allowed' });
    const start = passing.start();
    const names = (p: string) => legalMoves(passing, pos(passing, p)).map((m) => formatMove(passing, m));
    expect(legalMoves(passing, start).map((m) => formatMove(passing, m))).toContain('pass');
    expect(legalMoves(omweso, start).map((m) => formatMove(omweso, m))).not.toContain('pass');
    const board = '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0';
    // A passes: one pass in a row.
    const passed = after(passing, formatPosition(passing, start), 'pass');
    expect(passed).toBe(`${board}~b~passed`);
    // B may pass back: two passes in a row, and A, who passed first, is to move.
    expect(names(passed)).toContain('pass');
    const twice = after(passing, passed, 'pass');
    expect(twice).toBe(`${board}~a~passed-2`);
    // A may not pass a second time: A must move now.
    expect(names(twice)).not.toContain('pass');
    expect(names(twice)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
    expect(after(passing, twice, 'pass')).toBe('ERR_NO_PASS');
    const refused = play(passing, pos(passing, twice), { kind: 'pass' });
    expect(!refused.ok && describeError(refused.error)).toBe('A passed and B passed back, so A must move now: never three passes in a row.');
    // A move clears the count: B may pass again, and so on.
    const moved = after(passing, twice, 'A8');
    expect(moved).toMatch(/~b$/);
    expect(names(moved)).toContain('pass');
    expect(after(omweso, formatPosition(omweso, start), 'pass')).toBe('ERR_NO_PASS');
  });

  it('tells one pass from two in the repetition key: the same board, side and count, not just "a pass was made"', () => {
    const passing = rules('omweso', { passing: 'allowed' });
    const one = pos(passing, '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0~a~passed');
    const two = pos(passing, '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0~a~passed-2');
    // A may pass in the first and not in the second, so they are not the same position.
    expect(positionKey(one)).not.toBe(positionKey(two));
    let game = newGame(passing.start());
    for (const move of ['pass', 'pass']) game = unwrap(advance(passing, game, unwrap(parseMove(passing, move))));
    expect(formatPosition(passing, currentPosition(game))).toMatch(/~a~passed-2$/);
  });

  it('ends the game when the opponent has no pit of two or more, and refuses single seeds', () => {
    const start = '1.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_2.1.0.0.0.0.0.0~0.0~a';
    const end = after(omweso, start, 'A1');
    expect(end).toBe('1.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.2.1.0.0.0.0.0~0.0~end-no-moves~loser-b');
    expect(omweso.outcome(pos(omweso, end))).toEqual({ winner: 0, scores: [3, 1] });
    expect(after(omweso, start, 'A2')).toBe('ERR_SINGLE_SEED');
  });

  it('wins by akawumbi: every column captured in one turn, the last at an end column', () => {
    const start = '1.1.1.1.1.1.1.1_1.1.1.1.1.1.1.1_0.1.0.1.0.1.0.0_1.0.1.0.1.0.1.3~0.0~a';
    expect(after(omweso, start, 'A8/ccw/ccw')).toMatch(/~end-akawumbi~loser-b$/);
    // English Wikipedia's form needs only both end columns; with akawumbi off, B simply has no move left.
    expect(after(rules('omweso', { akawumbi: 'both-ends' }), start, 'A8/ccw/ccw')).toMatch(/~end-akawumbi~loser-b$/);
    expect(after(rules('omweso', { akawumbi: 'off' }), start, 'A8/ccw/ccw')).toMatch(/~end-no-moves~loser-b$/);
  });
});

describe("Omweso's relatives (the Italian Wikipedia article)", () => {
  it.each([
    ['coro', '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0~a', 64],
    ['aweet', '4.4.4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4.4.4~0.0~a', 80],
    ['hus', '2.2.2.2.2.2.2.2_2.2.2.2.0.0.0.0_0.0.0.0.2.2.2.2_2.2.2.2.2.2.2.2~0.0~a', 48],
    ['igisoro', '0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4_4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0~0.0~a', 64],
    ['kombe', '5.5.5.5.0.0.0.0_2.2.2.6.0.0.0.0_0.0.0.0.6.2.2.2_0.0.0.0.5.5.5.5~0.0~a', 64],
    ['mongale', '4.4.4.0.0.0.0.0_2.2.2.0.7.0.0.7_7.0.0.7.0.2.2.2_0.0.0.0.0.4.4.4~0.0~a', 64],
    ['mongola', '4.0.4.0.4.0.4_0.4.0.4.0.4.0_0.4.0.4.0.4.0_4.0.4.0.4.0.4~0.0~a', 56],
  ])('%s starts from its layout', (id, text, seeds) => {
    const r = rules(id);
    expect(formatPosition(r, r.start())).toBe(text);
    expect(r.totalSeeds).toBe(seeds);
  });

  it("Coro takes the captor's own inner pit of the column too", () => {
    expect(after(rules('coro'), TURN, 'A2/cw')).toBe('0.0.0.0.0.0.0.2_0.0.0.0.0.0.0.0_2.0.0.0.0.0.0.0_2.1.1.1.1.0.0.0~0.0~b');
  });

  it('Kombe takes only the inner pit; a clockwise start may capture through a relay', () => {
    expect(after(rules('kombe'), TURN, 'A2/cw')).toBe('0.2.0.0.0.0.0.2_0.0.0.0.0.0.0.0_2.2.0.0.0.0.0.0_0.1.1.0.0.0.0.0~0.0~b');
  });

  it('Igisoro opens the direction after a lap ends in a marked pit', () => {
    const kombeLike = '2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.2.0.1~0.0~a';
    const igisoro = rules('igisoro');
    expect(pending(igisoro, kombeLike, 'A6')).toEqual({ about: 'direction', options: ['ccw', 'cw'] });
    expect(after(igisoro, kombeLike, 'A6/cw')).toBe('2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.1.2.0~0.0~b');
    expect(after(igisoro, kombeLike, 'A6/ccw')).toBe('2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.1.1_0.0.0.0.0.0.1.0~0.0~b');
    // Omweso has no marked pits: the same relay goes on counter-clockwise.
    expect(after(omweso, kombeLike, 'A6')).toBe('2.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_0.0.0.0.0.0.1.1_0.0.0.0.0.0.1.0~0.0~b');
  });
});
