/** The element's chunks (each game's rules, the engine), loaded by /mancala-board.js from beside it. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { CHUNKS, componentBundle, javascript } from '../../site/component-bundle';

export const getStaticPaths = (async () => {
  const files = await componentBundle();
  return [...files.keys()].filter((path) => path.startsWith(`${CHUNKS}/`)).map((path) => ({ params: { chunk: path.slice(CHUNKS.length + 1) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const text = (await componentBundle(import.meta.env.DEV && params.chunk === undefined)).get(`${CHUNKS}/${params.chunk}`);
  return text === undefined ? new Response('Not found', { status: 404 }) : javascript(text);
};
