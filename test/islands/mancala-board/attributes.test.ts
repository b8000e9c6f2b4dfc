import { describe, expect, it } from 'vitest';
import type { BoardAttribute } from '../../../src/islands/mancala-board/attributes.js';
import { readAttributes } from '../../../src/islands/mancala-board/attributes.js';
import { problemText } from '../../../src/words/index.js';
import { registryText } from '../../../src/variants/registry-text.js';

/** An element's getAttribute over a table: absent attributes are null. */
const read = (attributes: Partial<Record<BoardAttribute, string>>) => readAttributes((name) => attributes[name] ?? null);
const message = (attributes: Partial<Record<BoardAttribute, string>>) => {
  const result = read(attributes);
  if (result.ok) throw new Error(`expected a refusal for ${JSON.stringify(attributes)}`);
  // The element words a problem reported as data, the engine's or the registry's (its words load then: element.tsx).
  const e = result.error;
  if ('code' in e) return registryText(e);
  return e.refused ? `${e.message} ${problemText(e.refused)}`.trim() : e.message;
};

describe('readAttributes', () => {
  it('reads a board with its position, moves (spaces or commas, choices after a slash) and flags', () => {
    expect(read({ variant: 'omweso', position: '4.4~0.0~a', moves: 'A2/cw  B3,A1', controls: '', captions: '', step: '3', label: 'A lesson', turned: '' })).toEqual({
      ok: true,
      value: { variant: 'omweso', options: {}, position: '4.4~0.0~a', moves: ['A2/cw', 'B3', 'A1'], controls: true, captions: true, step: 3, label: 'A lesson', turned: true },
    });
  });

  it('takes the opening when there is no position (or "start"), step 0, and no controls, captions or turning unless present', () => {
    const expected = {
      ok: true,
      value: { variant: 'wari', options: {}, position: undefined, moves: [], controls: false, captions: false, step: 0, label: undefined, turned: false },
    };
    expect(read({ variant: 'wari' })).toEqual(expected);
    expect(read({ variant: ' wari ', position: 'start', step: '', label: '  ' })).toEqual(expected);
  });

  it('reads options as a play board address does: names with values, or JSON', () => {
    expect(read({ variant: 'kalah', options: 'seeds=6,pie=true' })).toMatchObject({ ok: true, value: { options: { seeds: '6', pie: 'true' } } });
    expect(read({ variant: 'kalah', options: '{"seeds":6,"pie":true}' })).toMatchObject({ ok: true, value: { options: { seeds: 6, pie: true } } });
  });

  it('names a missing or unknown variant, and lists the variants', () => {
    expect(message({})).toBe('This board has no variant attribute: name the game, such as variant="wari".');
    expect(message({ variant: 'warri' })).toMatch(/^Unknown variant "warri"; variants: kalah, wari, .*, bao\.$/);
    // At most 40 characters of it are repeated.
    expect(message({ variant: 'x'.repeat(100) })).toMatch(/^Unknown variant "x{39}…"; variants: /);
  });

  it('names what is wrong with options, moves and step, speaking of this board rather than a link', () => {
    expect(message({ variant: 'kalah', options: '{"seeds":' })).toBe(
      'The options on this board, "{\\"seeds\\":", are not valid JSON: write them such as {"seeds":6} or seeds=6,pie=true.',
    );
    expect(message({ variant: 'kalah', options: 'seeds' })).toMatch(/^The options on this board should be names with values, .*; cannot read "seeds"\.$/);
    expect(message({ variant: 'wari', moves: 'A5 <b>' })).toMatch(/^The moves on this board should be pit names .*; cannot read "<b>"\.$/);
    expect(message({ variant: 'wari', step: 'two' })).toBe('The step attribute should be a whole number of steps from the start, such as step="3"; found "two".');
    expect(message({ variant: 'wari', step: '-1' })).toContain('found "-1"');
  });
});
