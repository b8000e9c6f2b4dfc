/**
 * What a new round of a game played in rounds does, said alike by the play board ("A new round: …")
 * and by a record's viewer ("Round 2 begins: …"). A module of its own so that the play board's first
 * move loads this sentence and not the words of records.
 */
export const REFILLED = 'each player refilled their pits from the seeds they won; pits they could not fill are out of play.';

/** The caption of a record's new round (a game viewer's frame after `next-round`). */
export const newRoundText = (round: number): string => `Round ${round} begins: ${REFILLED}`;
