/**
 * Maps as SVG path data, drawn at build time with d3-geo: a game's inset map (its countries and
 * places, cropped to its part of the world with neighbours enough to recognise it) and the world map
 * of /map/. Pure functions of the atlas and the places asked for; the markup is the pages' to write.
 */
import type { Feature, FeatureCollection, Geometry, MultiPoint } from 'geojson';
import { geoBounds, geoCentroid, geoContains, geoDistance, geoMercator, geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { atlas, keyOf, landOutline, mainland, type CountryFeature } from './atlas.js';
import { COUNTRIES, type CountryCode } from './countries.js';
import { pathText } from './path-text.js';

export interface Place {
  /** As a reader knows it, e.g. "Zanzibar". */
  name: string;
  lat: number;
  lon: number;
}

/** Where a game is played: the countries to fill, the places to mark. */
export interface Where {
  countries: readonly CountryCode[];
  places: readonly Place[];
}

export interface DrawnPlace {
  name: string;
  x: number;
  y: number;
}

export interface DrawnMap {
  width: number;
  height: number;
  /** Every other country in view, one path. */
  land: string;
  /** The countries asked for, one path. */
  here: string;
  /** The places asked for that fall in view, projected. */
  places: DrawnPlace[];
}

/** [[west, south], [east, north]] in degrees; east may pass 180 when the box crosses the antimeridian. */
export type Bounds = [[number, number], [number, number]];

/** The atlas features of a country, e.g. Somalia's two ("706" and Somaliland). */
export function featuresOf(code: CountryCode): CountryFeature[] {
  const { byKey } = atlas();
  return COUNTRIES[code].atlas.map((key) => {
    const f = byKey.get(key);
    if (!f) throw new Error(`map: the atlas has no country ${key} for ${code}`);
    return f;
  });
}

/**
 * The box a game's inset frames: its countries' main land and its places, widened by `pad` of its
 * size on every side and to at least `minSpan` degrees each way, so a small island or a single place
 * still shows the coast around it.
 */
export function frameOf(where: Where, pad = 0.25, minSpan: [number, number] = [22, 15]): Bounds {
  const shapes: Feature[] = [
    ...where.countries.flatMap(featuresOf).map((f): Feature => ({ type: 'Feature', properties: {}, geometry: mainland(f) })),
    ...where.places.map((p): Feature => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [p.lon, p.lat] } })),
  ];
  if (shapes.length === 0) throw new Error('map: nothing to frame (no country and no place)');
  const [[west, south], [rawEast, north]] = geoBounds({ type: 'FeatureCollection', features: shapes } as FeatureCollection);
  const east = rawEast < west ? rawEast + 360 : rawEast;
  const half = (span: number, least: number) => Math.max(span * (1 + 2 * pad), least) / 2;
  const [midLon, midLat] = [(west + east) / 2, (south + north) / 2];
  const [hLon, hLat] = [half(east - west, minSpan[0]), half(north - south, minSpan[1])];
  const clampLat = (lat: number) => Math.max(-80, Math.min(80, lat));
  return [
    [midLon - hLon, clampLat(midLat - hLat)],
    [midLon + hLon, clampLat(midLat + hLat)],
  ];
}

