/**
 * Our pages are our own English prose: facts carry over from the sources, sentences do not. This test
 * guards the passages of the four-row pages that once rendered the Italian Wikipedia articles (Bao,
 * Omweso, Hawalis, Tschuba, Kisolo) sentence for sentence, so that a translation cannot creep back.
 *
 * Two checks, both on the MDX sources (not the build):
 * - close renderings: phrases of those translations, each of which carried a source sentence's
 *   structure and its incidental details; none may reappear;
 * - facts in the source's order: for each passage, the distinctive facts in the order the article
 *   gives them. A section that states every one of them in exactly that order is following the
 *   article sentence by sentence, however the words are changed. Our pages keep the facts but
 *   group them their own way (for a reader learning the game), so the order differs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (page: string) => readFileSync(new URL(`../../content/variants/${page}`, import.meta.url), 'utf8').split(/^---$/m).slice(2).join('---');

/** Phrases of the former translations, by page. Case-insensitive; whitespace may vary. */
const CLOSE_RENDERINGS: Record<string, string[]> = {
  'omweso.mdx': [
    'A typical one measures about 20 by 50 cm and is some 2 cm thick',
    'The pits have sloping walls and run into one another',
    'The board is seldom a true rectangle: its left and right ends bow slightly inwards',
    'It is regarded as a game for men only. In the past it was tied to the court of the Kabaka',
    'To sit at the board was to be at court',
    'Omweso is also among the most important games of the whole mancala family',
    'Dithering too long at the board can even cost a player the game',
    'are worn-down forms of the Swahili phrase',
    'Any lap may instead be sown clockwise, at the player\'s choice',
    'Some players keep a stricter rule: the direction may be reversed only for a relay',
    'Players often accept a pass: a player who does not know what to do may let the turn go by',
    'A player achieves it by capturing, in one single turn, from every pit the opponent has',
    'For this reason tournaments set a time limit on each move',
  ],
  'kombe.mdx': [
    'Lamu boards are unusually big and sturdy',
    'is usually cut square, because that pit has a special part in other games',
    'Many boards also have two large pockets jutting out from one side',
    'They are about the size and look of green olives, and the kernel inside each one is loose',
    'During a sowing they may drop the seeds in an odd order rather than pit by pit',
    'work out in advance where the lap will end and lay the seeds down backwards from there',
    'in which *kombe* can mean two things',
  ],
  'bao.mdx': [
    'Like every mancala, Bao lives in oral tradition and comes in several forms',
    'Written accounts of its rules are all fairly recent and few in number',
    'skilled players meet in official tournaments, and a "Bao master" is a person of standing',
    'Outside Africa the game has drawn the attention of researchers',
  ],
  'tschuba.mdx': [
    'In 1891 the Milton Bradley Company put it on sale in the United States under the name Chuba. This was the first',
    'He was a Methodist missionary who had founded the United Methodist Mission',
    'The Italian article says the Thonga\'s own starting layout is not known. Chuba, the American edition, puts',
    'Once all your pits hold at most one seed, you may move a single seed, but it may not end in an occupied pit',
  ],
  'hawalis.mdx': [
    'The board is like a Bao board, with four rows, but each row has only seven pits',
    'The modern game Chuba is plainly modeled on the last of these',
    'In much of Africa nearly every board game is a mancala, so the name can just as well be read as',
  ],
  'bao-kiarabu.mdx': ['Nearly every board game in this part of Africa is a mancala, so the name can equally be read as'],
  'kisolo.mdx': [
    'The prefix *ki* may be the Swahili for "produce", which would make the name "producing seeds"',
    'usually of seven pits; boards of six and of other widths exist, but always with four rows',
  ],
  'hus.mdx': ['made with the tongue; the Italian article likens it to the clicking sound used to urge a horse on'],
};

interface Passage {
  page: string;
  /** What the article's passage is about, for the failure message. */
  passage: string;
  /** Each fact as it may be worded on our page, in the order the article gives the facts. */
  facts: RegExp[];
}

