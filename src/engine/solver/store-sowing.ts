/**
 * An exact solver for two-row sowing into stores (an own store sown into, the opponent's passed;
 * a last seed in the own store sows again; a last seed alone in an own pit captures across), with
 * 1 to 6 pits a side: alpha-beta (negamax with windows) over a
 * transposition table, with an endgame table for positions with few seeds on the board.
 *
 * Positions are seen from the player to move. A board is 2n + 1 cells:
 *   0..n-1   the mover's pits in sowing order (A1..An for A, Bn..B1 for B)
 *   n        the mover's store (here only the seeds this move put there)
 *   n+1..2n  the opponent's pits in the mover's sowing order
 * so the mover sows forwards round 0..2n, and pit i faces cell 2n - i, as in twoRowTopology with stores.
 *
 * The value searched is the future gain: what the mover's store will still gain, minus what the
 * opponent's will, under perfect play from here to the end of the game. Seeds already in the stores
 * cannot change it, so they are left out of the key and added back by the caller.
 *
 * Keys are exact: a position with S seeds on its 2n pits is ranked among all such compositions
 * (combinatorial number system), after all positions with fewer seeds. The rank of 6 pits a side
 * with 72 seeds is below C(84, 12) < 2^47, an integer a double holds exactly, so no two positions
 * share a key. Positions with at most `endgameSeeds` seeds rank densely from 0, so the endgame
 * table is an array indexed by the key itself.
 *
 * The game graph has no cycles: a move either puts a seed in a store or the seeds it sows stay in
 * the mover's row, each further right, so the recursion always ends.
 */

export type Leftovers = 'owner' | 'uncounted' | 'emptier';

/** What the solver needs of a game's rules: the settings a game's ruleset hands over (`Ruleset.solver`). */
export interface StoreSowingSettings {
  /** Pits a side, 1 to 6. */
  readonly pits: number;
  /** A last seed alone in an own pit is taken even when the facing pit is empty. */
  readonly emptyCapture: boolean;
  /** Who takes the seeds left when a row empties: each side's owner, nobody, or the player whose row emptied. */
  readonly leftovers: Leftovers;
}

export interface SolverSize {
  /** log2 of the transposition table's entries (four-way buckets). */
  readonly tableBits?: number;
  /** Positions with at most this many seeds on the board are solved once and kept in an array. */
  readonly endgameSeeds?: number;
  /**
   * Moves looked ahead for each root move's first guess (default 10). MTD(f) tests one bound after
   * another from the guess, so a guess nearer the value saves whole searches; looking further costs
   * time before the search starts (at six pits a side and four seeds a pit, 2 s for 16 moves).
   */
  readonly guessDepth?: number;
  /**
   * Boards with at least this many seeds go in the transposition table (default: every board the
   * endgame array does not hold). Below, a board is searched afresh each time it is reached: its
   * search is short, its children mostly in the endgame array, and a lookup in a table of gigabytes
   * waits on memory for longer than the search takes.
   */
  readonly tableSeeds?: number;
  /**
   * Fill the whole endgame array at the start of a solve (see `fillEndgame`; a later solve on the same
   * tables finds every chunk taken), not each board as the search first reaches it: worth it when the
   * search will need most of the array anyway. The boards filled count among the positions searched,
   * and the limits apply to them too.
   */
  readonly fillFirst?: boolean;
}

export interface SolveLimits {
  /** Stop after this many nodes. */
  readonly maxNodes?: number;
  /** Stop after this many milliseconds. */
  readonly maxMs?: number;
  /**
   * Called every few thousand nodes with the nodes searched so far and the root moves solved so far,
   * for a progress display. Keep it cheap: it runs inside the search.
   */
  readonly onProgress?: (nodes: number, known: readonly MoveValue[]) => void;
}

/** What the search knew of the root move it was working on when it stopped: its value lies within. */
export interface MoveBounds {
  readonly pit: number;
  readonly lower: number;
  readonly upper: number;
}

/** One root move: the mover's pit, counted 0..n-1 in sowing order, and its exact future gain. */
export interface MoveValue {
  readonly pit: number;
  readonly gain: number;
}

export interface BoardSolution {
  /** The best future gain for the mover. */
  readonly gain: number;
  readonly moves: readonly MoveValue[];
  readonly nodes: number;
}

