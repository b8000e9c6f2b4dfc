/**
 * Play Kalah against perfect play, with every move's value. The board and the start come from the
 * build; the solver runs in a Web Worker created when the reader presses Start, so the page loads
 * none of it before.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Ref } from 'preact';
import { Board } from './Board.js';
import { startEngineWorker } from './engine-worker-start.js';
import type { BoardShape } from '../board/layout.js';
import { layoutOf } from '../board/layout.js';
import type { SolvedReply, SolvedRequest } from '../board/solved-game.js';

export interface SolvedGame {
  /** "Kalah(6,2)". */
  name: string;
  options: { pits: number; seeds: number; emptyCapture: boolean };
  shape: BoardShape;
  pits: readonly number[];
}

export interface SolvedBoardProps {
  games: SolvedGame[];
}

type Ready = Extract<SolvedReply, { ok: true }>;

/** The game, the side and a starting position to ask for, read from the fields at Start (they may have been set before the island woke). */
function SolvedSetup({
  games,
  fields,
  chooseGame,
  chooseSide,
  start,
  busy,
  started,
}: {
  games: readonly SolvedGame[];
  fields: { game: Ref<HTMLSelectElement>; side: Ref<HTMLSelectElement>; position: Ref<HTMLInputElement> };
  chooseGame: (game: number) => void;
  chooseSide: () => void;
  start: () => void;
  busy: boolean;
  started: boolean;
}) {
  return (
    <p class="solved-setup">
      <label>
        Game{' '}
        <select ref={fields.game} onChange={(e) => chooseGame(Number((e.target as HTMLSelectElement).value))} disabled={busy}>
          {games.map((g, i) => (
            <option value={i}>{g.name}</option>
          ))}
        </select>
      </label>{' '}
      <label>
        You play{' '}
        <select ref={fields.side} onChange={chooseSide} disabled={busy}>
          <option value={0}>A (bottom row, moves first)</option>
          <option value={1}>B (top row, moves second)</option>
        </select>
      </label>{' '}
      <label>
        From a position (optional) <input ref={fields.position} type="text" size={30} spellcheck={false} placeholder="the opening" disabled={busy} />
      </label>{' '}
      {/* The board has no playable pit before Start, so Start is the island's tab stop, marked as the others' pits are. */}
      <button type="button" tabIndex={0} onClick={start} disabled={busy}>
        {started ? 'Start again' : 'Start'}
      </button>
    </p>
  );
}

const statusText = (error: string, busy: boolean, reply: Ready | null) =>
  error ||
  (busy
    ? 'Perfect play is working it out… (the start of Kalah(6,3) takes several seconds).'
    : reply
      ? reply.status
      : 'Press Start: the solver loads, then values every move you have.');

/** What each move open to the reader is worth with perfect play, the best marked. */
function Worth({ worth }: { worth: Ready['worth'] }) {
  return (
    <ul class="worth" aria-label="What each move is worth with perfect play">
      {worth.map((w) => (
        <li class={w.loss === 0 ? 'best' : undefined}>
          <strong>{w.label}</strong>: {w.text}
        </li>
      ))}
    </ul>
  );
}

/** After perfect play answers, focus goes to the reader's first playable pit, or the result. */
function useFocusAfterReply(root: { current: HTMLDivElement | null }, reply: Ready | null) {
  useEffect(() => {
    if (!reply || !root.current) return;
    const first = reply.worth[0];
    const target = first ? root.current.querySelector<SVGElement>(`[data-pit="${first.pit}"]`) : root.current.querySelector<HTMLElement>('.status');
    target?.focus();
  }, [reply]);
}

/**
 * Perfect play, asked in a Web Worker made on the first request: each request replays the game set up
 * at Start with the moves so far; only the latest request's reply is shown.
 */
