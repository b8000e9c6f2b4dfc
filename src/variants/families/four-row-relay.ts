/**
 * The rules module of the four-row relay games whose only differences are data: Njombwa (De Toffoli,
 * part 5), Hawalis and Bao Kiarabu (Italian Wikipedia), Tschuba and Mefuvha. Each player relay-sows round
 * their own two rows from a pit of two or more seeds; single seeds move only when no pit holds more
 * (and, in most of these games, only into an empty next pit); a lap ending in an own empty inner pit
 * captures across the middle, in some games with more pits of the captor's choice; seeds captured
 * leave the board; a player left without seeds, or without a move, has lost.
 */
import type { Chooser, Stop } from '../../engine/choices.js';
import { chooser, settle } from '../../engine/choices.js';
import { endingSowings } from '../../engine/fast/relay.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { MAX_LAPS, sow } from '../../engine/sowing.js';
import type { Topology } from '../../engine/topology.js';
import { fourRowTopology, pitsFromRows } from '../../engine/topology.js';
import type { EndReason, Move, Outcome, PitId, Player, Position } from '../../engine/types.js';
import { checkSowing } from '../../engine/validate.js';
import type { Work } from '../../engine/work.js';
import { capturePit, endGame, rowSeeds, startWork } from '../../engine/work.js';

export interface FourRowRelayOptions {
  /**
   * A relay move that would never end: not allowed ('forbidden', our choice where sources are silent),
   * or allowed and lost by the player who makes it ('loses', de Voogt's account of Hawalis in Oman).
   */
  readonly endless: 'forbidden' | 'loses';
}

/** What tells these games apart. */
export interface FourRowRelayGame {
  readonly id: string;
  readonly name: string;
  readonly columns: number;
  /** Starting seeds, rows top to bottom (B, BB, AA, A), each left to right. */
  readonly start: readonly (readonly number[])[];
  readonly direction: 'counter-clockwise' | 'clockwise';
  /**
   * 'inner-first': the facing inner pit must hold seeds; its outer pit behind is taken too (Njombwa,
   * Hawalis). 'either': the facing inner and outer pits are taken whenever either holds seeds (Bao
   * Kiarabu on 4x8: the back row can be taken with the front pit empty).
   */
  readonly capture: 'inner-first' | 'either';
  /** Tschuba: a capture also takes one more pair of the opponent's pits (inner and outer of a column), the captor's choice. */
  readonly extraPair?: boolean;
  /** Tschuba: when none of a player's pits holds more than one seed, the opponent captures their outer row. */
  readonly forfeitOuter?: boolean;
  /**
   * How many more single pits of the opponent's a capture also takes, each the captor's choice among
   * those still holding seeds, asked as a 'hole' choice (Mefuvha: one in Stayt's account, two in
   * Board and Pieces'). None if absent.
   */
  readonly extraHoles?: number;
  /**
   * Where single seeds may go when no pit holds more: 'into-empty', only into an empty next pit
   * (Njombwa, Hawalis, Tschuba; the default), or 'any', sown like any pit, relaying when they land on
   * seeds (Stayt's Mefuvha restricts single seeds only while a bigger pit exists).
   */
  readonly singles?: 'into-empty' | 'any';
  /**
   * A fixed first move (Stayt's Mefuvha): a player who has captured nothing yet sows from this pit of
   * their inner row, counted from their own left, while it and the pits to its left hold what the
   * layout gave them. That move captures, so an empty store marks a player who has not yet moved; an
   * opening the opponent's capture has spoilt (taking one of those pits) is not played.
   */
  readonly opening?: number;
  readonly defaults: FourRowRelayOptions;
  readonly endlessChoices: readonly FourRowRelayOptions['endless'][];
  /** The option's sentence for the infobox. */
  readonly endlessNote: string;
}

/** The endless-move choices in a reader's words; a Record so a new choice without words fails type-checking. */
const ENDLESS_LABELS: Readonly<Record<FourRowRelayOptions['endless'], string>> = { forbidden: 'not allowed', loses: 'lost by whoever plays it' };

