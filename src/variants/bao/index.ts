/**
 * Bao (Zanzibar, Tanzania, Malawi). Italian Wikipedia gives the general rules and breaks off at the nyumba;
 * the rest follows de Voogt's Zanzibar rules as Donkers wrote them out for the computer ("Zanzibar
 * Bao Rules for the Computer", 2001; DK below), with Mancala World and Wikipedia where they agree.
 *
 * Each player sows round their own 16 pits, either way. The front (inner) row is what can be
 * captured: a lap that ends in an occupied front pit facing an occupied enemy front pit takes the
 * enemy pit's seeds, which are sown again starting in a kichwa (an end pit of the front row). A turn
 * captures only if its first lap does (a mtaji turn); otherwise it is takasa and never captures.
 * While a player has seeds in hand (the namua stage) every turn starts by putting one into an
 * occupied front pit. A player whose front row is empty, or who has no move, has lost.
 *
 * The seeds in hand are kept in the player's store, so the board and the stores always hold 64.
 */
import type { Stop } from '../../engine/choices.js';
import { chooser, settle } from '../../engine/choices.js';
import { asksChoice } from '../../engine/errors.js';
import type { IllegalMove } from '../../engine/errors.js';
import { declareWords } from '../../words/hook.js';
import { BAO_WORDS } from './words.js';
import { choicesOf, parseChoices } from '../../engine/options.js';
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { Played, Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { CycleCheck, StateHistory } from '../../engine/repeats.js';
import { MAX_LAPS } from '../../engine/sowing.js';
import { fourRowTopology } from '../../engine/topology.js';
import type { EndReason, GameStateData, Move, Outcome, PitId, Player, Position } from '../../engine/types.js';
import { checkSowing } from '../../engine/validate.js';
import type { Work } from '../../engine/work.js';
import { endGame, startWork, takeIntoHand } from '../../engine/work.js';
import { baoState } from './state.js';

declare module '../../engine/types.js' {
  interface GameChoiceKinds {
    /** A capture turn that ends in the own nyumba: stop there, or sow its seeds on ('safari'). */
    readonly safari: true;
  }
}

export interface BaoOptions {
  /**
   * 'kiswahili' (Zanzibar: 6 in the nyumba, 2 and 2 beside it, 22 in hand); 'malawi' (the kuu holds
   * 8, 20 in hand: Mark Chikoko); 'malawi-10' (the kuu holds 10, 18 in hand: Tommy Chibaka);
   * 'kujifunza' (2 in every pit, no hand, no nyumba). A kuu works only while it holds at least what
   * it started with; in Malawi a lone kichwa may be sown into the back row (and the front row is lost).
   */
  readonly start: 'kiswahili' | 'malawi' | 'malawi-10' | 'kujifunza';
  /**
   * How long the nyumba keeps its powers once the hands are empty: until the first capture of the
   * mtaji stage ('dk', Donkers' reading of de Voogt); not at all ('namua-only', de Voogt 2001); for
   * good, a capture turn that ends in it may stop or go on ('safari-choice', Wikipedia) or must go
   * on ('safari-forced', Mancala World).
   */
  readonly nyumba: 'dk' | 'namua-only' | 'safari-choice' | 'safari-forced';
  /** Takasia: a lone threatened pit may not start the opponent's next non-capturing move (DK 4.1); off in Bao la Kujifunza (Mancala World). */
  readonly takasia: 'on' | 'off';
  /**
   * A move that would never end: not allowed, and a player left with only such moves loses ('forbidden',
   * DK 1.5a); or, in a move that captures nothing, stopped once its laps come round again ('stop', the
   * Malawi custom of announcing a never-ending takasa and stopping after the lap, Mancala World "Bawo").
   */
  readonly endless: 'forbidden' | 'stop';
  /**
   * Malawi's opening gambit (Mancala World, "Bawo"): each player's first turn lifts their pits of
   * two, adds one seed from hand, and places these seeds one at a time in any of their 16 pits,
   * without sowing ('gambit'); or none ('none').
   */
  readonly opening: 'none' | 'gambit';
}

type Dir = 'ccw' | 'cw';
/** How a move may start: the pit, the directions (or kichwas) open, and whether it captures. */
interface Start {
  readonly pit: PitId;
  readonly dirs: Dir[];
  readonly capture: boolean;
}
declareWords(BAO_WORDS);

const DIRS: readonly Dir[] = ['ccw', 'cw'];

const DEFAULTS: BaoOptions = { start: 'kiswahili', nyumba: 'dk', takasia: 'on', endless: 'forbidden', opening: 'none' };

export const bao: VariantDefinition<BaoOptions> = {
  id: 'bao',
  name: 'Bao',
  defaults: DEFAULTS,
  optionNotes: {
    start: {
      name: 'Which game',
      labels: [
        'Bao la Kiswahili as played on Zanzibar',
        'Bao la Kiswahili as played in Malawi, 8 seeds in the kuu',
        'Bao la Kiswahili as played in Malawi, 10 seeds in the kuu',
        'Bao la Kujifunza',
      ],
      text: 'Bao la Kiswahili as played on Zanzibar (6 seeds in the nyumba, 22 in hand) or in Malawi (8 or 10 in the kuu), or Bao la Kujifunza, the learners\u2019 game with 2 seeds in every pit',
      choices: ['kiswahili', 'malawi', 'malawi-10', 'kujifunza'],
    },
    nyumba: {
      name: 'The nyumba',
      labels: ['until the first capture of the mtaji stage (Donkers)', 'no powers once the hands are empty', 'for good, safari optional', 'for good, safari compulsory'],
      text: 'How long the nyumba keeps its powers once the hands are empty: until the first capture (Donkers), not at all, or for good, with the safari optional (English Wikipedia) or compulsory (Mancala World)',
      choices: ['dk', 'namua-only', 'safari-choice', 'safari-forced'],
    },
    takasia: { name: 'Takasia', labels: ['played', 'left out'], text: 'Takasia, the protection of a lone threatened pit: played (Zanzibar) or left out', choices: ['on', 'off'] },
    endless: {
      name: 'A move that never ends',
      labels: ['not allowed', 'stopped after the repeated lap'],
      text: 'A move that would never end: not allowed (Donkers), or, when it captures nothing, stopped after the lap that comes round again (Malawi, after Mancala World)',
      choices: ['forbidden', 'stop'],
    },
    opening: {
      name: 'The first turn',
      labels: ['as any other', 'the Malawi opening gambit'],
      text: 'The first turn: as any other, or Malawi\u2019s opening gambit (the pits of two and a seed from hand placed anywhere, without sowing)',
      choices: ['none', 'gambit'],
    },
  },
  presets: {
    kiswahili: { start: 'kiswahili' },
    malawi: { start: 'malawi', endless: 'stop', opening: 'gambit' },
    'malawi-10': { start: 'malawi-10', endless: 'stop', opening: 'gambit' },
    kujifunza: { start: 'kujifunza', takasia: 'off' },
  },
  presetNames: {
    kiswahili: 'Bao la Kiswahili on Zanzibar',
    malawi: 'Bao la Kiswahili in Malawi (Bawo)',
    'malawi-10': 'Bao la Kiswahili in Malawi with 10 in the kuu',
    kujifunza: 'Bao la Kujifunza',
  },
  parseOptions: (input) => parseChoices('Bao', input, DEFAULTS, choicesOf(bao.optionNotes), bao.presets),
  create: (options) => createBao(options),
};

function createBao(options: BaoOptions): Ruleset {
  const topology = fourRowTopology(8);
  const { owner, facing, inner, tracks, trackIndex, labels } = topology;
  const other = (player: Player) => 1 - player;
  const malawi = options.start === 'malawi' || options.start === 'malawi-10';
  /** The seeds a nyumba starts with, and needs to keep working. */
  const threshold = options.start === 'malawi-10' ? 10 : options.start === 'malawi' ? 8 : 6;
  const front = (p: Player) => topology.rows[p === 0 ? 2 : 1]!.pits;
  const back = (p: Player) => topology.rows[p === 0 ? 3 : 0]!.pits;
  const frontEmpty = (pits: readonly number[], p: Player) => front(p).every((f) => pits[f] === 0);
  // Worked out once: a move asks these at every lap, and legal moves are looked ahead for every turn.
  /** Each pit's column counted from its owner's left: B sits across the board, so B's left is our right. */
  const columns = labels.map((label, pit) => {
    const c = Number(label.replace(/\D+/g, ''));
    return owner[pit] === 0 ? c : 9 - c;
  });
  const ownColumn = (pit: PitId) => columns[pit]!;
  const frontAt = (p: Player, column: number) => front(p).find((pit) => ownColumn(pit) === column)!;
  /** The nyumba: the fifth front pit from the owner's left (the fourth from the right). */
  const nyumbas = [frontAt(0, 5), frontAt(1, 5)];
  const nyumbaOf = (p: Player) => nyumbas[p]!;
  const flanks = columns.map((c) => [1, 2, 7, 8].includes(c));
  const flank = (pit: PitId) => flanks[pit]!;
  const step = (dir: Dir) => (dir === 'ccw' ? 1 : 15);
  const at = (p: Player, i: number) => tracks[p]![i % 16]!;
  /** The kichwa captured seeds enter from when sown in `dir`: the front pit that follows a back pit going that way. */
  const kichwas = [0, 1].map((p) => DIRS.map((dir) => front(p).find((pit) => !inner[at(p, trackIndex[p]![pit]! + 16 - step(dir))]!)!));
  const kichwa = (p: Player, dir: Dir) => kichwas[p]![dir === 'ccw' ? 0 : 1]!;
  /** The direction that sows from a kichwa along the front row. */
  const awayFrom = (p: Player, k: PitId): Dir => (kichwa(p, 'ccw') === k ? 'ccw' : 'cw');
  const nearKichwa = (p: Player, pit: PitId) => frontAt(p, ownColumn(pit) <= 2 ? 1 : 8);
  const landing = (p: Player, pit: PitId, seeds: number, dir: Dir) => at(p, trackIndex[p]![pit]! + seeds * step(dir));

  const totalIn = (position: Position, pits: readonly PitId[]) => pits.reduce((n, pit) => n + position.pits[pit]!, 0);
  const start = (): Position => {
    const pits = new Array<number>(topology.pitCount).fill(0);
    if (options.start === 'kujifunza') return { pits: pits.fill(2), stores: [0, 0], toMove: 0 };
    for (const p of [0, 1]) {
      pits[nyumbaOf(p)] = threshold;
      pits[frontAt(p, 6)] = 2;
      pits[frontAt(p, 7)] = 2;
    }
    const hand = 32 - threshold - 4;
    return { pits, stores: [hand, hand], toMove: 0, state: { houses: [true, true], ...(options.opening === 'gambit' ? { gambit: [true, true] } : {}) } };
  };

  /** A player's 16 pits, front row then back row, each from the board's left. */
  const ownPits = (p: Player) => [...front(p), ...back(p)];
  /** The opening gambit lifts the player's pits of two... */
  const gambitPits = (position: Position, p: Player) => ownPits(p).filter((pit) => position.pits[pit] === 2);
  /** ...and adds one seed from hand (the nemo): the seeds it places. */
  const gambitSeeds = (position: Position, p: Player) => 2 * gambitPits(position, p).length + (position.stores[p]! > 0 ? 1 : 0);
  const inGambit = (position: Position) => position.toMove !== null && position.state?.gambit?.[position.toMove] === true && gambitSeeds(position, position.toMove) > 0;
  /** Who still has the gambit to play once `p` has moved. */
  const gambitAfter = (position: Position, p: Player): Pick<GameStateData, 'gambit'> => {
    const left = (position.state?.gambit ?? []).map((g, seat) => g && seat !== p);
    return left.some(Boolean) ? { gambit: left } : {};
  };

  const outcome = (position: Position): Outcome | null => {
    if (position.toMove !== null) return null;
    const scores = [0, 1].map((p) => totalIn(position, [...front(p), ...back(p)]) + position.stores[p]!);
    return { winner: position.loser === undefined ? null : other(position.loser), scores };
  };
  const finish = (w: Work, reason: EndReason, loser: Player, houses: readonly boolean[]): Played =>
    endGame(w, reason, outcome, { loser, ...(houses.some(Boolean) ? { state: { houses } } : {}) });

  /** A mtaji capture from `pit` going `dir`: 2 to 15 seeds whose last lands in an occupied front pit facing an occupied one. */
  const capturesFrom = (pits: readonly number[], p: Player, pit: PitId, dir: Dir) => {
    const n = pits[pit]!;
    if (n < 2 || n > 15) return false;
    const end = landing(p, pit, n, dir);
    return inner[end]! && pits[end]! > 0 && pits[facing[end]!]! > 0;
  };
  const mtajiCaptures = (pits: readonly number[], p: Player) =>
    [...front(p), ...back(p)].flatMap((pit) => DIRS.filter((d) => capturesFrom(pits, p, pit, d)).map((d) => [pit, d] as const));

  /**
   * The moves open to the player to move, each as its start pit and the direction (or kichwa) asked
   * at the start; choices later in the move (safari) are asked as they arise. Moves that never end
   * are left out (DK 1.5a).
   */
  function starts(position: Position): Start[] {
    const p = position.toMove!;
    // The gambit's first seed may go into any of the player's pits; the rest are asked one by one.
    if (inGambit(position)) return ownPits(p).map((pit) => ({ pit, dirs: ['ccw'], capture: false }));
    const houses = position.state?.houses ?? [false, false];
    const raw: Start[] = [];
    const occupiedFront = front(p).filter((pit) => position.pits[pit]! > 0);
    if (position.stores[p]! > 0) {
      // Namua: a seed from hand into an occupied front pit; capture if the pit across is occupied.
      const captures = occupiedFront.filter((pit) => position.pits[facing[pit]!]! > 0);
      if (captures.length) {
        for (const pit of captures) raw.push({ pit, dirs: flank(pit) ? [awayFrom(p, nearKichwa(p, pit))] : [...DIRS], capture: true });
      } else {
        const ny = nyumbaOf(p);
        const active = houses[p]! && position.pits[ny]! >= threshold;
        let xs = occupiedFront;
        if (active) xs = xs.length === 1 ? xs : xs.filter((pit) => pit !== ny);
        else if (!houses[p] && xs.some((pit) => position.pits[pit]! >= 2)) xs = xs.filter((pit) => position.pits[pit]! >= 2);
        for (const pit of xs) raw.push({ pit, dirs: loneKichwaDirs(position, p, pit), capture: false });
      }
    } else {
      const captures = mtajiCaptures(position.pits, p);
      if (captures.length) {
        for (const [pit, d] of captures) {
          const found = raw.find((r) => r.pit === pit);
          if (found) found.dirs.push(d);
          else raw.push({ pit, dirs: [d], capture: true });
        }
      } else {
        const big = (pits: readonly PitId[]) => pits.filter((pit) => position.pits[pit]! >= 2 && pit !== position.state?.takasia);
        const xs = big(front(p)).length ? big(front(p)) : big(back(p));
        for (const pit of xs) raw.push({ pit, dirs: loneKichwaDirs(position, p, pit), capture: false });
      }
    }
    // Leave out the directions whose move would never end.
    return raw.map((r) => ({ ...r, dirs: r.dirs.filter((d) => !isEndless(position, r, d)) })).filter((r) => r.dirs.length > 0);
  }

  /** starts(), remembered per position object: play and legalMoves ask for the same position in turn. */
  const startsCache = new WeakMap<Position, Start[]>();
  function startsOf(position: Position): Start[] {
    let found = startsCache.get(position);
    if (!found) startsCache.set(position, (found = starts(position)));
    return found;
  }

  /**
   * A lone occupied kichwa must be sown towards the centre, never into the back row (DK 2.4a, 3.5b).
   * In Malawi it may be, and the empty front row then loses the game (Mancala World, "Bawo").
   */
  function loneKichwaDirs(position: Position, p: Player, pit: PitId): Dir[] {
    if (malawi) return [...DIRS];
    const occupied = front(p).filter((f) => position.pits[f]! > 0);
    const isKichwa = ownColumn(pit) === 1 || ownColumn(pit) === 8;
    return occupied.length === 1 && occupied[0] === pit && isKichwa ? [awayFrom(p, pit)] : [...DIRS];
  }

  function isEndless(position: Position, start: Start, dir: Dir): boolean {
    const result = turn(position, { ...start, dirs: [dir] }, [], true);
    return !result.ok && !asksChoice(result.error) && result.error.code === 'ERR_ENDLESS';
  }

  // Kept from turn to turn: setting one up cost more than most turns. A turn probes others only once its own laps are done.
  const history = new StateHistory(topology.pitCount);
  const probeCycle = new CycleCheck(topology.pitCount);

  /**
   * One turn. `answers` are the move's choices in order; with `probe`, a missing answer takes the
   * first option (used to look ahead for moves that never end).
   */
  function turn(position: Position, open: Start, answers: readonly string[], probe: boolean): Result<Played, Stop> {
    const { pit } = open;
    const p = position.toMove!;
    const opp = other(p);
    const w = startWork(position);
    const houses = [...(position.state?.houses ?? [false, false])];
    const namua = w.stores[p]! > 0;
    const picker = chooser(labels[pit]!, answers);
    let used = 0;
    const pick = (about: 'direction' | 'safari', opts: readonly string[]): Result<string, Stop> => {
      if (!probe) return picker.pick(w, about, opts);
      const answer = opts.length > 1 ? (answers[used++] ?? opts[0]!) : opts[0]!;
      return opts.includes(answer) ? ok(answer) : err({ code: 'ERR_CHOICE', form: 'not-open', move: labels[pit]!, index: used, answer, about, options: opts });
    };
    const track = tracks[p]!;
    const index = trackIndex[p]!;
    // A probe only asks whether the move ends, so it may notice a repeat some laps late; a move
    // played needs the very lap its laps come round on, for its trace.
    const seen = probe ? probeCycle : history;
    seen.clear();
    let dir!: Dir; // set by choose(), before any seed is sown
    let hand: number;
    let from: number; // track index the next seed is sown after
    let lap = 1;
    const takeAcross = (marker: PitId) => {
      const across = facing[marker]!;
      const n = takeIntoHand(w, across, p);
      if (across === nyumbaOf(opp)) houses[opp] = false; // a captured nyumba is an ordinary pit from now on
      return n;
    };
    /** Captured seeds start in a kichwa: the near one after a flank capture, else the one the sowing is heading from. */
    const enterKichwa = (marker: PitId, n: number, chosen?: Dir) => {
      dir = chosen ?? (flank(marker) ? awayFrom(p, nearKichwa(p, marker)) : dir);
      const k = kichwa(p, dir);
      from = (index[k]! + 16 - step(dir)) % 16;
      hand = n;
      w.steps.push({ kind: 'resow', pit: k, count: n, lap, into: true });
    };

    const capturing = open.capture;
    /** The direction, asked where the rules need it: a namua capture chooses its kichwa once the seeds are taken. */
    const choose = (): Stop | null => {
      const chosen = pick('direction', open.dirs);
      if (!chosen.ok) return chosen.error;
      dir = chosen.value as Dir;
      return null;
    };
    const early = namua && capturing ? null : choose();
    if (early) return err(early);

    if (namua) {
      w.stores[p]! -= 1;
      w.pits[pit]! += 1;
      w.steps.push({ kind: 'place', pit, player: p });
      if (capturing) {
        const taken = takeAcross(pit);
        const late = choose();
        if (late) return err(late);
        enterKichwa(pit, taken, flank(pit) ? undefined : dir!);
      } else {
        // Takasa: lift the pit (only two seeds when taxing an active nyumba) and sow on.
        const taxing = pit === nyumbaOf(p) && houses[p]! && w.pits[pit]! - 1 >= threshold;
        hand = taxing ? 2 : w.pits[pit]!;
        w.pits[pit]! -= hand;
        w.steps.push({ kind: 'lift', pit, count: hand, lap });
        if (!taxing && pit === nyumbaOf(p)) houses[p] = false;
        from = index[pit]!;
      }
    } else {
      hand = w.pits[pit]!;
      w.pits[pit] = 0;
      w.steps.push({ kind: 'lift', pit, count: hand, lap });
      if (pit === nyumbaOf(p)) houses[p] = false;
      from = index[pit]!;
    }

    for (;;) {
      for (; hand! > 0; hand!--) {
        from = (from! + step(dir)) % 16;
        w.pits[track[from]!]! += 1;
        w.steps.push({ kind: 'drop', cell: track[from]!, lap });
      }
      const end = track[from!]!;
      const count = w.pits[end]!;
      w.steps.push({ kind: 'lap-end', cell: end, lap, count });
      // A capture that empties the opponent's front row wins at once, mid-move (DK 1.2).
      if (frontEmpty(w.pits, opp)) return done(finish(w, 'row-empty', opp, houses));
      if (count === 1) break;
      const repeat = seen.visit(w.pits, (((end * 2 + (dir === 'cw' ? 1 : 0)) * 2 + (capturing ? 1 : 0)) * 2 + (houses[0] ? 1 : 0)) * 2 + (houses[1] ? 1 : 0));
      if (repeat || lap >= MAX_LAPS) {
        if (options.endless === 'stop' && !capturing) {
          w.steps.push({ kind: 'endless', pit: end, lap, reason: repeat ? 'repeat' : 'limit' });
          break;
        }
        return err({ code: 'ERR_ENDLESS', pit: labels[pit]!, reason: 'repeat' });
      }
      // A probe's steps are never read: dropping them lap by lap keeps a long probe's memory small.
      if (probe) w.steps.length = 0;
      lap += 1;
      if (capturing && inner[end]! && w.pits[facing[end]!]! > 0) {
        // The first capture of the mtaji stage ends both nyumbas' powers (Donkers' reading).
        if (!namua && options.nyumba === 'dk') houses.fill(false);
        enterKichwa(end, takeAcross(end));
        continue;
      }
      if (end === nyumbaOf(p) && houses[p]! && count >= threshold) {
        // Ending in one's own nyumba: a takasa turn stops there; a capture turn may stop or go on (safari).
        if (!capturing) break;
        const forced = !namua && options.nyumba === 'safari-forced';
        const answer = pick('safari', forced ? ['safari'] : ['stop', 'safari']);
        if (!answer.ok) return answer;
        if (answer.value === 'stop') break;
      }
      // Takasia: a takasa lap ending in the protected pit stops there (DK 4.1b).
      if (!capturing && end === position.state?.takasia) break;
      hand = count;
      w.pits[end] = 0;
      w.steps.push({ kind: 'relay', pit: end, count, lap });
      if (end === nyumbaOf(p)) houses[p] = false;
    }

    if (options.nyumba === 'namua-only' && w.stores[p] === 0) houses[p] = false;
    return done(endTurn(w, position, houses, !namua && !capturing && options.takasia === 'on', probe));

    function done(played: Played): Result<Played, Stop> {
      if (probe) return ok(played);
      const left = picker.leftOver();
      return left ? err(left) : ok(played);
    }
  }

  /**
   * The opening gambit: the pits of two are lifted, a seed from hand is added, and the seeds are
   * placed one at a time, the first in the move's pit and each of the others where the move's next
   * answer says (the seed from hand last). Nothing is sown and nothing is captured.
   */
  function gambitTurn(position: Position, first: PitId, answers: readonly string[]): Result<Played, Stop> {
    const p = position.toMove!;
    const w = startWork(position);
    const picker = chooser(labels[first]!, answers);
    const spots = ownPits(p);
    const names = spots.map((pit) => labels[pit]!);
    let hand = 0;
    for (const pit of gambitPits(position, p)) {
      w.pits[pit] = 0;
      hand += 2;
      w.steps.push({ kind: 'lift', pit, count: 2, lap: 1 });
    }
    const total = hand + (w.stores[p]! > 0 ? 1 : 0);
    let target = first;
    for (let placed = 0; placed < total; placed++) {
      if (placed > 0) {
        const answer = picker.pick(w, 'place', names);
        if (!answer.ok) return answer;
        target = spots[names.indexOf(answer.value)]!;
      }
      w.pits[target]! += 1;
      if (placed < hand) w.steps.push({ kind: 'drop', cell: target, lap: 1 });
      else {
        w.stores[p]! -= 1;
        w.steps.push({ kind: 'place', pit: target, player: p });
      }
    }
    const left = picker.leftOver();
    return left ? err(left) : ok(endTurn(w, position, position.state?.houses ?? [false, false], false));
  }

  /**
   * The end of a turn: the mover loses if their front row is empty; otherwise the opponent moves
   * (with a pit under takasia, if `takasia`), and loses at once if they have no move. A `probe`
   * (looking ahead for moves that never end) skips that last check.
   */
  function endTurn(w: Work, position: Position, houses: readonly boolean[], takasia: boolean, probe = false): Played {
    const p = position.toMove!;
    const opp = other(p);
    if (frontEmpty(w.pits, p)) return finish(w, 'row-empty', p, houses);
    const state: GameStateData = { ...(houses.some(Boolean) ? { houses } : {}), ...gambitAfter(position, p) };
    const after: Position = { pits: w.pits, stores: w.stores, toMove: opp, ...(Object.keys(state).length ? { state } : {}) };
    const protectedPit = takasia ? takasiaFor(after, opp) : undefined;
    const next: Position = protectedPit === undefined ? after : { ...after, state: { ...state, takasia: protectedPit } };
    if (!probe && startsOf(next).length === 0) return finish(w, 'no-moves', opp, houses);
    return { position: next, steps: w.steps };
  }

  /**
   * DK 4.1: after a takasa move in the mtaji stage, if the opponent `q` (with an empty hand) has no
   * capture, and exactly one of q's front pits could be captured next turn, that pit may not start q's
   * next takasa move, unless it is q's nyumba, q's only occupied front pit, or q's only front pit of two or more.
   */
  function takasiaFor(position: Position, q: Player): PitId | undefined {
    if (position.stores[q]! > 0 || mtajiCaptures(position.pits, q).length > 0) return undefined;
    const x = other(q);
    const threatened = front(q).filter(
      (t) =>
        position.pits[t]! > 0 &&
        position.pits[facing[t]!]! > 0 &&
        [...front(x), ...back(x)].some((pit) => DIRS.some((d) => capturesFrom(position.pits, x, pit, d) && landing(x, pit, position.pits[pit]!, d) === facing[t])),
    );
    if (threatened.length !== 1) return undefined;
    const t = threatened[0]!;
    const occupied = front(q).filter((f) => position.pits[f]! > 0);
    const big = front(q).filter((f) => position.pits[f]! > 1);
    if ((t === nyumbaOf(q) && position.state?.houses?.[q]) || occupied.length === 1 || (big.length === 1 && big[0] === t)) return undefined;
    return t;
  }

  function refusal(position: Position, pit: PitId): IllegalMove {
    const p = position.toMove!;
    const name = labels[pit]!;
    if (position.stores[p]! > 0) {
      if (!inner[pit]) return { code: 'ERR_FRONT_ROW', pit: name, rule: 'bao-hand-front-row' };
      if (position.pits[pit] === 0) return { code: 'ERR_EMPTY_PIT', pit: name, rule: 'bao-hand-occupied' };
      if (front(p).some((f) => position.pits[f]! > 0 && position.pits[facing[f]!]! > 0)) return { code: 'ERR_MUST_CAPTURE', pit: name, rule: 'bao-hand-capture' };
      return { code: 'ERR_SINGLE_SEED', pit: name, seeds: position.pits[pit]!, rule: 'bao-hand-nyumba' };
    }
    if (position.pits[pit]! < 2) return { code: 'ERR_SINGLE_SEED', pit: name, seeds: position.pits[pit]! };
    if (mtajiCaptures(position.pits, p).length) return { code: 'ERR_MUST_CAPTURE', pit: name, rule: 'must-capture' };
    if (pit === position.state?.takasia) return { code: 'ERR_RULE', pit: name, rule: 'bao-takasia' };
    if (!inner[pit]) return { code: 'ERR_FRONT_ROW', pit: name, rule: 'bao-takasa-front-row' };
    return { code: 'ERR_ENDLESS', pit: name };
  }

  return {
    variant: 'bao',
    name: malawi ? 'Bao (Malawi)' : options.start === 'kujifunza' ? 'Bao la Kujifunza' : 'Bao la Kiswahili',
    options,
    topology,
    totalSeeds: 64,
    storeWord: 'in hand',
    // The board itself has the two square pits, whichever game is played on it.
    squarePits: [nyumbaOf(0), nyumbaOf(1)],
    state: baoState,
    answerWords: ['stop', 'safari'],
    start,
    legalMoves: (position) => {
      if (position.toMove === null) return [];
      return startsOf(position).flatMap(({ pit, dirs }): Move[] => (dirs.length === 1 ? [{ kind: 'sow', pit }] : dirs.map((d) => ({ kind: 'sow', pit, choices: [d] }))));
    },
    outcome,
    // Bao has no draws (DK); a game that repeats is stopped as a draw only to keep random play finite.
    onRepetition: (position) => endGame(startWork(position), 'repetition', outcome),
    endReasons: ['row-empty', 'no-moves', 'repetition'],
    checkPosition: (position) => {
      if (position.pie || position.blocked || position.owners) return 'Bao has no pie rule, pits out of play or changing owners.';
      const { gambit, takasia } = position.state ?? {};
      if (gambit && (options.opening !== 'gambit' || position.toMove === null)) {
        return options.opening === 'gambit'
          ? 'A finished game has no gambit left to play.'
          : 'These rules have no opening gambit (it is the option opening: gambit, in the Malawi presets).';
      }
      if (takasia !== undefined && (position.toMove === null || owner[takasia] !== position.toMove || !inner[takasia])) {
        return 'Takasia protects a front pit of the player to move.';
      }
      return null;
    },
    play(position, move) {
      if (inGambit(position) && move.kind === 'sow' && owner[move.pit] === position.toMove) return settle(gambitTurn(position, move.pit, move.choices ?? []));
      const checked = checkSowing(topology, position, move, 'Bao', { choosing: true });
      if (!checked.ok) {
        if (checked.error.code === 'ERR_EMPTY_PIT' && position.toMove !== null && position.stores[position.toMove]! > 0) {
          return err(refusal(position, (move as { pit: PitId }).pit));
        }
        return checked;
      }
      const { pit } = checked.value;
      const open = startsOf(position).find((s) => s.pit === pit);
      if (!open) return err(refusal(position, pit));
      const answers = move.kind === 'sow' ? (move.choices ?? []) : [];
      const first = answers[0];
      if (first === 'cw' || first === 'ccw') {
        // A direction that is not open: say why when it is a move that never ends. The only direction open is no choice: writing it is an answer too many, refused as such.
        if (!open.dirs.includes(first) && isEndless(position, { ...open, dirs: [first] }, first)) {
          return err({ code: 'ERR_ENDLESS', pit: labels[pit]!, reason: 'repeat', direction: first });
        }
        if (!open.dirs.includes(first)) {
          const namua = position.stores[position.toMove!]! > 0;
          const rule = !open.capture ? 'bao-lone-kichwa' : namua && flank(pit) ? 'bao-kimbi' : 'must-capture';
          return err({ code: 'ERR_CHOICE', form: 'refused', move: labels[pit]!, direction: first, rule });
        }
      }
      return settle(turn(position, open, answers, false));
    },
  };
}

export default bao;
