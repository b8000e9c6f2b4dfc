import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../src/engine/index.js';
import { VARIANT_IDS } from '../../src/variants/ids.js';
import { variantDefinition } from '../../src/variants/index.js';
import { readPlayAddress, writePlayAddress } from '../../src/widgets/play-address.js';
import { openSession } from '../../src/widgets/play-session.js';
import { rules } from '../helpers.js';

describe('readPlayAddress', () => {
  it('reads options as JSON or as on the command line, start as the opening, moves split by commas', () => {
    expect(readPlayAddress('?options={"seeds":6}&position=start&moves=A3,%20B2,A2/cw')).toEqual({
      ok: true,
      value: { options: { seeds: 6 }, position: undefined, moves: ['A3', 'B2', 'A2/cw'] },
    });
    expect(readPlayAddress('?options=seeds=6,pie:true')).toEqual({ ok: true, value: { options: { seeds: '6', pie: 'true' }, position: undefined, moves: [] } });
  });

  it('writes what it reads', () => {
    const address = { options: { preset: 'malawi' }, position: '4.4~0.0~a', moves: ['AA1/AA1', 'B2'] };
    expect(writePlayAddress(address)).toBe('?options=preset=malawi&position=4.4~0.0~a&moves=AA1/AA1,B2');
    expect(readPlayAddress(writePlayAddress(address))).toEqual({ ok: true, value: address });
  });
});

/** Runs a link through the whole play page path: read, rules, position, moves; times it. */
function openTimed(variant: string, search: string) {
  const t = performance.now();
  const made = openSession(variant, {}, undefined, search);
  if (made.ok) made.value.view();
  else expect(made.error.message.length).toBeGreaterThan(0);
  expect(performance.now() - t).toBeLessThan(2000);
}

describe.each(VARIANT_IDS)('links to the %s play page, fuzzed', (variant) => {
  const r = rules(variant);
  const definition = variantDefinition(variant);
  const start = formatPosition(r, r.start());
  const labels = r.topology.labels;

  it('never throw on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (position, options, moves) => {
        openTimed(variant, `?position=${position}`);
        openTimed(variant, `?options=${encodeURIComponent(options)}&moves=${encodeURIComponent(moves)}`);
        openTimed(variant, position);
      }),
      { numRuns: 30 },
    );
  });

  it('never throw on near-valid links: the opening mutated, real option names, pit names as moves', () => {
    const mutated = fc
      .tuple(fc.nat({ max: start.length }), fc.constantFrom('', '.', '_', '~', 'x', '0', '9', '99', 'a', 'b', 'end', '-', '~end-row-empty', '~a~pie-pending', '~b~houses-a'))
      .map(([at, text]) => start.slice(0, at) + text + start.slice(at + 1));
    const optionKeys = [...Object.keys(definition.optionNotes), 'preset', 'toString', '__proto__'];
    const optionValues = [...Object.values(definition.optionNotes as Record<string, { choices: unknown[] }>).flatMap((n) => n.choices.map(String)), ...Object.keys(definition.presets), '', '-1', 'yes'];
    const options = fc.array(fc.tuple(fc.constantFrom(...optionKeys), fc.constantFrom(...optionValues)), { maxLength: 3 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join(','));
    const move = fc
      .tuple(fc.constantFrom(...labels, 'swap', 'pass', 'next-round'), fc.array(fc.constantFrom('cw', 'ccw', 'stop', 'safari', ...labels), { maxLength: 2 }))
      .map(([pit, choices]) => [pit, ...choices].join('/'));
    fc.assert(
      fc.property(fc.oneof(mutated, fc.constant('start')), options, fc.array(move, { maxLength: 30 }), (position, opts, moves) => {
        openTimed(variant, `?position=${position}&options=${opts}&moves=${moves.join(',')}`);
        openTimed(variant, `?moves=${moves.join(',')}`);
      }),
      { numRuns: 40 },
    );
  });

  it('replays its own games from their addresses', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (picks) => {
        const s = openSession(variant, {}, undefined, '');
        if (!s.ok) throw new Error(s.error.message);
        let v = s.value.view();
        for (const pick of picks) {
          const options = [...v.legal.map((pit) => () => s.value.sow(pit)), ...[...v.answers, ...v.actions].map((a) => () => s.value.act(a.id))];
          if (!options.length) break;
          v = options[pick % options.length]!();
        }
        const again = openSession(variant, {}, undefined, v.address);
        if (!again.ok) throw new Error(`${v.address}: ${again.error.message}`);
        expect(again.value.view().notation).toBe(v.notation);
        expect(again.value.view().history).toEqual(v.history);
      }),
      { numRuns: 10 },
    );
  });
});
