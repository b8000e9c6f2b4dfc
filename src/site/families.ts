/**
 * The families the home page groups the games into, and the order previous/next follows: each
 * game's family is read from its rules (the board's shape, whether its laps relay), so a new
 * variant finds its family without anyone listing it.
 */
import type { VariantId } from '../variants/index.js';
import type { GameFacts } from './game-facts.js';

export type FamilyId = 'two-row-single' | 'two-row-relay' | 'circle' | 'four-row' | 'three-row';

export interface Family {
  id: FamilyId;
  title: string;
  /** What the games of the family share, in a sentence. */
  blurb: string;
}

/** In reading order: the order of the home page's groups and of previous/next. */
export const FAMILIES: readonly Family[] = [
  { id: 'two-row-single', title: 'Two rows, a single lap', blurb: 'Two rows of pits facing each other; a sowing ends where the last seed falls.' },
  {
    id: 'two-row-relay',
    title: 'Two rows, relay sowing',
    blurb: 'Two rows again, but when a lap ends an occupied pit, where the last seed fell or the next one, is lifted and sown on.',
  },
  { id: 'circle', title: 'A circle, for two to four players', blurb: 'One ring of pits shared by up to four players.' },
  { id: 'three-row', title: 'Three rows', blurb: 'A row for each player and a middle row they share, half each; played in Ethiopia and Eritrea.' },
  { id: 'four-row', title: 'Four rows', blurb: 'Each player owns two rows and sows round them, lap after lap; most are played in East and Southern Africa.' },
];

export function familyOf(facts: Pick<GameFacts, 'board' | 'relay'>): FamilyId {
  if (facts.board === 'circle') return 'circle';
  if (facts.board === 'four-row') return 'four-row';
  if (facts.board === 'three-row') return 'three-row';
  return facts.relay ? 'two-row-relay' : 'two-row-single';
}

export interface Placed<T> {
  family: Family;
  games: T[];
}

/** Games grouped by family in FAMILIES order, each group in the pages' own order; empty families left out. */
export function groupByFamily<T extends { variant: VariantId; order: number }>(games: readonly T[], factsOf: (id: VariantId) => GameFacts): Placed<T>[] {
  return FAMILIES.map((family) => ({
    family,
    games: games.filter((g) => familyOf(factsOf(g.variant)) === family.id).sort((a, b) => a.order - b.order),
  })).filter((group) => group.games.length > 0);
}

/** Every game in family order: the sequence previous/next walks. */
export function familyOrder<T extends { variant: VariantId; order: number }>(games: readonly T[], factsOf: (id: VariantId) => GameFacts): T[] {
  return groupByFamily(games, factsOf).flatMap((group) => group.games);
}
