import { describe, expect, it } from 'vitest';
import { hintSentence, reasonText } from '../../src/words/hints.js';

describe('a hint in words', () => {
  it('says each reason the search found one move ahead, joined as one sentence', () => {
    expect(hintSentence('A3', [{ kind: 'captures', seeds: 1 }, { kind: 'sows-again' }])).toBe(
      'Play A3: it captures 1 seed and its last seed falls in your store, so you sow again.',
    );
    expect(reasonText({ kind: 'leaves', left: 0, instead: 'A5', threat: 6 })).toBe('it leaves the opponent no capture (A5 would let them take 6 seeds)');
    expect(reasonText({ kind: 'leaves', left: 2, instead: 'A5', threat: 6 })).toBe('it leaves the opponent at most 2 seeds to capture (A5 would let them take 6 seeds)');
  });

  it('puts the solver’s exact outcome first, and otherwise the search’s judgement', () => {
    expect(hintSentence('B2', [{ kind: 'wins' }], { exact: 3 })).toBe(
      'Play B2: with best play from here on both sides, you win by 3 seeds (worked out exactly by the solver); it wins the game.',
    );
    expect(hintSentence('swap', [], { value: 0.614, iterations: 2000 })).toBe(
      "Swap sides: nothing is won this move, but it did best in the search's 2,000 simulated games (61 % for you).",
    );
    expect(hintSentence('pass', [])).toBe('Pass: it is the only move.');
  });
});
