/**
 * One sentence per trace step. The same sentence is the stepper's caption and what the live
 * region announces, so it must stand alone: who, what, where, how many.
 */
import type { Cell, ChoiceKind, EndReason, Outcome, Step, Topology } from '../engine/index.js';
import { SEAT_LETTERS, capturesOf, isStoreCell, pitByLabel, storeOwner } from '../engine/index.js';
import { DIRECTION_WORDS } from '../words/common.js';
import { endReasonText } from '../words/endings.js';
import type { AnswerWords } from '../words/hook.js';
import { gameWord } from '../words/hook.js';
import { placedText } from '../words/placing.js';

const seat = (player: number) => SEAT_LETTERS[player] ?? `Player ${player + 1}`;
const seeds = (n: number) => (n === 1 ? '1 seed' : `${n} seeds`);

/**
 * Who owns each pit at the moment a sentence speaks of: a position's or frame's own record where
 * ownership changes (Grand Oh-Wah-Ree); absent, the board's fixed owners.
 */
export type Owners = readonly number[] | undefined;

/**
 * A pit as the board labels it, so words and drawing agree: "A5" on a board of rows; on the circle,
 * its owner's letter and its number, "D10", with owners as they stand when the sentence is spoken.
 */
export const pitName = (topology: Topology, pit: number, owners: Owners = undefined): string =>
  topology.kind === 'circle' ? `${seat((owners ?? topology.owner)[pit]!)}${topology.labels[pit]}` : topology.labels[pit]!;

export const cellName = (topology: Topology, cell: Cell, owners: Owners = undefined): string =>
  isStoreCell(cell) ? `${seat(storeOwner(cell))}'s store` : pitName(topology, cell, owners);

export function describeStep(topology: Topology, step: Step, mover: number, hand: number, owners: Owners = undefined): string {
  const who = seat(mover);
  const namePit = (pit: number) => pitName(topology, pit, owners);
  const nameCell = (cell: Cell) => cellName(topology, cell, owners);
  switch (step.kind) {
    case 'lift':
      return step.player !== undefined && step.player !== mover
        ? `At the same time ${seat(step.player)} lifts the ${seeds(step.count)} in ${namePit(step.pit)}.`
        : `${who} lifts the ${seeds(step.count)} in ${namePit(step.pit)}.`;
    case 'drop':
      // "Left to sow", not "in hand": in hand means Bao's seeds kept off the board (the glossary's one meaning).
      return `A seed into ${nameCell(step.cell)}${hand > 0 ? `; ${hand} left to sow` : ''}.`;
    case 'skip':
      return step.reason === 'origin'
        ? `${nameCell(step.cell)} is passed over: a lap never refills the pit it started from.`
        : `${nameCell(step.cell)} is out of play this round and is passed over.`;
    case 'endless':
      return step.reason === 'repeat'
        ? `Relay sowing has come back to a position it has already been in: this move would never end, so it stops here.`
        : `After ${step.lap} laps this relay has neither ended nor repeated: it counts as never ending, and stops here.`;
    case 'ownership':
      // A circle's pits are named by owner and number ("B8"); elsewhere a pit's name is its row's, and stays.
      return topology.kind === 'circle'
        ? `${seat(step.from)}${topology.labels[step.pit]} passes to ${seat(step.to)}: it is ${seat(step.to)}${topology.labels[step.pit]} now.`
        : step.from === step.to
          ? // A pit claimed on its own owner's row (Enkeshui's bulls) changes no hands.
            `${topology.labels[step.pit]} is claimed by ${seat(step.to)}: it is ${seat(step.to)}'s to keep.`
          : `${topology.labels[step.pit]} passes to ${seat(step.to)}: it is ${seat(step.to)}'s now.`;
    case 'lap-end':
      return isStoreCell(step.cell) ? `The last seed falls in ${nameCell(step.cell)}.` : `The last seed lands in ${nameCell(step.cell)}, which now holds ${step.count}.`;
    case 'relay':
      if (step.next)
        return `Relay: the next pit, ${namePit(step.pit)}, holds ${seeds(step.count)}; ${step.count === 1 ? 'it is' : 'they are'} lifted and sowing goes on (lap ${step.lap}).`;
      return `Relay: ${namePit(step.pit)} was occupied, so its ${seeds(step.count)} ${step.count === 1 ? 'is' : 'are'} lifted and sowing goes on (lap ${step.lap}).`;
    case 'capture':
      if (step.reached) return `${namePit(step.pit)} now holds ${seeds(step.count)}: ${seat(step.player)} captures them, and the sowing goes on.`;
      return `${seat(step.player)} captures the ${seeds(step.count)} in ${namePit(step.pit)}.`;
    case 'capture-cancelled':
      return "That capture would take every seed on the opponent's side (a grand slam): under these rules nothing is captured.";
    case 'extra-turn':
      return `The last seed fell in ${seat(step.player)}'s own store, so ${seat(step.player)} sows again.`;
    case 'pass':
      return step.chosen ? `${seat(step.player)} lets the turn go by.` : `${seat(step.player)} has no seeds and passes.`;
    case 'choice':
      if (step.about === 'place') return `${who} chooses where the next seed goes: ${namePit(pitByLabel(topology, step.choice)!)}.`;
      if (step.about !== 'direction' && step.about !== 'pair') return ownAnswer(step.about).chosen(who, step.choice);
      return step.about === 'direction'
        ? `${who} chooses to sow the next lap ${DIRECTION_WORDS[step.choice as 'cw' | 'ccw']} (${step.options.map((o) => DIRECTION_WORDS[o as 'cw' | 'ccw']).join(' or ')} were open).`
        : `${who} chooses the pair of column ${step.choice.replace(/\D+/, '')} as the extra capture (the options were ${step.options.join(', ')}).`;
    case 'take':
      return `${seat(step.player)} captures the ${seeds(step.count)} in ${namePit(step.pit)} to sow them.`;
    case 'resow':
      return step.into
        ? `The ${seeds(step.count)} captured ${step.count === 1 ? 'is' : 'are'} sown starting in the kichwa ${namePit(step.pit)} (lap ${step.lap}).`
        : `The ${seeds(step.count)} captured ${step.count === 1 ? 'is' : 'are'} sown on from ${namePit(step.pit)} (lap ${step.lap}).`;
    case 'place':
      if (step.from !== 'captures') return `${seat(step.player)} puts a seed from hand into ${namePit(step.pit)}.`;
      return topology.owner[step.pit] === step.player
        ? `${seat(step.player)} puts a captured seed into ${namePit(step.pit)}.`
        : `${seat(step.player)} lends a captured seed for ${namePit(step.pit)}.`;
    case 'transfer':
      return `${namePit(step.from)} gives ${seeds(step.count)} to ${namePit(step.to)}.`;
    case 'swap':
      return `${seat(step.player)} invokes the pie rule and takes over the other side.`;
    case 'collect':
      return `The ${seeds(step.count)} left in ${namePit(step.pit)} ${step.count === 1 ? 'goes' : 'go'} to ${seat(step.player)}'s store.`;
    case 'end': {
      if (step.reason === 'endless' && step.outcome.winner === null) return 'Game over: this move would never end, so the game is void (no winner).';
      return `Game over: ${endReasonText(step.reason)}. Final score: ${describeOutcome(step.outcome)}.`;
    }
  }
}

