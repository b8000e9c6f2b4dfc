/** The bibliography page: every work once, the rules' own sources first, each work with the pages that cite it. */
import { describe, expect, it } from 'vitest';
import { WORKS, type Work } from '../../src/site/bibliography';
import { SHORT_NOTE, bibliographyGroups } from '../../src/site/bibliography-page';

const work = (id: string, fields: Partial<Work>): Work => ({ id, kind: 'web', authors: [], title: id, ...fields }) as Work;

describe('bibliographyGroups', () => {
  const works = new Map([
    ['zeta-book', work('zeta-book', { kind: 'book', authors: ['Zeta, Z.'] })],
    ['alpha-book', work('alpha-book', { kind: 'book', authors: ['Álvarez, A.'] })],
    ['source', work('source', { kind: 'series', shelf: '001' })],
    ['wiki', work('wiki', { kind: 'wiki', in: 'Wikipedia' })],
    ['patent', work('patent', { kind: 'patent' })],
  ]);
  const long = 'x'.repeat(SHORT_NOTE + 1);
  const groups = bibliographyGroups(works, [
    {
      title: 'Wari',
      href: '/variants/wari/',
      references: [
        { work: 'source', part: 'part 2', note: 'the rules' },
        { work: 'zeta-book', note: long },
      ],
    },
    { title: 'Kalah', href: '/variants/kalah/', references: [{ work: 'source', note: 'the family' }] },
  ]);

  it('puts the sources of the rules first, then groups by kind, leaving out empty groups, sorted by author', () => {
    expect(groups.map((g) => [g.id, g.entries.map((e) => e.work.id)])).toEqual([
      ['sources', ['source']],
      ['books', ['alpha-book', 'zeta-book']],
      ['wikis', ['wiki']],
      ['patents-rules', ['patent']],
    ]);
  });

  it('links each work to the reference entry of every page that cites it, with a short note only', () => {
    expect(groups[0]!.entries[0]!.citedBy).toEqual([
      { title: 'Kalah', href: '/variants/kalah/#ref-source', note: 'the family' },
      { title: 'Wari', href: '/variants/wari/#ref-source', note: 'part 2: the rules' },
    ]);
    expect(groups[1]!.entries[1]!.citedBy).toEqual([{ title: 'Wari', href: '/variants/wari/#ref-zeta-book' }]);
  });

  it('holds every work in content/works/ exactly once', () => {
    const ids = bibliographyGroups(WORKS, []).flatMap((g) => g.entries.map((e) => e.work.id));
    expect(ids.sort()).toEqual([...WORKS.keys()].sort());
  });
});
