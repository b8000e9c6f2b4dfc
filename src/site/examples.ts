/**
 * Turns example data (content/examples) into what the widgets show, at build time. Every
 * example is checked against what its text says; a mismatch throws and fails the build.
 */
import { describeError, notationText, problemText } from '../words/index.js';
import type { Ruleset } from '../engine/index.js';
import { SEAT_LETTERS, capturesOf, currentPosition, formatMove, formatPosition, lapsOf, parseMancalaWorldRecord, replayRecord } from '../engine/index.js';
import { createRuleset, gameErrorText } from '../variants/index.js';
import { cellName } from '../board/describe.js';
import type { Run } from '../board/example-frames.js';
import * as exampleFrames from '../board/example-frames.js';
import { UnreadableExample, startCaption } from '../board/example-frames.js';
import type { StepperData } from '../board/frame-codec.js';
import type { BoardLayout, Frame } from '../board/frames.js';
import { layoutOf, moveFrame, positionFrame, shapeOf } from '../board/frames.js';
import type { Chapter } from '../board/frame-codec.js';
import type { CompareExample, Expectation, GameExample, MovesExample } from './schema.js';

export function rulesFor(variant: string, options: Record<string, unknown>): Ruleset {
  const made = createRuleset(variant, options);
  if (!made.ok) throw new Error(gameErrorText(made.error));
  return made.value;
}

export type { Run };

/** Runs `read`, saying what is wrong with an example's position or move in words for its author. */
function worded<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof UnreadableExample) throw new Error(`${e.input}: ${problemText(e.error)}`, { cause: e });
    throw e;
  }
}

export const positionFor = (rules: Ruleset, text: string) => worded(() => exampleFrames.positionFor(rules, text));
export const runMoves = (rules: Ruleset, position: string, moves: readonly string[]) => worded(() => exampleFrames.runMoves(rules, position, moves));
const linesOf = (...args: Parameters<typeof exampleFrames.linesOf>) => worded(() => exampleFrames.linesOf(...args));
/** An example's frames, a refused last move said in words. */
export const framesOf = (run: Run, intro: string) => exampleFrames.framesOf(run, intro, describeError);

const cellLabel = (rules: Ruleset, cell: number) => (cell < 0 ? `store-${SEAT_LETTERS[-1 - cell]}` : rules.topology.labels[cell]!);

/** What actually happened, in the vocabulary of an Expectation. */
export function observe(run: Run): Required<Omit<Expectation, 'error'>> & { error: string | undefined } {
  const { rules, game } = run;
  const steps = game.plies.flatMap((p) => p.steps);
  const lastSteps = game.plies.length ? game.plies[game.plies.length - 1]!.steps : [];
  return {
    position: formatPosition(rules, currentPosition(game)),
    captures: capturesOf(steps, rules.topology.players),
    laps: lapsOf(lastSteps).map((l) => [cellLabel(rules, l.from), cellLabel(rules, l.to)] as [string, string]),
    legal: rules.legalMoves(run.start).map((m) => formatMove(rules, m)),
    // A game's own rule is named with its key, so an example says which rule refuses the move.
    error: run.error?.code === 'ERR_RULE' ? `ERR_RULE:${run.error.rule}` : run.error?.code,
  };
}

/** Differences between what the text says and what the engine did; empty when they agree. */
export function mismatches(run: Run, expect: Expectation): string[] {
  const seen = observe(run);
  const problems: string[] = [];
  const check = (what: string, want: unknown, got: unknown) => {
    if (want !== undefined && JSON.stringify(want) !== JSON.stringify(got)) {
      problems.push(`${what}: the text says ${JSON.stringify(want)}, the engine gives ${JSON.stringify(got)}`);
    }
  };
  check('error', expect.error, seen.error);
  if (run.error && !expect.error) problems.push(`unexpected illegal move: ${describeError(run.error)}`);
  if (!expect.error) {
    check('position', expect.position, seen.position);
    check('captures', expect.captures, seen.captures);
    check('laps', expect.laps, seen.laps);
  }
  check('legal moves', expect.legal, seen.legal);
  return problems;
}

function assertAgrees(id: string, run: Run, expect: Expectation): void {
  const problems = mismatches(run, expect);
  if (problems.length) throw new Error(`Example ${id} disagrees with its text:\n  ${problems.join('\n  ')}`);
}

function buildMovesExampleUncached(id: string, data: MovesExample): StepperData & { layout: BoardLayout; final: Frame } {
  const rules = rulesFor(data.variant, data.options);
  const run = runMoves(rules, data.position, data.moves);
  assertAgrees(id, run, data.expect);
  const intro = startCaption(run.start);
  if (run.error || !run.game.plies.some((p) => p.steps.some((s) => s.kind === 'choice'))) {
    const frames = framesOf(run, intro);
    return { shape: shapeOf(rules), layout: layoutOf(rules), frames, final: frames[frames.length - 1]! };
  }
  const { frames, branches } = linesOf(rules, data.position, data.moves, intro);
  return { shape: shapeOf(rules), layout: layoutOf(rules), frames, branches, final: frames[frames.length - 1]! };
}