/** A Mercator projection turned to the box's middle and fitted to it inside width × height. */
export function insetProjection(bounds: Bounds, width: number, height: number): GeoProjection {
  const [[w, s], [e, n]] = bounds;
  const corners: MultiPoint = {
    type: 'MultiPoint',
    coordinates: [
      [w, s],
      [w, n],
      [e, s],
      [e, n],
      [(w + e) / 2, s],
      [(w + e) / 2, n],
    ],
  };
  return geoMercator()
    .rotate([-(w + e) / 2, 0])
    .fitExtent(
      [
        [0, 0],
        [width, height],
      ],
      corners,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
}

/** The path data of some features through a projection (empty when none is in view). */
export function pathOf(projection: GeoProjection, features: readonly { geometry: Geometry }[], digits = 0, minArea = 0): string {
  const context = pathText(digits, minArea);
  const path = geoPath(projection, context as never);
  for (const f of features) path(f.geometry);
  return context.result();
}

function projectPlaces(projection: GeoProjection, places: readonly Place[], width: number, height: number): DrawnPlace[] {
  return places.flatMap((p) => {
    const xy = projection([p.lon, p.lat]);
    if (!xy || xy[0] < 0 || xy[1] < 0 || xy[0] > width || xy[1] > height) return [];
    return [{ name: p.name, x: Math.round(xy[0] * 10) / 10, y: Math.round(xy[1] * 10) / 10 }];
  });
}

/** Islands of other countries smaller than this, in square pixels, are left off a map; a game's own countries keep all theirs. */
const LEAST_ISLAND = 3;

/**
 * Which of some countries a place is in: the one whose outline holds it, else (a coast or an islet the
 * atlas draws coarsely) the nearest by its middle. Enkeshui's Amboseli is in Kenya, not in Tanzania.
 */
export function countryOfPlace(place: Place, candidates: readonly CountryCode[]): CountryCode {
  const point: [number, number] = [place.lon, place.lat];
  const holding = candidates.find((c) => featuresOf(c).some((f) => geoContains(f, point)));
  if (holding) return holding;
  const distance = (c: CountryCode) => Math.min(...featuresOf(c).map((f) => geoDistance(point, geoCentroid(f))));
  return [...candidates].sort((a, b) => distance(a) - distance(b))[0]!;
}

/** A country drawn smaller than this, in square pixels, gets a dot as well, so it can be seen (Barbados, the Maldives). */
const LEAST_VISIBLE = 16;

/** Dots for the game's countries too small to see at the inset's scale, named after the country. */
function smallCountries(projection: GeoProjection, where: Where, width: number, height: number): Place[] {
  const area = geoPath(projection);
  return where.countries.flatMap((code) => {
    const features = featuresOf(code);
    if (features.reduce((sum, f) => sum + area.area(f), 0) >= LEAST_VISIBLE) return [];
    const [lon, lat] = geoCentroid(features[0]!);
    // A place of the game's own within about 3° already marks it (Malé, in the Maldives).
    if (where.places.some((p) => geoDistance([p.lon, p.lat], [lon, lat]) < 0.05)) return [];
    return projectPlaces(projection, [{ name: COUNTRIES[code].name, lon, lat }], width, height).length ? [{ name: COUNTRIES[code].name, lon, lat }] : [];
  });
}

const boundsCache = new WeakMap<CountryFeature, Bounds>();

/** A feature's box in degrees, as geoBounds gives it (west > east when it crosses the antimeridian), worked out once. */
function boundsOf(f: CountryFeature): Bounds {
  let b = boundsCache.get(f);
  if (!b) boundsCache.set(f, (b = geoBounds(f) as Bounds));
  return b;
}

/** Whether two spans of longitude, each from its west going east, overlap on the circle. */
function longitudesMeet([w1, e1]: [number, number], [w2, e2]: [number, number]): boolean {
  const length = (w: number, e: number) => (e - w >= 360 ? 360 : (((e - w) % 360) + 360) % 360);
  const [l1, l2] = [length(w1, e1), length(w2, e2)];
  const from = (a: number, b: number) => (((b - a) % 360) + 360) % 360;
  return from(w1, w2) <= l1 || from(w2, w1) <= l2;
}

/**
 * The features that may show in an inset: those whose box meets the box the inset's frame shows,
 * widened by a degree. Projecting and clipping every country of the world for each inset took most
 * of the site's map drawing time (35 insets: about 2 s), for countries clipped away entirely.
 */
export function inView(projection: GeoProjection, width: number, height: number, features: readonly CountryFeature[]): CountryFeature[] {
  const [west] = projection.invert!([0, height / 2])!;
  const [east] = projection.invert!([width, height / 2])!;
  const [, south] = projection.invert!([width / 2, height])!;
  const [, north] = projection.invert!([width / 2, 0])!;
  const margin = 1;
  // A frame so tall that its width shows the whole circle of longitude: invert gives its edges back
  // wrapped into -180..180, a narrow span on the wrong side, so only latitude can leave a country out.
  const wholeCircle = (width / projection.scale()) * (180 / Math.PI) >= 360 - 2 * margin;
  return features.filter((f) => {
    const [[w, s], [e, n]] = boundsOf(f);
    return s <= north + margin && n >= south - margin && (wholeCircle || longitudesMeet([west - margin, east + margin], [w, e]));
  });
}

/** A game's inset: its countries filled, its neighbours around them, its places marked. */
export function drawInset(where: Where, width = 240, height = 150, digits = 0): DrawnMap {
  const projection = insetProjection(frameOf(where), width, height);
  const hereKeys = new Set<string>(where.countries.flatMap((c) => COUNTRIES[c].atlas));
  const all = inView(projection, width, height, atlas().features);
  return {
    width,
    height,
    land: pathOf(
      projection,
      all.filter((f) => !hereKeys.has(keyOf(f))),
      digits,
      LEAST_ISLAND,
    ),
    here: pathOf(
      projection,
      all.filter((f) => hereKeys.has(keyOf(f))),
      digits,
    ),
    places: projectPlaces(projection, [...where.places, ...smallCountries(projection, where, width, height)], width, height),
  };
}

/** Antarctica, left off the world map: no game is played there and it would take a fifth of the height. */
const ANTARCTICA = '010';

export interface WorldMap extends DrawnMap {
  /** Projects a point of the map, or null when it falls outside. */
  project(lon: number, lat: number): [number, number] | null;
  /**
   * The countries asked for, each its own path (so a filter can leave out the countries of the games it
   * hides), and a dot at its middle when it is drawn too small to see (Barbados, Cape Verde).
   */
  countries: { code: CountryCode; d: string; dot?: [number, number] }[];
}

/** The world, Natural Earth projection, width wide and cropped from about 58° S to 84° N. */
export function drawWorld(countries: readonly CountryCode[], width = 960, digits = 0): WorldMap {
  const projection = geoNaturalEarth1().fitWidth(width, { type: 'Sphere' });
  const top = projection([0, 84])![1];
  const bottom = projection([0, -58])![1];
  projection.translate([projection.translate()[0], projection.translate()[1] - top]);
  const height = Math.ceil(bottom - top);
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  // The coarser atlas for the whole world, its land one outline; the countries with games are drawn
  // over it with their borders, from the finer atlas where the coarse one lacks them (the Maldives,
  // Singapore, Barbados), and a country too small to see gets a dot as on the insets.
  const coarse = atlas('110m');
  const featuresAt = (code: CountryCode) => COUNTRIES[code].atlas.map((key) => coarse.byKey.get(key) ?? atlas('50m').byKey.get(key)!);
  const area = geoPath(projection);
  const drawn = [...new Set(countries)].map((code) => {
    const features = featuresAt(code);
    const d = pathOf(projection, features, digits);
    if (features.reduce((sum, f) => sum + area.area(f), 0) >= LEAST_VISIBLE) return { code, d };
    const xy = projection(geoCentroid(features[0]!));
    return xy ? { code, d, dot: [Math.round(xy[0] * 10) / 10, Math.round(xy[1] * 10) / 10] as [number, number] } : { code, d };
  });
  return {
    width,
    height,
    land: pathOf(projection, [{ geometry: landOutline(new Set([ANTARCTICA])) }], digits, LEAST_ISLAND),
    here: drawn.map((c) => c.d).join(''),
    countries: drawn,
    places: [],
    project: (lon, lat) => {
      const xy = projection([lon, lat]);
      return xy && xy[0] >= 0 && xy[1] >= 0 && xy[0] <= width && xy[1] <= height ? xy : null;
    },
  };
}

/** Where a game's marker goes before any spreading: its first place, else the middle of its first country's main land. */
export function anchorOf(where: Where): [number, number] {
  const place = where.places[0];
  if (place) return [place.lon, place.lat];
  const first = featuresOf(where.countries[0]!)[0]!;
  return geoCentroid({ type: 'Feature', properties: {}, geometry: mainland(first) });
}

/**
 * Markers spread so that none covers another: each in turn goes to its anchor or, if that is taken,
 * to the nearest free spot on a spiral round it. Greedy and deterministic: the same input, the same map.
 */
export function spreadMarkers<T extends { x: number; y: number }>(
  anchors: readonly T[],
  radius: number,
  bounds: { width: number; height: number },
): (T & { x: number; y: number })[] {
  const placed: { x: number; y: number }[] = [];
  const gap = radius * 2 + 1;
  const free = (x: number, y: number) =>
    x >= radius && y >= radius && x <= bounds.width - radius && y <= bounds.height - radius && placed.every((p) => (p.x - x) ** 2 + (p.y - y) ** 2 >= gap * gap);
  return anchors.map((a) => {
    let spot = { x: a.x, y: a.y };
    for (let step = 0; step < 2000 && !free(spot.x, spot.y); step++) {
      const angle = step * 0.5;
      const distance = (gap / 2) * Math.sqrt(step);
      spot = { x: a.x + distance * Math.cos(angle), y: a.y + distance * Math.sin(angle) };
    }
    const rounded = { x: Math.round(spot.x * 10) / 10, y: Math.round(spot.y * 10) / 10 };
    placed.push(rounded);
    return { ...a, ...rounded };
  });
}
