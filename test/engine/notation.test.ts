import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, parseMove, parsePosition } from '../../src/engine/index.js';
import { pos, rules } from '../helpers.js';
import { notationText } from '../../src/words/index.js';

const kalah = rules('kalah', { pie: true });
const wari = rules('wari');

describe('position notation', () => {
  it.each([
    [wari, '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a'],
    [wari, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~b'],
    [wari, '0.0.0.0.0.0_0.0.0.0.0.0~24.24~end-cannot-feed'],
    [kalah, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~pie-pending'],
    [kalah, '1.0.3.4.5.6_1.2.3.4.5.6~5.3~b~pie-offered'],
  ])('round-trips %#', (r, text) => {
    const p = parsePosition(r, text);
    expect(p.ok && formatPosition(r, p.value)).toBe(text);
  });

  it('reads rows as diagrams print them: top row B, B1 on the left', () => {
    const p = parsePosition(wari, '0.1.2.1.3.2_0.1.1.0.6.1~0.0~a');
    if (!p.ok) throw new Error(notationText(p.error));
    const at = (label: string) => p.value.pits[wari.topology.labels.indexOf(label)];
    expect([at('B1'), at('B2'), at('B6'), at('A1'), at('A5'), at('A6')]).toEqual([0, 1, 2, 0, 6, 1]);
  });

  it.each([
    ['4.4.4.4.4.4_4.4.4.4.4.4~0.0~a<', 'ERR_CHARACTER', 'Unexpected character "<" at position 30'],
    ['4.4.4.4.4.4_4.4.4.4.4.4', 'ERR_FIELDS', 'found 1'],
    ['4.4.4.4.4.4~0.0~a', 'ERR_ROWS', 'Expected 2 rows'],
    ['4.4.4.4.4_4.4.4.4.4.4~0.0~a', 'ERR_ROW_LENGTH', 'Row B has 5 pits'],
    ['4.4.y.4.4.4_4.4.4.4.4.4~0.0~a', 'ERR_CHARACTER', 'Pit B3'],
    ['4.4.x.4.4.4_4.4.4.4.4.4~0.0~a', 'ERR_STATE', 'Wari has no pits out of play'],
    ['4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~own-aaaaaabbbbbb', 'ERR_STATE', 'In Wari every pit keeps its owner'],
    ['4.4.4.4.4.4_4.4.4.4.4.4~0~a', 'ERR_STORES', 'Expected 2 stores'],
    ['4.4.4.4.4.4_4.4.4.4.4.4~0.0~c', 'ERR_SIDE', "'a' or 'b'"],
    ['4.4.4.4.4.4_4.4.4.4.4.4~0.0~end-bored', 'ERR_SIDE', 'Unknown game-end reason "bored"'],
    ['4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~pie-pending', 'ERR_STATE', 'Wari has no pie rule'],
    ['4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~castle', 'ERR_STATE', 'Unknown state "castle"'],
    ['4.4.4.4.4.4_4.4.4.4.4.99999~0.0~a', 'ERR_CHARACTER', 'Pit A6'],
  ])('names what is wrong in %s', (text, code, words) => {
    const p = parsePosition(wari, text);
    expect(p.ok).toBe(false);
    if (!p.ok) {
      expect(p.error.code).toBe(code);
      expect(notationText(p.error)).toContain(words);
    }
  });

  it('escapes nothing from input into messages but a quoted, JSON-escaped string', () => {
    const p = parsePosition(wari, '<script>alert(1)</script>');
    expect(!p.ok && notationText(p.error)).toBe("Unexpected character \"<\" at position 1: a position uses digits, letters, '.', '_', '~' and '-'.");
  });
});

describe('move notation', () => {
  it('reads pit labels in either case and swap', () => {
    const a5 = parseMove(wari, 'a5');
    expect(a5.ok && formatMove(wari, a5.value)).toBe('A5');
    const swap = parseMove(kalah, 'swap');
    expect(swap.ok && swap.value).toEqual({ kind: 'swap' });
  });
  it('names the pits when a move is unknown', () => {
    const m = parseMove(wari, 'C7');
    expect(!m.ok && notationText(m.error)).toBe("Unknown move \"C7\": name a pit (B1..B6, A1..A6), then any choices after '/', or 'swap' or 'pass'.");
  });

  it('writes choices inside a move after the pit, and reads them back', () => {
    const omweso = rules('omweso');
    const m = parseMove(omweso, 'aa2/CW/bb3');
    expect(m.ok && m.value).toEqual({ kind: 'sow', pit: 14, choices: ['cw', 'BB3'] });
    expect(m.ok && formatMove(omweso, m.value)).toBe('AA2/cw/BB3');
    expect(parseMove(omweso, 'pass')).toEqual({ ok: true, value: { kind: 'pass' } });
    const bad = parseMove(omweso, 'A2/c-w');
    expect(!bad.ok && notationText(bad.error)).toBe('Unknown choice "c-w" in "A2/c-w": a choice is \'cw\', \'ccw\' or a pit label.');
    // The words listed are the game's own: Bao's choices are also answered 'stop' or 'safari'.
    const baoBad = parseMove(rules('bao'), 'A2/c-w');
    expect(!baoBad.ok && notationText(baoBad.error)).toBe("Unknown choice \"c-w\" in \"A2/c-w\": a choice is 'cw', 'ccw', 'stop', 'safari' or a pit label.");
    expect(parseMove(rules('bao'), 'AA7/safari').ok).toBe(true);
  });

  it("keeps Omweso's 'passed' state in a position, where passing is allowed", () => {
    const omweso = rules('omweso', { passing: 'allowed' });
    const text = '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0~b~passed';
    expect(formatPosition(omweso, pos(omweso, text))).toBe(text);
    const refused = parsePosition(rules('omweso'), text);
    expect(!refused.ok && notationText(refused.error)).toBe("Omweso has no 'passed' state: it records a pass, and these rules have no passing.");
    const over = parsePosition(omweso, '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0~end-no-moves~passed');
    expect(!over.ok && notationText(over.error)).toBe("A finished game has no 'passed' state.");
  });

  it("reads and writes 'passed-2', two passes in a row, and refuses it beside 'passed'", () => {
    const omweso = rules('omweso', { passing: 'allowed' });
    const board = '4.4.4.4.4.4.4.4_0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0_4.4.4.4.4.4.4.4~0.0';
    expect(pos(omweso, `${board}~b~passed`).state?.passed).toBe(1);
    const twice = pos(omweso, `${board}~a~passed-2`);
    expect(twice.state?.passed).toBe(2);
    expect(formatPosition(omweso, twice)).toBe(`${board}~a~passed-2`);
    const both = parsePosition(omweso, `${board}~a~passed.passed-2`);
    expect(!both.ok && notationText(both.error)).toBe("The states 'passed' (one pass) and 'passed-2' (two passes in a row) contradict each other: give one.");
    const three = parsePosition(omweso, `${board}~a~passed-3`);
    expect(!three.ok && three.error.code).toBe('ERR_STATE');
    expect(!three.ok && notationText(three.error)).toMatch(/^Unknown state "passed-3": .*passed, passed-2,/);
    const off = parsePosition(rules('omweso'), `${board}~a~passed-2`);
    expect(!off.ok && notationText(off.error)).toBe("Omweso has no 'passed' state: it records a pass, and these rules have no passing.");
    const over = parsePosition(omweso, `${board}~end-no-moves~passed-2`);
    expect(!over.ok && notationText(over.error)).toBe("A finished game has no 'passed' state.");
  });

  it("refuses another game's state tokens: a game reads its own only", () => {
    const kalah = rules('kalah');
    for (const token of ['houses-ab', 'takasia-a1', 'gambit-a', 'passed']) {
      const r = parsePosition(kalah, `4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~${token}`);
      expect(!r.ok && notationText(r.error)).toBe(`Unknown state "${token}": state tokens are pie-pending, pie-offered, own-<owner letters> and loser-<seat>.`);
    }
  });
});
