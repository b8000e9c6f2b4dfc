/**
 * Where each worked example is shown: the game page, chapter or topic whose MDX places it with
 * <Example of=…>, <Compare of=…> or <GameViewer of=…>. The teachers' catalogue links each example
 * there, to its embed page and to its step sheet. An example shown nowhere is a build error: a
 * teacher could embed it but a reader could never find it.
 */
import { getCollection } from 'astro:content';
import { chapterHref } from './chapters';

export interface ExampleHome {
  /** The page that shows the example, e.g. "/variants/wari/". */
  href: string;
  /** That page's title. */
  title: string;
}

const PLACED = /<(?:Example|Compare|GameViewer)\s+of="([^"]+)"/g;

/** Example id → the first page (in page order) that shows it. */
export async function examplePages(base: string): Promise<Map<string, ExampleHome>> {
  const homes = new Map<string, ExampleHome>();
  const place = (body: string | undefined, home: ExampleHome) => {
    for (const [, id] of (body ?? '').matchAll(PLACED)) if (!homes.has(id!)) homes.set(id!, home);
  };
  const games = await getCollection('variants');
  const gameTitle = new Map(games.map((page) => [page.data.variant, page.data.title]));
  for (const page of games) place(page.body, { href: `${base}variants/${page.data.variant}/`, title: page.data.title });
  for (const chapter of await getCollection('chapters')) {
    place(chapter.body, { href: chapterHref(base, chapter), title: `${gameTitle.get(chapter.data.variant)}: ${chapter.data.title}` });
  }
  for (const topic of await getCollection('topics')) place(topic.body, { href: `${base}topics/${topic.id}/`, title: topic.data.title });
  const missing = (await getCollection('examples')).map((e) => e.id).filter((id) => !homes.has(id));
  if (missing.length)
    throw new Error(`Examples shown on no page: ${missing.join(', ')}. Place each with <Example of="…" /> (or Compare, GameViewer) in a game page, chapter or topic.`);
  return homes;
}
