/**
 * Which of Pagefind's results really match what the reader typed.
 *
 * When a word is not in its index, Pagefind searches instead for the longest beginning of the word
 * that is (Pagefind pull request #315): "backgammon" becomes "back", found on every page that says
 * "back"; "Sungka" becomes "s" (R. S. Rattray); and "Ghana", before any page named the country, became
 * "g" (A. G. Bell on Kalah's page). A quoted search never does this but also stops the reader finding
 * "Oware" by typing "Owa", so a result is kept when, for every word of the query, the page is among
 * that word's quoted results (the word itself, or a form of it such as "sows" for "sowing") or the
 * page has a word that begins with it.
 */

/** The words of a text as search compares them: lower case, accents dropped ("Awalé" is "awale"), split at anything not a letter or digit. */
export function foldedWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export interface Candidate {
  id: string;
}

/**
 * The results that match, in Pagefind's order. `quoted` holds, for each query word, the ids of its
 * quoted search's results; `words` loads a page's words, asked only for a page not among them all.
 */
export async function genuineResults<R extends Candidate>(
  results: readonly R[],
  terms: readonly string[],
  quoted: readonly ReadonlySet<string>[],
  words: (result: R) => Promise<readonly string[]>,
): Promise<R[]> {
  const kept: R[] = [];
  for (const result of results) {
    const missing = terms.filter((_, i) => !quoted[i]!.has(result.id));
    if (missing.length === 0) {
      kept.push(result);
      continue;
    }
    const own = await words(result);
    if (missing.every((term) => own.some((word) => word.startsWith(term)))) kept.push(result);
  }
  return kept;
}
