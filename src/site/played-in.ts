/**
 * Where each game is played (frontmatter `playedIn`), as the inset maps and /map/ read it: all of a
 * game's entries as one set of countries and places, the same in words for the text alternative, and
 * every game by region and country for /map/'s list. Pure functions over the pages' data.
 */
import { COUNTRIES, type CountryCode } from '../map/countries.js';
import { countryOfPlace, type Place, type Where } from '../map/draw.js';
import { REGIONS, type PlayedIn } from './schema.js';

/** A game's entries as one Where: each country once, in the order its sources give them; each place once. */
export function whereOf(playedIn: readonly PlayedIn[]): Where {
  const countries = [...new Set(playedIn.flatMap((e) => e.countries))];
  const places = new Map<string, Place>();
  for (const e of playedIn) for (const p of e.places) places.set(p.name, p);
  return { countries, places: [...places.values()] };
}

/** The countries in words, a country's places after it: "Tanzania (Zanzibar) and Malawi", "the Philippines". */
export function whereText(playedIn: readonly PlayedIn[]): string {
  const names = whereOf(playedIn).countries.map((code) => {
    const places = [...new Set(playedIn.flatMap((e) => e.places.filter((p) => e.countries.includes(code) && countryOfPlace(p, e.countries) === code).map((p) => p.name)))];
    const name = 'the' in COUNTRIES[code] ? `the ${COUNTRIES[code].name}` : COUNTRIES[code].name;
    return places.length ? `${name} (${places.join(', ')})` : name;
  });
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

export interface RegionList<G> {
  region: string;
  countries: { code: CountryCode; name: string; games: G[] }[];
}

/**
 * Every region that has a game, in the site's order of regions, each with its countries by name and
 * each country with its games in the order given; a game played in several countries is under each.
 */
export function byRegion<G extends { playedIn: readonly PlayedIn[] }>(games: readonly G[]): RegionList<G>[] {
  const byCountry = new Map<CountryCode, G[]>();
  for (const game of games) for (const code of whereOf(game.playedIn).countries) byCountry.set(code, [...(byCountry.get(code) ?? []), game]);
  return REGIONS.map((region) => ({
    region,
    countries: [...byCountry.entries()]
      .filter(([code]) => COUNTRIES[code].region === region)
      .map(([code, list]) => ({ code, name: COUNTRIES[code].name, games: list }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  })).filter((r) => r.countries.length > 0);
}