export function defineFourRowRelay(game: FourRowRelayGame): VariantDefinition<FourRowRelayOptions> {
  const definition: VariantDefinition<FourRowRelayOptions> = {
    id: game.id,
    name: game.name,
    defaults: game.defaults,
    optionNotes: {
      endless: { name: 'A move that never ends', text: game.endlessNote, choices: game.endlessChoices, labels: game.endlessChoices.map((c) => ENDLESS_LABELS[c]) },
    },
    presets: {},
    create: (options) => createFourRowRelay(game, options),
  };
  return definition;
}

declare module '../../engine/types.js' {
  interface GameChoiceKinds {
    /** Which further pit of the opponent's a capture also takes (one at a time). */
    readonly hole: true;
  }
}

/** The rules of one four-row relay game under its options; a game with options of its own (board size) builds its data from them first. */
export function createFourRowRelay(game: FourRowRelayGame, options: FourRowRelayOptions): Ruleset {
  const topology = fourRowTopology(game.columns, game.direction);
  const { owner, tracks, trackIndex } = topology;
  const other = (player: Player) => 1 - player;
  const totalSeeds = game.start.flat().reduce((a, b) => a + b, 0);

  /** The opening pit while the player has not yet moved and its pits are as laid out, else undefined. */
  function openingPit(position: Position, player: Player): PitId | undefined {
    if (game.opening === undefined || position.stores[player] !== 0) return undefined;
    const row = player === 0 ? 2 : 1;
    // The inner row's pits from the player's left, with what the layout put in each.
    const fromLeft = (i: number) => (player === 0 ? i : game.columns - 1 - i);
    const pits = Array.from({ length: game.opening }, (_, i) => topology.rows[row]!.pits[fromLeft(i)]!);
    const laidOut = pits.every((pit, i) => position.pits[pit] === game.start[row]![fromLeft(i)]);
    return laidOut && position.pits[pits.at(-1)!]! >= 2 ? pits.at(-1) : undefined;
  }

  /** Pits of 2 or more; failing those, single seeds (whose next pit is empty, unless singles move freely). Endless relays are left out unless they are allowed (and lose). */
  function legalPits(position: Position, player: Player): PitId[] {
    const opening = openingPit(position, player);
    if (opening !== undefined) return [opening];
    const own = position.pits.flatMap((n, pit) => (owner[pit] === player && n > 0 ? [pit] : []));
    const track = tracks[player]!;
    const next = (pit: PitId) => track[(trackIndex[player]![pit]! + 1) % track.length]!;
    const big = own.filter((pit) => position.pits[pit]! >= 2);
    if (big.length === 0 && game.singles !== 'any') return own.filter((pit) => position.pits[next(pit)] === 0);
    const open = big.length ? big : own;
    return options.endless === 'loses' ? open : endingSowings(position.pits, open, track, trackIndex[player]!);
  }

  const outcome = (position: Position): Outcome | null => {
    if (position.toMove !== null) return null;
    if (position.ended === 'repetition') return { winner: null, scores: [...position.stores] };
    // The game ends when a player has no seeds or no move, or made an endless move: the other has won.
    const loser = position.loser ?? [0, 1].find((p) => rowSeeds(position.pits, owner, p) === 0);
    return { winner: loser === undefined ? null : other(loser), scores: [...position.stores] };
  };

  const finish = (w: Work, loser: Player | undefined, reason: EndReason): Played => endGame(w, reason, outcome, loser !== undefined ? { loser } : {});

  return {
    variant: game.id,
    name: game.name,
    options,
    topology,
    totalSeeds,
    start: () => ({ pits: pitsFromRows(topology, game.start), stores: [0, 0], toMove: 0 }),
    legalMoves: (position) => (position.toMove === null ? [] : legalPits(position, position.toMove).map((pit): Move => ({ kind: 'sow', pit }))),
    outcome,
    // No source speaks of games that go round in circles; we call a repeated position a draw.
    onRepetition: (position) => finish(startWork(position), undefined, 'repetition'),
    endReasons: [...(options.endless === 'loses' ? (['endless'] as const) : []), 'no-seeds', 'no-moves', 'repetition'],
    checkPosition: (position) => (position.pie || position.blocked || position.owners ? `${game.name} has no pie rule, pits out of play or changing owners.` : null),

    play(position, move) {
      const checked = checkSowing(topology, position, move, game.name, { choosing: true });
      if (!checked.ok) return checked;
      const { player, pit } = checked.value;
      const label = topology.labels[pit]!;
      if (!legalPits(position, player).includes(pit)) {
        if (openingPit(position, player) !== undefined) return err({ code: 'ERR_RULE', pit: label, rule: 'four-row-opening' });
        if (position.pits[pit] === 1) {
          const hasBig = position.pits.some((n, p) => owner[p] === player && n >= 2);
          return err({ code: 'ERR_SINGLE_SEED', pit: label, seeds: 1, rule: hasBig ? 'single-while-bigger' : 'single-into-empty' });
        }
        return err({ code: 'ERR_ENDLESS', pit: label, reason: 'either', laps: MAX_LAPS });
      }
      const w = startWork(position);
      const pick = chooser(label, move.kind === 'sow' ? move.choices : undefined);
      const landing = sow(w, pit, { track: tracks[player]!, trackIndex: trackIndex[player]!, skipOrigin: false, relay: true });
      // de Voogt (Hawalis): whoever plays an endless move has lost.
      if (landing.endless) return ok(finish(w, player, 'endless'));
      const stopped = captureAcross(game, topology, w, landing.cell, player, pick);
      if (stopped) return settle(err(stopped));
      const left = pick.leftOver();
      if (left) return err(left);
      const next = other(player);
      if (game.forfeitOuter) forfeitOuterRows(topology, w, player);
      if (rowSeeds(w.pits, owner, next) === 0) return ok(finish(w, next, 'no-seeds'));
      const after: Position = { pits: w.pits, stores: w.stores, toMove: next };
      if (legalPits(after, next).length === 0) return ok(finish(w, next, 'no-moves'));
      return ok({ position: after, steps: w.steps });
    },
  };
}