/**
 * Thrown inside the search when a limit is reached; the caller turns it into an error result. By the
 * time it leaves `solve` it carries how far the search got: the root moves solved exactly, and the
 * bounds proved on the one it was working on.
 */
export class SolverLimit extends Error {
  known: readonly MoveValue[] = [];
  searching: MoveBounds | null = null;
  constructor(
    readonly nodes: number,
    readonly reason: 'nodes' | 'time',
  ) {
    super(`solver stopped (${reason})`);
  }
}

/**
 * The default endgame array's seeds: the most whose array, C(N + 2n, 2n) bytes, stays within about
 * 2 MB, so that it fits a browser tab (11 seeds at six pits a side).
 */
export function defaultEndgameSeeds(pits: number): number {
  const k = 2 * pits;
  let seeds = 0;
  while (seeds < 72 && choose(seeds + 1 + k, k) <= 2_000_000) seeds++;
  return seeds;
}

function choose(a: number, b: number): number {
  let c = 1;
  for (let i = 1; i <= b; i++) c = (c * (a - b + i)) / i;
  return Math.round(c);
}

/**
 * A solver's tables: the transposition table, the endgame array and the counter of the array's chunks
 * filled first (`fillFirst`). Solvers given the same tables
 * share what each one learns; over SharedArrayBuffers, solvers in several threads can search one
 * position's moves side by side (the command line does).
 */
export interface SolverTables {
  readonly tt: Int32Array;
  readonly endgame: Uint8Array;
  /** The next chunk of the endgame array to fill first (`SolverSize.fillFirst`), one counter for every solver sharing the tables. */
  readonly fillNext: Int32Array;
}

/**
 * Empty tables for a solver of `pits` pits a side and this size, in memory from `allocate`: pass
 * `(bytes) => new SharedArrayBuffer(bytes)` for tables that threads share.
 */
export function solverTables(pits: number, size: SolverSize = {}, allocate: (bytes: number) => ArrayBufferLike = (bytes) => new ArrayBuffer(bytes)): SolverTables {
  const bits = size.tableBits ?? 20;
  // 2^28 entries is 4 GB, which Node 20 gives one buffer; the table's offsets (four words an entry) stay
  // below 2^30, within the 32-bit arithmetic the probes use.
  if (!Number.isInteger(bits) || bits < 2 || bits > 28) throw new RangeError(`The solver's table takes 2^2 to 2^28 entries (tableBits 2 to 28); got ${bits}.`);
  const endgameSeeds = Math.min(size.endgameSeeds ?? defaultEndgameSeeds(pits), 60);
  const endgameBytes = choose(endgameSeeds + 2 * pits, 2 * pits);
  return { tt: new Int32Array(allocate(16 * 2 ** bits)), endgame: new Uint8Array(allocate(endgameBytes)), fillNext: new Int32Array(allocate(4)) };
}

/**
 * The endgame array holds a value v as v + 128 and 0 for a board not yet worked out, and the table's
 * key words hold the high word plus one, 0 for an empty entry: both start as the zeros a new array
 * has, so a large one costs nothing until it is used (no filling, and untouched pages are never
 * given memory).
 */
const UNKNOWN = 0;
const VALUE_BIAS = 128;
/** How often, in nodes, the clock is read. */
const CLOCK_EVERY = 1 << 14;

export class StoreSowingSolver {
  readonly n: number;
  /** Cells a board: 2n pits and the mover's store. */
  private readonly width: number;
  private readonly k: number;
  private readonly binom: Float64Array;
  private readonly emptyCapture: boolean;
  private readonly leftovers: Leftovers;

  private readonly mask: number;
  /**
   * The transposition table: four 32-bit words an entry, four entries a bucket (WAYS), so that a lookup reads
   * one cache line, not one from each of five arrays. An entry is the key's low word and its high
   * word plus one (0: empty), each XORed with one of the entry's other two words (see `probe`), then
   * the bounds (lower in the low half, upper in the high half) and the best move (low byte) with the
   * work the entry cost (next byte).
   */
  private readonly tt: Int32Array;

  readonly endgameSeeds: number;
  private readonly endgame: Uint8Array;
  private readonly guessDepth: number;
  private readonly tableSeeds: number;
  private readonly fillFirst: boolean;
  private readonly fillNext: Int32Array;

