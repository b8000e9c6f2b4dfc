/**
 * One Bao turn, sown lap by lap: how it begins (a seed from hand placed, or a pit lifted), each lap's
 * end (a capture sown again from a kichwa, a relay, a stop in the nyumba or at takasia), and the
 * hand-over. `answers` are the move's choices in order; with `probe`, a missing answer takes the first
 * option (used to look ahead for moves that never end).
 */
import type { Stop } from '../../engine/choices.js';
import { chooser } from '../../engine/choices.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { Played } from '../../engine/ruleset.js';
import { MAX_LAPS } from '../../engine/sowing.js';
import type { PitId, Player, Position } from '../../engine/types.js';
import type { Work } from '../../engine/work.js';
import { startWork, takeIntoHand } from '../../engine/work.js';
import { other } from './board.js';
import { endTurn, finish } from './ending.js';
import type { BaoGame } from './game.js';
import type { Dir, Start } from './types.js';

/** A turn in the making: who sows, the work so far, and where the sowing stands. */
interface Sowing {
  readonly game: BaoGame;
  readonly position: Position;
  readonly open: Start;
  readonly p: Player;
  readonly opp: Player;
  readonly w: Work;
  /** Which players still own a working nyumba; a turn may end either's powers. */
  readonly houses: boolean[];
  /** The player still has seeds in hand: the turn starts by placing one. */
  readonly namua: boolean;
  readonly capturing: boolean;
  readonly probe: boolean;
  readonly pick: (about: 'direction' | 'safari', opts: readonly string[]) => Result<string, Stop>;
  /** Set by chooseDirection(), before any seed is sown. */
  dir: Dir;
  hand: number;
  /** The track index the next seed is sown after. */
  from: number;
  lap: number;
}

export function turn(game: BaoGame, position: Position, open: Start, answers: readonly string[], probe: boolean): Result<Played, Stop> {
  const { options } = game;
  const p = position.toMove!;
  const w = startWork(position);
  const picker = chooser(game.board.topology.labels[open.pit]!, answers);
  const s: Sowing = {
    game,
    position,
    open,
    p,
    opp: other(p),
    w,
    houses: [...(position.state?.houses ?? [false, false])],
    namua: w.stores[p]! > 0,
    capturing: open.capture,
    probe,
    pick: probe ? probePicker(game, open.pit, answers) : (about, opts) => picker.pick(w, about, opts),
    dir: 'ccw',
    hand: 0,
    from: 0,
    lap: 1,
  };
  const stopped = beginTurn(s) ?? sowLaps(s);
  if (stopped) return stopped.ok ? done(stopped.value) : stopped;
  if (options.nyumba === 'namua-only' && w.stores[p] === 0) s.houses[p] = false;
  return done(endTurn(game, w, position, s.houses, !s.namua && !s.capturing && options.takasia === 'on', probe));

  function done(played: Played): Result<Played, Stop> {
    if (probe) return ok(played);
    const left = picker.leftOver();
    return left ? err(left) : ok(played);
  }
}

/** A probe answers every choice itself: the move's answer where it has one, else the first option. */
function probePicker(game: BaoGame, pit: PitId, answers: readonly string[]): Sowing['pick'] {
  const move = game.board.topology.labels[pit]!;
  let used = 0;
  return (about, opts) => {
    const answer = opts.length > 1 ? (answers[used++] ?? opts[0]!) : opts[0]!;
    return opts.includes(answer) ? ok(answer) : err({ code: 'ERR_CHOICE', form: 'not-open', move, index: used, answer, about, options: opts });
  };
}

/** The direction, asked where the rules need it: a namua capture chooses its kichwa once the seeds are taken. */
function chooseDirection(s: Sowing): Stop | null {
  const chosen = s.pick('direction', s.open.dirs);
  if (!chosen.ok) return chosen.error;
  s.dir = chosen.value as Dir;
  return null;
}

/** Takes the seeds facing `marker` into hand; a captured nyumba is an ordinary pit from now on. */
function takeAcross(s: Sowing, marker: PitId): number {
  const across = s.game.board.topology.facing[marker]!;
  const n = takeIntoHand(s.w, across, s.p);
  if (across === s.game.board.nyumbaOf(s.opp)) s.houses[s.opp] = false;
  return n;
}

/** Captured seeds start in a kichwa: the near one after a flank capture, else the one the sowing is heading from. */
function enterKichwa(s: Sowing, marker: PitId, n: number, chosen?: Dir): void {
  const { board } = s.game;
  s.dir = chosen ?? (board.flank(marker) ? board.awayFrom(s.p, board.nearKichwa(s.p, marker)) : s.dir);
  const k = board.kichwa(s.p, s.dir);
  s.from = (board.topology.trackIndex[s.p]![k]! + 16 - board.step(s.dir)) % 16;
  s.hand = n;
  s.w.steps.push({ kind: 'resow', pit: k, count: n, lap: s.lap, into: true });
}