/** Two seeds in every pit of a four-row board: the start of Hawalis and Bao Kiarabu. */
export const twoSeedsEverywhere = (columns: number) => Array.from({ length: 4 }, () => new Array<number>(columns).fill(2));

/** A lap ends only in an empty pit (it now holds the last seed). In the own inner row it captures across the middle; returns the choice to ask, if any. */
function captureAcross(game: FourRowRelayGame, topology: Topology, w: Work, cell: number, player: Player, pick: Chooser): Stop | null {
  const { facing, behind, inner } = topology;
  if (!(cell >= 0 && inner[cell])) return null;
  const front = facing[cell]!;
  const back = behind[front]!;
  if (!(w.pits[front]! > 0 || (game.capture === 'either' && w.pits[back]! > 0))) return null;
  capturePit(w, front, player);
  capturePit(w, back, player);
  const holes = extraHoles(game, topology, w, player, pick);
  if (holes) return holes;
  if (!game.extraPair) return null;
  // Any other column where the opponent still has seeds; named by its inner pit.
  const open = topology.rows[player === 0 ? 1 : 2]!.pits.filter((p) => w.pits[p]! + w.pits[behind[p]!]! > 0).map((p) => topology.labels[p]!);
  if (!open.length) return null;
  const chosen = pick.pick(w, 'pair', open);
  if (!chosen.ok) return chosen.error;
  const pair = topology.labels.indexOf(chosen.value);
  capturePit(w, pair, player);
  capturePit(w, behind[pair]!, player);
  return null;
}

/** Mefuvha: as many more pits of the opponent's as the game gives, one at a time, each the captor's choice among those still holding seeds. */
function extraHoles(game: FourRowRelayGame, topology: Topology, w: Work, player: Player, pick: Chooser): Stop | null {
  for (let i = 0; i < (game.extraHoles ?? 0); i++) {
    const open = w.pits.flatMap((n, pit) => (n > 0 && topology.owner[pit] !== player ? [topology.labels[pit]!] : []));
    if (!open.length) return null;
    const chosen = pick.pick(w, 'hole', open);
    if (!chosen.ok) return chosen.error;
    capturePit(w, topology.labels.indexOf(chosen.value), player);
  }
  return null;
}

/** Italian Wikipedia (Tschuba): a side left with no pit above one seed loses its outer row to the opponent (the opponent of the mover first). */
function forfeitOuterRows(topology: Topology, w: Work, player: Player): void {
  const { owner } = topology;
  for (const p of [1 - player, player]) {
    if (w.pits.every((n, pit) => owner[pit] !== p || n <= 1)) {
      for (const pit of topology.rows[p === 0 ? 3 : 0]!.pits) capturePit(w, pit, 1 - p);
    }
  }
}
