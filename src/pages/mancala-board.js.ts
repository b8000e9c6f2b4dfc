/** The <mancala-board> element at its stable address (src/site/component-bundle.ts). */
import type { APIRoute } from 'astro';
import { SCRIPT, componentBundle, javascript } from '../site/component-bundle';

export const GET: APIRoute = async () => javascript((await componentBundle(import.meta.env.DEV)).get(SCRIPT)!);
