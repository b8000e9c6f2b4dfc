/**
 * Steps through precomputed frames: first / back / next / last / play at a chosen speed, arrow keys
 * and Home/End. The controller holds only an index; everything drawn is a function of frames[index].
 * Where the buttons are hidden (an embed's `?show=captions` or `?show=board`), the board itself steps:
 * a tap or click for the next step, back to the start after the last; Enter and Space do the same.
 * Inside a comparison, "Step together" moves every panel of the figure with the one the reader steps.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board, TurnNote } from './Board.js';
import type { StepperData } from '../board/frame-codec.js';
import { DownloadButton } from './DownloadButton.js';
import { decodeStepper } from '../board/frame-codec.js';
import type { BoardLayout } from '../board/layout.js';
import { openStep } from '../board/step-address.js';
import { BOARD_HINT, BUTTONS_HINT } from '../board/step-hints.js';

export interface StepperProps {
  /** The frames, encoded by `encodeStepper` at build time, or already decoded (made in the browser by <mancala-board>). */
  data: string | (StepperData & { layout: BoardLayout });
  label: string;
  /** The step to open at (clamped to the last). */
  step?: number;
}

const SEATS = 'ABCD';
/** Autoplay: milliseconds a step, by the speed the reader picks. */
const SPEEDS = [
  ['Slow', 1400],
  ['Normal', 700],
  ['Fast', 300],
] as const;
const STEP_EVENT = 'mancala-step';