  /** One board per ply, grown on demand. */
  private stack: Int32Array;
  private order: Int32Array;
  /** The endgame fill's boards (a root, then one slot a pit at each depth), each child's key, how its move ended (or NO_MOVE) and its looked-up value. */
  private fillBoards: Int32Array;
  private fillKeys = new Float64Array(0);
  private fillMarks = new Int32Array(0);
  private fillValues = new Int32Array(0);
  /** fillEndgame's board, its 2n pits in rank order. */
  private readonly fillPits = new Int32Array(12);
  /** The words of the entry `probe` last found. */
  private hitBounds = 0;
  private hitData = 0;
  /** Scratch scores for ordering one node's moves. */
  private readonly scores = new Int32Array(6);
  nodes = 0;
  private maxNodes = Infinity;
  private onProgress: SolveLimits['onProgress'];
  /** The root moves solved so far in this call, and the bounds on the one being searched. */
  private known: MoveValue[] = [];
  private bounds: MoveBounds | null = null;
  private deadline = Infinity;
  private nextClock = CLOCK_EVERY;

  constructor(rules: StoreSowingSettings, size: SolverSize = {}, tables: SolverTables = solverTables(rules.pits, size)) {
    const n = rules.pits;
    if (!Number.isInteger(n) || n < 1 || n > 6) throw new RangeError(`The solver plays 1 to 6 pits a side; got ${n}.`);
    this.n = n;
    this.width = 2 * n + 1;
    this.k = 2 * n;
    this.emptyCapture = rules.emptyCapture;
    this.leftovers = rules.leftovers;
    // Binomials up to C(72 + 12, 12): every rank of a board of at most 72 seeds.
    const rowsOf = 72 + this.k + 1;
    this.binom = new Float64Array(rowsOf * (this.k + 1));
    for (let a = 0; a < rowsOf; a++) {
      for (let b = 0; b <= this.k; b++) {
        this.binom[a * (this.k + 1) + b] = b === 0 ? 1 : a === 0 ? 0 : this.binom[(a - 1) * (this.k + 1) + b - 1]! + this.binom[(a - 1) * (this.k + 1) + b]!;
      }
    }
    const bits = size.tableBits ?? 20;
    this.mask = (1 << bits) - 1;
    this.endgameSeeds = Math.min(size.endgameSeeds ?? defaultEndgameSeeds(n), 60);
    if (tables.tt.length !== 4 << bits || tables.endgame.length !== this.choose(this.endgameSeeds + this.k, this.k)) {
      throw new RangeError("The tables given are not the size the solver's settings ask for: make them with solverTables.");
    }
    this.tt = tables.tt;
    this.endgame = tables.endgame;
    this.fillNext = tables.fillNext;
    this.fillFirst = size.fillFirst ?? false;
    for (const [name, value] of [
      ['guessDepth', size.guessDepth],
      ['tableSeeds', size.tableSeeds],
    ] as const) {
      if (value !== undefined && (!Number.isInteger(value) || value < 0)) throw new RangeError(`The solver's ${name} is a whole number of at least 0; got ${value}.`);
    }
    this.guessDepth = size.guessDepth ?? GUESS_DEPTH;
    this.tableSeeds = Math.max(size.tableSeeds ?? 0, this.endgameSeeds + 1);
    this.stack = new Int32Array(this.width * 64);
    this.order = new Int32Array(n * 64);
    this.fillBoards = new Int32Array(this.width);
  }

  private choose(a: number, b: number): number {
    return a < b || a < 0 ? 0 : this.binom[a * (this.k + 1) + b]!;
  }

