/**
 * Steps through precomputed frames: first / back / next / last / play at a chosen speed, arrow keys
 * and Home/End. The controller holds only an index; everything drawn is a function of frames[index].
 * Where the buttons are hidden (an embed's `?show=captions` or `?show=board`), the board itself steps:
 * a tap or click for the next step, back to the start after the last; Enter and Space do the same.
 * Inside a comparison, "Step together" moves every panel of the figure with the one the reader steps.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board } from './Board.js';
import { TurnButton, TurnNote, useTurn } from './Turn.js';
import type { StepperData } from '../board/frame-codec.js';
import { DownloadButton } from './DownloadButton.js';
import type { MenuProps } from './diagram-file.js';
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
  /** Open turned round, B's side at the bottom (a <mancala-board turned>); the reader can turn it back. */
  turned?: boolean;
}

const SEATS = 'ABCD';
/** Autoplay: milliseconds a step, by the speed the reader picks. */
const SPEEDS = [
  ['Slow', 1400],
  ['Normal', 700],
  ['Fast', 300],
] as const;
const STEP_EVENT = 'mancala-step';

type Frame = StepperData['frames'][number];

/** The status line (step, seeds in hand, who moves) and the caption, whose hint names the buttons or, where they are hidden, the board. */
function StepText({ frame, index, last }: { frame: Frame; index: number; last: number }) {
  return (
    <>
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
    </>
  );
}

/** A choice inside the move: each answer shows its own line of frames, and points out its pits while looked at. */
function AskLines({
  ask,
  line,
  setLine,
  setLooking,
}: {
  ask: NonNullable<Frame['ask']>;
  line: number;
  setLine: (line: number) => void;
  setLooking: (line: number | null) => void;
}) {
  return (
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
  );
}

function StepControls({
  index,
  last,
  go,
  playing,
  setPlaying,
  speed,
  setSpeed,
  turned,
  turn,
  download,
}: {
  index: number;
  last: number;
  go: (i: number) => void;
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  speed: number;
  setSpeed: (speed: number) => void;
  turned: boolean;
  turn: () => void;
  download: MenuProps['source'];
}) {
  return (
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
      <TurnButton turned={turned} onTurn={turn} />
      <DownloadButton source={download} />
    </div>
  );
}

/** A long game's chapters: each opens its step; the one the reader is in is marked. */
function Chapters({ chapters, current, go }: { chapters: NonNullable<StepperData['chapters']>; current: number; go: (i: number) => void }) {
  return (
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
  );
}

/**
 * `?step=N` in the address (an embed's, or a game page's naming this figure in its hash): the page
 * puts it on the figure and wakes the stepper, which opens there; or a comparison stepping together
 * gives the step its other panels are at.
 */
function useOpenStep(root: { current: HTMLDivElement | null }, last: number, together: () => HTMLElement | null, setIndex: (i: number) => void, setNote: (note: string) => void) {
  useEffect(() => {
    const asked = root.current?.closest<HTMLElement>('figure')?.dataset['open'];
    if (asked !== undefined) {
      const open = openStep(asked, last);
      setIndex(open.step);
      setNote(open.note);
    }
    const step = together()?.dataset['step'];
    if (step) setIndex(Math.min(last, +step));
  }, []);
}

/** The buttons are hidden by the page (an embed's mode): then the board steps. */
function buttonless(root: HTMLElement | null) {
  const controls = root?.querySelector('.controls');
  return !!controls && getComputedStyle(controls).display === 'none';
}

/** The figure shows the step the reader is at, for "Copy link" (src/components/BoardTools.astro). */
function useFigureStep(root: { current: HTMLDivElement | null }, index: number) {
  useEffect(() => {
    const figure = root.current?.closest<HTMLElement>('figure');
    if (figure) figure.dataset['current'] = String(index);
  }, [index]);
}

/** In a comparison stepping together: another panel's step, followed. */
function useFollowPanels(root: { current: HTMLDivElement | null }, follow: (to: number) => void) {
  useEffect(() => {
    const figure = root.current?.closest('.compare');
    const onStep = (e: Event) => {
      const { to, from } = (e as CustomEvent<{ to: number; from: Element }>).detail;
      if (from === root.current) return;
      follow(to);
    };
    figure?.addEventListener(STEP_EVENT, onStep);
    return () => figure?.removeEventListener(STEP_EVENT, onStep);
  });
}

/** Play: a step every so often until the last; `step` moves on and says whether the step reached is a choice, where play stops so the reader can answer it. */
function useAutoplay(playing: boolean, setPlaying: (playing: boolean) => void, index: number, last: number, speed: number, step: (i: number) => boolean) {
  useEffect(() => {
    if (!playing) return;
    if (index >= last) return setPlaying(false);
    const t = setTimeout(() => step(index + 1) && setPlaying(false), SPEEDS[speed]![1]);
    return () => clearTimeout(t);
  }, [playing, index, speed]);
}

export default function Stepper({ data, label, step = 0, turned: turnedAtFirst = false }: StepperProps) {
  const { layout: upright, frames: main, branches = [], chapters } = useMemo(() => (typeof data === 'string' ? decodeStepper(data) : data), [data]);
  const { layout, turned, turn } = useTurn(upright, turnedAtFirst);
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

  useOpenStep(root, last, together, setIndex, setNote);
  useFigureStep(root, index);
  useFollowPanels(root, (to) => {
    setPlaying(false);
    go(to, true);
  });
  useAutoplay(playing, setPlaying, index, last, speed, (i) => {
    go(i);
    return !!frames[i]!.ask;
  });

  const onBoard = (e: MouseEvent) => {
    if (!(e.target as Element).closest('svg.board') || !buttonless(root.current)) return;
    setPlaying(false);
    go(index >= last ? 0 : index + 1);
  };
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as Element).closest('button, select')) return;
    const next = e.target === root.current && (e.key === 'Enter' || e.key === ' ') && buttonless(root.current) ? (index >= last ? 0 : index + 1) : undefined;
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
      <StepText frame={frame} index={index} last={last} />
      {note && (
        <p class="note" role="status">
          {note}
        </p>
      )}
      {ask && <AskLines ask={ask} line={line} setLine={setLine} setLooking={setLooking} />}
      <StepControls
        index={index}
        last={last}
        go={go}
        playing={playing}
        setPlaying={setPlaying}
        speed={speed}
        setSpeed={setSpeed}
        turned={turned}
        turn={turn}
        download={() => ({ layout, frame, title: label, caption: frame.caption, name: `${label} step ${Math.min(index, last)}` })}
      />
      {chapters && <Chapters chapters={chapters} current={current} go={go} />}
    </div>
  );
}
