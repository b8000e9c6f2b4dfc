import { describe, expect, it } from 'vitest';
import { parseMancalaWorldRecord, replayRecord, unwrap } from '../../src/engine/index.js';
import { rules } from '../helpers.js';
import { notationText } from '../../src/words/index.js';

describe('Mancala World records', () => {
  it('reads turns, letters, gains and comments', () => {
    const turns = unwrap(parseMancalaWorldRecord('1. d(+1)* F(+1) - no pie; 2. e-c(+2) E-D-E-F(+5)\n10. d!(+5) C', 6));
    expect(turns.map((t) => [t.text, t.player, t.letters.join(''), t.pits.join(','), t.gain])).toEqual([
      ['d(+1)*', 0, 'd', '3', 1],
      ['F(+1)', 1, 'F', '11', 1],
      ['e-c(+2)', 0, 'ec', '4,2', 2],
      ['E-D-E-F(+5)', 1, 'EDEF', '10,9,10,11', 5],
      ['d!(+5)', 0, 'd', '3', 5],
      ['C', 1, 'C', '8', null],
    ]);
  });

  it("maps North A to B6, the top row's right end, and F to B1", () => {
    const r = rules('kalah');
    const [a, f] = unwrap(parseMancalaWorldRecord('A F', 6));
    expect([r.topology.labels[a!.pits[0]!], r.topology.labels[f!.pits[0]!]]).toEqual(['B6', 'B1']);
  });

  it('refuses what it cannot read, naming the token', () => {
    const bad = parseMancalaWorldRecord('1. d(+1) x9', 6);
    expect(!bad.ok && notationText(bad.error)).toContain('"x9"');
    const mixed = parseMancalaWorldRecord('d-E', 6);
    expect(!mixed.ok && notationText(mixed.error)).toContain('"d-E"');
    const far = parseMancalaWorldRecord('h', 6);
    expect(!far.ok && notationText(far.error)).toContain('pit h does not exist');
  });

  it('refuses a record that sows out of turn, naming the turn', () => {
    const r = rules('kalah', { seeds: 6 });
    const out = replayRecord(r, unwrap(parseMancalaWorldRecord('1. d F E', 6)));
    expect(!out.ok && notationText(out.error)).toBe('Turn 3 ("E"): it is A\'s turn.');
  });
});
