/** A choice inside a move is a result of `play`, not an error: what is asked, the answers open, the steps so far. */
import { describe, expect, it } from 'vitest';
import { asksChoice, formatPosition, parseMove, play, playWhole, unwrap } from '../../src/engine/index.js';
import { choiceText, describeError } from '../../src/words/index.js';
import { pos, rules } from '../helpers.js';

const omweso = rules('omweso');
/** A2 holds 3: counter-clockwise they end in the empty A5; clockwise in AA2 (test/variants/omweso.test.ts). */
const TURN = '0.2.0.0.0.0.0.2_0.2.0.0.0.0.0.0_0.1.0.0.0.0.0.0_0.3.0.0.0.0.0.0~0.0~a';

describe('a choice inside a move', () => {
  it('comes back from play as a value, with the options and the steps so far', () => {
    const result = play(omweso, pos(omweso, TURN), unwrap(parseMove(omweso, 'A2')));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(asksChoice(result.value)).toBe(true);
    expect(result.value).toMatchObject({ kind: 'choice', move: 'A2', answers: [], about: 'direction', options: ['ccw', 'cw'] });
    expect(choiceText(result.value as never)).toBe('A2 reaches a choice, which way the next lap goes.');
  });

  it('is answered by writing the answer after the pit, and then the move is played', () => {
    const result = play(omweso, pos(omweso, TURN), unwrap(parseMove(omweso, 'A2/ccw')));
    expect(result.ok && !asksChoice(result.value) && formatPosition(omweso, result.value.position)).toMatch(/~b$/);
  });

  it('is a refusal only where a whole move was meant (a record, a search), naming the choice and how to write it', () => {
    const whole = playWhole(omweso, pos(omweso, TURN), unwrap(parseMove(omweso, 'A2')));
    expect(!whole.ok && whole.error).toMatchObject({ code: 'ERR_CHOICE', form: 'missing' });
    expect(!whole.ok && describeError(whole.error)).toBe('A2 reaches a choice, which way the next lap goes: ccw or cw. Write it after the pit, as in A2/ccw.');
  });
});
