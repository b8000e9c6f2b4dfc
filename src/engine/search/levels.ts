/** The computer's levels, on their own so a page can name them (in an address) without loading the search. */
export const LEVELS = ['beginner', 'club', 'strong'] as const;
export type Level = (typeof LEVELS)[number];
