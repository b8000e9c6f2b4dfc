/** The comparison table's rows (/compare/): each game's rules in words and a key to sort each column by. */
import { CAPTURE_WORDS, STORE_WORDS } from './game-facts.js';
import { endReasonText } from '../words/index.js';
import type { Game } from './related.js';

export interface CompareCell {
  text: string;
  /** What the column sorts by: a number where the column counts something, else the text. */
  sort: string | number;
}

export const COMPARE_COLUMNS = ['Board', 'Seeds', 'Sowing', 'Capture', 'Special pits', 'Phases', 'How the game ends'] as const;

export interface CompareRow {
  title: string;
  href: string;
  cells: CompareCell[];
}

export function compareRows(all: readonly Game[], base: string): CompareRow[] {
  return all.map(({ page, facts }) => {
    const board = facts.board === 'circle' ? `a circle of ${facts.pitsPerRow} pits` : `${facts.rows} rows of ${facts.pitsPerRow}`;
    const ends = facts.endReasons.map((r) => endReasonText(r));
    return {
      title: page.title,
      href: `${base}variants/${page.variant}/`,
      cells: [
        { text: `${board}; stores: ${STORE_WORDS[facts.stores]}`, sort: facts.rows * 100 + facts.pitsPerRow },
        { text: String(facts.seeds), sort: facts.seeds },
        { text: page.sowing, sort: `${facts.relay ? 1 : 0} ${page.sowing}` },
        { text: CAPTURE_WORDS[facts.capture], sort: CAPTURE_WORDS[facts.capture] },
        {
          text: facts.specialPits > 0 ? `${facts.specialPits} square pits, one a player` : facts.endPits > 0 ? `${facts.endPits} end pits, no one’s` : 'none',
          sort: facts.specialPits + facts.endPits,
        },
        { text: facts.phases > 1 ? 'two: seeds come in from the hand, then the board is sown' : 'one', sort: facts.phases },
        { text: ends.join('; '), sort: ends.length },
      ],
    };
  });
}
