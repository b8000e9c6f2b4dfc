/**
 * Every worked example in content/examples, checked against what its text says: exact final
 * position, captures, where each lap started and ended, legal moves and errors.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildCompare, buildGame, mismatches, observe, rulesFor, runMoves } from '../../src/site/examples.js';
import { exampleSchema } from '../../src/site/schema.js';
import type { ExampleData } from '../../src/site/schema.js';

const root = new URL('../../content/examples/', import.meta.url).pathname;
const examples: [string, ExampleData][] = readdirSync(root).flatMap((variant) =>
  readdirSync(join(root, variant)).map((file): [string, ExampleData] => [
    `${variant}/${file.replace(/\.yaml$/, '')}`,
    exampleSchema.parse(parse(readFileSync(join(root, variant, file), 'utf8'))),
  ]),
);
const byId = new Map(examples);

describe('content examples', () => {
  it('are all found', () => {
    expect(examples.length).toBeGreaterThanOrEqual(9);
  });

  it.each(examples.filter(([, e]) => e.kind === 'moves'))('%s reproduces its text', (_, e) => {
    if (e.kind !== 'moves') return;
    const run = runMoves(rulesFor(e.variant, e.options), e.position, e.moves);
    expect(mismatches(run, e.expect)).toEqual([]);
    // and the expectation says something: at least a final position or a legal-move list
    expect(e.expect.position ?? e.expect.legal).toBeDefined();
  });

  it.each(examples.filter(([, e]) => e.kind === 'compare'))('%s resolves under each rule set', (id, e) => {
    if (e.kind !== 'compare') return;
    for (const r of e.rules) {
      const run = runMoves(rulesFor(e.variant, r.options), r.position ?? e.position, e.moves);
      expect(mismatches(run, r.expect), r.label).toEqual([]);
    }
    const outcomes = buildCompare(id, e).panels.map((p) => p.summary);
    expect(new Set(outcomes).size).toBe(outcomes.length); // the rule sets really differ
  });
});

describe('Wari: the worked capture of De Toffoli, part 2', () => {
  it('A5 takes B2, B3 and B4 (7 seeds) and stops at B5', () => {
    const e = byId.get('wari/chain-capture')!;
    if (e.kind !== 'moves') throw new Error('wrong kind');
    const seen = observe(runMoves(rulesFor('wari', {}), e.position, e.moves));
    expect(seen.position).toBe('0.0.0.0.4.3_0.1.1.0.0.2~7.0~b');
    expect(seen.captures).toEqual([7, 0]);
    expect(seen.laps).toEqual([['A5', 'B2']]);
  });
});

describe("Kalah: the two tournament games of Tavares's Mancala World page", () => {
  it('Sandler v Gering 2008 ends 33-39, Gering by 6, with one misprinted gain', () => {
    const e = byId.get('kalah/sandler-gering-2008')!;
    if (e.kind !== 'game') throw new Error('wrong kind');
    const game = buildGame('kalah/sandler-gering-2008', e);
    expect(game.final.stores).toEqual([33, 39]);
    expect(game.final.toMove).toBeNull();
    // Turn 13 of the record (move 7, South) is printed +2; the engine gains 5.
    expect(game.gains[12]).toBe(5);
    expect(e.errata).toEqual([expect.objectContaining({ turn: 'e-c(+2)', printed: 2, actual: 5 })]);
    expect(game.chapters!.length).toBe(26);
  });

  it('Gering v Millé 2009 ends 38-34, Gering by 4, every printed gain matching', () => {
    const e = byId.get('kalah/gering-mille-2009')!;
    if (e.kind !== 'game') throw new Error('wrong kind');
    const game = buildGame('kalah/gering-mille-2009', e);
    expect(game.final.stores).toEqual([38, 34]);
    expect(e.errata).toEqual([]);
    expect(game.gains).toEqual([1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 6, 5, 3, 2, 1, 3, 7, 1, 5, 11, 6, 2, 1, 4, 0, 1]);
  });

  it('a wrong final score in the data fails the build', () => {
    const e = byId.get('kalah/gering-mille-2009')!;
    if (e.kind !== 'game') throw new Error('wrong kind');
    expect(() => buildGame('x', { ...e, expect: { stores: [34, 38] } })).toThrow('the record should end 34-38; the engine ends 38-34');
    expect(() => buildGame('x', { ...e, record: e.record.replace('d!(+5)', 'd!(+4)') })).toThrow('is printed as +4, but the engine gains 5');
  });
});
