/**
 * The board's drawing, checked as geometry for every game: no seed dot touches a pit's count, at
 * any count the game can put in a pit and at the largest size a count is ever drawn (board.css caps
 * it), upright or turned a quarter-turn; and every dot stays inside its pit, round or square.
 * The browser test (test/e2e/board-overlap.test.ts) measures the same on real pages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS, variantDefinition } from '../../src/variants/index.js';
import { COUNT_MAX, HAND_FONT_MAX, LONG_COUNT, LONG_COUNT_MAX, PIT_R, SEED_R, SQUARE_HALF, handDots, handLabel, seedDots } from '../../src/board/layout.js';
import { layoutOf } from '../../src/board/frames.js';
import { rules } from '../helpers.js';

const css = readFileSync('src/styles/board.css', 'utf8');

/**
 * A count's ink, in ems: figures as wide as DejaVu Sans Bold's (the widest of the usual system
 * fonts, and the one the browser tests draw with: 0.6 em of ink, 0.7 em from one figure to the next,
 * so 0.65 em a figure in a two-figure count) and as tall as its figures (0.729 em), centred on the
 * pit. Bold figures of system-ui on other systems are narrower.
 */
const DIGIT_W = 0.65;
const DIGIT_H = 0.73;
/**
 * How far the figures' middle may sit from the pit's centre, in ems: board.css centres a count with
 * `dominant-baseline: central`, the middle of the font's ascent and descent, which is the middle of
 * its figures to within 0.02 em in DejaVu Sans, Roboto and San Francisco.
 */
const OFF_CENTRE = 0.03;

/** Every way a game can be set up, one option changed at a time: the largest count a pit can hold is at most its seeds. */
function setups(id: (typeof VARIANT_IDS)[number]) {
  const definition = variantDefinition(id);
  const found = [rules(id)];
  for (const [key, note] of Object.entries(definition.optionNotes) as [string, { choices: readonly unknown[] }][]) {
    for (const choice of note.choices) found.push(rules(id, { [key]: choice }));
  }
  for (const preset of Object.values(definition.presets)) found.push(rules(id, preset as Record<string, unknown>));
  return found;
}

describe('board geometry', () => {
  it('takes its sizes from board.css: the dot, the largest count and its halo', () => {
    expect(css).toMatch(new RegExp(`\\.board \\.seeds \\{[^}]*stroke-width: ${2 * SEED_R};`));
    expect(css).toMatch(new RegExp(`\\.board \\.counts text \\{[^}]*font-size: min\\(1em, ${COUNT_MAX}px\\); dominant-baseline: central;`));
    expect(css).toMatch(new RegExp(`\\.board \\.counts text\\.long \\{[^}]*font-size: min\\(1em, ${LONG_COUNT_MAX}px\\);`));
  });

  const halo = Number(/\.board \.counts text[^{]*\{[^}]*stroke-width: ([\d.]+)px/.exec(css)![1]) / 2;

  it.each(VARIANT_IDS)('%s: no seed dot touches a count, upright or turned, and every dot is inside its pit', (id) => {
    const problems = new Set<string>();
    for (const r of setups(id)) {
      const layout = layoutOf(r);
      const squares = new Set(layout.square);
      const kinds = squares.size ? [false, true] : [false];
      for (let n = 0; n <= r.totalSeeds; n++) {
        const digits = String(n).length;
        // A count of three figures is drawn smaller (board.css: .long).
        const size = n >= LONG_COUNT ? LONG_COUNT_MAX : COUNT_MAX;
        // Half the ink box with its halo: upright, then as a turned board turns it back upright.
        const w = (DIGIT_W * digits * size) / 2 + halo;
        const h = (DIGIT_H * size) / 2 + halo;
        for (const square of kinds) {
          const dots = seedDots(n, square);
          expect(dots.length).toBe(Math.min(n, 12));
          for (const [x, y] of dots) {
            const boxes = [-OFF_CENTRE, OFF_CENTRE].flatMap(
              (off) =>
                [
                  [w, h, 0, off * size],
                  [h, w, off * size, 0],
                ] as const,
            );
            for (const [bw, bh, cx, cy] of boxes) {
              const clear = Math.hypot(Math.max(0, Math.abs(x - cx) - bw), Math.max(0, Math.abs(y - cy) - bh));
              if (clear < SEED_R) problems.add(`${n} seeds${square ? ' (square pit)' : ''}: the dot at ${x},${y} touches the count`);
            }
            const inside = square ? Math.max(Math.abs(x), Math.abs(y)) + SEED_R <= SQUARE_HALF : Math.hypot(x, y) + SEED_R <= PIT_R;
            if (!inside) problems.add(`${n} seeds: the dot at ${x},${y} sticks out of the ${square ? 'square' : 'round'} pit`);
          }
        }
      }
    }
    expect([...problems]).toEqual([]);
  });

  it.each(VARIANT_IDS)('%s: marked wide exactly when its counts would fall below 12 px on a phone, and then counts only, inside the pit', (id) => {
    const layout = layoutOf(rules(id));
    // A 375 px phone gives a board about 345 px: COUNT_MAX board units must come to 12 px or more.
    const small = !layout.turn && layout.size !== 'circle' && (COUNT_MAX * 345) / layout.width < 12;
    expect(layout.size.split(' ').includes('wide')).toBe(small);
    if (small) {
      const big = Number(/\.board\.wide \.counts text \{ font-size: min\(1em, ([\d.]+)px\)/.exec(css)![1]);
      expect((big * 345) / layout.width).toBeGreaterThanOrEqual(12);
      // Two figures at that size fit across the pit's hole.
      expect(DIGIT_W * 2 * big).toBeLessThan(2 * PIT_R);
      expect(css).toMatch(/\.board\.wide \.seeds \{ display: none; \}/);
    }
  });

  it("draws Bao's hand labels clear of the hands' seeds, at the most seeds a hand can hold and the largest the label is drawn", () => {
    expect(css).toMatch(new RegExp(`\\.board \\.hand \\{[^}]*font-size: min\\(0\\.875em, ${HAND_FONT_MAX}px\\)`));
    const layout = layoutOf(rules('bao'));
    expect(layout.hands).toBe(true);
    for (const [seat, box] of layout.stores.entries()) {
      const label = handLabel(seat, 64);
      // 0.62 em a character: wider than DejaVu Sans Bold's letters and figures on average.
      const right = box!.x + 4 + 0.62 * HAND_FONT_MAX * label.text.length;
      const dots = handDots(box!, 64);
      expect(dots.length).toBe(24);
      for (const [x, y] of dots) {
        expect(x - SEED_R, `${label.text}: a seed under the label`).toBeGreaterThan(right);
        expect(x + SEED_R).toBeLessThanOrEqual(box!.x + box!.w);
        expect(y).toBe(box!.y + box!.h / 2);
      }
    }
  });
});
