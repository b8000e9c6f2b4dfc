/**
 * Oh-Wah-Ree (Alex Randolph, 3M, 1962) and Grand Oh-Wah-Ree. De Toffoli, part 6: a circle of 12 pits
 * and 48 stones for 2 players (6 pits each), 3 (4 each) or 4 (3 each); otherwise Wari's rules, which
 * we read across every opponent: a last stone making 2 or 3 in any opponent's pit captures, the chain
 * runs backwards through opponents' pits and stops at the capturer's own; 12 or more stones skip their
 * own pit; a player whose opponents all have empty pits must give them stones if any move can; 25 wins.
 * In Grand Oh-Wah-Ree a captured pit becomes the capturer's, so holdings need not be adjacent.
 */
import { backwardChain } from '../../engine/capture.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { circleTopology } from '../../engine/topology.js';
import { checkSowing } from '../../engine/validate.js';
import type { EndReason, Move, Outcome, PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { capturePit, collectAll, endGame, startWork } from '../../engine/work.js';

export interface OhWahReeOptions {
  readonly players: 2 | 3 | 4;
}
export interface GrandOhWahReeOptions extends OhWahReeOptions {
  /**
   * Who wins: the most stones captured, first to 25 (De Toffoli says Grand Oh-Wah-Ree otherwise plays as
   * Oh-Wah-Ree), or the most pits owned at the end, stones breaking a tie (Wikipedia; Mancala World's
   * "Grand Coastal Oh-Wah-Ree").
   */
  readonly winBy: 'stones' | 'pits';
}

/** The players option, shared by both games: how many sit round the circle. */
export const PLAYERS_NOTE = { name: 'Players', labels: ['2', '3', '4'], text: 'Players round the circle: 2 (6 pits each), 3 (4 each) or 4 (3 each)', choices: [2, 3, 4] } as const;

const PITS = 12;
const STONES = 4;
const TARGET = 25;

/** The most stones wins, or, counting pits, the most pits (stones break a tie). */
function outcomeOf(winBy: 'stones' | 'pits', own: readonly Player[], position: Position): Outcome | null {
  if (position.toMove !== null) return null;
  const scores = [...position.stores];
  // De Toffoli (stones): a game that stalls without a 25 is drawn. Counting pits, the pits decide however it ended.
  if (winBy === 'stones' && position.ended === 'repetition' && !scores.some((s) => s >= TARGET)) return { winner: null, scores };
  const pitCounts = scores.map((_, p) => own.filter((o) => o === p).length);
  const key = (p: number) => (winBy === 'pits' ? pitCounts[p]! * 1000 + scores[p]! : scores[p]!);
  const best = Math.max(...scores.map((_, p) => key(p)));
  const leaders = scores.map((_, p) => p).filter((p) => key(p) === best);
  return { winner: leaders.length === 1 ? leaders[0]! : null, scores };
}

/** What a position may carry: ownership in the grand game, which it must record, and nothing else. */
function checkPositionOf(title: string, grand: boolean, position: Position): string | null {
  if (position.pie || position.blocked) return `${title} has no pie rule or pits out of play.`;
  if (grand && !position.owners) return `A ${title} position records who owns each pit (own-...).`;
  if (!grand && position.owners) return `In ${title} every pit keeps its owner: no ownership state.`;
  return null;
}

export function createOhWahRee(id: string, title: string, players: number, grand: boolean, winBy: 'stones' | 'pits', options: object): Ruleset {
  const topology = circleTopology(PITS, players);
  const track = topology.tracks[0]!;
  const owners = (position: Position) => position.owners ?? topology.owner;
  const seatsAfter = (player: Player) => Array.from({ length: players - 1 }, (_, i) => (player + 1 + i) % players);
  const seedsOf = (pits: readonly number[], own: readonly Player[], player: Player) => pits.reduce((sum, n, pit) => (own[pit] === player ? sum + n : sum), 0);
  const opponentsSeeds = (pits: readonly number[], own: readonly Player[], player: Player) => pits.reduce((sum, n, pit) => (own[pit] !== player ? sum + n : sum), 0);

  function sowFrom(position: Position, pit: PitId, player: Player) {
    const w = startWork(position);
    const own = owners(position);
    const landing = sow(w, pit, { track, trackIndex: topology.trackIndex[0]!, skipOrigin: true, relay: false });
    const chain = backwardChain(track, landing.trackPosition, (p) => own[p] !== player && (w.pits[p] === 2 || w.pits[p] === 3));
    const taken = chain.reduce((sum, p) => sum + w.pits[p]!, 0);
    const left = opponentsSeeds(w.pits, own, player);
    return { w, chain, feeds: left > 0, grandSlam: chain.length > 0 && taken === left };
  }

  /** Own non-empty pits; when every opponent's pits are empty, only moves that give them stones. */
  function legalPits(position: Position, player: Player) {
    const own = owners(position);
    const sown = position.pits.flatMap((count, pit) => (count > 0 && own[pit] === player ? [{ pit, ...sowFrom(position, pit, player) }] : []));
    return opponentsSeeds(position.pits, own, player) === 0 ? sown.filter((m) => m.feeds) : sown;
  }

  const outcome = (position: Position) => outcomeOf(winBy, owners(position), position);

  function finish(w: Work, own: readonly Player[], reason: EndReason, collect: 'none' | 'owners' | Player): Played {
    if (collect === 'owners') collectAll(w, (pit) => own[pit]!);
    else if (collect !== 'none') collectAll(w, () => collect);
    return endGame(w, reason, outcome, grand ? { owners: [...own] } : {});
  }

  const ruleset: Ruleset = {
    variant: id,
    name: players === 2 ? title : `${title} (${players} players)`,
    options,
    topology,
    totalSeeds: PITS * STONES,
    start: () => ({
      pits: new Array(PITS).fill(STONES),
      stores: new Array(players).fill(0),
      toMove: 0,
      ...(grand ? { owners: [...topology.owner] } : {}),
    }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((m): Move => ({ kind: 'sow', pit: m.pit }))),
    outcome,
    // De Toffoli (Wari): a game where no more captures can come is drawn; a repeated position is our sign of it.
    onRepetition: (position) => finish(startWork(position), owners(position), 'repetition', 'none'),
    endReasons: ['grand-slam', ...(winBy === 'stones' ? (['target-reached'] as const) : []), 'cannot-feed', 'no-moves', 'repetition'],
    checkPosition: (position) => checkPositionOf(title, grand, position),

    play(position, move) {
      const own = [...owners(position)];
      const checked = checkSowing(topology, position, move, title, { owner: own });
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const chosen = legalPits(position, player).find((m) => m.pit === pit);
      if (!chosen) return err({ code: 'ERR_MUST_FEED', pit: topology.labels[pit]!, rule: 'all-opponents' });

      const { w, chain, grandSlam } = chosen;
      for (const p of chain) {
        const from = own[p]!;
        capturePit(w, p, player);
        if (grand) {
          own[p] = player;
          w.steps.push({ kind: 'ownership', pit: p, from, to: player });
        }
      }
      const here = (pits: number[]): Position => ({ pits, stores: w.stores, toMove: player, ...(grand ? { owners: [...own] } : {}) });
      // De Toffoli: taking every stone the opponents had also takes the capturer's own; the game is over.
      if (grandSlam) return ok(finish(w, own, 'grand-slam', player));
      if (winBy === 'stones' && w.stores[player]! >= TARGET) return ok(finish(w, own, 'target-reached', 'none'));

      // The next player round the circle who can move; players without stones (or pits) pass.
      for (const next of seatsAfter(player)) {
        const candidate: Position = { ...here(w.pits), toMove: next };
        if (legalPits(candidate, next).length > 0) return ok({ position: candidate, steps: w.steps });
        if (seedsOf(w.pits, own, next) > 0) {
          // De Toffoli: a player who cannot feed their starved opponents takes the stones in their own pits.
          return ok(finish(w, own, 'cannot-feed', 'owners'));
        }
        w.steps.push({ kind: 'pass', player: next });
      }
      // Nobody else can move: the mover's opponents are all empty. The mover plays on if they can feed them.
      if (legalPits(here(w.pits), player).length > 0) return ok({ position: here(w.pits), steps: w.steps });
      return ok(finish(w, own, seedsOf(w.pits, own, player) > 0 ? 'cannot-feed' : 'no-moves', 'owners'));
    },
  };
  return ruleset;
}