function buildCompareUncached(id: string, data: CompareExample) {
  const panels = data.rules.map((r) => {
    const rules = rulesFor(data.variant, r.options);
    const run = runMoves(rules, r.position ?? data.position, data.moves);
    assertAgrees(`${id} (${r.label})`, run, r.expect);
    const frames = framesOf(run, `${r.label}: ${startCaption(run.start)}`);
    const layout = layoutOf(rules);
    const shape = shapeOf(rules);
    const legal = observe(run).legal;
    const summary = run.error ? `Not allowed under these rules (legal moves: ${legal.join(', ')}).` : frames[frames.length - 1]!.caption;
    return { label: r.label, shape, layout, frames, summary, final: frames[frames.length - 1]! };
  });
  return { layout: panels[0]!.layout, panels };
}

/** A recorded game, one frame per sowing, with the move list as chapters. */
function buildGameUncached(id: string, data: GameExample): StepperData & { layout: BoardLayout; gains: number[]; final: Frame } {
  const rules = rulesFor(data.variant, data.options);
  const turns = parseMancalaWorldRecord(data.record, rules.topology.columns);
  if (!turns.ok) throw new Error(`Example ${id}: ${notationText(turns.error)}`);
  const replayed = replayRecord(rules, turns.value);
  if (!replayed.ok) throw new Error(`Example ${id}: ${notationText(replayed.error)}`);
  const { game, turnOfPly, gains } = replayed.value;

  // Printed gains must match, except the misprints the example lists (and those must really differ).
  turns.value.forEach((turn, t) => {
    const erratum = data.errata.find((e) => e.turn === turn.text);
    const printed = turn.gain ?? 0;
    if (erratum) {
      if (erratum.printed !== printed || erratum.actual !== gains[t]) {
        throw new Error(
          `Example ${id}: erratum for ${turn.text} says printed ${erratum.printed}, actual ${erratum.actual}; the record prints ${printed} and the engine gains ${gains[t]}.`,
        );
      }
    } else if (printed !== gains[t]) {
      throw new Error(`Example ${id}: turn ${t + 1} (${turn.text}) is printed as +${printed}, but the engine gains ${gains[t]}.`);
    }
  });
  const final = currentPosition(game);
  if (final.toMove !== null || JSON.stringify(final.stores) !== JSON.stringify(data.expect.stores)) {
    throw new Error(
      `Example ${id}: the record should end ${data.expect.stores.join('-')}; the engine ends ${final.stores.join('-')}${final.toMove === null ? '' : ' with the game unfinished'}.`,
    );
  }

  const frames: Frame[] = [positionFrame(game.start, 'The opening position. Step through each sowing with Next and Back, or pick a turn from the list.')];
  const chapters: Chapter[] = [];
  let before = game.start;
  game.plies.forEach((ply, i) => {
    const t = turnOfPly[i]!;
    const turn = turns.value[t]!;
    const who = data.players[turn.player]!.replace(/ \(.*\)$/, '');
    const captured = capturesOf(ply.steps, 2)[turn.player]!;
    const letter = turn.letters[i - turnOfPly.indexOf(t)]!;
    const landed = ply.steps.find((s) => s.kind === 'lap-end');
    const where = landed && landed.kind === 'lap-end' ? cellName(rules.topology, landed.cell) : '';
    const end = ply.steps.find((s) => s.kind === 'end');
    const extra = ply.steps.some((s) => s.kind === 'extra-turn');
    const caption = (last: Frame) =>
      [
        `Turn ${Math.floor(t / 2) + 1}, ${who}: ${letter} (${rules.topology.labels[(ply.move as { pit: number }).pit]}), last seed in ${where}`,
        captured ? `, capturing ${captured}` : '',
        extra ? `; sows again` : '',
        '.',
        end ? ` ${last.caption}` : '',
      ].join('');
    if (turn.pits.length > 0 && turnOfPly.indexOf(t) === i) {
      const erratum = data.errata.find((e) => e.turn === turn.text);
      chapters.push({
        at: frames.length,
        // Mancala World letters each player's pits from their own left; the board names them A1..B6: show both.
        text: `${Math.floor(t / 2) + 1}${turn.player === 0 ? '.' : '…'} ${turn.text} = ${turn.pits.map((pit) => rules.topology.labels[pit]).join('-')}`,
        ...(erratum ? { flag: `Printed +${erratum.printed}; the engine shows +${erratum.actual}. ${erratum.note}` } : {}),
      });
    }
    frames.push(moveFrame(rules, before, ply, caption));
    before = ply.position;
  });
  return { shape: shapeOf(rules), layout: layoutOf(rules), frames, chapters, gains: [...gains], final: frames[frames.length - 1]! };
}

/**
 * Each example is built for its game page, its embed page and its step sheet: once a build, not three
 * times (the data is compared too, so the dev server rebuilds an example whose file changed).
 */
function once<D, R>(build: (id: string, data: D) => R): (id: string, data: D) => R {
  const made = new Map<string, { key: string; value: R }>();
  return (id, data) => {
    const key = JSON.stringify(data);
    const hit = made.get(id);
    if (hit?.key === key) return hit.value;
    const value = build(id, data);
    made.set(id, { key, value });
    return value;
  };
}

export const buildMovesExample = once(buildMovesExampleUncached);
export const buildCompare = once(buildCompareUncached);
export const buildGame = once(buildGameUncached);
