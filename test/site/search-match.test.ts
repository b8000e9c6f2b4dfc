/** Pagefind swaps a word it cannot find for the longest beginning it can ("backgammon" → "back"): such results are dropped. */
import { describe, expect, it } from 'vitest';
import { foldedWords, genuineResults } from '../../src/site/search-match';

describe('foldedWords', () => {
  it.each([
    ['Awalé', ['awale']],
    ['relay-sowing, A5', ['relay', 'sowing', 'a5']],
    ['Bell, A. G. “Kalah”', ['bell', 'a', 'g', 'kalah']],
    ['  ', []],
  ])('%s', (text, words) => expect(foldedWords(text)).toEqual(words));
});

describe('genuineResults', () => {
  const pages: Record<string, string> = {
    kalah: 'Bell, A. G. Kalah on Atlas. Step through with Next and Back.',
    wari: 'Other names Oware, Awari, Awalé. Akan, from Ghana. A sows the seeds.',
    bao: 'Relay sowing round the back row.',
  };
  const results = Object.keys(pages).map((id) => ({ id }));
  const loaded: string[] = [];
  const words = async (r: { id: string }) => (loaded.push(r.id), foldedWords(pages[r.id]!));
  const run = (query: string, quoted: string[][]) =>
    genuineResults(
      results,
      foldedWords(query),
      quoted.map((ids) => new Set(ids)),
      words,
    );

  it('drops pages that only hold a shorter word Pagefind put in place of the one typed', async () => {
    expect(await run('backgammon', [[]])).toEqual([]);
    expect(await run('Ghana', [['wari']])).toEqual([{ id: 'wari' }]);
  });

  it('keeps a word begun but not finished, and a form of the word the quoted search found', async () => {
    expect(await run('Owa', [[]])).toEqual([{ id: 'wari' }]);
    expect(await run('awale', [[]])).toEqual([{ id: 'wari' }]);
    expect(await run('sowing', [['wari', 'bao']])).toEqual([{ id: 'wari' }, { id: 'bao' }]);
  });

  it('asks for a page only when the quoted searches do not settle it, and needs every word', async () => {
    loaded.length = 0;
    expect(await run('relay back', [['bao'], ['bao', 'kalah']])).toEqual([{ id: 'bao' }]);
    expect(loaded).toEqual(['kalah', 'wari']);
  });
});
