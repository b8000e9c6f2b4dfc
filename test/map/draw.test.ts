/** The maps' drawing (src/map): path data kept small, frames round a game's part of the world, markers that never overlap, and a country table that matches the atlas. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atlas } from '../../src/map/atlas.js';
import { COUNTRIES, COUNTRY_CODES } from '../../src/map/countries.js';
import { anchorOf, drawInset, drawWorld, frameOf, insetProjection, inView, pathOf, spreadMarkers, type Where } from '../../src/map/draw.js';
import { pathText } from '../../src/map/path-text.js';
import { REGIONS } from '../../src/site/schema.js';

/** Draws rings through a path context and returns its data. */
function draw(rings: [number, number][][], digits = 0, minArea = 0): string {
  const c = pathText(digits, minArea);
  for (const ring of rings) {
    ring.forEach(([x, y], i) => (i === 0 ? c.moveTo(x, y) : c.lineTo(x, y)));
    c.closePath();
  }
  return c.result();
}

/** Reads path data back into absolute points, ring by ring. */
function readBack(d: string): [number, number][][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) => {
      const [start, rest = ''] = part.replace(/z$/, '').split('l');
      const nums = (text: string) => [...text.matchAll(/-?\d*\.?\d+/g)].map((m) => Number(m[0]));
      const [x0, y0] = nums(start!);
      const ring: [number, number][] = [[x0!, y0!]];
      const steps = nums(rest);
      for (let i = 0; i < steps.length; i += 2) ring.push([ring.at(-1)![0] + steps[i]!, ring.at(-1)![1] + steps[i + 1]!]);
      return ring;
    });
}

describe('path data', () => {
  it.each([
    [
      'a square, relative steps',
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
        ],
      ],
      0,
      'M0 0l10 0 0 10-10 0z',
    ],
    [
      'rounded to whole units, points that round together dropped',
      [
        [
          [0.2, 0.4],
          [10.4, 0],
          [10.3, 0.2],
          [10, 10.6],
          [0, 10],
        ],
      ],
      0,
      'M0 0l10 0 0 11-10-1z',
    ],
    [
      'one decimal, no leading zero',
      [
        [
          [0.25, 0],
          [1.5, 0],
          [1.5, 1.5],
        ],
      ],
      1,
      'M.3 0l1.2 0 0 1.5z',
    ],
    [
      'the closing point that repeats the first left to z',
      [
        [
          [0, 0],
          [5, 0],
          [5, 5],
          [0, 0],
        ],
      ],
      0,
      'M0 0l5 0 0 5z',
    ],
    [
      'a ring that collapses to a point left out',
      [
        [
          [0, 0],
          [0.1, 0.1],
          [0.2, 0],
        ],
        [
          [0, 0],
          [3, 0],
          [0, 3],
        ],
      ],
      0,
      'M0 0l3 0-3 3z',
    ],
  ] as const)('%s', (_, rings, digits, expected) => {
    expect(draw(rings as never, digits)).toBe(expected);
  });

  it('leaves out rings smaller than minArea, and keeps them all at 0', () => {
    const islet: [number, number][] = [
      [0, 0],
      [1, 0],
      [0, 1],
    ];
    const island: [number, number][] = [
      [10, 10],
      [20, 10],
      [20, 20],
    ];
    expect(readBack(draw([islet, island], 0, 3))).toEqual([island]);
    expect(readBack(draw([islet, island], 0, 0))).toHaveLength(2);
  });

  it('reads back to the rounded points it was given (any rings)', () => {
    const point = fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }));
    const ring = fc.uniqueArray(point, { minLength: 3, maxLength: 12, selector: ([x, y]) => `${x},${y}` });
    fc.assert(
      fc.property(fc.array(ring, { maxLength: 4 }), (rings) => {
        // Consecutive equal points cannot occur (unique), so every point comes back; rings stay in order.
        expect(readBack(draw(rings))).toEqual(rings);
      }),
    );
  });
});

