/**
 * A game's chapters at build time: companion pages at /variants/<variant>/<slug>/ (content/chapters).
 * A chapter that names a game without a page, sits in a file its frontmatter does not match, or
 * shares its order with another chapter of the same game stops the build with a message naming it.
 */
import { type CollectionEntry, getCollection } from 'astro:content';

export type Chapter = CollectionEntry<'chapters'>;

/** One stop in a game's reading order: its page, then its chapters. */
export interface PageLink {
  href: string;
  title: string;
}

export async function chaptersByVariant(): Promise<Map<string, Chapter[]>> {
  const games = new Set((await getCollection('variants')).map((page) => page.data.variant));
  const byVariant = new Map<string, Chapter[]>();
  for (const chapter of await getCollection('chapters')) {
    const { variant, slug, order } = chapter.data;
    const file = `content/chapters/${chapter.id}.mdx`;
    if (chapter.id !== `${variant}/${slug}`) throw new Error(`Chapter ${file} says variant "${variant}", slug "${slug}": move it to content/chapters/${variant}/${slug}.mdx.`);
    if (!games.has(variant)) throw new Error(`Chapter ${file} belongs to "${variant}", which has no page in content/variants/.`);
    const siblings = byVariant.get(variant) ?? [];
    const clash = siblings.find((other) => other.data.order === order);
    if (clash) throw new Error(`Chapters ${file} and content/chapters/${clash.id}.mdx share order ${order}.`);
    byVariant.set(variant, [...siblings, chapter]);
  }
  for (const chapters of byVariant.values()) chapters.sort((a, b) => a.data.order - b.data.order);
  return byVariant;
}

export const chapterHref = (base: string, chapter: Chapter) => `${base}variants/${chapter.data.variant}/${chapter.data.slug}/`;
