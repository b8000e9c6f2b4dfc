/**
 * Our own words on the pages drawn from the Italian and Portuguese sources for the two-row and circle
 * games: the Kalaha rules page (Matematici per gioco), De Toffoli's six-part series and Tavares's
 * Mancala World article on Kalah. Facts carry over from them; sentences do not.
 *
 * Each case below is a passage that once rendered its source sentence for sentence: a phrase that was
 * a word-for-word rendering, or a run of details in the source's own order. The check reads the page
 * sources (MDX and the home page), so a rewrite that slides back into the source's order fails here.
 * (The four-row pages have their own list in own-words.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** The words a reader sees: no frontmatter, tags, emphasis marks or line breaks. */
function proseOf(source: string): string {
  const body = source.startsWith('---') ? source.split(/^---$/m).slice(2).join('---') : source;
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ');
}

/** A pattern for markers that occur in this order, each at most `gap` characters after the last. */
function inOrder(markers: readonly RegExp[], gap = 400): RegExp {
  return new RegExp(markers.map((m) => `(?:${m.source})`).join(`[\\s\\S]{0,${gap}}?`), 'i');
}

type Case = readonly [file: string, passage: string, pattern: RegExp];

const KALAH = 'content/variants/kalah.mdx';
const GAMES = 'content/chapters/kalah/games.mdx';
const WARI = 'content/variants/wari.mdx';
const ENDODOI = 'content/variants/endodoi.mdx';
const DAKON = 'content/variants/dakon.mdx';
const NJOMBWA = 'content/variants/njombwa.mdx';
const OWR = 'content/variants/oh-wah-ree.mdx';
const GOWR = 'content/variants/grand-oh-wah-ree.mdx';
const HOME = 'src/pages/index.astro';

/** The family note of the Kalaha rules page, in its order: row lengths, four rows, no stores, seeds. */
const FAMILY_NOTE = inOrder([/\b(6|six), (8|eight),? or (10|ten)\b/, /four rows/, /no stores/, /(2|two) to (6|six) seeds/], 200);

