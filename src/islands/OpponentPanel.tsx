/**
 * The computer opponent and hints on a play board, loaded only when the reader asks for either. The
 * reader picks the side they play and a level; the computer's moves go through the session like the
 * reader's (so the caption says what they did, and the address keeps them); Undo takes the reader's
 * last move back together with the computer's replies. "Suggest a move" marks the strong level's move
 * on the board and says why in words.
 */
import type { Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Level } from '../engine/search/players.js';
import { ask } from './opponent.js';
import type { Analysed } from './AnalysisView.js';
import { AnalysisView } from './AnalysisView.js';
import type { Session, View } from '../board/play-session.js';

export interface OpponentHooks {
  /** Undo while playing the computer: back to the reader's turn. */
  undo?: (s: Session) => View;
}

export interface OpponentPanelProps {
  variant: string;
  options: Record<string, unknown>;
  view: View;
  seats: number;
  /** What the reader asked for first; 'resume' for a game whose address names the computer (nothing takes focus). */
  initial: 'play' | 'hint' | 'resume' | 'analyse';
  /** Plays through the session as a move (the board shows and announces it). */
  run: (f: (s: Session) => View) => Promise<void>;
  mark: (pits: number[]) => void;
  hooks: { current: OpponentHooks };
}

const SEATS = 'ABCD';
const LEVEL_WORDS: Record<Level, string> = { beginner: 'Beginner', club: 'Club', strong: 'Strong' };

/** The seat the reader plays now (the session accounts for swaps). */
const readerSeat = (v: View) => v.opponent?.reader ?? -1;
const computerToMove = (v: View) => v.opponent !== null && v.toMove !== null && v.toMove !== readerSeat(v) && v.answers.length === 0;
/** A position in a game: an answer is for the position it was asked in, and no other. */
const stamp = (v: View) => `${v.history.length}|${v.notation}`;

/** The computer moves whenever it is its turn, through the session, so the board announces it. */
function useComputerMoves(
  { variant, options, view, run }: Pick<OpponentPanelProps, 'variant' | 'options' | 'view' | 'run'>,
  latest: { current: View },
  playingNow: { current: View['opponent'] },
  setThinking: (thinking: boolean) => void,
  setStatus: (status: string) => void,
) {
  /** The position the computer was last asked to move in: one request a position, however often the panel renders meanwhile. */
  const askedFor = useRef('');
  useEffect(() => {
    if (!computerToMove(view)) {
      askedFor.current = '';
      return;
    }
    const asked = stamp(view);
    if (askedFor.current === asked) return;
    askedFor.current = asked;
    setThinking(true);
    setStatus('The computer is thinking…');
    void ask({ kind: 'move', variant, options, position: view.notation, level: view.opponent!.level, seed: view.history.length + 1 }).then(async (r) => {
      setThinking(false);
      // The reader took moves back, restarted or stopped playing the computer meanwhile: this answer is for another game.
      if (stamp(latest.current) !== asked || !playingNow.current) return setStatus('');
      if (!r.ok) return setStatus(`The computer cannot move: ${r.message}`);
      const mover = SEATS[view.toMove!] ?? `Player ${view.toMove! + 1}`;
      // The board's caption announces the move; a second live region saying it too would be heard twice.
      setStatus('');
      await run((s) => {
        const next = s.move(r.move);
        return { ...next, message: `The computer (${mover}) played ${r.move}. ${next.message}` };
      });
    });
  }, [view]);
}

