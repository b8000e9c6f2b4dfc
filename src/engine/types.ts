/**
 * The engine's vocabulary. One set of words everywhere, code and glossary alike:
 * pit, store, seed, track, lap, relay, capture, hand, row.
 */

/** A player by seat: 0 is A (South, the bottom row in every diagram), 1 is B (North, the top row); 2 and 3 exist on the circle. */
export type Player = number;

/** An index into `Position.pits`. */
export type PitId = number;

/** Where a seed can be dropped: a pit (>= 0) or a player's store (encoded as -1 - player). */
export type Cell = number;

export const storeCell = (player: Player): Cell => -1 - player;
export const isStoreCell = (cell: Cell): boolean => cell < 0;
export const storeOwner = (cell: Cell): Player => -1 - cell;

/** How a finished game is scored and why it ended. */
export type EndReason =
  | 'row-empty' // Kalah: a row is empty after a move; each player takes what is left on their side
  | 'target-reached' // Wari: a player has captured more than half the seeds
  | 'cannot-feed' // Wari: the opponent has no seeds and no move can give them any
  | 'grand-slam' // Wari (seed 001): a capture emptied the opponent's row
  | 'repetition' // a position repeated
  | 'no-moves' // the player to move has no legal move
  | 'no-seeds' // Endodoi, Dakon: the player to move has no seed in their pits
  | 'endless' // Hawalis: a player made a move that never ends, and lost (Omweso: the game is void)
  | 'akawumbi'; // Omweso: one turn captured from every column of the opponent, ending at an end column

export interface Outcome {
  /** The winner's seat, or null for a draw. */
  readonly winner: Player | null;
  /** Seeds each player has won, by seat. */
  readonly scores: readonly number[];
}

/**
 * A position: seeds on the board and in the stores, and whose turn it is.
 * Immutable by convention; `play` returns a new one.
 */
export interface Position {
  /** Seeds per pit, indexed by PitId (the topology says where each pit is). Example: [4,4,4,4,4,4,4,4,4,4,4,4]. */
  readonly pits: readonly number[];
  /** Seeds in each player's store, by seat. Example: [0, 0]. */
  readonly stores: readonly number[];
  /** The seat to move, or null once the game is over. */
  readonly toMove: Player | null;
  /** Why the game ended, once it has. */
  readonly ended?: EndReason;
  /** Kalah's pie rule: 'pending' until the first player's turn ends, then 'offered' to the second player for one move. */
  readonly pie?: 'pending' | 'offered';
  /** Who owns each pit, where ownership can change (Grand Oh-Wah-Ree); otherwise the topology says. */
  readonly owners?: readonly Player[];
  /** Pits out of play for this round (Dakon after a round with too few seeds to fill them): never sown into. */
  readonly blocked?: readonly boolean[];
  /** Games lost by being unable to move (four-row games): who could not, once the game is over. */
  readonly loser?: Player;
  /**
   * Omweso with passing: how many passes in a row have just been made. After one the player to move may
   * pass back; after two the player to move is the one who passed first, and must move.
   */
  readonly passed?: 1 | 2;
  /** Bao: which players still own their nyumba (the square pit with its special rules), by seat. */
  readonly houses?: readonly boolean[];
  /** Bao: a pit of the player to move that is under takasia for this move (it may not start a non-capturing move). */
  readonly takasia?: PitId;
  /** Malawi Bao: which players have still to play the opening gambit (their first turn rearranges seeds instead of sowing), by seat. */
  readonly gambit?: readonly boolean[];
}

/** The owner of a pit in a position: the position's own record where ownership changes, else the board's. */
export const ownerOf = (position: Pick<Position, 'owners'>, topologyOwner: readonly Player[], pit: PitId): Player =>
  (position.owners ?? topologyOwner)[pit]!;

/**
 * A move: sow from a pit, or one of the few moves that sow nothing. Choices the rules leave to the
 * player in the middle of a move (a direction, which pair of pits to capture) travel with the move,
 * in the order they arise: `cw`/`ccw` for a direction, a pit label for a pit.
 */
export type Move =
  | { readonly kind: 'sow'; readonly pit: PitId; readonly choices?: readonly string[] }
  | { readonly kind: 'swap' } // the pie rule: the second player takes over the first player's side
  | { readonly kind: 'pass' }; // Omweso: a player may let a turn go by

export const sowMove = (pit: PitId): Move => ({ kind: 'sow', pit });
