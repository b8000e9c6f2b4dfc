/**
 * The countries our games' pages name, by ISO 3166-1 alpha-3 code: the name a reader sees, the region
 * the map page lists it under, and the features of the Natural Earth atlas (world-atlas) that draw it,
 * by their ISO 3166-1 numeric id. Only countries some page uses are listed; a code not here fails the
 * schema, and test/map/countries.test.ts checks every atlas id exists. Somalia also draws Somaliland,
 * which Natural Earth keeps apart without an ISO id (it names it instead).
 */
export interface Country {
  /** The name as our pages write it, e.g. "Tanzania". */
  name: string;
  /** The region /map/ lists it under: one of the site's REGIONS (src/site/schema.ts; a test holds it to that list). */
  region: string;
  /** Its features in world-atlas: numeric ids as strings ("834"), or the name of one with no id. */
  atlas: readonly string[];
  /** Whether a sentence puts “the” before the name (“played in the Philippines”). */
  the?: true;
}

export const COUNTRIES = {
  AFG: { name: 'Afghanistan', region: 'Central Asia', atlas: ['004'] },
  AGO: { name: 'Angola', region: 'Southern Africa', atlas: ['024'] },
  ATG: { name: 'Antigua and Barbuda', region: 'Caribbean', atlas: ['028'] },
  BDI: { name: 'Burundi', region: 'East Africa', atlas: ['108'] },
  BEN: { name: 'Benin', region: 'West Africa', atlas: ['204'] },
  BRB: { name: 'Barbados', region: 'Caribbean', atlas: ['052'] },
  BRN: { name: 'Brunei', region: 'Southeast Asia', atlas: ['096'] },
  CIV: { name: 'Côte d’Ivoire', region: 'West Africa', atlas: ['384'] },
  COD: { name: 'Democratic Republic of the Congo', region: 'Central Africa', atlas: ['180'], the: true },
  COG: { name: 'Republic of the Congo', region: 'Central Africa', atlas: ['178'], the: true },
  CPV: { name: 'Cape Verde', region: 'West Africa', atlas: ['132'] },
  DEU: { name: 'Germany', region: 'Europe', atlas: ['276'] },
  EST: { name: 'Estonia', region: 'Europe', atlas: ['233'] },
  ETH: { name: 'Ethiopia', region: 'East Africa', atlas: ['231'] },
  GHA: { name: 'Ghana', region: 'West Africa', atlas: ['288'] },
  IDN: { name: 'Indonesia', region: 'Southeast Asia', atlas: ['360'] },
  IND: { name: 'India', region: 'South Asia', atlas: ['356'] },
  KAZ: { name: 'Kazakhstan', region: 'Central Asia', atlas: ['398'] },
  KEN: { name: 'Kenya', region: 'East Africa', atlas: ['404'] },
  KGZ: { name: 'Kyrgyzstan', region: 'Central Asia', atlas: ['417'] },
  LKA: { name: 'Sri Lanka', region: 'South Asia', atlas: ['144'] },
  MDV: { name: 'Maldives', region: 'South Asia', atlas: ['462'], the: true },
  MLI: { name: 'Mali', region: 'West Africa', atlas: ['466'] },
  MOZ: { name: 'Mozambique', region: 'Southern Africa', atlas: ['508'] },
  MWI: { name: 'Malawi', region: 'Southern Africa', atlas: ['454'] },
  MYS: { name: 'Malaysia', region: 'Southeast Asia', atlas: ['458'] },
  NAM: { name: 'Namibia', region: 'Southern Africa', atlas: ['516'] },
  NGA: { name: 'Nigeria', region: 'West Africa', atlas: ['566'] },
  OMN: { name: 'Oman', region: 'Arabia', atlas: ['512'] },
  PHL: { name: 'Philippines', region: 'Southeast Asia', atlas: ['608'], the: true },
  RWA: { name: 'Rwanda', region: 'East Africa', atlas: ['646'] },
  SGP: { name: 'Singapore', region: 'Southeast Asia', atlas: ['702'] },
  SOM: { name: 'Somalia', region: 'East Africa', atlas: ['706', 'Somaliland'] },
  SSD: { name: 'South Sudan', region: 'East Africa', atlas: ['728'] },
  SUR: { name: 'Suriname', region: 'Caribbean', atlas: ['740'] },
  SYR: { name: 'Syria', region: 'Levant', atlas: ['760'] },
  THA: { name: 'Thailand', region: 'Southeast Asia', atlas: ['764'] },
  TJK: { name: 'Tajikistan', region: 'Central Asia', atlas: ['762'] },
  TKM: { name: 'Turkmenistan', region: 'Central Asia', atlas: ['795'] },
  TUR: { name: 'Türkiye', region: 'Anatolia', atlas: ['792'] },
  TZA: { name: 'Tanzania', region: 'East Africa', atlas: ['834'] },
  UGA: { name: 'Uganda', region: 'East Africa', atlas: ['800'] },
  USA: { name: 'United States', region: 'Americas', atlas: ['840'], the: true },
  UZB: { name: 'Uzbekistan', region: 'Central Asia', atlas: ['860'] },
  VNM: { name: 'Vietnam', region: 'Southeast Asia', atlas: ['704'] },
  ZAF: { name: 'South Africa', region: 'Southern Africa', atlas: ['710'] },
  ZWE: { name: 'Zimbabwe', region: 'Southern Africa', atlas: ['716'] },
} as const satisfies Record<string, Country>;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as [CountryCode, ...CountryCode[]];

export function countryOf(code: CountryCode): Country {
  return COUNTRIES[code];
}
