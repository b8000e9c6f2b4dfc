/**
 * The states a move has been in, to recognise the first one it comes back to (a relay that would go
 * round for ever). A state is a board plus one whole number the caller makes from whatever else the
 * next lap depends on (the pit about to be lifted, a direction). Building a string key for every lap
 * cost more than the lap itself, so each state is hashed and kept in a flat array, and a hash seen
 * before is confirmed by comparing the stored state: the answer is exact, as a set of keys would give.
 */
const NONE = new Int32Array(0);

export class StateHistory {
  /** Each recorded state: its tag, then its board. Grown by doubling from a few states: most moves record only a few. */
  private states = NONE;
  /** For each recorded state, the one recorded before it with the same hash (-1: none). */
  private older = NONE;
  private count = 0;
  /** Hash to the latest recorded state with that hash. */
  private latest: Map<number, number> | null = null;

  constructor(private readonly width: number) {}

  /** States recorded so far. */
  get size(): number {
    return this.count;
  }

  /** Forgets every state, keeping the room: one history can serve move after move. */
  clear(): void {
    this.count = 0;
    this.latest?.clear();
  }

  /** Whether this state was recorded before; a state not seen before is recorded. */
  visit(pits: ArrayLike<number>, tag: number): boolean {
    const stride = this.width + 1;
    let hash = Math.imul(tag ^ 0x2545f491, 0x9e3779b1);
    for (let i = 0; i < this.width; i++) hash = Math.imul(hash ^ pits[i]!, 0x85ebca6b) ^ (hash >>> 15);
    // Kept a small integer, which a Map looks up fastest.
    hash &= 0x3fffffff;
    const head = this.latest?.get(hash) ?? -1;
    for (let s = head; s >= 0; s = this.older[s]!) {
      const at = s * stride;
      if (this.states[at] !== tag) continue;
      let same = true;
      for (let i = 0; i < this.width && same; i++) same = this.states[at + 1 + i] === pits[i];
      if (same) return true;
    }
    this.add(hash, head, pits, tag);
    return false;
  }

  private add(hash: number, head: number, pits: ArrayLike<number>, tag: number): void {
    const stride = this.width + 1;
    if (this.count === this.older.length) {
      const room = Math.max(8, 2 * this.count);
      const states = new Int32Array(room * stride);
      states.set(this.states);
      this.states = states;
      const older = new Int32Array(room);
      older.set(this.older);
      this.older = older;
    }
    const at = this.count * stride;
    this.states[at] = tag;
    for (let i = 0; i < this.width; i++) this.states[at + 1 + i] = pits[i]!;
    this.older[this.count] = head;
    (this.latest ??= new Map()).set(hash, this.count);
    this.count += 1;
  }
}

/**
 * Whether a sequence of states has come back to one it has been in, by Brent's cycle finding: one
 * saved state, compared at each step, so a long sequence costs no memory. It answers some steps
 * after the first repeat (within about three times the cycle's start plus its length), so it serves
 * where only "does it repeat" matters, not where (a lookahead for moves that never end).
 */
export class CycleCheck {
  private readonly saved: Int32Array;
  private savedTag = -1;
  private power = 1;
  private since = 0;

  constructor(private readonly width: number) {
    this.saved = new Int32Array(width);
  }

  /** Starts on a new sequence. */
  clear(): void {
    this.savedTag = -1;
    this.power = 1;
    this.since = 0;
  }

  /** Whether this state equals the one saved; saves it at steps 1, 2, 4, 8... */
  visit(pits: ArrayLike<number>, tag: number): boolean {
    if (tag === this.savedTag) {
      let same = true;
      for (let i = 0; i < this.width && same; i++) same = this.saved[i] === pits[i];
      if (same) return true;
    }
    if (++this.since === this.power) {
      for (let i = 0; i < this.width; i++) this.saved[i] = pits[i]!;
      this.savedTag = tag;
      this.power *= 2;
      this.since = 0;
    }
    return false;
  }
}
