/**
 * The words: every refusal code, every ending and every kind of choice has a sentence, with its data
 * filled in. The tables below are typed by the engine's own unions, so a new code, ending or choice
 * does not compile until it has a case here, and then fails until src/words (or its game) words it.
 */
import { describe, expect, it } from 'vitest';
import type { ChoiceAsked, ChoiceKind, EndReason, IllegalMove, IllegalMoveCode } from '../../src/engine/index.js';
import { ILLEGAL_MOVE_CODES } from '../../src/engine/index.js';
import { VARIANT_IDS } from '../../src/variants/index.js';
import { choiceQuestion, choiceText, describeError, describeMoveError, endReasonText, quote } from '../../src/words/index.js';

const asked: ChoiceAsked = { kind: 'choice', move: 'A2', answers: [], about: 'direction', options: ['ccw', 'cw'], steps: [] };

/** At least one refusal of every code, each form and shared rule included, with the words it must contain. */
const SAMPLES: Record<IllegalMoveCode, ReadonlyArray<readonly [IllegalMove, string]>> = {
  ERR_GAME_OVER: [[{ code: 'ERR_GAME_OVER' }, 'The game is over: no more moves can be played.']],
  ERR_NO_SUCH_PIT: [
    [{ code: 'ERR_NO_SUCH_PIT', game: 'Kalah', pit: 99 }, 'There is no pit 99 on a Kalah board.'],
    [{ code: 'ERR_NO_SUCH_PIT', game: 'Oh-Wah-Ree', pit: 12, circle: 12 }, 'There is no pit 13 on the circle; pits are 1 to 12.'],
  ],
  ERR_NOT_YOUR_PIT: [
    [{ code: 'ERR_NOT_YOUR_PIT', pit: 'B2' }, 'B2 belongs to the other player.'],
    [{ code: 'ERR_NOT_YOUR_PIT', pit: '7', owner: 'C' }, 'Pit 7 belongs to C.'],
  ],
  ERR_EMPTY_PIT: [
    [{ code: 'ERR_EMPTY_PIT', pit: 'A3' }, 'A3 is empty: choose a pit with seeds.'],
    [{ code: 'ERR_EMPTY_PIT', pit: 'A3', rule: 'out-of-play' }, 'A3 is out of play this round.'],
  ],
  ERR_MUST_FEED: [
    [{ code: 'ERR_MUST_FEED', pit: 'A1' }, 'The opponent has no seeds: A1 does not reach their side'],
    [{ code: 'ERR_MUST_FEED', pit: '3', rule: 'all-opponents' }, "Every opponent's pits are empty: pit 3 gives them nothing"],
  ],
  ERR_GRAND_SLAM: [[{ code: 'ERR_GRAND_SLAM', pit: 'A6' }, 'Sowing A6 would capture every seed']],
  ERR_NO_SWAP: [[{ code: 'ERR_NO_SWAP' }, 'Swapping sides (the pie rule)']],
  ERR_UNKNOWN_MOVE: [
    [{ code: 'ERR_UNKNOWN_MOVE', game: 'Wari', move: 'pass' }, 'Wari has no passing: every move sows a pit.'],
    [{ code: 'ERR_UNKNOWN_MOVE', game: 'Wari', move: 'swap' }, 'Wari has no pie rule: every move sows a pit.'],
  ],
  ERR_ENDLESS: [
    [{ code: 'ERR_ENDLESS', pit: 'A1', reason: 'limit', laps: 500 }, 'Sowing A1 would relay for ever (it has neither ended nor repeated after 500 laps), so it may not be played.'],
    [{ code: 'ERR_ENDLESS', pit: 'A1', reason: 'repeat' }, 'Sowing A1 would relay for ever (it comes back to a board it has already had), so it may not be played.'],
    [{ code: 'ERR_ENDLESS', pit: 'A1', reason: 'either', laps: 500 }, '(it repeats, or runs past 500 laps)'],
    [{ code: 'ERR_ENDLESS', pit: 'AA2', reason: 'repeat', direction: 'cw' }, 'Sowing AA2 clockwise would relay for ever (it comes back to a board it has already had)'],
  ],
  ERR_SINGLE_SEED: [
    [{ code: 'ERR_SINGLE_SEED', pit: 'A2', seeds: 1 }, 'A2 holds a single seed: a move starts from a pit of two or more.'],
    [{ code: 'ERR_SINGLE_SEED', pit: 'A2', seeds: 0 }, 'A2 holds 0 seeds'],
    [{ code: 'ERR_SINGLE_SEED', pit: 'A2', seeds: 1, rule: 'single-while-bigger' }, 'may be moved only when no pit of yours holds more'],
    [{ code: 'ERR_SINGLE_SEED', pit: 'A2', seeds: 1, rule: 'single-into-empty' }, "A2's single seed may move only into an empty pit"],
  ],
  ERR_CHOICE: [
    [{ code: 'ERR_CHOICE', form: 'missing', asked }, 'A2 reaches a choice, which way the next lap goes: ccw or cw. Write it after the pit, as in A2/ccw.'],
    [
      { code: 'ERR_CHOICE', form: 'not-open', move: 'A2', index: 1, answer: 'up', about: 'direction', options: ['ccw', 'cw'] },
      'Choice 1 of A2, up, is not open at that point: which way the next lap goes may be ccw or cw.',
    ],
    [{ code: 'ERR_CHOICE', form: 'left-over', move: 'A2', given: 2, asked: 1 }, 'A2 was given 2 choices but asks for 1.'],
    [{ code: 'ERR_CHOICE', form: 'none', game: 'Kalah', move: 'A3', written: 'A3/cw' }, 'Kalah has no choices inside a move: write just A3, not "A3/cw".'],
    [{ code: 'ERR_CHOICE', form: 'refused', move: 'A3', direction: 'ccw', rule: 'must-capture' }, 'A3 may not be sown counter-clockwise here: that way it captures nothing'],
  ],
  ERR_NO_PASS: [
    [{ code: 'ERR_NO_PASS', rule: 'off', game: 'Omweso' }, 'Passing is off under these Omweso rules.'],
    [{ code: 'ERR_NO_PASS', rule: 'third', seat: 'A', other: 'B' }, 'A passed and B passed back, so A must move now: never three passes in a row.'],
    [{ code: 'ERR_NO_PASS', rule: 'no-move' }, 'there is no turn to pass'],
  ],
  ERR_MUST_CAPTURE: [
    [{ code: 'ERR_MUST_CAPTURE', pit: 'A1', from: ['A3', 'A5'] }, 'the turn must start with one: from A3, A5.'],
    [{ code: 'ERR_MUST_CAPTURE', pit: 'A1', rule: 'must-capture' }, 'A capture is possible, so the move must capture; A1 cannot.'],
  ],
  ERR_FRONT_ROW: [[{ code: 'ERR_FRONT_ROW', pit: 'A1' }, 'A1 is in the back row']],
  ERR_RULE: [[{ code: 'ERR_RULE', pit: 'AA3', rule: 'no-such-rule' }, 'AA3 may not start this move under these rules']],
};

