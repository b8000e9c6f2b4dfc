/** A recorded game as a file to download, written at build time: /games/kalah/sandler-gering-2008.txt. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { GAME_RECORDS } from '../../../site/game-records';

export const getStaticPaths = (() =>
  [...GAME_RECORDS.keys()].map((id) => {
    const [variant, name] = id.split('/');
    return { params: { variant, name } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => new Response(GAME_RECORDS.get(`${params.variant}/${params.name}`), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