/** The article's order of facts, passage by passage (Italian Wikipedia: "Bao", "Omweso", "Hawalis", "Tschuba", "Kisolo"). */
const PASSAGES: Passage[] = [
  { page: 'omweso.mdx', passage: 'the Ugandan board and its seeds', facts: [/20 (by|×|x) 50/, /2 cm/, /slop|slant/, /rectang/, /inward|curv|bow/, /Mesoneurum/, /(1 cm|centimetre)/] },
  { page: 'omweso.mdx', passage: 'men only, the Kabaka\'s court, the saying, television', facts: [/men (only|alone)/, /Kabaka/, /know what/, /television/] },
  { page: 'omweso.mdx', passage: 'the list of relatives', facts: [/Coro/, /Aweet/, /\bHus\b/, /Kombe/, /Mongale/, /Mongola/, /Igisoro/, /Kiela/] },
  { page: 'omweso.mdx', passage: 'the name from michezo ya mbao', facts: [/michezo ya mbao/, /\bBao\b/] },
  { page: 'omweso.mdx', passage: 'speed of play and long games', facts: [/fast|quick/, /hesitat|dither/, /never (leaves|taken|removed)|leaves the board/, /beginner|inexperienced/] },
  { page: 'kombe.mdx', passage: 'Lamu boards and their seeds', facts: [/35 (by|×|x) 70/, /4 cm/, /square/, /pocket/, /Caesalpinia/, /olive/, /rattle/, /Malawi/] },
  { page: 'kombe.mdx', passage: 'the sowing habit', facts: [/odd order|out of order|any order/, /ordinary sowing/, /backwards/, /confuse/, /fast|quick/] },
  { page: 'kombe.mdx', passage: 'the meanings of kombe', facts: [/dig/, /clean(ing)? out|ruin/, /mbao ya kombe/, /mchezo wa kombe/] },
  { page: 'bao.mdx', passage: 'the game\'s standing and the written accounts', facts: [/East Africa/, /complex/, /Tanzania/, /tournament/, /game theory/, /oral|word of mouth/, /recent/, /de Voogt/, /Malawi/] },
  { page: 'tschuba.mdx', passage: 'the Thonga, Chuba and Richards', facts: [/Thonga/, /1891/, /first mancala/, /Richards/, /Chicuque/] },
  { page: 'tschuba.mdx', passage: 'the starting layout', facts: [/not known/, /one seed|1 seed/, /two|2 in/, /empty/] },
  { page: 'hawalis.mdx', passage: 'the name Bao Kiarabu', facts: [/Arab board game/, /Arab mancala/] },
  { page: 'hawalis.mdx', passage: 'the list of relatives', facts: [/Bao \(/, /Njomba/, /Lela/, /Mulabalaba/, /Muvalavala/, /Tschuba/, /\bChuba\b/] },
  { page: 'hawalis.mdx', passage: 'the board', facts: [/\bBao\b/, /seven/, /Kisolo/] },
  { page: 'bao-kiarabu.mdx', passage: 'the name', facts: [/Arab board game/, /Arab mancala/] },
  { page: 'kisolo.mdx', passage: 'the meaning of the name', facts: [/doubtful/, /\*solo\*/, /produc/, /Bantu/, /real game/] },
  { page: 'kisolo.mdx', passage: 'the board', facts: [/seven/, /six/, /always (with )?four/] },
];

/** The page split at its headings (## and ###), so a passage is judged within one section. */
const sections = (body: string) => body.split(/^#{2,3} /m);

/** True when every fact is in the text and their first occurrences come in the given order (case ignored). */
function inOrder(text: string, facts: RegExp[]): boolean {
  const at = facts.map((f) => text.search(new RegExp(f.source, 'i')));
  return at.every((i) => i >= 0) && at.every((i, k) => k === 0 || i > at[k - 1]!);
}

const squash = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

describe('pages drawn from the Italian Wikipedia articles are in our own words', () => {
  it.each(Object.entries(CLOSE_RENDERINGS))('%s: no phrase of the former translation', (page, phrases) => {
    const body = squash(read(page));
    expect(phrases.filter((p) => body.includes(squash(p)))).toEqual([]);
  });

  it.each(PASSAGES.map((p) => [`${p.page}: ${p.passage}`, p] as const))('%s: not in the article\'s order', (_, { page, facts }) => {
    const following = sections(read(page)).filter((s) => inOrder(s, facts));
    expect(following.map((s) => s.split('\n')[0])).toEqual([]);
  });

  it('recognises a passage that keeps the article\'s order', () => {
    // The check must be able to fail: the article's own order, in other words, is caught.
    const text = 'Boards measure 20 by 50 cm, 2 cm thick, with slanting pits; not rectangular, the ends curve in. Seeds of Mesoneurum, 1 cm wide.';
    expect(inOrder(text, PASSAGES[0]!.facts)).toBe(true);
    expect(inOrder('Seeds of Mesoneurum, 1 cm wide. ' + text.split(' Seeds')[0], PASSAGES[0]!.facts)).toBe(false);
  });
});
