/**
 * Which games a topic page lists, at build time: every game page whose frontmatter names the topic
 * in `topics`, in the site's order. Derived here so the topic page cannot drift from the game pages.
 */
import { getCollection } from 'astro:content';
import { TOPIC_IDS } from './schema';

export interface TopicGame {
  variant: string;
  title: string;
  origin: string;
}

export async function gamesUsing(topic: string): Promise<TopicGame[]> {
  if (!(TOPIC_IDS as readonly string[]).includes(topic)) throw new Error(`No topic "${topic}": the topics are ${TOPIC_IDS.join(', ')} (TOPIC_IDS in src/site/schema.ts).`);
  const pages = (await getCollection('variants')).filter((page) => page.data.topics.includes(topic as (typeof TOPIC_IDS)[number]));
  if (pages.length === 0) throw new Error(`No game page names the topic "${topic}" in its frontmatter \`topics\`.`);
  return pages.sort((a, b) => a.data.order - b.data.order).map(({ data }) => ({ variant: data.variant, title: data.title, origin: data.origin }));
}
