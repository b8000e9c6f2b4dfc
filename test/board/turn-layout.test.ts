/**
 * A board turned round for a reader at B's side (`turnLayout`), checked for every game: B's pits
 * are at the bottom, each pit keeps its name and its name stays beside it on the far side from the
 * board's middle, stores and hands change ends, and turning twice gives the board back.
 */
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../src/variants/index.js';
import { turnLayout } from '../../src/board/layout.js';
import type { BoardLayout } from '../../src/board/layout.js';
import { layoutOf } from '../../src/board/frames.js';
import { rules } from '../helpers.js';

/** The mean height of a seat's pits (seat 0 is A). */
const meanY = (layout: BoardLayout, seat: number) => {
  const ys = layout.pits.flatMap((p, pit) => (layout.owner[pit] === seat ? [p.y] : []));
  return ys.reduce((a, b) => a + b, 0) / ys.length;
};

describe('turnLayout', () => {
  it.each(VARIANT_IDS)('%s: B sits at the bottom, names keep their pits, turning twice gives the board back', (id) => {
    const upright = layoutOf(rules(id));
    const turned = turnLayout(upright);
    expect(turned.turned).toBe(true);
    expect(turnLayout(turned)).toEqual(upright);
    // Same board: same size, names and owners; every pit inside it.
    expect([turned.width, turned.height, turned.names, turned.owner]).toEqual([upright.width, upright.height, upright.names, upright.owner]);
    for (const p of turned.pits) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(turned.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(turned.height);
    }
    if (upright.rows.length > 1 && upright.owner.includes(1) && !upright.showOwner) {
      // A at the bottom upright (a larger y is lower on screen), B at the bottom turned.
      expect(meanY(upright, 0)).toBeGreaterThan(meanY(upright, 1));
      expect(meanY(turned, 1)).toBeGreaterThan(meanY(turned, 0));
    }
    // A pit's name is as far from its pit as before, on the opposite side, and hangs the other way.
    for (const [i, t] of upright.texts.entries()) {
      const u = turned.texts[i]!;
      expect(u.text).toBe(t.text);
      expect(u.pit).toBe(t.pit);
      expect(!!u.below).toBe(!t.below);
      if (t.pit === undefined) continue;
      expect(u.x - turned.pits[t.pit]!.x).toBeCloseTo(-(t.x - upright.pits[t.pit]!.x));
      expect(u.y - turned.pits[t.pit]!.y).toBeCloseTo(-(t.y - upright.pits[t.pit]!.y));
    }
  });

  it('Kalah: the stores change ends and the spoken rows read B first no longer', () => {
    const upright = layoutOf(rules('kalah'));
    const turned = turnLayout(upright);
    const [a, b] = [upright.stores[0]!, upright.stores[1]!];
    // A's store is on the right upright (it sows counter-clockwise into it): on the left turned.
    expect(a.x).toBeGreaterThan(b.x);
    expect(turned.stores[0]!.x).toBe(b.x);
    expect(turned.stores[1]!.x).toBe(a.x);
    expect(upright.rows.map((r) => r.label)).toEqual(['Row B', 'Row A']);
    expect(turned.rows.map((r) => r.label)).toEqual(['Row A', 'Row B']);
    // A1, the first pit A sows from, was bottom left: turned, it is top right.
    const a1 = upright.names.indexOf('A1');
    expect(upright.pits[a1]!.x).toBeLessThan(upright.width / 2);
    expect(turned.pits[a1]!.x).toBeGreaterThan(turned.width / 2);
    expect(turned.pits[a1]!.y).toBeLessThan(turned.height / 2);
  });

  it('keeps the end pits last in the spoken summary (a board with pits at its ends)', () => {
    const withEnds = VARIANT_IDS.map((id) => layoutOf(rules(id))).find((l) => l.rows.some((r) => r.label === 'End pits'));
    expect(withEnds).toBeDefined();
    const turned = turnLayout(withEnds!);
    expect(turned.rows.at(-1)!.label).toBe('End pits');
    expect(turned.rows.slice(0, -1).map((r) => r.label)).toEqual(
      withEnds!.rows
        .slice(0, -1)
        .map((r) => r.label)
        .reverse(),
    );
  });
});