export default function Stepper({ data, label, step = 0 }: StepperProps) {
  const { layout, frames: main, branches = [], chapters } = useMemo(() => (typeof data === 'string' ? decodeStepper(data) : data), [data]);
  const [index, setIndex] = useState(() => Math.max(0, Math.min(step, main.length - 1)));
  const [line, setLine] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  /** The answer the reader is looking at (hover or focus), whose pits the board points out. */
  const [looking, setLooking] = useState<number | null>(null);
  /** Why the stepper did not open at the step its address asked for, if it did not. */
  const [note, setNote] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const frames = line ? branches[line - 1]! : main;
  const last = frames.length - 1;
  const frame = frames[Math.min(index, last)]!;

  /** The comparison this stepper is a panel of, when its panels step together. */
  const together = () => {
    const figure = root.current?.closest<HTMLElement>('.compare');
    return figure?.querySelector<HTMLInputElement>('.together input')?.checked ? figure : null;
  };

  /** Moves to frame i; `alone` when the move came from another panel, so it is not passed on again. */
  const go = (i: number, alone = false) => {
    const to = Math.max(0, Math.min(last, i));
    setIndex(to);
    const figure = together();
    if (alone || !figure) return;
    // Panels still asleep are woken, and take the step from the figure when they wake.
    figure.dataset['step'] = String(to);
    for (const island of figure.querySelectorAll('astro-island[ssr]')) island.dispatchEvent(new Event('pointerdown'));
    figure.dispatchEvent(new CustomEvent(STEP_EVENT, { detail: { to, from: root.current } }));
  };

  useEffect(() => {
    // `?step=N` in the address (an embed's, or a game page's naming this figure in its hash): the page
    // puts it on the figure and wakes the stepper, which opens there.
    const asked = root.current?.closest<HTMLElement>('figure')?.dataset['open'];
    if (asked !== undefined) {
      const open = openStep(asked, last);
      setIndex(open.step);
      setNote(open.note);
    }
    const step = together()?.dataset['step'];
    if (step) setIndex(Math.min(last, +step));
  }, []);

  // The figure shows the step the reader is at, for "Copy link" (src/components/BoardTools.astro).
  useEffect(() => {
    const figure = root.current?.closest<HTMLElement>('figure');
    if (figure) figure.dataset['current'] = String(index);
  }, [index]);

  useEffect(() => {
    const figure = root.current?.closest('.compare');
    const follow = (e: Event) => {
      const { to, from } = (e as CustomEvent<{ to: number; from: Element }>).detail;
      if (from === root.current) return;
      setPlaying(false);
      go(to, true);
    };
    figure?.addEventListener(STEP_EVENT, follow);
    return () => figure?.removeEventListener(STEP_EVENT, follow);
  });

  useEffect(() => {
    if (!playing) return;
    if (index >= last) return setPlaying(false);
    // Play stops on reaching a choice, so the reader can answer it.
    const t = setTimeout(() => (go(index + 1), frames[index + 1]!.ask && setPlaying(false)), SPEEDS[speed]![1]);
    return () => clearTimeout(t);
  }, [playing, index, speed]);

  /** The buttons are hidden by the page (an embed's mode): then the board steps. */
  const buttonless = () => {
    const controls = root.current?.querySelector('.controls');
    return !!controls && getComputedStyle(controls).display === 'none';
  };
  const onBoard = (e: MouseEvent) => {
    if (!(e.target as Element).closest('svg.board') || !buttonless()) return;
    setPlaying(false);
    go(index >= last ? 0 : index + 1);
  };
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as Element).closest('button, select')) return;
    const next = e.target === root.current && (e.key === 'Enter' || e.key === ' ') && buttonless() ? (index >= last ? 0 : index + 1) : undefined;
    const to = next ?? { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    setPlaying(false);
    go(to);
  };
  const current = chapters ? chapters.filter((c) => c.at <= index).length - 1 : -1;
  const ask = frame.ask;
  const shown = ask?.find((a) => a.line === (looking ?? line));

  return (
    <div class="stepper" role="group" aria-label={label} tabIndex={0} onKeyDown={onKey} onClick={onBoard} ref={root} data-pagefind-ignore>
      <Board layout={layout} {...frame} marked={shown?.pits ?? []} label={label} />
      <TurnNote layout={layout} />
      <p class="status">
        <span>
          Step {index} of {last}
        </span>
        {frame.hand > 0 && <span class="hand">Left to sow: {frame.hand}</span>}
        <span>{frame.toMove === null ? 'Game over' : `${SEATS[frame.toMove]} to move`}</span>
      </p>
      <p class="caption" aria-live="polite">
        {frame.caption.endsWith(BUTTONS_HINT) ? (
          <>
            {frame.caption.slice(0, -BUTTONS_HINT.length)}
            <span class="hint-buttons">{BUTTONS_HINT}</span>
            <span class="hint-board" hidden>
              {BOARD_HINT}
            </span>
          </>
        ) : (
          frame.caption
        )}
      </p>
      {note && (
        <p class="note" role="status">
          {note}
        </p>
      )}
      {ask && (
        <fieldset class="ask">
          <legend>Choose, and the board marks where the seeds go:</legend>
          {ask.map((a) => (
            <button
              type="button"
              aria-pressed={a.line === line}
              onClick={() => setLine(a.line)}
              onMouseEnter={() => setLooking(a.line)}
              onMouseLeave={() => setLooking(null)}
              onFocus={() => setLooking(a.line)}
              onBlur={() => setLooking(null)}
            >
              <strong>{a.text}</strong>: {a.does}
            </button>
          ))}
        </fieldset>
      )}
      <div class="controls">
        <button type="button" onClick={() => go(0)} disabled={index === 0}>
          First
        </button>
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>
          Back
        </button>
        <button type="button" onClick={() => go(index + 1)} disabled={index === last}>
          Next
        </button>
        <button type="button" onClick={() => go(last)} disabled={index === last}>
          Last
        </button>
        <button type="button" aria-pressed={playing} onClick={() => (index === last ? (go(0), setPlaying(true)) : setPlaying(!playing))}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <label class="speed">
          Speed{' '}
          <select value={speed} onChange={(e) => setSpeed(+(e.target as HTMLSelectElement).value)}>
            {SPEEDS.map(([name], i) => (
              <option value={i}>{name}</option>
            ))}
          </select>
        </label>
        <DownloadButton source={() => ({ layout, frame, title: label, caption: frame.caption, name: `${label} step ${Math.min(index, last)}` })} />
      </div>
      {chapters && (
        <ol class="chapters">
          {chapters.map((c, i) => (
            <li>
              <button type="button" aria-current={i === current ? 'step' : undefined} onClick={() => go(c.at)} title={c.flag}>
                {c.text}
                {c.flag ? ' †' : ''}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
