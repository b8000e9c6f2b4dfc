/**
 * Steps through precomputed frames: first / back / next / last / play, arrow keys and Home/End.
 * The controller holds only an index; everything drawn is a function of frames[index].
 */
import { useEffect, useState } from 'preact/hooks';
import { Board } from './Board.js';
import type { BoardLayout, Frame } from './frames.js';

export interface Chapter {
  /** Frame index the chapter starts at. */
  at: number;
  text: string;
  /** Marks a chapter the reader should notice (a misprint in a record, say). */
  flag?: string;
}

export interface StepperProps {
  layout: BoardLayout;
  frames: Frame[];
  /** Other lines of the same move, for a choice inside it: a frame's `ask` names the line each answer follows. */
  branches?: Frame[][];
  label: string;
  /** Move list for game records: buttons that jump to each turn. */
  chapters?: Chapter[];
}

const SEATS = 'ABCD';

export default function Stepper({ layout, frames: main, branches = [], label, chapters }: StepperProps) {
  const [index, setIndex] = useState(0);
  const [line, setLine] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frames = line ? branches[line - 1]! : main;
  const last = frames.length - 1;
  const go = (i: number) => setIndex(Math.max(0, Math.min(last, i)));
  const frame = frames[index]!;

  useEffect(() => {
    if (!playing) return;
    if (index >= last) return setPlaying(false);
    // Play stops on reaching a choice, so the reader can answer it.
    const t = setTimeout(() => (setIndex(index + 1), frames[index + 1]!.ask && setPlaying(false)), 700);
    return () => clearTimeout(t);
  }, [playing, index]);

  const onKey = (e: KeyboardEvent) => {
    const to = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    setPlaying(false);
    go(to);
  };
  const current = chapters ? chapters.filter((c) => c.at <= index).length - 1 : -1;

  return (
    <div class="stepper" role="group" aria-label={label} tabIndex={0} onKeyDown={onKey}>
      <Board layout={layout} {...frame} label={label} />
      <p class="status">
        <span>Step {index} of {last}</span>
        {frame.hand > 0 && <span class="hand">In hand: {frame.hand}</span>}
        <span>{frame.toMove === null ? 'Game over' : `${SEATS[frame.toMove]} to move`}</span>
      </p>
      <p class="caption" aria-live="polite">{frame.caption}</p>
      {frame.ask && (
        <p class="ask" role="group" aria-label="Choose">
          {frame.ask.map((a) => (
            <button type="button" aria-pressed={a.line === line} onClick={() => setLine(a.line)}>{a.text}</button>
          ))}
        </p>
      )}
      <div class="controls">
        <button type="button" onClick={() => go(0)} disabled={index === 0}>First</button>
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>Back</button>
        <button type="button" onClick={() => go(index + 1)} disabled={index === last}>Next</button>
        <button type="button" onClick={() => go(last)} disabled={index === last}>Last</button>
        <button type="button" aria-pressed={playing} onClick={() => (index === last ? (go(0), setPlaying(true)) : setPlaying(!playing))}>
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
      {chapters && (
        <ol class="chapters">
          {chapters.map((c, i) => (
            <li>
              <button type="button" aria-current={i === current ? 'step' : undefined} onClick={() => go(c.at)} title={c.flag}>
                {c.text}{c.flag ? ' †' : ''}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
