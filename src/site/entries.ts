/** Looking up content by id at build time, with errors that name what was asked for and what exists. */
import { getCollection, getEntry } from 'astro:content';
import type { CompareExample, GameExample, MovesExample } from './schema';

type Kind = { moves: MovesExample; compare: CompareExample; game: GameExample };

export async function exampleOf<K extends keyof Kind>(id: string, kind: K): Promise<Kind[K]> {
  const entry = await getEntry('examples', id);
  if (!entry) {
    const ids = (await getCollection('examples')).map((e) => e.id).sort();
    throw new Error(`Unknown example "${id}". Examples: ${ids.join(', ')}.`);
  }
  if (entry.data.kind !== kind) throw new Error(`Example "${id}" is a ${entry.data.kind} example, not a ${kind} example.`);
  return entry.data as Kind[K];
}