  /**
   * Solves a board given as the mover's n pits and the opponent's n pits, each in the mover's sowing
   * order. Every legal move gets its exact future gain. Throws SolverLimit when a limit is reached;
   * what was learnt stays in the tables, so asking again goes further.
   */
  solve(own: readonly number[], opponent: readonly number[], limits: SolveLimits = {}, only?: readonly number[]): BoardSolution {
    const { n } = this;
    if (own.length !== n || opponent.length !== n) throw new RangeError(`A board of ${n} pits a side needs ${n} counts a row.`);
    const seeds = own.reduce((a, b) => a + b, 0) + opponent.reduce((a, b) => a + b, 0);
    if (seeds > 72 || [...own, ...opponent].some((c) => !Number.isInteger(c) || c < 0)) {
      throw new RangeError('The solver takes at most 72 seeds on the board, each pit a whole number.');
    }
    if (own.every((c) => c === 0)) throw new RangeError('The player to move has no seeds: the game is over.');
    this.nodes = 0;
    this.maxNodes = limits.maxNodes ?? Infinity;
    this.deadline = limits.maxMs === undefined ? Infinity : Date.now() + limits.maxMs;
    this.nextClock = CLOCK_EVERY;
    this.onProgress = limits.onProgress;
    const b = this.stack;
    own.forEach((c, i) => (b[i] = c));
    b[n] = 0;
    opponent.forEach((c, i) => (b[n + 1 + i] = c));
    const moves: MoveValue[] = [];
    this.known = moves;
    this.bounds = null;
    let best = -Infinity;
    try {
      if (this.fillFirst) this.fillEndgame();
      for (let i = 0; i < n; i++) {
        if (b[i] === 0 || (only && !only.includes(i))) continue;
        const gain = this.exactMoveValue(i, seeds, this.estimate(0, seeds, i, this.guessDepth, -Infinity, Infinity));
        moves.push({ pit: i, gain });
        if (gain > best) best = gain;
      }
    } catch (e) {
      if (e instanceof SolverLimit) {
        e.known = [...moves];
        e.searching = this.bounds;
      }
      throw e;
    }
    return { gain: best, moves, nodes: this.nodes };
  }

  /**
   * The exact value of root move `i`, by MTD(f): a series of null-window tests ("is it at least
   * beta?") that close in on the value from `guess`. Each test cuts far more than one search with
   * the whole window, and what it proves stays in the table as bounds for the next.
   */
  private exactMoveValue(i: number, seeds: number, guess: number): number {
    let lower = -seeds;
    let upper = seeds;
    let g = Math.max(lower, Math.min(upper, guess));
    while (lower < upper) {
      this.bounds = { pit: i, lower, upper };
      const beta = g === lower ? g + 1 : g;
      g = this.moveValue(0, seeds, i, beta - 1, beta);
      if (g < beta) upper = g;
      else lower = g;
    }
    this.bounds = null;
    return lower;
  }

  /**
   * A cheap estimate of playing pit `i`: the gains of the next `depth` moves with best play,
   * counting nothing for what follows. MTD(f) starts from it; the nearer the guess, the fewer tests.
   */
  private estimate(ply: number, seeds: number, i: number, depth: number, alpha: number, beta: number): number {
    const next = (ply + 1) * this.width;
    this.ensure(ply + 2);
    const result = this.play(ply * this.width, next, i, seeds);
    const g = this.stack[next + this.n]!;
    if (result === TERMINAL || depth === 0) return g;
    // The rest, from the side of whoever moves next, within the window that matters here.
    const same = result === AGAIN;
    let a = same ? alpha - g : g - beta;
    const b = same ? beta - g : g - alpha;
    let best = -Infinity;
    for (let j = this.n - 1; j >= 0; j--) {
      if (this.stack[next + j] === 0) continue;
      const v = this.estimate(ply + 1, seeds - g, j, depth - 1, a, b);
      if (v > best) {
        best = v;
        if (v > a) a = v;
        if (a >= b) break;
      }
    }
    return same ? g + best : g - best;
  }

  /** The exact value of playing pit `i` from the board at `ply`, searched within (alpha, beta). */
  private moveValue(ply: number, seeds: number, i: number, alpha: number, beta: number): number {
    const next = (ply + 1) * this.width;
    this.ensure(ply + 2);
    const result = this.play(ply * this.width, next, i, seeds);
    const g = this.stack[next + this.n]!;
    if (result === TERMINAL) return g;
    // What the mover gained left the board: the rest stays for the next search.
    if (result === AGAIN) return g + this.search(ply + 1, seeds - g, alpha - g, beta - g);
    return g - this.search(ply + 1, seeds - g, g - beta, g - alpha);
  }

  private ensure(plies: number): void {
    if (plies * this.width <= this.stack.length) return;
    const grown = new Int32Array(this.stack.length * 2);
    grown.set(this.stack);
    this.stack = grown;
    const order = new Int32Array(this.order.length * 2);
    order.set(this.order);
    this.order = order;
  }

