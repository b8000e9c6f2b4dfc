/**
 * The rows of the games index (/games/): each game's facts as the filters read them, with every name
 * it goes by. Kiela and other games that are sections of a page are rows too, with their page's family.
 */
import { CAPTURE_WORDS, STORE_WORDS } from './game-facts.js';
import type { Game } from './related.js';
import { sharedNames } from './shared-names.js';
import { slugOf } from './slug.js';
import { dateRanks, dateText, dateTimeAttribute } from './timeline.js';

/** A filter's key and the value of each row it tests; a row without the fact (a section) has none. */
export type FilterKey = 'rows' | 'pits' | 'players' | 'stores' | 'lap' | 'capture' | 'region';

export interface IndexRow {
  title: string;
  href: string;
  /** Other names shown beside the title. */
  aliases: string[];
  /** How this game relates to another of ours that shares a name with it, in the sentence both rows show. */
  relation?: string;
  /** Every name as a slug, space-separated, for the text filter. */
  names: string;
  family: string;
  /** For a section: the page it is on; its facts are that page's and are not shown. */
  sectionOf?: string;
  /** Each filter's values for this row (several for players and region). */
  values: Partial<Record<FilterKey, string[]>>;
  /** The facts as a reader sees them, one per column. */
  cells: { board: string; players: string; stores: string; lap: string; capture: string; region: string };
  /** The date of the game's first record (src/site/timeline.ts), as text and as a <time> value; none for a section. */
  first?: { text: string; datetime?: string };
  /** The row's place when sorted by that date: games without a date, and sections, after all that have one. */
  dateRank: number;
}

export const LAP_WORDS = { single: 'single lap', relay: 'relay' } as const;

export function indexRows(all: readonly Game[], base: string): IndexRow[] {
  const rows: IndexRow[] = [];
  const shared = sharedNames(all.map((g) => g.page));
  const ranks = dateRanks(all.map((g) => g.page));
  for (const { page, facts, family } of all) {
    const relation = shared.get(page.variant);
    const names = [page.title, page.variant, ...page.otherNames, ...(page.sharesName ? [page.sharesName.name] : [])];
    const lap = facts.relay ? 'relay' : 'single';
    rows.push({
      title: page.title,
      href: `${base}variants/${page.variant}/`,
      aliases: page.otherNames,
      ...(relation ? { relation: relation.relation } : {}),
      names: [...new Set(names.map(slugOf))].join(' '),
      family: family.title,
      values: {
        rows: [String(facts.rows)],
        pits: [String(facts.pitsPerRow)],
        players: facts.players.map(String),
        stores: [facts.stores],
        lap: [lap],
        capture: [facts.capture],
        region: [...page.region],
      },
      cells: {
        board: facts.board === 'circle' ? `circle of ${facts.pitsPerRow}` : `${facts.rows} × ${facts.pitsPerRow}`,
        players: facts.players.length > 1 ? `${facts.players[0]} to ${facts.players.at(-1)}` : String(facts.players[0]),
        stores: STORE_WORDS[facts.stores],
        lap: LAP_WORDS[lap],
        capture: CAPTURE_WORDS[facts.capture],
        region: page.region.join(', '),
      },
      ...(page.firstDescribed ? { first: firstCell(page.firstDescribed) } : {}),
      dateRank: ranks.get(page.variant) ?? all.length,
    });
    for (const section of page.sections) {
      rows.push({
        title: section.name,
        href: `${base}variants/${page.variant}/#${section.anchor}`,
        aliases: [],
        names: slugOf(section.name),
        family: family.title,
        sectionOf: page.title,
        values: {},
        cells: { board: '', players: '', stores: '', lap: '', capture: '', region: '' },
        dateRank: all.length,
      });
    }
  }
  return rows;
}

function firstCell(first: NonNullable<Game['page']['firstDescribed']>): { text: string; datetime?: string } {
  const datetime = dateTimeAttribute(first);
  return { text: dateText(first), ...(datetime ? { datetime } : {}) };
}

/** Each filter's choices, from the rows: every value some game has, in a stable order. */
export function filterChoices(rows: readonly IndexRow[], key: FilterKey): string[] {
  const values = [...new Set(rows.flatMap((r) => r.values[key] ?? []))];
  return values.every((v) => /^\d+$/.test(v)) ? values.sort((a, b) => Number(a) - Number(b)) : values;
}
