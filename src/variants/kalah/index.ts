/**
 * Kalah (W. J. Champion, 1940). Rules from the Italian rules page "Kalaha" (the capture and the end of the game) and
 * Tavares, "Kalah" (Mancala World) (3 to 6 seeds, the pie rule, the "empty capture" house rule).
 */
import { captureAcross } from '../../engine/capture.js';
import { err, ok } from '../../engine/result.js';
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { sow } from '../../engine/sowing.js';
import { twoRowTopology } from '../../engine/topology.js';
import { checkSowing, higherStoreWins } from '../../engine/validate.js';
import type { Move, Position } from '../../engine/types.js';
import { collectAll, emptyRow, endGame, extraTurnInStore, startWork } from '../../engine/work.js';

export interface KalahOptions {
  /**
   * Seeds per pit at the start: 3 for beginners, 4 most common today, 6 Champion's "Expert Game" and
   * tournaments; 1 and 2 are study options, for the small games solved by computer (Kalah(m,n)).
   */
  readonly seeds: 1 | 2 | 3 | 4 | 5 | 6;
  /** Pits per side: 6 on every board sold; 1 to 5 are the smaller boards of the solved-game literature. */
  readonly pits: 1 | 2 | 3 | 4 | 5 | 6;
  /** House rule (Tavares, "Kalah" (Mancala World)): a last seed in an own empty pit is captured even when the facing pit is empty. */
  readonly emptyCapture: boolean;
  /** Pie rule (Tavares, "Kalah" (Mancala World)): after the first player's opening turn, the second player may take over that side. */
  readonly pie: boolean;
  /**
   * Seeds left on the board when a row empties: each player takes their own side (the Italian rules page "Kalaha", the usual
   * rule), nobody scores them (Tavares's second house rule), or the player whose row emptied takes them
   * (a further house rule reported by Wikipedia's "Kalah").
   */
  readonly leftovers: 'owner' | 'uncounted' | 'emptier';
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Who moves while the pie rule is in play: A during the first turn, then B, who may take A's side. */
const PIE_MOVER = { pending: 0, offered: 1 } as const;

const defaults: KalahOptions = { seeds: 4, pits: 6, emptyCapture: false, pie: false, leftovers: 'owner' };

export const kalah: VariantDefinition<KalahOptions> = {
  id: 'kalah',
  name: 'Kalah',
  defaults,
  optionNotes: {
    seeds: {
      name: 'Seeds per pit',
      labels: ['1 (for study)', '2 (for study)', '3', '4', '5', '6'],
      text: 'Seeds per pit at the start: 3 to 6 in play; 1 and 2 for studying the small solved games',
      choices: [1, 2, 3, 4, 5, 6],
    },
    pits: {
      name: 'Pits per side',
      labels: ['1', '2', '3', '4', '5', '6'],
      text: 'Pits in each row: 6 on every board; 1 to 5 for studying the small solved games',
      choices: [1, 2, 3, 4, 5, 6],
    },
    emptyCapture: {
      name: 'Empty capture',
      labels: ['off', 'on'],
      text: 'Empty Capture house rule: a last seed in an own empty pit is taken even with nothing opposite',
      choices: [false, true],
    },
    pie: { name: 'Pie rule', labels: ['off', 'on'], text: 'Pie rule: the second player may swap sides after the first turn', choices: [false, true] },
    leftovers: {
      name: 'Seeds left at the end',
      labels: ['to their side\u2019s owner', 'not counted', 'to the player whose row emptied'],
      text: "Seeds left when a row empties: each side's owner takes them, nobody scores them, or the player whose row emptied takes them",
      choices: ['owner', 'uncounted', 'emptier'],
    },
  },
  presets: { tournament: { seeds: 6, pie: true } },
  presetNames: { tournament: 'Tournament' },
  create: createKalah,
};

function createKalah(options: KalahOptions): Ruleset {
  const topology = twoRowTopology(options.pits, true);
  const { owner, facing, tracks, trackIndex } = topology;
  const other = (player: number) => 1 - player;

  const legalMoves = (position: Position): Move[] => {
    const player = position.toMove;
    if (player === null) return [];
    const moves: Move[] = [];
    position.pits.forEach((count, pit) => {
      if (count > 0 && owner[pit] === player) moves.push({ kind: 'sow', pit });
    });
    if (position.pie === 'offered') moves.push({ kind: 'swap' });
    return moves;
  };

  const outcome = higherStoreWins;

  const ruleset: Ruleset = {
    variant: 'kalah',
    name: `Kalah (${options.pits === 6 ? '' : plural(options.pits, 'pit') + ', '}${plural(options.seeds, 'seed')})`,
    options,
    topology,
    totalSeeds: topology.pitCount * options.seeds,
    start: () => ({
      pits: new Array(topology.pitCount).fill(options.seeds),
      stores: [0, 0],
      toMove: 0,
      ...(options.pie ? { pie: 'pending' as const } : {}),
    }),
    legalMoves,
    outcome,
    onRepetition: null,
    endReasons: ['row-empty'],
    checkPosition: (position) =>
      position.pie && !options.pie
        ? 'This position records the pie rule, but these Kalah rules do not use it.'
        : position.pie && position.toMove !== PIE_MOVER[position.pie]
          ? position.pie === 'pending'
            ? "pie-pending belongs to A's first turn: A is to move."
            : "pie-offered is the swap offered to B, after A's first turn: B is to move."
          : position.blocked
            ? 'Kalah has no pits out of play.'
            : position.owners
              ? 'In Kalah every pit keeps its owner: no ownership state.'
              : null,

    play(position, move) {
      const player = position.toMove;
      if (player === null) return err({ code: 'ERR_GAME_OVER' });
      if (move.kind === 'swap') {
        if (position.pie !== 'offered') {
          return err({ code: 'ERR_NO_SWAP' });
        }
        // The board stays as it is: the second player now owns the first player's side, and the first player moves next from the other side.
        const { pie: _, ...rest } = position;
        return ok({ position: rest, steps: [{ kind: 'swap', player }] });
      }
      const checked = checkSowing(topology, position, move, 'Kalah');
      if (!checked.ok) return checked;
      const { pit } = checked.value;

      const w = startWork(position);
      // Sowing passes the player's own store and skips the opponent's (the track has no opponent store).
      const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: false });
      const again = extraTurnInStore(w, landing.cell, player);
      if (!again) captureAcross(w, landing, player, owner, facing, options.emptyCapture);
      const next = again ? player : other(player);

      // the Italian rules page "Kalaha": the game ends as soon as a row is empty; each player takes the seeds left on their own side.
      const emptied = emptyRow(w.pits, owner);
      if (emptied !== undefined) {
        if (options.leftovers === 'owner') collectAll(w, (p) => owner[p]!);
        if (options.leftovers === 'emptier') collectAll(w, () => emptied);
        return ok(endGame(w, 'row-empty', outcome));
      }

      const pie = position.pie === 'pending' ? (next === player ? 'pending' : 'offered') : undefined;
      return ok({
        position: { pits: w.pits, stores: w.stores, toMove: next, ...(pie ? { pie } : {}) },
        steps: w.steps,
      });
    },
  };
  return ruleset;
}

export default kalah;
