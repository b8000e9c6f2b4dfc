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

/**
 * Endings a game declares for itself, beyond the shared ones below: its module adds a key by
 * augmenting this interface (`declare module '…/engine/types.js' { interface GameEndReasons { sweep: true } }`)
 * and lists it in its ruleset's `endReasons`. The engine only carries the word.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: a game's module adds its keys (declaration merging)
export interface GameEndReasons {}

/** How a finished game is scored and why it ended. */
export type EndReason =
  | 'row-empty' // a row is empty after a move; each player takes what is left on their side (or as the rules say)
  | 'target-reached' // a player has captured more than half the seeds
  | 'cannot-feed' // the opponent has no seeds and no move can give them any
  | 'grand-slam' // a capture emptied the opponent's row
  | 'repetition' // a position repeated
  | 'no-moves' // the player to move has no legal move
  | 'no-seeds' // the player to move has no seed in their pits
  | 'endless' // a player made a move that never ends (lost, or the game is void, as the rules say)
  | keyof GameEndReasons; // an ending one game declares

/** The endings every game may share; a game's own (`GameEndReasons`) come from its ruleset. */
export const SHARED_END_REASONS: readonly EndReason[] = ['row-empty', 'target-reached', 'cannot-feed', 'grand-slam', 'repetition', 'no-moves', 'no-seeds', 'endless'];

export interface Outcome {
  /** The winner's seat, or null for a draw. */
  readonly winner: Player | null;
  /** Seeds each player has won, by seat. */
  readonly scores: readonly number[];
}

/**
 * State that one game keeps beyond what every game shares (whose pits are special, a pit barred for
 * a move, passes in a row). A game's module declares its fields by augmenting this interface
 * (`declare module '…/engine/types.js' { interface GameStates { passed: 1 | 2 } }`), and its ruleset's
 * state codec (ruleset.ts) reads, writes and checks them; the engine only carries them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: a game's module adds its keys (declaration merging)
export interface GameStates {}
/** The name of one game's state field. */
export type GameState = keyof GameStates;
/** A position's game state: any of the declared fields, each absent when unused. */
export type GameStateData = { readonly [K in GameState]?: GameStates[K] };

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
  /** The pie rule: 'pending' until the first player's turn ends, then 'offered' to the second player for one move. */
  readonly pie?: 'pending' | 'offered';
  /** Who owns each pit, where captures change ownership; otherwise the topology says. */
  readonly owners?: readonly Player[];
  /** Pits out of play for this round (closed after a round with too few seeds to fill them): never sown into. */
  readonly blocked?: readonly boolean[];
  /** Games lost by being unable to move: who could not, once the game is over. */
  readonly loser?: Player;
  /** What one game keeps beyond the fields above, owned by its module (see `GameStates`). */
  readonly state?: GameStateData;
}

/** The owner of a pit in a position: the position's own record where ownership changes, else the board's. */
export const ownerOf = (position: Pick<Position, 'owners'>, topologyOwner: readonly Player[], pit: PitId): Player => (position.owners ?? topologyOwner)[pit]!;

/**
 * A move: sow from a pit, or one of the few moves that sow nothing. Choices the rules leave to the
 * player in the middle of a move (a direction, which pair of pits to capture) travel with the move,
 * in the order they arise: `cw`/`ccw` for a direction, a pit label for a pit.
 */
export type Move =
  | { readonly kind: 'sow'; readonly pit: PitId; readonly choices?: readonly string[] }
  | { readonly kind: 'swap' } // the pie rule: the second player takes over the first player's side
  | { readonly kind: 'pass' }; // a turn let go by, where the rules allow it

export const sowMove = (pit: PitId): Move => ({ kind: 'sow', pit });

/**
 * Choices one game declares for itself, beyond the shared ones: its module adds a key by augmenting
 * this interface, and gives the question's words to `chooser`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: a game's module adds its keys (declaration merging)
export interface GameChoiceKinds {}

/** What a choice inside a move decides: a direction, a pair of pits, where a seed is placed, or a game's own. */
export type ChoiceKind = 'direction' | 'pair' | 'place' | keyof GameChoiceKinds;
