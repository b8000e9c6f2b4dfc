/**
 * The Natural Earth countries (public domain), from the world-atlas package, read once at build time. Nothing here reaches the browser: the maps are drawn into the pages as SVG.
 */
import type { Feature, Geometry, MultiPolygon, Polygon } from 'geojson';
import { geoArea } from 'd3-geo';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { createRequire } from 'node:module';

// Read from node_modules when first drawn, not imported: imported, the two atlases' 870 KB were
// parsed into the build's server bundle, for data only the drawing reads.
const require = createRequire(import.meta.url);
const topologyAt = (scale: Scale): unknown => require(`world-atlas/countries-${scale}.json`);

export type CountryFeature = Feature<Polygon | MultiPolygon, { name: string }> & { id?: string };

export interface Atlas {
  /** Every country of the atlas, in its order. */
  features: readonly CountryFeature[];
  /** A feature by its key: its numeric id ("834"), or its name when it has no id ("Somaliland"). */
  byKey: ReadonlyMap<string, CountryFeature>;
}

/** The key a feature is found by: its ISO numeric id where it has one, else its name. */
export function keyOf(f: CountryFeature): string {
  return f.id ?? f.properties.name;
}

/** The atlas's scales: 1:50 million for insets (small islands such as the Maldives are in it), 1:110 million for the world map. */
export type Scale = '50m' | '110m';

const cached = new Map<Scale, Atlas>();

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

function read(json: unknown): Atlas {
  const topology = json as Countries;
  const collection = feature(topology, topology.objects.countries) as unknown as { features: CountryFeature[] };
  const features = collection.features.filter((f) => f.geometry);
  return { features, byKey: new Map(features.map((f) => [keyOf(f), f])) };
}

export function atlas(scale: Scale = '50m'): Atlas {
  let found = cached.get(scale);
  if (!found) cached.set(scale, (found = read(topologyAt(scale))));
  return found;
}

/**
 * A country's main land, for framing a view: its polygons of at least a share of its largest one
 * (the United States without the Aleutians' far end, Indonesia with Java and Borneo both), so that a
 * far island does not stretch the view round the world.
 */
export function mainland(f: CountryFeature, share = 0.3): Geometry {
  if (f.geometry.type === 'Polygon') return f.geometry;
  const polygons = f.geometry.coordinates.map((coordinates) => ({ coordinates, area: geoArea({ type: 'Polygon', coordinates }) }));
  const largest = Math.max(...polygons.map((p) => p.area));
  return { type: 'MultiPolygon', coordinates: polygons.filter((p) => p.area >= largest * share).map((p) => p.coordinates) };
}

/**
 * The land of the coarser atlas as one outline, the borders between countries dissolved (each border
 * drawn would cost the world map a third more bytes), less the countries whose keys are left out.
 */
export function landOutline(leaveOut: ReadonlySet<string>): Geometry {
  const topology = topologyAt('110m') as Countries;
  const kept = topology.objects.countries.geometries.filter((g) => !leaveOut.has(String(g.id ?? (g.properties as { name?: string } | undefined)?.name)));
  return merge(topology as never, kept as never);
}
