/**
 * How a stepper's frames travel from the build to the browser. An example is stored as its first
 * frame plus, for each later frame, only what changed: the cells that gained or lost seeds, the cell
 * in focus, pits taken, a new side to move. Frames are rebuilt in the browser with the few lines of
 * `decodeStepper`: no rules engine is needed to step, and a page carries each board once, not once
 * per frame. Imports nothing that plays (this module ships in the stepper's island).
 *
 * A frame token is `focus/changes/flags`, trailing parts omitted:
 *   focus    a pit id, a store as -1 - seat, or empty
 *   changes  `cell:delta` pairs joined by `,` (seeds in hand are what the board lost: nothing else moves seeds)
 *   flags    `t<pit>` taken; `m<seat>` or `mx` (game over) the side to move from this frame on;
 *            `o<pit>.<seat>` the pit changes owner; `n<k>` the pits the game's state sets apart are
 *            now set k of `noteSets` (a tuzdyk claimed); `b<pit>.<pit>…` the pits out of play from
 *            this frame on, `b` alone none (a game's next round)
 * Frames are joined by spaces, captions by newlines.
 */
import type { PitNote } from '../engine/ruleset.js';
import type { Answer, Frame } from './frames.js';
import type { BoardLayout, BoardShape } from './layout.js';
import { layoutOf } from './layout.js';

/** A named stretch of an example's frames (a chapter of a recorded game). */
export interface Chapter {
  /** Frame index the chapter starts at. */
  at: number;
  text: string;
  /** Marks a chapter the reader should notice (a misprint in a record, say). */
  flag?: string;
}

/** A line of frames that leaves the example's own at frame `at` (the answer to a choice there). */
interface EncodedLine {
  readonly at: number;
  readonly frames: string;
  readonly captions: string;
}

interface Encoded {
  readonly shape: BoardShape;
  readonly first: Pick<Frame, 'pits' | 'stores' | 'toMove' | 'owners' | 'blocked' | 'notes'>;
  readonly frames: string;
  /**
   * Every caption, or only the first where the page prints the rest as a list (`list`: the id of
   * its <ol>, one <li> a step), which the stepper then reads: a caption travels once.
   */
  readonly captions: string;
  readonly list?: string;
  /** Other lines of the same move: the answers a reader can pick at a choice. */
  readonly lines?: readonly EncodedLine[];
  /** [line, frame, answers]: where each line offers a choice, the answers by their index in `answers` (lines that share a start share them). */
  readonly asks?: readonly (readonly [number, number, number])[];
  readonly answers?: readonly (readonly Answer[])[];
  readonly chapters?: readonly Chapter[];
  /** The sets of noted pits the frames change to (`n<k>` flags), each once. */
  readonly noteSets?: readonly (readonly PitNote[])[];
}

export interface StepperData {
  readonly shape: BoardShape;
  readonly frames: readonly Frame[];
  /** The other lines of a move with a choice inside it: `ask` on a frame names the line each answer follows. */
  readonly branches?: readonly (readonly Frame[])[];
  readonly chapters?: readonly Chapter[];
}

/** The pits out of play, joined by '.': '4.5.6', '' for none (a game's next round sets them). */
const outOfPlay = (frame: Frame): string => (frame.blocked ?? []).flatMap((out, pit) => (out ? [pit] : [])).join('.');

const tokenOf = (before: Frame, frame: Frame, noteSets: string[]): string => {
  const changes: string[] = [];
  const diff = (cell: number, a: number, b: number) => a !== b && changes.push(`${cell}:${b - a}`);
  frame.pits.forEach((n, pit) => diff(pit, before.pits[pit]!, n));
  frame.stores.forEach((n, seat) => diff(-1 - seat, before.stores[seat]!, n));
  const moved = frame.pits.reduce((a, b) => a + b, 0) + frame.stores.reduce((a, b) => a + b, 0);
  const was = before.pits.reduce((a, b) => a + b, 0) + before.stores.reduce((a, b) => a + b, 0);
  if (was - moved !== frame.hand - before.hand) throw new Error(`A frame's seeds in hand (${frame.hand}) do not follow from the board: "${frame.caption}".`);
  const flags = frame.taken.map((pit) => `t${pit}`);
  if (frame.toMove !== before.toMove) flags.push(`m${frame.toMove ?? 'x'}`);
  frame.owners?.forEach((seat, pit) => seat !== before.owners?.[pit] && flags.push(`o${pit}.${seat}`));
  const blocked = outOfPlay(frame);
  if (blocked !== outOfPlay(before)) flags.push(`b${blocked}`);
  const notes = JSON.stringify(frame.notes ?? []);
  if (notes !== JSON.stringify(before.notes ?? [])) {
    if (!noteSets.includes(notes)) noteSets.push(notes);
    flags.push(`n${noteSets.indexOf(notes)}`);
  }
  // A frame where nothing changes (a refusal, a choice) is a lone '/', never an empty token.
  return [frame.focus ?? '', changes.join(','), flags.join(',')].join('/').replace(/(.)\/+$/, '$1');
};

const tokensOf = (frames: readonly Frame[], from: Frame, noteSets: string[]): string => frames.map((frame, i) => tokenOf(i ? frames[i - 1]! : from, frame, noteSets)).join(' ');