/** The turn's first seeds in hand: a seed from hand placed (and a capture taken), or the pit lifted. */
function beginTurn(s: Sowing): Result<Played, Stop> | null {
  const { board } = s.game;
  const { w, p, lap } = s;
  const { pit } = s.open;
  const index = board.topology.trackIndex[p]!;
  const early = s.namua && s.capturing ? null : chooseDirection(s);
  if (early) return err(early);
  if (s.namua) {
    w.stores[p]! -= 1;
    w.pits[pit]! += 1;
    w.steps.push({ kind: 'place', pit, player: p });
    if (s.capturing) {
      const taken = takeAcross(s, pit);
      const late = chooseDirection(s);
      if (late) return err(late);
      enterKichwa(s, pit, taken, board.flank(pit) ? undefined : s.dir);
    } else {
      // Takasa: lift the pit (only two seeds when taxing an active nyumba) and sow on.
      const taxing = pit === board.nyumbaOf(p) && s.houses[p]! && w.pits[pit]! - 1 >= board.threshold;
      s.hand = taxing ? 2 : w.pits[pit]!;
      w.pits[pit]! -= s.hand;
      w.steps.push({ kind: 'lift', pit, count: s.hand, lap });
      if (!taxing && pit === board.nyumbaOf(p)) s.houses[p] = false;
      s.from = index[pit]!;
    }
  } else {
    s.hand = w.pits[pit]!;
    w.pits[pit] = 0;
    w.steps.push({ kind: 'lift', pit, count: s.hand, lap });
    if (pit === board.nyumbaOf(p)) s.houses[p] = false;
    s.from = index[pit]!;
  }
  return null;
}

/** Sows the seeds in hand one by one along the player's track; returns the pit the last one fell in. */
function sowHand(s: Sowing): PitId {
  const { w, lap } = s;
  const track = s.game.board.topology.tracks[s.p]!;
  const stride = s.game.board.step(s.dir);
  let from = s.from;
  for (let hand = s.hand; hand > 0; hand--) {
    from = (from + stride) % 16;
    w.pits[track[from]!]! += 1;
    w.steps.push({ kind: 'drop', cell: track[from]!, lap });
  }
  s.hand = 0;
  s.from = from;
  return track[from]!;
}

/**
 * The laps: sow, then see how the lap ends. Returns the game's end or a stop (a refusal, a choice to
 * ask) if the turn ends so; null when the turn's sowing is over and the opponent is to move.
 */
function sowLaps(s: Sowing): Result<Played, Stop> | null {
  const { game, w, p, opp, houses, capturing, namua } = s;
  const { board, options } = game;
  const { inner, facing, labels } = board.topology;
  // A probe only asks whether the move ends, so it may notice a repeat some laps late; a move
  // played needs the very lap its laps come round on, for its trace.
  const seen = s.probe ? game.probeCycle : game.history;
  seen.clear();
  for (;;) {
    const end = sowHand(s);
    const count = w.pits[end]!;
    const lap = s.lap;
    w.steps.push({ kind: 'lap-end', cell: end, lap, count });
    // A capture that empties the opponent's front row wins at once, mid-move (DK 1.2).
    if (board.frontEmpty(w.pits, opp)) return ok(finish(board, w, 'row-empty', opp, houses));
    if (count === 1) return null;
    const repeat = seen.visit(w.pits, (((end * 2 + (s.dir === 'cw' ? 1 : 0)) * 2 + (capturing ? 1 : 0)) * 2 + (houses[0] ? 1 : 0)) * 2 + (houses[1] ? 1 : 0));
    if (repeat || lap >= MAX_LAPS) {
      if (options.endless === 'stop' && !capturing) {
        w.steps.push({ kind: 'endless', pit: end, lap, reason: repeat ? 'repeat' : 'limit' });
        return null;
      }
      return err({ code: 'ERR_ENDLESS', pit: labels[s.open.pit]!, reason: 'repeat' });
    }
    // A probe's steps are never read: dropping them lap by lap keeps a long probe's memory small.
    if (s.probe) w.steps.length = 0;
    s.lap += 1;
    if (capturing && inner[end]! && w.pits[facing[end]!]! > 0) {
      // The first capture of the mtaji stage ends both nyumbas' powers (Donkers' reading).
      if (!namua && options.nyumba === 'dk') houses.fill(false);
      enterKichwa(s, end, takeAcross(s, end));
      continue;
    }
    if (end === board.nyumbaOf(p) && houses[p]! && count >= board.threshold) {
      // Ending in one's own nyumba: a takasa turn stops there; a capture turn may stop or go on (safari).
      if (!capturing) return null;
      const forced = !namua && options.nyumba === 'safari-forced';
      const answer = s.pick('safari', forced ? ['safari'] : ['stop', 'safari']);
      if (!answer.ok) return answer;
      if (answer.value === 'stop') return null;
    }
    // Takasia: a takasa lap ending in the protected pit stops there (DK 4.1b).
    if (!capturing && end === s.position.state?.takasia) return null;
    s.hand = count;
    w.pits[end] = 0;
    w.steps.push({ kind: 'relay', pit: end, count, lap: s.lap });
    if (end === board.nyumbaOf(p)) houses[p] = false;
  }
}