/**
 * A game's result, the one wording every page, caption, status line and the command line use: the
 * winner's score first ("B wins, 40 to 30"), even where the winner holds fewer seeds (a player who
 * made an endless move loses: "B wins, 14 to 16"); more than two players list every seat, the
 * winner first ("C wins: C 20, A 4, B 12").
 */
export function describeOutcome({ winner, scores }: Outcome): string {
  const seats = scores.map((_, p) => p);
  const order = winner === null ? seats : [winner, ...seats.filter((p) => p !== winner)];
  const result = winner === null ? 'a draw' : `${seat(winner)} wins`;
  if (scores.length > 2) return `${result}: ${order.map((p) => `${seat(p)} ${scores[p]}`).join(', ')}`;
  return `${result}, ${order.map((p) => scores[p]).join(' to ')}`;
}

/** The end of one round of a game played in rounds (Dakon), when another round follows. */
export const describeRoundEnd = (reason: EndReason, stores: readonly number[]): string =>
  `Round over: ${endReasonText(reason)}. ${stores.map((n, p) => `${seat(p)} won ${seeds(n)}`).join(', ')}; the game goes on with another round`;

/** The answers to the engine's own choice kinds; a game's own come from its words (hook.ts). */
const ANSWER_NAME: Readonly<Record<'direction' | 'pair', (answer: string) => string>> = {
  direction: (a) => (a === 'cw' ? 'Clockwise' : 'Counter-clockwise'),
  pair: (a) => `Take the pair at ${a}`,
};

/** A game's own choice kind, in its words; plain ones if it declared none (a fault of the game's, never a crash). */
const ownAnswer = (about: ChoiceKind): AnswerWords =>
  (gameWord('answers', about) as AnswerWords | undefined) ?? { chosen: (who, choice) => `${who} chooses ${choice}.`, name: (answer) => answer };

/** At most five names, then an ellipsis: a button stays one line on a phone. */
const few = (names: readonly string[]) => (names.length > 5 ? `${names.slice(0, 5).join(', ')}, …` : names.join(', '));

/**
 * What one answer to a choice inside a move does, in words, from the steps the move takes after
 * that answer (up to its next choice or its end): "Clockwise: the next lap sows A1, AA8, AA7". Shared
 * by the play board's answer buttons and the stepper.
 */