const captionsOf = (frames: readonly Frame[]): string => {
  if (frames.some((f) => f.caption.includes('\n'))) throw new Error('A caption may not hold a line break.');
  return frames.map((f) => f.caption).join('\n');
};

/** The build side: a stepper's frames (and other lines, chapters) as one compact string. */
export function encodeStepper({ shape, frames, branches = [], chapters }: StepperData, list?: string): string {
  const [first, ...rest] = frames;
  if (!first) throw new Error('A stepper needs at least one frame.');
  const noteSets: string[] = [];
  const lines = branches.map((line) => {
    const at = line.findIndex((frame, i) => frame.caption !== frames[i]?.caption);
    if (at < 1) throw new Error('Another line of a move must share its start with the example.');
    return { at, frames: tokensOf(line.slice(at), line[at - 1]!, noteSets), captions: captionsOf(line.slice(at)) };
  });
  const answers: string[] = [];
  const asks = [frames, ...branches].flatMap((line, n) =>
    line.flatMap((frame, i) => {
      if (!frame.ask) return [];
      const text = JSON.stringify(frame.ask);
      if (!answers.includes(text)) answers.push(text);
      return [[n, i, answers.indexOf(text)] as const];
    }),
  );
  const encoded: Encoded = {
    shape,
    first: {
      pits: first.pits,
      stores: first.stores,
      toMove: first.toMove,
      ...(first.owners ? { owners: first.owners } : {}),
      ...(first.blocked ? { blocked: first.blocked } : {}),
      ...(first.notes ? { notes: first.notes } : {}),
    },
    frames: tokensOf(rest, first, noteSets),
    captions: list ? frames[0]!.caption : captionsOf(frames),
    ...(list ? { list } : {}),
    ...(lines.length ? { lines } : {}),
    ...(asks.length ? { asks, answers: answers.map((text) => JSON.parse(text) as Answer[]) } : {}),
    ...(chapters ? { chapters } : {}),
    ...(noteSets.length ? { noteSets: noteSets.map((set) => JSON.parse(set) as PitNote[]) } : {}),
  };
  return JSON.stringify(encoded);
}

/** Rebuilds frames from a start and tokens (the captions come whole). */
function decodeLine(from: Frame, tokens: string, captions: readonly string[], noteSets: readonly (readonly PitNote[])[] = []): Frame[] {
  let at = from;
  return (tokens ? tokens.split(' ') : []).map((token, i) => {
    const [focus = '', changes = '', flags = ''] = token.split('/');
    const pits = [...at.pits];
    const stores = [...at.stores];
    const owners = at.owners && [...at.owners];
    let moved = 0;
    for (const change of changes ? changes.split(',') : []) {
      const [cell, delta] = change.split(':').map(Number) as [number, number];
      if (cell < 0) stores[-1 - cell]! += delta;
      else pits[cell]! += delta;
      moved += delta;
    }
    const taken: number[] = [];
    let toMove = at.toMove;
    let notes = at.notes;
    let blocked = at.blocked;
    for (const flag of flags ? flags.split(',') : []) {
      const rest = flag.slice(1);
      if (flag[0] === 't') taken.push(+rest);
      if (flag[0] === 'm') toMove = rest === 'x' ? null : +rest;
      if (flag[0] === 'o' && owners) owners[+rest.split('.')[0]!] = +rest.split('.')[1]!;
      if (flag[0] === 'n') notes = noteSets[+rest];
      if (flag[0] === 'b') blocked = rest ? pits.map((_, pit) => rest.split('.').includes(String(pit))) : undefined;
    }
    const { notes: _, blocked: _out, ...kept } = at;
    at = {
      ...kept,
      pits,
      stores,
      hand: at.hand - moved,
      focus: focus === '' ? null : +focus,
      taken,
      toMove,
      caption: captions[i] ?? '',
      ...(owners ? { owners } : {}),
      ...(notes?.length ? { notes } : {}),
      ...(blocked ? { blocked } : {}),
    };
    return at;
  });
}

/** The browser side: the frames back, exactly as the build made them, and the board's layout. */
export function decodeStepper(text: string): StepperData & { layout: BoardLayout } {
  const data = JSON.parse(text) as Encoded;
  const listed = data.list && typeof document !== 'undefined' ? document.getElementById(data.list)?.children : undefined;
  const captions = data.list ? [data.captions, ...[...(listed ?? [])].map((li) => li.textContent ?? '')] : data.captions.split('\n');
  const first: Frame = { ...data.first, hand: 0, focus: null, taken: [], caption: captions[0]! };
  const main = [first, ...decodeLine(first, data.frames, captions.slice(1), data.noteSets)];
  const branches = (data.lines ?? []).map((line) => [...main.slice(0, line.at), ...decodeLine(main[line.at - 1]!, line.frames, line.captions.split('\n'), data.noteSets)]);
  const lines = [main, ...branches];
  for (const [n, i, k] of data.asks ?? []) lines[n]![i] = { ...lines[n]![i]!, ask: data.answers![k]! };
  return { shape: data.shape, layout: layoutOf(data.shape), frames: main, ...(branches.length ? { branches } : {}), ...(data.chapters ? { chapters: data.chapters } : {}) };
}
