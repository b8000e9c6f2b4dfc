/** A game's result is worded in one place, with the winner's score first, wherever it is said. */
import { describe, expect, it } from 'vitest';
import { describeOutcome, describeStep } from '../../src/board/describe.js';
import { rules } from '../helpers.js';

const kalah = rules('kalah').topology;

describe('results, winner first', () => {
  it.each([
    [{ winner: 1, scores: [4, 44] }, 'B wins, 44 to 4'],
    [{ winner: 0, scores: [44, 4] }, 'A wins, 44 to 4'],
    [{ winner: null, scores: [24, 24] }, 'a draw, 24 to 24'],
    // A player who made an endless move loses with more seeds: the winner's score still comes first.
    [{ winner: 1, scores: [16, 14] }, 'B wins, 14 to 16'],
    [{ winner: 2, scores: [4, 12, 20] }, 'C wins: C 20, A 4, B 12'],
  ])('%j → %s', (outcome, words) => {
    expect(describeOutcome(outcome)).toBe(words);
  });

  it('the caption of the last step says the same as the status', () => {
    const outcome = { winner: 1, scores: [21, 27] };
    expect(describeStep(kalah, { kind: 'end', reason: 'row-empty', outcome }, 0, 0)).toBe(`Game over: a row is empty. Final score: ${describeOutcome(outcome)}.`);
  });
});

describe('a pit changing hands', () => {
  it('names the pit with its new owner on the circle, whose labels carry no row', () => {
    const circle = rules('grand-oh-wah-ree').topology;
    expect(describeStep(circle, { kind: 'ownership', pit: 7, from: 1, to: 0 }, 0, 0)).toBe('B8 passes to A: it is A8 now.');
  });

  it('keeps a two-row pit’s own name, which already says its row', () => {
    const toguz = rules('toguz-kumalak').topology;
    expect(describeStep(toguz, { kind: 'ownership', pit: 11, from: 1, to: 0 }, 0, 0)).toBe("B7 passes to A: it is A's now.");
  });
});

describe('seeds collected at the end', () => {
  it.each([
    [1, "The 1 seed left in A6 goes to A's store."],
    [4, "The 4 seeds left in A6 go to A's store."],
  ])('%i seeds: %s', (count, words) => {
    expect(describeStep(kalah, { kind: 'collect', pit: 5, count, player: 0 }, 0, 0)).toBe(words);
  });
});

describe('captured seeds put back to refill a row', () => {
  const board = rules('o-an-quan').topology;
  it.each([
    [0, 'A puts a captured seed into A1.'],
    [1, 'B lends a captured seed for A1.'],
  ])('from %i: %s', (player, words) => {
    expect(describeStep(board, { kind: 'place', pit: 0, player, from: 'captures' }, 0, 0)).toBe(words);
  });

  it('says a single relayed seed is lifted', () => {
    expect(describeStep(board, { kind: 'relay', pit: 2, count: 1, lap: 2 }, 0, 0)).toBe('Relay: A3 was occupied, so its 1 seed is lifted and sowing goes on (lap 2).');
  });
});

describe('seeds moved from pit to pit', () => {
  it.each([
    [1, 'B5 gives 1 seed to A5.'],
    [2, 'B5 gives 2 seeds to A5.'],
  ])('%i seeds: %s', (count, words) => {
    expect(describeStep(kalah, { kind: 'transfer', from: 7, to: 4, count }, 0, 0)).toBe(words);
  });
});