  /**
   * Plays pit `i` of the board at `from` into the board at `to`. The store cell of `to` holds the
   * mover's gain (sown seeds, captures and, at the end, the leftovers' balance). Returns TERMINAL,
   * AGAIN (same mover, board as it is) or OTHER (board turned round for the opponent).
   */
  private play(from: number, to: number, i: number, seeds: number): number {
    return this.playIn(this.stack, from, to, i, seeds);
  }

  /** `play` on any array of boards: the search's stack or the endgame fill's. */
  private playIn(b: Int32Array, from: number, to: number, i: number, seeds: number): number {
    const { n, width } = this;
    for (let c = 0; c < width; c++) b[to + c] = b[from + c]!;
    b[to + n] = 0;
    let hand = b[to + i]!;
    b[to + i] = 0;
    if (hand >= width) {
      // Whole laps: one seed in every cell, the emptied pit included.
      const laps = Math.floor(hand / width);
      for (let c = 0; c < width; c++) b[to + c]! += laps;
      hand -= laps * width;
    }
    let pos = i + hand;
    if (pos < width) for (let c = i + 1; c <= pos; c++) b[to + c]!++;
    else {
      for (let c = i + 1; c < width; c++) b[to + c]!++;
      pos -= width;
      for (let c = 0; c <= pos; c++) b[to + c]!++;
    }
    if (pos < n && b[to + pos] === 1) {
      const across = 2 * n - pos;
      const taken = b[to + across]!;
      if (taken > 0 || this.emptyCapture) {
        b[to + n]! += taken + 1;
        b[to + across] = 0;
        b[to + pos] = 0;
      }
    }
    let mine = 0;
    for (let c = 0; c < n; c++) mine += b[to + c]!;
    // The seeds on the board are those it had less those the move put in the store.
    const theirs = seeds - b[to + n]! - mine;
    if (mine === 0 || theirs === 0) {
      if (this.leftovers === 'owner') b[to + n]! += mine - theirs;
      else if (this.leftovers === 'emptier') b[to + n]! += mine === 0 ? theirs : -mine;
      return TERMINAL;
    }
    if (pos === n) return AGAIN;
    // Turn the board round: the opponent's pits come first.
    for (let c = 0; c < n; c++) {
      const t = b[to + c]!;
      b[to + c] = b[to + n + 1 + c]!;
      b[to + n + 1 + c] = t;
    }
    return OTHER;
  }

  /** The rank of the board at `at`: its key, exact and unique. */
  private rank(at: number, seeds: number): number {
    return this.rankIn(this.stack, at, seeds);
  }

  private rankIn(b: Int32Array, at: number, seeds: number): number {
    const { n, k } = this;
    const stride = k + 1;
    const binom = this.binom;
    let r = seeds > 0 ? binom[(seeds - 1 + k) * stride + k]! : 0;
    let rem = seeds;
    for (let i = 0; i < k - 1; i++) {
      const c = b[at + (i < n ? i : i + 1)]!;
      if (c === 0) continue;
      const m = k - 1 - i;
      r += binom[(rem + m) * stride + m]! - binom[(rem - c + m) * stride + m]!;
      rem -= c;
      if (rem === 0) break;
    }
    return r;
  }

  private seedsAt(at: number): number {
    const b = this.stack;
    let s = 0;
    for (let c = 0; c < this.width; c++) if (c !== this.n) s += b[at + c]!;
    return s;
  }

  private tick(): void {
    this.nodes++;
    if (this.nodes >= this.nextClock) {
      this.nextClock = this.nodes + CLOCK_EVERY;
      if (Date.now() > this.deadline) throw new SolverLimit(this.nodes, 'time');
      this.onProgress?.(this.nodes, this.known);
    }
    if (this.nodes > this.maxNodes) throw new SolverLimit(this.nodes, 'nodes');
  }

  /** The exact future gain of a board with few seeds, from the endgame array (filled on first need). */
  private exact(ply: number, seeds: number): number {
    const at = ply * this.width;
    const key = this.rank(at, seeds);
    const known = this.endgame[key]!;
    if (known !== UNKNOWN) return known - VALUE_BIAS;
    this.fillBoards.set(this.stack.subarray(at, at + this.width), 0);
    return this.fillExact(0, 0, seeds, key);
  }