const ENDINGS: Record<EndReason, true> = {
  'debt-decides': true,
  'row-empty': true,
  'target-reached': true,
  'cannot-feed': true,
  'grand-slam': true,
  repetition: true,
  'no-moves': true,
  'no-seeds': true,
  endless: true,
  akawumbi: true,
  'mandarins-captured': true,
};

const CHOICES: Record<ChoiceKind, true> = { direction: true, pair: true, safari: true, place: true, hole: true };

describe('the words', () => {
  it('has samples of every refusal code the engine lists', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...ILLEGAL_MOVE_CODES].sort());
  });

  it.each(ILLEGAL_MOVE_CODES.flatMap((code) => SAMPLES[code].map(([error, words]) => [code, error, words] as const)))('words %s %j', (_, error, words) => {
    const text = describeError(error);
    expect(text).toContain(words);
    expect(text).toMatch(/^[A-Z].*\.$/);
    expect(text).not.toMatch(/undefined|NaN|\[object|cannot be played \(ERR_/);
  });

  it('names a refused move in a list by its number', () => {
    expect(describeMoveError({ code: 'ERR_EMPTY_PIT', pit: 'A3', index: 1 })).toBe('Move 2: A3 is empty: choose a pit with seeds.');
  });

  it('gives every ending a clause, a game’s own ending from its module (all games loaded)', () => {
    expect(VARIANT_IDS.length).toBeGreaterThan(0);
    for (const reason of Object.keys(ENDINGS) as EndReason[]) {
      const text = endReasonText(reason);
      expect(text, reason).not.toBe(reason);
      expect(text, reason).toMatch(/^[a-z]/);
    }
    expect(endReasonText('row-empty')).toBe('a row is empty');
    expect(endReasonText('akawumbi')).toMatch(/^akawumbi, a capture from every column/);
  });

  it('asks every kind of choice in words, a game’s own kinds from its module', () => {
    for (const about of Object.keys(CHOICES) as ChoiceKind[]) expect(choiceQuestion(about), about).not.toMatch(/^a choice \(/);
    expect(choiceQuestion('safari')).toBe('whether to stop in the nyumba or sow its seeds on (safari)');
    expect(choiceText(asked)).toBe('A2 reaches a choice, which way the next lap goes.');
  });

  it('words every rule key a game names in its refusals', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = new URL('../../src/variants/', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const keys = new Set<string>();
    for (const file of files) {
      const text = readFileSync(new URL(file, root), 'utf8');
      // The keys written where a refusal's rule is set ("rule: 'bao-takasia'", "const rule = a ? 'bao-kimbi' : …"); ERR_NO_PASS's are its own typed forms.
      for (const line of text.split('\n')) {
        const refusal = /code: 'ERR_/.test(line) && /\brule: /.test(line);
        if (!(refusal || /const rule = /.test(line)) || line.includes('ERR_NO_PASS')) continue;
        for (const m of line.matchAll(/'([a-z]+(?:-[a-z]+)*)'/g)) if (!m[1]!.startsWith('ERR')) keys.add(m[1]!);
      }
    }
    expect(keys.size).toBeGreaterThan(5);
    for (const rule of keys) {
      // A key without words falls through to the code's shared sentence: so a rule's sentence must differ from the rule-less one.
      const plain = describeError({ code: 'ERR_FRONT_ROW', pit: 'A1' });
      expect(describeError({ code: 'ERR_FRONT_ROW', pit: 'A1', rule }), rule).not.toBe(plain);
    }
  });

  it('quotes at most 40 characters of a reader’s input', () => {
    expect(quote('x'.repeat(100))).toBe(`"${'x'.repeat(39)}…"`);
    expect(quote('A3/cw')).toBe('"A3/cw"');
  });
});
