/**
 * Reading text out of a page's address without ever throwing. `decodeURIComponent` throws "URI
 * malformed" on a broken percent-escape (`#%`, `%E0%A4%A`: a `%` without two hexadecimal digits, or
 * bytes that spell no character), and URLSearchParams quietly turns one into U+FFFD, so a link cut
 * short would be read as a different position. Page code reads its address through here: the query
 * with the first broken escape named, and any other part (a path, a hash) decoded as far as it can be.
 */

// Quotes a piece of a link for a message, never more than 40 characters of it: the one `quote` there is.
import { quote } from '../words/quote.js';

/** A run of escapes, decoded together: one character may take several (`%E0%A4%A4` is one letter). */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/** The first broken percent-escape in `text` as written ("%", "%A", "%E0%A4"), or null when every escape decodes. */
export function brokenEscape(text: string): string | null {
  const lone = /%(?![0-9A-Fa-f]{2})[0-9A-Fa-f]?/.exec(text);
  for (const run of text.matchAll(ESCAPES)) {
    if (lone && lone.index < run.index) break;
    try {
      decodeURIComponent(run[0]);
    } catch {
      return run[0];
    }
  }
  return lone ? lone[0] : null;
}

/** `text` with every escape that can be decoded decoded, and any broken one kept as written. */
export function decodeText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(ESCAPES, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

export interface Query {
  /** The fields, decoded by the browser's own rules. */
  readonly query: URLSearchParams;
  /** What is wrong with the address, in a sentence that quotes it; null when every escape decodes. */
  readonly problem: string | null;
}

/**
 * A query string (`?position=…&moves=…`) and the first field whose value has a broken escape.
 * `where` says where the text came from, for the message: "in this link".
 */
export function readQuery(search: string, where = 'in this link'): Query {
  const query = new URLSearchParams(search);
  for (const part of search.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = part.split(/=(.*)/s);
    const bad = brokenEscape(part);
    if (bad === null) continue;
    const field = decodeText(name.replace(/\+/g, ' '));
    const what = value && brokenEscape(name) === null ? `The ${field} ${where}, ${quote(value)},` : `The address's ${quote(part)}`;
    return {
      query,
      problem: `${what} has a broken percent-escape, ${quote(bad)}: a % must be followed by two hexadecimal digits that spell a character, as %20 spells a space. The link may have been cut short; copy it again.`,
    };
  }
  return { query, problem: null };
}