  /**
   * Works out every board of the endgame array not yet known, in the order of their keys, a chunk of
   * `FILL_CHUNK` keys at a time. The chunks are counted out from the tables' `fillNext`, so solvers
   * sharing the tables in several threads each take the next one, and a solver asked again finds
   * them all taken (a chunk left half done at a limit is filled on demand later). A search that needs
   * most of the array anyway fills it faster so: boards of fewer seeds rank first, so a board's
   * children of fewer seeds are mostly known by the time it is reached (on several threads a chunk
   * may start before those below it are done, and then works out what it needs itself; the values
   * are the same), and the array is written in order
   * instead of at random places (filled on demand, six pits a side with four seeds a pit fills nine
   * boards in ten, each where the search happens to reach it).
   */
  private fillEndgame(): void {
    const { n, k, endgame } = this;
    const pits = this.fillPits;
    // Room for a board and its children; the fill grows the arrays as it goes deeper, so each board
    // reads `fillBoards` afresh.
    this.ensureFill(1);
    for (let chunk = Atomics.add(this.fillNext, 0, 1); chunk * FILL_CHUNK < endgame.length; chunk = Atomics.add(this.fillNext, 0, 1)) {
      const first = chunk * FILL_CHUNK;
      const last = Math.min(endgame.length, first + FILL_CHUNK);
      let seeds = this.unrank(first, pits);
      for (let key = first; key < last; key++) {
        let mine = 0;
        for (let i = 0; i < n; i++) mine += pits[i]!;
        // A board with a row empty is never looked up: the move that makes it ends the game.
        if (mine > 0 && mine < seeds && endgame[key] === UNKNOWN) {
          const b = this.fillBoards;
          for (let i = 0; i < n; i++) b[i] = pits[i]!;
          b[n] = 0;
          for (let i = n; i < k; i++) b[i + 1] = pits[i]!;
          this.fillExact(0, 0, seeds, key);
        }
        // The next key's board. rankIn orders the boards of a seed count by their pits' counts, pit 0
        // first, as words are ordered: the next board adds one seed to the rightmost pit that has seeds
        // to its right, taking it from them, and puts the rest of them in the last pit. After the last
        // board of a seed count comes the first of one seed more.
        let i = k - 2;
        while (i >= 0 && pits[k - 1] === 0) {
          pits[k - 1] = pits[i]!;
          pits[i] = 0;
          i--;
        }
        if (i < 0) {
          seeds++;
          pits.fill(0);
          pits[k - 1] = seeds;
        } else {
          pits[i]!++;
          pits[k - 1]!--;
        }
      }
    }
  }

  /** The board of a key, `rankIn` undone: its 2n pits' counts in rank order go into `pits`; returns its seeds. */
  private unrank(key: number, pits: Int32Array): number {
    const { k } = this;
    let seeds = 0;
    while (this.choose(seeds + k, k) <= key) seeds++;
    let rest = key - (seeds > 0 ? this.choose(seeds - 1 + k, k) : 0);
    let rem = seeds;
    for (let i = 0; i < k - 1; i++) {
      const m = k - 1 - i;
      const top = this.choose(rem + m, m);
      let c = 0;
      while (c < rem && top - this.choose(rem - c - 1 + m, m) <= rest) c++;
      rest -= top - this.choose(rem - c + m, m);
      pits[i] = c;
      rem -= c;
    }
    pits[k - 1] = rem;
    return seeds;
  }

