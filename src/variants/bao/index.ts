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
import { settle } from '../../engine/choices.js';
import { declareWords } from '../../words/hook.js';
import { BAO_WORDS } from './words.js';
import { err } from '../../engine/result.js';
import type { Ruleset, VariantDefinition } from '../../engine/ruleset.js';
import { CycleCheck, StateHistory } from '../../engine/repeats.js';
import type { Move, PitId, Position } from '../../engine/types.js';
import { checkSowing } from '../../engine/validate.js';
import { endGame, startWork } from '../../engine/work.js';
import type { BaoBoard } from './board.js';
import { baoBoard } from './board.js';
import { outcome } from './ending.js';
import { gambitTurn, inGambit } from './gambit.js';
import type { BaoGame } from './game.js';
import { directionRefusal, refusal } from './refusal.js';
import { isEndless, rememberedStarts, starts } from './starts.js';
import { turn } from './turn.js';
import type { BaoOptions } from './types.js';
import { baoState } from './state.js';

declare module '../../engine/types.js' {
  interface GameChoiceKinds {
    /** A capture turn that ends in the own nyumba: stop there, or sow its seeds on ('safari'). */
    readonly safari: true;
  }
}

export type { BaoOptions };

declareWords(BAO_WORDS);

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
  create: (options) => createBao(options),
};

/** The rule set: the board worked out once, the rules (files beside this one) played over it. */
function createBao(options: BaoOptions): Ruleset {
  const board = baoBoard(options);
  const { topology } = board;
  const { owner, inner, labels } = topology;
  const game: BaoGame = {
    options,
    board,
    // Kept from turn to turn: setting one up cost more than most turns. A turn probes others only once its own laps are done.
    history: new StateHistory(topology.pitCount),
    probeCycle: new CycleCheck(topology.pitCount),
    startsOf: rememberedStarts((position) => starts(game, position)),
  };
  const outcomeOf = (position: Position) => outcome(board, position);
  return {
    variant: 'bao',
    name: board.malawi ? 'Bao (Malawi)' : options.start === 'kujifunza' ? 'Bao la Kujifunza' : 'Bao la Kiswahili',
    options,
    topology,
    totalSeeds: 64,
    storeWord: 'in hand',
    // The board itself has the two square pits, whichever game is played on it.
    squarePits: [board.nyumbaOf(0), board.nyumbaOf(1)],
    state: baoState(options.opening === 'gambit'),
    answerWords: ['stop', 'safari'],
    start: () => startPosition(board, options),
    legalMoves: (position) => {
      if (position.toMove === null) return [];
      return game.startsOf(position).flatMap(({ pit, dirs }): Move[] => (dirs.length === 1 ? [{ kind: 'sow', pit }] : dirs.map((d) => ({ kind: 'sow', pit, choices: [d] }))));
    },
    outcome: outcomeOf,
    // Bao has no draws (DK); a game that repeats is stopped as a draw only to keep random play finite.
    onRepetition: (position) => endGame(startWork(position), 'repetition', outcomeOf),
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
      if (inGambit(board, position) && move.kind === 'sow' && owner[move.pit] === position.toMove) return settle(gambitTurn(game, position, move.pit, move.choices ?? []));
      const checked = checkSowing(topology, position, move, 'Bao', { choosing: true });
      if (!checked.ok) {
        if (checked.error.code === 'ERR_EMPTY_PIT' && position.toMove !== null && position.stores[position.toMove]! > 0) {
          return err(refusal(board, position, (move as { pit: PitId }).pit));
        }
        return checked;
      }
      const { pit } = checked.value;
      const open = game.startsOf(position).find((s) => s.pit === pit);
      if (!open) return err(refusal(board, position, pit));
      const answers = move.kind === 'sow' ? (move.choices ?? []) : [];
      const first = answers[0];
      if (first === 'cw' || first === 'ccw') {
        // A direction that is not open: say why when it is a move that never ends. The only direction open is no choice: writing it is an answer too many, refused as such.
        if (!open.dirs.includes(first) && isEndless(game, position, { ...open, dirs: [first] }, first)) {
          return err({ code: 'ERR_ENDLESS', pit: labels[pit]!, reason: 'repeat', direction: first });
        }
        if (!open.dirs.includes(first)) return err(directionRefusal(board, position, open, first));
      }
      return settle(turn(game, position, open, answers, false));
    },
  };
}

/** The start: 2 in every pit (Kujifunza), or the nyumba, the two pits beside it and the rest in hand. */
function startPosition(board: BaoBoard, options: BaoOptions): Position {
  const { threshold } = board;
  const pits = new Array<number>(board.topology.pitCount).fill(0);
  if (options.start === 'kujifunza') return { pits: pits.fill(2), stores: [0, 0], toMove: 0 };
  for (const p of [0, 1]) {
    pits[board.nyumbaOf(p)] = threshold;
    pits[board.frontAt(p, 6)] = 2;
    pits[board.frontAt(p, 7)] = 2;
  }
  const hand = 32 - threshold - 4;
  return { pits, stores: [hand, hand], toMove: 0, state: { houses: [true, true], ...(options.opening === 'gambit' ? { gambit: [true, true] } : {}) } };
}

export default bao;