describe('the country table', () => {
  it('names atlas features that exist, each in one of the site’s regions', () => {
    const { byKey } = atlas('50m');
    for (const code of COUNTRY_CODES) {
      for (const key of COUNTRIES[code].atlas) expect(byKey.has(key), `${code}: ${key}`).toBe(true);
      expect(REGIONS as readonly string[], code).toContain(COUNTRIES[code].region);
    }
  });

  it('uses ISO alpha-3 codes, each feature once', () => {
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    const keys = COUNTRY_CODES.flatMap((c) => COUNTRIES[c].atlas);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('an inset map', () => {
  it('frames a small country with its surroundings: at least the least span each way', () => {
    const [[w, s], [e, n]] = frameOf({ countries: ['MDV'], places: [] });
    expect(e - w).toBeGreaterThanOrEqual(22);
    expect(n - s).toBeGreaterThanOrEqual(15);
    expect(w).toBeLessThan(73.5);
    expect(e).toBeGreaterThan(73.5);
  });

  it('frames the United States by its main land, not the whole Aleutian chain round the globe', () => {
    const [[w], [e]] = frameOf({ countries: ['USA'], places: [] });
    expect(e - w).toBeLessThan(120);
    expect(w).toBeGreaterThan(-180);
  });

  it('projects the frame inside the drawing', () => {
    const bounds = frameOf({ countries: ['TZA', 'MWI'], places: [] });
    const projection = insetProjection(bounds, 240, 150);
    for (const [lon, lat] of [bounds[0], bounds[1], [35, -6]] as [number, number][]) {
      const [x, y] = projection([lon, lat])!;
      expect(x).toBeGreaterThanOrEqual(-0.5);
      expect(x).toBeLessThanOrEqual(240.5);
      expect(y).toBeGreaterThanOrEqual(-0.5);
      expect(y).toBeLessThanOrEqual(150.5);
    }
  });

  it('draws the game’s countries and its places in view, with neighbours, every point inside the view', () => {
    const map = drawInset({ countries: ['TZA'], places: [{ name: 'Zanzibar', lat: -6.16, lon: 39.2 }] });
    expect(map.here.length).toBeGreaterThan(50);
    expect(map.land.length).toBeGreaterThan(map.here.length);
    expect(map.places).toEqual([{ name: 'Zanzibar', x: expect.any(Number), y: expect.any(Number) }]);
    for (const ring of [...readBack(map.here), ...readBack(map.land)])
      for (const [x, y] of ring) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(240);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(150);
      }
  });

  it.each([
    ['East Africa', { countries: ['TZA', 'MWI'], places: [] }],
    ['the Maldives', { countries: ['MDV'], places: [] }],
    ['Barbados', { countries: ['BRB'], places: [] }],
    ['the United States', { countries: ['USA'], places: [] }],
    ['Fiji, across the antimeridian', { countries: [], places: [{ name: 'Suva', lat: -18.1, lon: 178.4 }] }],
    ['the Bering Strait, across the antimeridian', { countries: [], places: [{ name: 'Uelen', lat: 66.2, lon: -169.8 }] }],
    ['Svalbard, far north', { countries: [], places: [{ name: 'Longyearbyen', lat: 78.2, lon: 15.6 }] }],
    [
      'pole to pole, a frame so tall that its width shows more than the whole circle of longitude',
      {
        countries: [],
        places: [
          { name: 'Longyearbyen', lat: 78.2, lon: 15.6 },
          { name: 'McMurdo Station', lat: -77.8, lon: 166.7 },
        ],
      },
    ],
  ] as [string, Where][])('leaves out only countries that would draw nothing: %s', (_name, where) => {
    const projection = insetProjection(frameOf(where), 240, 150);
    const all = atlas().features;
    const kept = new Set(inView(projection, 240, 150, all));
    expect(kept.size).toBeGreaterThan(0);
    for (const f of all) if (!kept.has(f)) expect(pathOf(projection, [f]), `${f.properties.name} was left out`).toBe('');
  });

  it('leaves most of the world out of a regional inset', () => {
    const projection = insetProjection(frameOf({ countries: ['TZA', 'MWI'], places: [] }), 240, 150);
    expect(inView(projection, 240, 150, atlas().features).length).toBeLessThan(atlas().features.length / 4);
  });

  it('stays small: a few kilobytes of path data, whole units only', () => {
    const map = drawInset({ countries: ['MYS', 'BRN', 'SGP', 'THA', 'IDN'], places: [] });
    expect(map.land.length + map.here.length).toBeLessThan(20_000);
    expect(map.here).not.toMatch(/\./);
  });

  it('refuses to frame nothing, and names a country the atlas lacks', () => {
    expect(() => frameOf({ countries: [], places: [] })).toThrow(/nothing to frame/);
  });
});

describe('the world map', () => {
  it('fills the countries asked for and places a game’s anchor in its country', () => {
    const world = drawWorld(['KEN']);
    expect(world.width).toBe(960);
    expect(world.here.length).toBeGreaterThan(20);
    const [lon, lat] = anchorOf({ countries: ['KEN'], places: [] });
    expect(lon).toBeGreaterThan(34);
    expect(lon).toBeLessThan(42);
    expect(lat).toBeGreaterThan(-5);
    expect(lat).toBeLessThan(5);
    expect(world.project(lon, lat)).not.toBeNull();
    expect(anchorOf({ countries: ['TZA'], places: [{ name: 'Zanzibar', lat: -6.16, lon: 39.2 }] })).toEqual([39.2, -6.16]);
  });

  it('spreads markers so that none overlaps another and all stay on the map, the same each time', () => {
    const anchor = fc.record({ x: fc.double({ min: 0, max: 300, noNaN: true }), y: fc.double({ min: 0, max: 200, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(anchor, { maxLength: 30 }), (anchors) => {
        const spread = spreadMarkers(anchors, 5, { width: 300, height: 200 });
        expect(spread).toHaveLength(anchors.length);
        for (let i = 0; i < spread.length; i++) {
          const a = spread[i]!;
          expect(a.x).toBeGreaterThanOrEqual(5);
          expect(a.y).toBeLessThanOrEqual(195);
          for (let j = 0; j < i; j++) expect(Math.hypot(a.x - spread[j]!.x, a.y - spread[j]!.y)).toBeGreaterThanOrEqual(10.8);
        }
        expect(spreadMarkers(anchors, 5, { width: 300, height: 200 })).toEqual(spread);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the world map’s countries', () => {
  it('draws each country asked for as a path of its own, so a filter can leave it out', () => {
    const world = drawWorld(['KEN', 'TZA']);
    expect(world.countries.map((c) => c.code)).toEqual(['KEN', 'TZA']);
    for (const c of world.countries) expect(c.d.length).toBeGreaterThan(20);
    expect(world.here).toBe(world.countries.map((c) => c.d).join(''));
  });

  it('rings a country too small to see at the world’s scale, where it is, and no large one', () => {
    const world = drawWorld(['GHA', 'BRB', 'ATG', 'CPV', 'MDV']);
    const dotted = world.countries.filter((c) => c.dot).map((c) => c.code);
    expect(dotted.sort()).toEqual(['ATG', 'BRB', 'CPV', 'MDV']);
    // Barbados's dot is where Barbados is: 59.5° W, 13.2° N.
    const [x, y] = world.project(-59.55, 13.18)!;
    const dot = world.countries.find((c) => c.code === 'BRB')!.dot!;
    expect(Math.hypot(dot[0] - x, dot[1] - y)).toBeLessThan(3);
  });
});

describe('small countries', () => {
  it('get a dot of their own where the inset draws them too small to see, and large ones none', () => {
    const wari = drawInset({ countries: ['GHA', 'BRB', 'ATG', 'SUR'], places: [] });
    expect(wari.places.map((p) => p.name).sort()).toEqual(['Antigua and Barbuda', 'Barbados']);
    expect(drawInset({ countries: ['MDV'], places: [{ name: 'Malé', lat: 4.18, lon: 73.51 }] }).places.map((p) => p.name)).toEqual(['Malé']);
    expect(drawInset({ countries: ['MDV'], places: [] }).places.map((p) => p.name)).toEqual(['Maldives']);
  });
});
