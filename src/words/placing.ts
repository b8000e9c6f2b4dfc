/**
 * Words for a move made of seeds placed one by one, not sown (a 'place' choice): a game names its own
 * such move (hook.ts's `placing`), and these say it otherwise.
 */
import type { GameWords } from './hook.js';
import { gameWord } from './hook.js';

type Placing = NonNullable<GameWords['placing']>;

const seeds = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;

/** The summary of a placing move: "A placed seeds in A4, A5." */
export const placedText = (seat: string, pits: string): string => (gameWord('placing', 'done') as Placing['done'])?.(seat, pits) ?? `${seat} placed seeds in ${pits}.`;

/** The prompt while seeds are placed: "2 seeds placed. Choose a pit for the next one." */
export const placingText = (placed: number): string => (gameWord('placing', 'next') as Placing['next'])?.(placed) ?? `${seeds(placed)} placed. Choose a pit for the next one.`;