/** Before the computer plays: the reader's side and the level, and the two requests. */
function OpponentSetup({
  seats,
  reader,
  setReader,
  level,
  setLevel,
  first,
  start,
  suggest,
  analyse,
}: {
  seats: number;
  reader: number;
  setReader: (seat: number) => void;
  level: Level;
  setLevel: (level: Level) => void;
  /** The first field, focused when the reader asked to play the computer. */
  first: Ref<HTMLSelectElement>;
  start: () => void;
  suggest: () => void;
  analyse: () => void;
}) {
  return (
    <p class="opponent-controls">
      <label>
        You play{' '}
        <select ref={first} value={reader} onChange={(e) => setReader(Number(e.currentTarget.value))}>
          {Array.from({ length: seats }, (_, s) => (
            <option value={s}>
              {SEATS[s]}
              {s === 0 ? ' (moves first)' : ''}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Level{' '}
        <select value={level} onChange={(e) => setLevel(e.currentTarget.value as Level)}>
          {(Object.keys(LEVEL_WORDS) as Level[]).map((l) => (
            <option value={l}>{LEVEL_WORDS[l]}</option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={start}>
        Play against the computer
      </button>
      <button type="button" onClick={suggest}>
        Suggest a move
      </button>
      <button type="button" onClick={analyse}>
        Analyse
      </button>
    </p>
  );
}

/** Undo while playing the computer: back past its replies (and extra turns) to a position where the reader moves. */
function undoToReader(s: Session): View {
  let v = s.undo();
  for (let i = 0; i < 200 && v.canUndo && v.toMove !== null && v.toMove !== readerSeat(v); i++) v = s.undo();
  return v;
}

/** An analysis of the position on the board, asked for by the reader: it stays while the game follows its line. */
function useAnalysis({ variant, options }: Pick<OpponentPanelProps, 'variant' | 'options'>, latest: { current: View }, setStatus: (status: string) => void) {
  const [analysed, setAnalysed] = useState<Analysed | null>(null);
  const analyse = async () => {
    const v = latest.current;
    if (v.toMove === null) return setStatus('The game is over: there is nothing to analyse.');
    if (v.answers.length > 0) return setStatus('Finish the move first: choose one of the answers under the board.');
    setStatus('Weighing every move…');
    const r = await ask({ kind: 'analyse', variant, options, position: v.notation, level: 'strong', seed: v.history.length + 1 });
    if (stamp(latest.current) !== stamp(v)) return setStatus('');
    if (!r.ok || !r.analysis) return setStatus(`No analysis: ${r.ok ? 'the search gave none' : r.message}`);
    const seat = SEATS[v.toMove] ?? `Player ${v.toMove + 1}`;
    setAnalysed({ history: v.history, seat, iterations: r.iterations, analysis: r.analysis });
    setStatus(`Analysis for ${seat}: best ${r.analysis.moves[0]!.move}, of ${r.analysis.moves.length} moves.`);
  };

  return { analysed, analyse };
}

export default function OpponentPanel({ variant, options, view, seats, initial, run, mark, hooks }: OpponentPanelProps) {
  const [reader, setReader] = useState(0);
  const [level, setLevel] = useState<Level>(view.opponent?.level ?? 'club');
  // Who plays which side lives in the session, so the address (and a reload) keeps it.
  const playing = view.opponent;
  const [status, setStatus] = useState('');
  const [thinking, setThinking] = useState(false);
  const latest = useRef(view);
  latest.current = view;
  const playingNow = useRef(playing);
  playingNow.current = playing;
  const first = useRef<HTMLSelectElement>(null);

  hooks.current.undo = playing ? undoToReader : undefined;

  useEffect(() => {
    if (initial === 'hint') void suggest();
    else if (initial === 'analyse') void analyse();
    else if (initial === 'play') first.current?.focus();
  }, []);

  useComputerMoves({ variant, options, view, run }, latest, playingNow, setThinking, setStatus);
  const { analysed, analyse } = useAnalysis({ variant, options }, latest, setStatus);

  const suggest = async () => {
    const v = latest.current;
    if (v.toMove === null) return setStatus('The game is over: there is no move to suggest.');
    if (v.answers.length > 0) return setStatus('Finish the move first: choose one of the answers under the board.');
    setStatus('Looking for a good move…');
    const r = await ask({ kind: 'hint', variant, options, position: v.notation, level: 'strong', seed: v.history.length + 1 });
    if (stamp(latest.current) !== stamp(v)) return setStatus('');
    if (!r.ok) return setStatus(`No suggestion: ${r.message}`);
    if (r.pit !== null) mark([r.pit]);
    setStatus(`Suggestion for ${SEATS[v.toMove] ?? `Player ${v.toMove + 1}`}: ${r.text}`);
  };

  const start = () => {
    setStatus('');
    void run((s) =>
      s.setOpponent(
        { reader, level },
        `You play ${SEATS[reader]}; the computer plays ${seats === 2 ? SEATS[1 - reader] : 'the other seats'} at the ${LEVEL_WORDS[level].toLowerCase()} level.`,
      ),
    );
  };
  const stop = () => {
    setStatus('');
    void run((s) => s.setOpponent(null, 'You now play both sides.'));
  };

  return (
    <div class="opponent" role="group" aria-label="Computer opponent and hints">
      {playing ? (
        <p class="opponent-controls">
          <span class="opponent-playing">
            You play {SEATS[playing.reader]}, the computer the {seats === 2 ? 'other side' : 'other seats'} ({LEVEL_WORDS[playing.level].toLowerCase()} level).
          </span>{' '}
          <button type="button" onClick={stop}>
            Stop playing the computer
          </button>
          <button type="button" onClick={suggest} disabled={thinking || computerToMove(view)}>
            Suggest a move
          </button>
          <button type="button" onClick={analyse} disabled={thinking || computerToMove(view)}>
            Analyse
          </button>
        </p>
      ) : (
        <OpponentSetup seats={seats} reader={reader} setReader={setReader} level={level} setLevel={setLevel} first={first} start={start} suggest={suggest} analyse={analyse} />
      )}
      <p class="opponent-status" role="status">
        {status}
      </p>
      {analysed && <AnalysisView analysed={analysed} view={view} run={run} stepping={!playing} />}
    </div>
  );
}
