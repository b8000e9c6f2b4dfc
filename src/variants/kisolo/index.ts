/**
 * Kisolo (Democratic Republic of the Congo, Zimbabwe). Italian Wikipedia: 4 rows of 7, 3 seeds a pit. A turn
 * must start with a capture when one is possible: an own inner pit with seeds facing an opponent's
 * inner pit with seeds (a marker) takes that pit and the outer pit behind it, and the captured
 * seeds are sown counter-clockwise from the pit after the marker. What happens next depends on the
 * pit after the one that received the last seed (the decisive pit): a marker captures again, an
 * occupied pit is lifted and sown on, an empty pit ends the turn. Without a capture the turn starts
 * by sowing any own pit. Emptying the opponent's inner row wins.
 */
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { StateHistory } from '../../engine/repeats.js';
import { MAX_LAPS } from '../../engine/sowing.js';
import type { Topology } from '../../engine/topology.js';
import { fourRowTopology } from '../../engine/topology.js';
import type { EndReason, Move, Outcome, PitId, Player, Position } from '../../engine/types.js';
import { checkSowing } from '../../engine/validate.js';
import type { Work } from '../../engine/work.js';
import { endGame, rowSeeds, startWork, takeIntoHand } from '../../engine/work.js';

export interface KisoloOptions {
  /** Board width: 7 columns (Italian Wikipedia's usual board) or 6 (a variant it mentions). */
  readonly columns: 7 | 6;
}

export const kisolo: VariantDefinition<KisoloOptions> = {
  id: 'kisolo',
  name: 'Kisolo',
  defaults: { columns: 7 },
  optionNotes: { columns: { name: 'Pits per row', labels: ['7', '6'], text: 'Pits per row: 7, the usual board, or 6 (the Italian Wikipedia mentions both)', choices: [7, 6] } },
  presets: {},
  create: (options) => createKisolo(options),
};

function createKisolo(options: KisoloOptions): Ruleset {
  const topology = fourRowTopology(options.columns);
  const { owner, labels } = topology;
  const other = (player: Player) => 1 - player;
  const innerRow = (player: Player) => topology.rows[player === 0 ? 2 : 1]!.pits;

  const markers = (position: Position, player: Player) => innerRow(player).filter((pit) => isMarker(topology, position.pits, pit));

  const outcome = (position: Position): Outcome | null => {
    if (position.toMove !== null) return null;
    const scores = [0, 1].map((p) => rowSeeds(position.pits, owner, p));
    return { winner: position.loser === undefined ? null : other(position.loser), scores };
  };
  const finish = (w: Work, reason: EndReason, loser?: Player): Played => endGame(w, reason, outcome, loser !== undefined ? { loser } : {});

  return {
    variant: 'kisolo',
    name: 'Kisolo',
    options,
    topology,
    totalSeeds: 12 * options.columns,
    stores: false,
    start: () => ({ pits: new Array<number>(topology.pitCount).fill(3), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => {
      if (position.toMove === null) return [];
      const player = position.toMove;
      const captures = markers(position, player);
      const pits = captures.length ? captures : position.pits.flatMap((n, pit) => (owner[pit] === player && n > 0 ? [pit] : []));
      return pits.map((pit): Move => ({ kind: 'sow', pit }));
    },
    outcome,
    onRepetition: (position) => finish(startWork(position), 'repetition'),
    endReasons: ['row-empty', 'endless', 'repetition'],
    checkPosition: (position) => {
      if (position.pie || position.blocked || position.owners) return 'Kisolo has no pie rule, pits out of play or changing owners.';
      if (position.stores.some((s) => s > 0)) return 'Kisolo keeps every seed on the board: both stores must be 0.';
      return null;
    },

    play(position, move) {
      const checked = checkSowing(topology, position, move, 'Kisolo');
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const captures = markers(position, player);
      if (captures.length && !captures.includes(pit)) {
        return err({ code: 'ERR_MUST_CAPTURE', pit: labels[pit]!, from: captures.map((p) => labels[p]!) });
      }
      const w = startWork(position);
      const endless = sowTurn(topology, w, player, pit, captures.length > 0);
      if (endless) return ok(finish(w, 'endless'));
      const next = other(player);
      // Italian Wikipedia: whoever empties the opponent's inner row wins.
      if (innerRow(next).every((p) => w.pits[p] === 0)) return ok(finish(w, 'row-empty', next));
      return ok({ position: { pits: w.pits, stores: w.stores, toMove: next }, steps: w.steps });
    },
  };
}

/** An own inner pit with seeds facing an opponent's inner pit with seeds. */
const isMarker = ({ inner, facing }: Topology, pits: readonly number[], pit: PitId) => inner[pit]! && pits[pit]! > 0 && pits[facing[pit]!]! > 0;

/**
 * The laps of a move from `pit` (a capture first, if `capturing`): each lap ends by looking at the pit
 * after the last seed's, which captures if it is a marker, relays if occupied, and ends the move if empty.
 * Returns true if the move would never end (the step saying so is in the trace).
 */
function sowTurn(topology: Topology, w: Work, player: Player, pit: PitId, capturing: boolean): boolean {
  const track = topology.tracks[player]!;
  const index = topology.trackIndex[player]!;
  const seen = new StateHistory(w.pits.length);
  let from = pit;
  let hand: number;
  let lap = 1;
  if (capturing) hand = take(topology, w, pit, player, lap);
  else {
    hand = w.pits[pit]!;
    w.pits[pit] = 0;
    w.steps.push({ kind: 'lift', pit, count: hand, lap });
  }
  for (;;) {
    let at = index[from]!;
    for (; hand > 0; hand--) {
      at = (at + 1) % track.length;
      w.pits[track[at]!]! += 1;
      w.steps.push({ kind: 'drop', cell: track[at]!, lap });
    }
    const last = track[at]!;
    w.steps.push({ kind: 'lap-end', cell: last, lap, count: w.pits[last]! });
    // The decisive pit is the one after the pit that received the last seed.
    const decisive = track[(at + 1) % track.length]!;
    if (w.pits[decisive] === 0) return false;
    const repeat = seen.visit(w.pits, decisive);
    if (repeat || lap >= MAX_LAPS) {
      w.steps.push({ kind: 'endless', pit: decisive, lap, reason: repeat ? 'repeat' : 'limit' });
      return true;
    }
    lap += 1;
    from = decisive;
    if (isMarker(topology, w.pits, decisive)) hand = take(topology, w, decisive, player, lap);
    else {
      hand = w.pits[decisive]!;
      w.pits[decisive] = 0;
      w.steps.push({ kind: 'relay', pit: decisive, count: hand, lap });
    }
  }
}

/** Captures the inner pit facing `marker` and the outer pit behind it into hand; returns the seeds taken. */
function take({ facing, behind }: Topology, w: Work, marker: PitId, player: Player, lap: number): number {
  let hand = 0;
  const front = facing[marker]!;
  for (const pit of [front, behind[front]!]) hand += takeIntoHand(w, pit, player);
  w.steps.push({ kind: 'resow', pit: marker, count: hand, lap });
  return hand;
}

export default kisolo;