const CASES: readonly Case[] = [
  // Kalah, from Tavares's history and the Italian page's note on the family.
  [KALAH, 'the Malay games, as Tavares words it', /suspiciously/i],
  [KALAH, 'Champion: Yale, 1905, the reading, then 1940, in the source order', inOrder([/Yale/, /1905/, /(ethnograph|ethnolog)/, /1940/], 300)],
  [KALAH, 'the business history, sentence for sentence', inOrder([/1944/, /1952/, /1955/, /1958/, /1970s/, /1970 to 2002/, /(promot|schools)/, /1963/], 500)],
  [KALAH, 'the computer history in the source order', inOrder([/1959/, /many/, /Frielinghaus/, /1978/, /Myrvold/], 400)],
  [KALAH, 'the commercial copies and then the tournaments', inOrder([/patent/, /Conference \(Mieg's, 1965\)/, /Sahara \(Pelikan, 1976\)/, /Bantumi \(Nokia, 2000\)/, /50 (Kalah )?tournaments/], 300)],
  [KALAH, 'not African, then the Malay games, then Dakon', inOrder([/(not African|called African)/, /inventor/, /nowhere in Africa/, /Malay/, /single-lap/, /Dakon/], 600)],
  [KALAH, 'Western mancalas before 1960, rendered clause by clause', /often claim to be ancient/i],
  [KALAH, 'the family note of the Kalaha rules page', FAMILY_NOTE],
  [KALAH, 'who plays mancala, in the Italian order', /from kings and nobles to farmers/i],
  [KALAH, 'the seeds per pit, in the source order', inOrder([/Beginners/, /3/, /4, 5 or 6/, /(most common|usual)/, /Expert Game/], 250)],
  [KALAH, 'the end of the game, one sentence per Italian sentence', /The other player moves the seeds left in their own pits into their store\. More seeds wins/],
  [KALAH, 'the pie rule, opening as Tavares does', /Moving first is a big advantage\. The pie rule/],
  [KALAH, 'the house rules, opening as Tavares does', /No organi[sz]ation sets official rules, so house rules abound/],
  [KALAH, 'Kalah solved, in the Italian order', /a winning strategy was found in 2000, so far the only one/],
  // Kalah's recorded games, from the introductions Tavares gives each game.
  [GAMES, 'game 1 introduced sentence by sentence', /on June 11, 2008\. The pie rule was available/],
  [GAMES, 'game 1 ends as Tavares ends it', /the last two seeds went to Sandler, and Gering won/],
  [GAMES, 'game 2 ends as Tavares ends it', /The five seeds left at the end went to Gering/],
  // Wari, from De Toffoli parts 1 and 2.
  [WARI, 'the names Mancala and Awele, in De Toffoli order', inOrder([/Mancala/, /(English|anglo)/, /Arabic/, /Awele/, /French/, /(sub-Saharan|south of the Sahara)/], 200)],
  [WARI, "the capture, with De Toffoli's brackets", /\(it held 1 or 2 before\)/],
  [WARI, "the chain, with De Toffoli's brackets", /the one that got your second-to-last seed/],
  [WARI, 'feeding, clause by clause', /if any move can\. If none can, the game ends/],
  [WARI, 'the draws, clause by clause', /it is clear that the seeds left on the board can make no more captures/],
  [WARI, 'the worked capture, retold step by step', inOrder([/lifts the 6 seeds in A5/, /A6, B6, B5, B4, B3 and B2/, /now reads/, /last seed fell in B2/, /B5 holds 4/, /B moves next/], 400)],
  // Endodoi, from De Toffoli part 3.
  [ENDODOI, 'where the move ends, in the three cases as listed', inOrder([/empty pit on your opponent's side/, /with seeds across/, /with nothing across/], 400)],
  [ENDODOI, 'the end of the game, sentence for sentence', /Their opponent captures every seed still on the board, and the player with more seeds in all wins/],
  // Dakon, from De Toffoli part 4 and Tavares.
  [DAKON, 'Kalah as a single-lap Dakon, as Tavares words it', /looks like the Malay games and can be described as a single-lap Dakon/],
  [DAKON, 'where the last seed lands, in the source order', inOrder([/In your own store/, /In an empty pit on your opponent's side/, /In an empty pit on your side/], 400)],
  [DAKON, 'playing in rounds, sentence for sentence', inOrder([/refills their pits/, /left over/, /marked/, /until a player cannot fill even one pit/], 400)],
  [DAKON, "the rounds' end, as De Toffoli glosses it", /that is, has fewer than seven seeds/],
  // Njombwa, from De Toffoli part 5.
  [NJOMBWA, 'the opening of part 5', /interesting example of that vast series/],
  [NJOMBWA, 'the closing remarks on champions, sentence for sentence', inOrder([/strategic depth/, /champions/, /grandmasters/, /blindfold/, /Western player/], 200)],
  [NJOMBWA, 'where the move ends, in the three cases as listed', inOrder([/outer row\.? The move simply ends/, /inner row, with seeds across/, /inner row, with nothing across/], 300)],
  // Oh-Wah-Ree and Grand Oh-Wah-Ree, from De Toffoli part 6.
  [OWR, 'the history of part 6, sentence for sentence', inOrder([/greatest game designers/, /1962/, /Wari/, /three or four players/, /two rows of six/, /circle/, /colou?red markers/], 500)],
  [OWR, "the markers, with De Toffoli's aside", /in practice small marbles/],
  [OWR, "the capture, with De Toffoli's brackets", /\(it held 1 or 2 before\)/],
  [OWR, "the chain, with De Toffoli's brackets", /the one that got your second-to-last stone/],
  [OWR, 'feeding, clause by clause', /if any move can\. If none can, the game ends/],
  [GOWR, 'the Grand variant, sentence for sentence', inOrder([/more interesting/, /without precedent/, /marble/, /(side by side|adjacent)/, /unexplored/], 400)],
  // The home page, from the Kalaha rules page and De Toffoli part 1.
  [HOME, 'the family note of the Kalaha rules page', FAMILY_NOTE],
  [HOME, 'the names Mancala and Awele, in De Toffoli order', inOrder([/mancala/, /Arabic/, /English/, /awele/, /(sub-Saharan|south of the Sahara)/, /French/], 200)],
];

describe('own words on the two-row and circle pages', () => {
  it('the checks can fail: a source-order passage is caught, a regrouped one is not', () => {
    expect(FAMILY_NOTE.test('Some games have rows of 6, 8 or 10 pits, some are played on four rows, and some have no stores; most start with 2 to 6 seeds.')).toBe(true);
    expect(FAMILY_NOTE.test('Most start with 2 to 6 seeds. Some have no stores; some have four rows; rows of 6, 8 or 10 pits.')).toBe(false);
    expect(proseOf('---\ntitle: x\n---\nA <em>b</em> *c*\nd')).toBe(' A b c d');
  });

  it.each(CASES)('%s: %s', (file, _passage, pattern) => {
    const prose = proseOf(readFileSync(root + file, 'utf8'));
    expect(prose.match(pattern)?.[0] ?? null).toBeNull();
  });
});
