/**
 * "Game record" under a play board: download the game being played as a record, or open one (pasted
 * or from a file) on the play page, whose board then steps through it with its comments as captions.
 * All the record code (src/board/record-io.ts, the engine's record reader) loads when a button is
 * pressed; until then this island is a few hundred bytes, woken apart from the board.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { OpenedRecord } from '../board/record-io.js';
import { askRecord as ask } from './ask-record.js';

interface Props {
  variant: string;
  options: Record<string, unknown>;
  position?: string;
  /** The play pages' folder, e.g. "/play/". */
  playBase: string;
  /** The notation page's section on records. */
  formatHref: string;
}

/** What an opened record leaves for the page it opens: its moves and comments, for the captions. */
interface Kept {
  address: string;
  moves: string[];
  comments: readonly (readonly string[])[];
  about: string;
}
const KEY = 'mancala-atlas:record';
/** The largest record file read: a long game takes a few kilobytes. */
const FILE_LIMIT = 1_000_000;

const movesOf = (address: string) => (new URLSearchParams(address).get('moves') ?? '').split(',').filter(Boolean);

/** Whether the board's moves are the record's so far (none played that the record does not have). */
const inRecord = (kept: Kept, moves: readonly string[]) => moves.length <= kept.moves.length && moves.every((m, i) => m === kept.moves[i]);

/** The comment for where the board stands, while its moves are the record's; '' once the reader plays another move. */
function captionOf(kept: Kept, address: string): string {
  const moves = movesOf(address);
  return inRecord(kept, moves) ? (kept.comments[moves.length] ?? []).join(' ') : '';
}

function save(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A record opened on this page: who played, and the comment at each move as the board steps (the figure's address changes). */
function useCaptions(root: { current: HTMLDivElement | null }) {
  const [caption, setCaption] = useState('');
  const [about, setAbout] = useState('');
  useEffect(() => {
    let kept: Kept | null = null;
    try {
      kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Kept | null;
    } catch {
      return;
    }
    const figure = root.current?.closest('figure');
    if (!kept || !figure || !inRecord(kept, movesOf(location.search))) return;
    const show = () => setCaption(captionOf(kept, figure.dataset['address'] ?? location.search));
    setAbout(kept.about);
    show();
    const watch = new MutationObserver(show);
    watch.observe(figure, { attributes: true, attributeFilter: ['data-address'] });
    return () => watch.disconnect();
  }, []);
  return { about, caption };
}

export default function RecordPanel({ variant, options, position, playBase, formatHref }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const pasted = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const { about, caption } = useCaptions(root);
  const board = { variant, options, ...(position ? { position } : {}) };

  const download = async () => {
    setProblem('');
    const figure = root.current?.closest('figure');
    const made = await ask<{ text: string; name: string }>({ kind: 'write', board, address: figure?.dataset['address'] ?? '', now: Date.now() });
    if (!made.ok) return setProblem(made.error);
    save(made.value.text, made.value.name);
    setStatus(`Saved ${made.value.name}.`);
  };

  const open = async () => {
    setProblem('');
    setStatus('');
    const chosen = file.current?.files?.[0];
    if (chosen && chosen.size > FILE_LIMIT) return setProblem(`The file ${chosen.name} is larger than 1 MB, far more than a game record takes.`);
    const text = chosen ? await chosen.text() : (pasted.current?.value ?? '');
    if (!text.trim()) return setProblem('Paste a game record into the box, or choose a record file, then press Open record.');
    const opened = await ask<OpenedRecord>({ kind: 'open', text, variant });
    if (!opened.ok) return setProblem(opened.error);
    const { address, comments, about: said } = opened.value;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ address, moves: movesOf(address), comments, about: said } satisfies Kept));
    } catch {
      /* no storage: the game opens without its captions */
    }
    location.assign(`${playBase}${opened.value.variant}/${address}`);
  };

  return (
    <div class="record-panel" ref={root}>
      {(about || caption) && (
        <p class="record-caption" aria-live="polite">
          {about && <strong>{about}. </strong>}
          {caption}
        </p>
      )}
      <details>
        <summary>Game record</summary>
        <p>
          <button type="button" onClick={download}>
            Download record
          </button>{' '}
          The game so far, as a <a href={formatHref}>game record</a>.
        </p>
        <label>
          Paste a record
          <textarea ref={pasted} rows={5} spellcheck={false} />
        </label>
        <label>
          or choose a file <input ref={file} type="file" accept=".txt,.pgn,text/plain" />
        </label>
        <button type="button" onClick={open}>
          Open record
        </button>
        {problem && (
          <p class="record-problem error" role="alert">
            {problem}
          </p>
        )}
        <p role="status">{status}</p>
      </details>
    </div>
  );
}