  /**
   * Works out a few-seed board's value by plain minimax and keeps it. The board is at `at` in
   * `fillBoards`; its children go in the slots of `depth`, one a pit. Every child is played and
   * ranked first and only then looked up: the lookups land at random places in a large array, and
   * made one after another, with nothing between them, the processor waits for them together
   * instead of one at a time.
   */
  private fillExact(depth: number, at: number, seeds: number, key: number): number {
    this.tick();
    const { n, width, endgame } = this;
    this.ensureFill(depth + 1);
    const b = this.fillBoards;
    const slots = (1 + depth * n) * width;
    const keys = this.fillKeys;
    const marks = this.fillMarks;
    const base = depth * n;
    let best = -Infinity;
    for (let i = 0; i < n; i++) {
      marks[base + i] = NO_MOVE;
      if (b[at + i] === 0) continue;
      const to = slots + i * width;
      const result = this.playIn(b, at, to, i, seeds);
      const g = b[to + n]!;
      if (result === TERMINAL) {
        if (g > best) best = g;
        continue;
      }
      marks[base + i] = result;
      keys[base + i] = this.rankIn(b, to, seeds - g);
    }
    const values = this.fillValues;
    for (let i = 0; i < n; i++) if (marks[base + i] !== NO_MOVE) values[base + i] = endgame[keys[base + i]!]!;
    for (let i = 0; i < n; i++) {
      const result = marks[base + i]!;
      if (result === NO_MOVE) continue;
      const to = slots + i * width;
      const g = b[to + n]!;
      // A sibling's fill may have worked this child out since it was looked up.
      const known = values[base + i] !== UNKNOWN ? values[base + i]! : endgame[keys[base + i]!]!;
      const child = known !== UNKNOWN ? known - VALUE_BIAS : this.fillExact(depth + 1, to, seeds - g, keys[base + i]!);
      const v = result === AGAIN ? g + child : g - child;
      if (v > best) best = v;
    }
    endgame[key] = best + VALUE_BIAS;
    return best;
  }

  /** Room in the fill's arrays for the children of boards down to `depth`. */
  private ensureFill(depth: number): void {
    const slots = (depth + 1) * this.n;
    if (slots <= this.fillKeys.length) return;
    const boards = new Int32Array(Math.max(this.fillBoards.length * 2, (1 + slots) * this.width));
    boards.set(this.fillBoards);
    this.fillBoards = boards;
    const grow = <T extends Float64Array | Int32Array>(a: T, make: (size: number) => T): T => {
      const grown = make(Math.max(a.length * 2, slots));
      grown.set(a);
      return grown;
    };
    this.fillKeys = grow(this.fillKeys, (size) => new Float64Array(size));
    this.fillMarks = grow(this.fillMarks, (size) => new Int32Array(size));
    this.fillValues = grow(this.fillValues, (size) => new Int32Array(size));
  }