export function describeAnswer(topology: Topology, about: ChoiceKind, answer: string, after: readonly Step[], owners: Owners = undefined): string {
  if (about === 'place') return `Place the next seed in ${pitName(topology, pitByLabel(topology, answer)!, owners)}`;
  const own = about === 'direction' || about === 'pair' ? undefined : ownAnswer(about);
  const name = own ? own.name(answer) : ANSWER_NAME[about as 'direction' | 'pair'](answer);
  const lapEnd = after.findIndex((s) => s.kind === 'lap-end');
  const lap = after.slice(0, lapEnd < 0 ? after.length : lapEnd).flatMap((s) => (s.kind === 'drop' ? [cellName(topology, s.cell, owners)] : []));
  // What this answer takes, up to the move's next choice (whose answers say what they take).
  const next = after.findIndex((s) => s.kind === 'choice');
  const taken = after
    .slice(0, next < 0 ? after.length : next)
    .flatMap((s) => (s.kind === 'capture' || s.kind === 'take' ? [`${pitName(topology, s.pit, owners)} (${seeds(s.count)})`] : []));
  const end = after.find((s) => s.kind === 'end');
  const ending = end?.kind === 'end' ? `; the game ends, ${describeOutcome(end.outcome)}` : '';
  if (about === 'pair') return `${name}: captures ${taken.length ? taken.join(' and ') : 'nothing more'}${ending}`;
  // An answer that sows nothing: what it takes, if anything (another choice may follow), else the move ends.
  if (!lap.length) return `${name}: ${taken.length ? `captures ${taken.join(' and ')}` : 'the move ends here'}${ending}`;
  const lifted = after.find((s) => s.kind === 'relay' || s.kind === 'lift' || s.kind === 'resow');
  const start = own?.lap && lifted && 'count' in lifted ? `${own.lap(seeds(lifted.count))}: ${few(lap)}` : `the next lap sows ${few(lap)}`;
  return `${name}: ${start}${taken.length ? `, then captures ${seeds(after.reduce((n, s) => (s.kind === 'capture' || s.kind === 'take' ? n + s.count : n), 0))}` : ''}${ending}`;
}

/**
 * The pits an answer's words name, for a board to mark: the pits the next lap sows into, or where
 * the answer sows nothing (a pair, a pit to take), the pits it captures.
 */
export function answerPits(about: ChoiceKind, after: readonly Step[]): number[] {
  const next = after.findIndex((s) => s.kind === 'choice');
  const taken = after.slice(0, next < 0 ? after.length : next).flatMap((s) => (s.kind === 'capture' || s.kind === 'take' ? [s.pit] : []));
  if (about === 'pair') return taken;
  const lapEnd = after.findIndex((s) => s.kind === 'lap-end');
  const sown = after.slice(0, lapEnd < 0 ? after.length : lapEnd).flatMap((s) => (s.kind === 'drop' && !isStoreCell(s.cell) ? [s.cell] : []));
  return sown.length ? sown : taken;
}

/**
 * A one-line summary of a whole move, for the play board. With `roundGoesOn` (Dakon), a round that
 * ends is announced as a round, not as the end of the game. `owners` are the owners before the move.
 */
export function summarizeMove(topology: Topology, steps: readonly Step[], mover: number, roundGoesOn = false, owners: Owners = undefined): string {
  const parts: string[] = [];
  if (!steps.some((s) => s.kind === 'lap-end')) {
    // Seeds lifted and placed one by one, nothing sown (a game's opening of placed seeds, in its own words).
    const placed = steps.flatMap((s) => (s.kind === 'drop' && !isStoreCell(s.cell) ? [s.cell] : s.kind === 'place' ? [s.pit] : []));
    if (placed.length) return placedText(seat(mover), placed.map((pit) => pitName(topology, pit, owners)).join(', '));
  }
  const lift = steps.find((s) => s.kind === 'lift');
  if (lift) parts.push(`${seat(mover)} sowed ${pitName(topology, lift.pit, owners)} (${seeds(lift.count)})`);
  // Both players sowing at once: the other's sowing is part of the same move.
  for (const s of steps)
    if (s.kind === 'lift' && s.player !== undefined && s.player !== mover)
      parts.push(`${seat(s.player)} sowed ${pitName(topology, s.pit, owners)} (${seeds(s.count)}) at the same time`);
  const relays = steps.filter((s) => s.kind === 'relay').length;
  if (relays) parts.push(`${relays} relay${relays > 1 ? 's' : ''}`);
  // Seeds can go to a player other than the mover (a pit sown to a count goes to its owner, a tuzdyk to its claimant).
  const captured = capturesOf(steps, topology.players);
  if (captured[mover]) parts.push(`captured ${seeds(captured[mover])}`);
  captured.forEach((count, player) => {
    if (count && player !== mover) parts.push(`${seat(player)} captured ${seeds(count)}`);
  });
  // What follows the move (another turn, the end) is a sentence of its own: not "…; The last seed fell…".
  const after: string[] = [];
  for (const s of steps) {
    if (s.kind === 'end' && roundGoesOn) after.push(`${describeRoundEnd(s.reason, s.outcome.scores)}.`);
    else if (s.kind === 'capture-cancelled' || s.kind === 'extra-turn' || s.kind === 'swap' || s.kind === 'end') after.push(describeStep(topology, s, mover, 0, owners));
  }
  return [parts.length ? `${parts.join('; ')}.` : '', ...after].filter(Boolean).join(' ');
}
