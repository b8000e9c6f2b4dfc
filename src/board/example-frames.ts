/**
 * The frames of a position and its moves: the start, then each step of each move; at a choice inside
 * the last move, one line of frames per answer. Shared by the build (examples, src/site/examples.ts)
 * and the <mancala-board> element, which makes them in the browser from its attributes.
 */
import { BUTTONS_HINT } from './step-hints.js';
import type { Game, IllegalMove, NotationError, Position, Ruleset, Step } from '../engine/index.js';
import { SEAT_LETTERS, advance, currentPosition, formatMove, newGame, parseMove, parsePosition, playChoosing } from '../engine/index.js';
import { answerPits, describeAnswer } from './describe.js';
import type { Frame } from './frames.js';
import { notesOf, positionFrame, stepFrames } from './frames.js';

/**
 * A position or move of an example that is not our notation, or a line of it the rules refuse, with the
 * engine's account as data: the site words it for the example's author (src/site/examples.ts); a board
 * checks its input first.
 */
export class UnreadableExample extends Error {
  constructor(
    readonly input: string,
    readonly error: NotationError | IllegalMove,
  ) {
    super(`${input}: ${error.code}`);
  }
}

export function positionFor(rules: Ruleset, text: string): Position {
  const parsed = parsePosition(rules, text);
  if (!parsed.ok) throw new UnreadableExample(`Position ${text}`, parsed.error);
  return parsed.value;
}

/** The result of playing an example's moves: the game so far, and the error that stopped it, if any. */
export interface Run {
  readonly rules: Ruleset;
  readonly start: Position;
  readonly game: Game;
  readonly error: IllegalMove | null;
}

export function runMoves(rules: Ruleset, position: string, moves: readonly string[]): Run {
  const start = positionFor(rules, position);
  let game = newGame(start);
  for (const text of moves) {
    const move = parseMove(rules, text);
    if (!move.ok) throw new UnreadableExample(`Move ${text}`, move.error);
    const next = advance(rules, game, move.value);
    if (!next.ok) return { rules, start, game, error: next.error };
    game = next.value;
  }
  return { rules, start, game, error: null };
}

/** Every frame of a run: the start, then each step of each move; a refused last move ends it, in `refusal`'s words (a board that shows none passes none). */
export function framesOf(run: Run, intro: string, refusal?: (error: IllegalMove) => string): Frame[] {
  const frames: Frame[] = [positionFrame(run.start, intro, notesOf(run.rules, run.start))];
  let before = run.start;
  for (const ply of run.game.plies) {
    frames.push(...stepFrames(run.rules, before, ply.steps, ply.position));
    before = ply.position;
  }
  if (run.error) frames.push({ ...positionFrame(before, `Not allowed${refusal ? `: ${refusal(run.error)}` : ` (${run.error.code})`}`, notesOf(run.rules, before)) });
  return frames;
}

// Words that fit every device: Next and Back are buttons for mouse, touch and keyboard alike (the
// figure adds the arrow keys for readers with a keyboard). Where the buttons are hidden, the stepper
// says BOARD_HINT in place of BUTTONS_HINT (src/board/step-hints.ts).
export const startCaption = (start: Position) => `The starting position, ${start.toMove === null ? 'game over' : `${SEAT_LETTERS[start.toMove]} to move`}. ${BUTTONS_HINT}`;

/** At most this many lines (the example's own and its alternatives) per example. */
const MAX_LINES = 16;

/**
 * The example's frames plus one line per other answer to each choice inside its last move (later
 * choices of a new line answered with their first option). Every line shares the frames before its
 * choice, so a reader at a choice frame can switch lines in place.
 */
export function linesOf(rules: Ruleset, position: string, moves: readonly string[], intro: string): { frames: Frame[]; branches: Frame[][] } {
  const before = currentPosition(runMoves(rules, position, moves.slice(0, -1)).game);
  const last = parseMove(rules, moves[moves.length - 1]!);
  if (!last.ok || last.value.kind !== 'sow') throw new Error(`The last move of ${moves.join(' ')} is not a sowing.`);
  const sowing = last.value;
  const lines: Frame[][] = [];
  /** Each line's last move, step by step: what follows an answer, in words and pits. */
  const moveSteps: (readonly Step[])[] = [];
  const queue = [{ answers: sowing.choices ?? [], fixed: 0 }];
  while (queue.length && lines.length < MAX_LINES) {
    const { answers, fixed } = queue.shift()!;
    const played = playChoosing(rules, before, { ...sowing, choices: answers }, (options) => options[0]!);
    if (!played.ok) throw new UnreadableExample(`A branch of ${moves.join(' ')}`, played.error);
    const text = formatMove(rules, played.value.move);
    lines.push(framesOf(runMoves(rules, position, [...moves.slice(0, -1), text]), intro));
    moveSteps.push(played.value.steps);
    const full = text.split('/').slice(1);
    played.value.steps
      .filter((step) => step.kind === 'choice')
      .forEach((step, k) => {
        if (k < fixed || step.kind !== 'choice') return;
        for (const option of step.options) if (option !== step.choice) queue.push({ answers: [...full.slice(0, k), option], fixed: k + 1 });
      });
  }
  // A choice frame offers every line that agrees with this one up to it.
  for (const line of lines) {
    line.forEach((frame, i) => {
      if (frame.choice === undefined) return;
      const ask = lines.flatMap((other, n) => {
        const answer = other[i];
        if (answer?.choice === undefined || !other.slice(0, i).every((f, j) => f.caption === line[j]!.caption)) return [];
        // The k-th choice of the last move (earlier moves' choices come first among the frames).
        const steps = moveSteps[n]!;
        const choiceSteps = steps.flatMap((step, at) => (step.kind === 'choice' ? [at] : []));
        const k = other.slice(0, i + 1).filter((f) => f.choice !== undefined).length - 1 - (other.filter((f) => f.choice !== undefined).length - choiceSteps.length);
        const after = steps.slice(choiceSteps[k]! + 1);
        // The same words as the play board's answer buttons: "Clockwise: the next lap sows AA1, AA2, AA3".
        const [text, ...does] = describeAnswer(rules.topology, answer.about!, answer.choice, after).split(': ');
        return [{ text: text!, does: does.join(': '), line: n, pits: answerPits(answer.about!, after) }];
      });
      if (ask.length > 1) line[i] = { ...frame, ask };
    });
  }
  return { frames: lines[0]!, branches: lines.slice(1) };
}