  /** Fail-soft negamax: the future gain if inside (alpha, beta), else a bound on the side it fell. */
  private search(ply: number, seeds: number, alpha: number, beta: number): number {
    const at = ply * this.width;
    if (seeds <= this.endgameSeeds) return this.exact(ply, seeds);
    // Nobody can gain more than the seeds left on the board.
    if (beta <= -seeds) return -seeds;
    if (alpha >= seeds) return seeds;
    if (alpha < -seeds) alpha = -seeds - 1;
    if (beta > seeds) beta = seeds + 1;
    this.tick();

    const useTable = seeds >= this.tableSeeds;
    const key = useTable ? this.rank(at, seeds) : 0;
    let ttMove = -1;
    if (useTable && this.probe(key) >= 0) {
      const lo = lowerOf(this.hitBounds);
      const hi = upperOf(this.hitBounds);
      if (lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (lo === hi) return lo;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
      ttMove = (this.hitData << 24) >> 24;
    }
    const alpha0 = alpha;
    const before = this.nodes;
    const count = this.orderMoves(at, ply, ttMove);
    let best = -Infinity;
    let bestMove = -1;
    for (let m = 0; m < count; m++) {
      const i = this.order[ply * this.n + m]!;
      const v = this.moveValue(ply, seeds, i, alpha, beta);
      if (v > best) {
        best = v;
        bestMove = i;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }
    if (useTable) this.store(key, seeds, best <= alpha0 ? -128 : best, best >= beta ? 127 : best, bestMove, this.nodes - before);
    return best;
  }

  /** The moves of the board at `at`, best first: the table's move, extra turns (nearest the store first), captures, the rest. */
  private orderMoves(at: number, ply: number, ttMove: number): number {
    const b = this.stack;
    const { n, width } = this;
    const base = ply * this.n;
    const score = this.scores;
    let count = 0;
    for (let i = n - 1; i >= 0; i--) {
      const s = b[at + i]!;
      if (s === 0) continue;
      let value: number;
      if (i === ttMove) value = 1000;
      else if (s < width && i + s === n) value = 500 + i;
      else {
        const land = (i + s) % width;
        value = s < width && land < n && land > i && b[at + land] === 0 ? 100 + b[at + 2 * n - land]! : 0;
      }
      // Insertion by score, stable for equal scores.
      let j = count++;
      while (j > 0 && score[j - 1]! < value) {
        score[j] = score[j - 1]!;
        this.order[base + j] = this.order[base + j - 1]!;
        j--;
      }
      score[j] = value;
      this.order[base + j] = i;
    }
    return count;
  }

  /** The first entry of the key's bucket, as an index into `tt`. */
  private bucket(keyLow: number, keyHigh: number): number {
    let h = Math.imul(keyLow ^ Math.imul(keyHigh, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    return (h & this.mask & -WAYS) << 2;
  }

  /**
   * The entry holding `key`, as an index into `tt`, or -1; its words as read go to `hitBounds` and
   * `hitData`. An entry's key words are kept XORed with its other two, so that an entry torn by two
   * threads writing it at once (tables shared between threads) matches no key.
   */
  private probe(key: number): number {
    const low = key | 0;
    const high = ((key / 4294967296) | 0) + 1;
    const e = this.bucket(low, high);
    const tt = this.tt;
    for (let f = e; f < e + 4 * WAYS; f += 4) {
      const bounds = tt[f + 2]!;
      const data = tt[f + 3]!;
      if ((tt[f]! ^ bounds) === low && (tt[f + 1]! ^ data) === high) {
        this.hitBounds = bounds;
        this.hitData = data;
        return f;
      }
    }
    return -1;
  }

  private holds(e: number, low: number, high: number): boolean {
    const tt = this.tt;
    return (tt[e]! ^ tt[e + 2]!) === low && (tt[e + 1]! ^ tt[e + 3]!) === high;
  }

  private store(key: number, seeds: number, lo: number, hi: number, move: number, work: number): void {
    const tt = this.tt;
    const low = key | 0;
    const high = ((key / 4294967296) | 0) + 1;
    const first = this.bucket(low, high);
    // The entry that holds the key, else the one whose search cost least (the first of equals).
    let e = first;
    for (let f = first; f < first + 4 * WAYS; f += 4) {
      if (this.holds(f, low, high)) {
        e = f;
        break;
      }
      if (tt[f + 3]! >>> 8 < tt[e + 3]! >>> 8) e = f;
    }
    // A bound of ±(seeds + 1) from the clamped window means "no bound": keep the table's own.
    let lower = lo < -seeds ? -128 : lo;
    let upper = hi > seeds ? 127 : hi;
    let cost = 0;
    const bounds = tt[e + 2]!;
    const data = tt[e + 3]!;
    if ((tt[e]! ^ bounds) === low && (tt[e + 1]! ^ data) === high) {
      lower = Math.max(lower, lowerOf(bounds));
      upper = Math.min(upper, upperOf(bounds));
      cost = data >>> 8;
    }
    const newBounds = (lower & 0xffff) | (upper << 16);
    const newData = (move & 0xff) | (Math.max(cost, Math.min(255, Math.log2(work + 1) * 8) | 0) << 8);
    tt[e] = low ^ newBounds;
    tt[e + 1] = high ^ newData;
    tt[e + 2] = newBounds;
    tt[e + 3] = newData;
  }

  /** The key of a board given as the mover's pits and the opponent's, for tests: equal keys must mean equal boards. */
  keyOf(own: readonly number[], opponent: readonly number[]): number {
    const b = this.stack;
    own.forEach((c, i) => (b[i] = c));
    opponent.forEach((c, i) => (b[this.n + 1 + i] = c));
    return this.rank(0, this.seedsAt(0));
  }
}

/** An entry's bounds word holds the lower bound in its low half and the upper in its high half. */
const lowerOf = (bounds: number) => (bounds << 16) >> 16;
const upperOf = (bounds: number) => bounds >> 16;

/** Keys of the endgame array a fillEndgame chunk takes. */
const FILL_CHUNK = 1 << 16;
/** Moves looked ahead for a root move's first guess. */
const GUESS_DEPTH = 10;
/**
 * Entries a key may take in the table: its bucket, 64 bytes. Against two, four searched 1% fewer
 * positions at six pits a side and four seeds a pit (332 million against 335), in the same time.
 */
const WAYS = 4;
const TERMINAL = 0;
const AGAIN = 1;
const OTHER = 2;
/** A pit that holds no move, in the fill's marks. */
const NO_MOVE = -1;