function useSolver(games: readonly SolvedGame[], setup: { current: { game: number; side: number; position: string } }) {
  const [reply, setReply] = useState<Ready | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The moves at each of the reader's turns so far, for Undo. */
  const [turns, setTurns] = useState<string[][]>([]);
  const worker = useRef<Worker>();
  const asked = useRef(0);
  useEffect(() => () => worker.current?.terminate(), []);
  const ask = (moves: string[]) => {
    const { game: g, side: s, position: p } = setup.current;
    const request: SolvedRequest = { options: games[g]!.options, moves, computer: 1 - s, ...(p ? { position: p } : {}) };
    worker.current ??= startEngineWorker();
    const id = ++asked.current;
    setBusy(true);
    setError('');
    worker.current.onmessage = (e: MessageEvent<{ id: number; reply: SolvedReply }>) => {
      if (e.data.id !== asked.current) return;
      setBusy(false);
      const r = e.data.reply;
      if (!r.ok) {
        setError(r.message);
        return;
      }
      setReply(r);
      if (r.toMove !== null) setTurns((t) => [...t.filter((m) => m.length < r.moves.length), r.moves]);
    };
    worker.current.postMessage({ id, request });
  };

  return { reply, setReply, error, busy, turns, setTurns, ask };
}

export default function SolvedBoard({ games }: SolvedBoardProps) {
  const [game, setGame] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const chosen = games[game]!;
  const layout = useMemo(() => layoutOf(chosen.shape), [chosen]);
  /** What was asked at Start: later requests replay the same game. */
  const setup = useRef({ game: 0, side: 0, position: '' });
  const { reply, setReply, error, busy, turns, setTurns, ask } = useSolver(games, setup);
  const gameField = useRef<HTMLSelectElement>(null);
  const sideField = useRef<HTMLSelectElement>(null);
  const positionField = useRef<HTMLInputElement>(null);

  const start = () => {
    // Read the fields themselves: what the reader chose or typed before the island woke is in the page, not yet in state.
    const g = Number(gameField.current?.value ?? game);
    const s = Number(sideField.current?.value ?? 0);
    const p = (positionField.current?.value ?? '').trim();
    setup.current = { game: g, side: s, position: p };
    setGame(g);
    setReply(null);
    setTurns([]);
    ask([]);
  };
  const undo = () => {
    const earlier = turns.slice(0, -1);
    setTurns(earlier);
    ask(earlier.at(-1) ?? []);
  };

  useFocusAfterReply(root, reply);

  const legal = reply && !busy ? reply.worth.map((w) => w.pit) : [];
  const label = `${chosen.name} against perfect play`;
  return (
    <div class="play solved" role="group" aria-label={label} ref={root} data-pagefind-ignore>
      <SolvedSetup
        games={games}
        fields={{ game: gameField, side: sideField, position: positionField }}
        chooseGame={(g) => (setGame(g), setReply(null))}
        chooseSide={() => setReply(null)}
        start={start}
        busy={busy}
        started={reply !== null}
      />
      <Board
        layout={layout}
        pits={reply?.pits ?? chosen.pits}
        stores={reply?.stores ?? [0, 0]}
        toMove={reply ? reply.toMove : 0}
        legal={legal}
        onPit={(pit) => {
          const move = reply?.worth.find((w) => w.pit === pit);
          if (move && !busy) ask([...reply!.moves, move.label]);
        }}
        label={label}
      />
      <p class="status" tabIndex={-1} aria-live="polite">
        {statusText(error, busy, reply)}
      </p>
      {reply && !busy && reply.worth.length > 0 && <Worth worth={reply.worth} />}
      {reply && (
        <p class="caption" aria-live="polite">
          {reply.message}
        </p>
      )}
      <div class="controls">
        <button type="button" onClick={undo} disabled={busy || turns.length < 2}>
          Undo
        </button>
      </div>
      {reply && reply.moves.length > 0 && <p class="history">Moves: {reply.moves.join(' ')}</p>}
    </div>
  );
}
