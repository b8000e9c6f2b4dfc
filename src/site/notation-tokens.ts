/**
 * The words /notation/ explains the side and state fields with: one entry for every ending a game
 * can record and every state token a position can carry, keyed by the engine's own types, so a new
 * ending or state does not compile until it is explained here (test/e2e/notation-tokens.test.ts
 * checks the built page against what the engine writes).
 */
import type { EndReason, GameState } from '../engine/index.js';

/** `end-<reason>` in place of the side to move: why the game is over. */
export const END_WORDS: Record<EndReason, string> = {
  'row-empty': 'Kalah: a player’s row was empty after a move, and each player took the seeds left on their own side.',
  'target-reached': 'Wari and its relatives, and Toguz Kumalak under tournament rules: a player has captured more than half the seeds.',
  'cannot-feed': 'Wari: the player to move had no seeds, and no move of the opponent’s could give them any.',
  'grand-slam': 'Wari under rules where a capture that empties the opponent’s row ends the game.',
  repetition: 'a position came round again, under rules that stop the game when it does.',
  'no-moves': 'the player to move had no legal move.',
  'no-seeds':
    'Endodoi, Dakon, Congkak, Pallanguzhi: the player to move had no seed in their pits (in Ô ăn quan, and too few captured seeds, theirs and the opponent’s, to refill them).',
  endless: 'a move would never have ended (its relays went round for ever): under rules where such a move loses, as in Hawalis, whoever made it lost; in Omweso the game is void.',
  'mandarins-captured': 'Ô ăn quan: both mandarin pieces had been captured, and each row’s seeds went to its owner.',
  akawumbi: 'Omweso and its relatives: one turn captured from every column of the opponent, ending in an end column.',
};

/** The state tokens, after the last `~`, separated by dots; a placeholder in angle brackets stands for the part that varies. */
export const STATE_WORDS: ReadonlyArray<{ token: string; example: string; state?: GameState; text: string }> = [
  { token: 'pie-pending', example: 'pie-pending', text: 'Kalah with the pie rule, before the first player’s turn has ended.' },
  { token: 'pie-offered', example: 'pie-offered', text: 'Kalah with the pie rule: the second player may swap now, instead of moving.' },
  {
    token: 'own-',
    example: 'own-aaaaaabbbbbb',
    text: 'Grand Oh-Wah-Ree: who owns each pit, one letter a pit in the order the pits are written, since a capture takes the pit as well.',
  },
  { token: 'loser-', example: 'loser-a', text: 'a finished four-row game: the player who could not move, and so lost.' },
  { token: 'passed', example: 'passed', state: 'passed', text: 'Omweso and its relatives with passing allowed: the last move was a pass; the player to move may pass back.' },
  {
    token: 'passed-2',
    example: 'passed-2',
    state: 'passed',
    text: 'the same, after two passes in a row: the player to move passed first and must now move (never written with passed).',
  },
  {
    token: 'houses-',
    example: 'houses-ab',
    state: 'houses',
    text: 'Bao: the players who still own their nyumba, the square house pit with powers of its own; houses-ab is both, houses-b only the top player, and no token at all means neither.',
  },
  {
    token: 'takasia-',
    example: 'takasia-aa3',
    state: 'takasia',
    text: 'Bao: the pit of the player to move that is under takasia for this move (here AA3), which may not start a move that captures nothing.',
  },
  {
    token: 'gambit-',
    example: 'gambit-ab',
    state: 'gambit',
    text: 'Bao in Malawi: the players who have still to play the opening gambit, whose first turn rearranges seeds instead of sowing.',
  },
  {
    token: 'tuzdyk-',
    example: 'tuzdyk-b7',
    state: 'tuzdyk',
    text: 'Toguz Kumalak: a pit claimed as a tuzdyk (here B7, on B’s row, so A’s), whose seeds go to the player who claimed it; one token for each, A’s first.',
  },
  {
    token: 'together',
    example: 'together',
    state: 'together',
    text: 'Congkak: the start of a game whose first sowing both players make at once, each from the pit farthest from their store.',
  },
  {
    token: 'quan-',
    example: 'quan-aq',
    state: 'quan',
    text: 'Ô ăn quan: where each mandarin piece is, the left end pit’s first: q while it is still in its pit, a or b once that player has captured it (here A took the left one); no token while both are still in their pits.',
  },
  {
    token: 'owes-',
    example: 'owes-a3',
    state: 'owes',
    text: 'Ô ăn quan: seeds a player borrowed from the other to refill an empty row (here A owes 3), given back when the game is scored.',
  },
  {
    token: 'uur-',
    example: 'uur-a5',
    state: 'uur',
    text: 'Layli Goobalay: a pair of uurs, named by the pit of the player who made it (here A5, so A5 and B5 are A’s), never sown from; one token for each pair, in pit order.',
  },
  {
    token: 'wegue-',
    example: 'wegue-b5',
    state: 'wegue',
    text: 'Gabata: a hole taken as a wegue (here B5, one of B’s, so A’s wegue), never sown from, its seeds its captor’s at the end; one token for each, in pit order.',
  },
  {
    token: 'fresh-',
    example: 'fresh-c2',
    state: 'fresh',
    text: 'Gabata: a hole that still holds the three seeds it started with (here C2), which cannot be taken yet; one token for each, in pit order.',
  },
];
