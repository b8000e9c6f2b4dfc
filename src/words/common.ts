/** Small pieces every sentence-maker shares: the captions, the refusals and a game's own words. */

/** A sowing direction in words, as the notation's answers write it (`cw`, `ccw`). */
export const DIRECTION_WORDS: Readonly<Record<'cw' | 'ccw', string>> = { cw: 'clockwise', ccw: 'counter-clockwise' };

/** The sentence's first letter in capitals: "a1 is empty" never starts a sentence. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
