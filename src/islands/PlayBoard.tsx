/**
 * A board the reader plays on. The first frame (and its legal moves) come from the build; the
 * engine is imported only when the reader makes a move, or when the address names a game. Everything
 * the board says comes from the session; this island only draws it and moves focus.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board } from './Board.js';
import { TurnButton, TurnNote, useTurn } from './Turn.js';
import { DownloadButton } from './DownloadButton.js';
import type { MenuProps } from './diagram-file.js';
import type { BoardLayout, BoardShape } from '../board/layout.js';
import { layoutOf } from '../board/layout.js';
import type { Session, View } from '../board/play-session.js';
import type { OpponentHooks, OpponentPanelProps } from './OpponentPanel.js';
import type { ComponentType } from 'preact';
import type { VariantId } from '../variants/ids.js';
import { loadDefinition } from '../variants/load.js';

export interface PlayBoardProps {
  variant: VariantId;
  options: Record<string, unknown>;
  /** The board as plain data (a few hundred bytes); drawn with `layoutOf`. */
  shape: BoardShape;
  /** The starting view, computed at build time. */
  initial: View;
  /** The starting position in our notation, when not the variant's opening. */
  position?: string;
  label: string;
  /** The game lives in the page address: read it at start, rewrite it after every move. */
  fromUrl?: boolean;
  /** The play page for this variant (/play/kalah/): the editor is its sibling, for "Edit this position". */
  playHref: string;
  /** On an embed page: links open in a new tab, never inside the host's frame. */
  embedded?: boolean;
  /** The play page: the game being played is kept in this browser, so reopening the page offers to continue it. */
  keep?: boolean;
}

/** Where the play page keeps a game in progress (read at load by the page's own small script, PlayBoard.astro). */
export const keptKey = (variant: string) => `mancala-atlas:game:${variant}`;
function forgetGame(variant: string, address: string) {
  try {
    if ((JSON.parse(localStorage.getItem(keptKey(variant)) ?? 'null') as { address?: string } | null)?.address === address) localStorage.removeItem(keptKey(variant));
  } catch {
    /* nothing kept, or storage unavailable */
  }
}
/** Keeps an unfinished game (or forgets a finished or empty one); storage may be off or full, which is no error. */
function keepGame(variant: string, v: View) {
  try {
    const over = v.toMove === null && !v.actions.length;
    if (over || (!v.history.length && !v.opponent)) localStorage.removeItem(keptKey(variant));
    else localStorage.setItem(keptKey(variant), JSON.stringify({ v: 1, address: v.address, moves: v.history.length, computer: !!v.opponent, at: Date.now() }));
  } catch {
    /* storage unavailable: the address still holds the game */
  }
}

type Pit = { pit: number; box: DOMRect };

/** The position editor on the board's current position and options (the play page's sibling, /editor/). */
const editHref = (playHref: string, variant: string, v: View) => {
  const options = new URLSearchParams(v.address).get('options');
  return `${playHref.replace(/play\/[^/]*\/$/, 'editor/')}?variant=${variant}${options ? `&options=${encodeURIComponent(options)}` : ''}&position=${v.notation}`;
};
/** The game's name in a board's label ("Play Kalah (4 seeds) from this position"): a file's title, as `mancala svg` gives it. */
const gameName = (label: string) => label.replace(/^Play /, '').replace(/ from this position$/, '');

/** The playable pits as drawn, in reading order on screen (a four-row board may be turned a quarter-turn). */
const drawnPits = (root: HTMLElement): Pit[] =>
  [...root.querySelectorAll<SVGElement>('[data-pit]')]
    .map((el) => ({ pit: Number(el.dataset.pit), box: el.getBoundingClientRect() }))
    .filter((p) => p.box.width > 0)
    .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
const focusDrawnPit = (root: HTMLElement, pit: number) => [...root.querySelectorAll<SVGElement>(`[data-pit="${pit}"]`)].find((el) => el.getClientRects().length)?.focus();

/** Arrow keys move among the playable pits in reading order; up and down to the nearest in the next row. */
function pitTowards(pits: readonly Pit[], at: number, key: string): Pit | undefined {
  const i = pits.findIndex((p) => p.pit === at);
  if (i < 0) return undefined; // a key on a pit that is no longer playable (the board has moved on)
  const here = pits[i]!.box;
  const row = (sign: number) =>
    pits
      .filter((p) => Math.sign(p.box.top - here.top) === sign)
      .sort((a, b) => Math.abs(a.box.top - here.top) - Math.abs(b.box.top - here.top) || Math.abs(a.box.left - here.left) - Math.abs(b.box.left - here.left))[0];
  return {
    ArrowRight: pits[(i + 1) % pits.length],
    ArrowLeft: pits[(i - 1 + pits.length) % pits.length],
    ArrowDown: row(1) ?? pits[(i + 1) % pits.length],
    ArrowUp: row(-1) ?? pits[(i - 1 + pits.length) % pits.length],
    Home: pits[0],
    End: pits[pits.length - 1],
  }[key];
}

/** After a move, focus goes where the reader acts next: an answer, a playable pit, or the result. */
function useFocusAfterMove(cause: { current: 'move' | 'control' | null }, root: { current: HTMLDivElement | null }, tabStop: number | undefined, v: View) {
  useEffect(() => {
    const why = cause.current;
    cause.current = null;
    const box = root.current;
    if (!why || !box) return;
    const active = document.activeElement as HTMLButtonElement | null;
    if (why === 'control' && active && box.contains(active) && !active.disabled) return;
    const ask = box.querySelector<HTMLElement>('.ask button');
    if (ask) {
      ask.focus();
      ask.scrollIntoView({ block: 'nearest' });
    } else if (tabStop !== undefined) focusDrawnPit(box, tabStop);
    else box.querySelector<HTMLElement>('.status')?.focus();
  }, [v]);
}

/** The buttons under the board: Undo, Redo, Restart, the game's own actions, the editor, the computer, a download. */
function PlayControls({
  v,
  act,
  undo,
  openOpponent,
  editHref,
  embedded,
  turned,
  turn,
  download,
}: {
  v: View;
  act: (why: 'move' | 'control', f: (s: Session) => View) => () => void;
  /** Undo: the computer opponent's own when it plays (it takes back its reply too). */
  undo: (s: Session) => View;
  /** Opens the computer opponent or hints; null once open. */
  openOpponent: ((initial: 'play' | 'hint' | 'analyse') => () => void) | null;
  editHref: string;
  embedded: boolean;
  turned: boolean;
  turn: () => void;
  download: MenuProps['source'];
}) {
  return (
    <div class="controls">
      <button type="button" onClick={act('control', undo)} disabled={!v.canUndo}>
        Undo
      </button>
      <button type="button" onClick={act('control', (s) => s.redo())} disabled={!v.canRedo}>
        Redo
      </button>
      <button type="button" onClick={act('control', (s) => s.restart())} disabled={!v.canUndo}>
        Restart
      </button>
      {v.actions.map((a) => (
        <button type="button" onClick={act('move', (s) => s.act(a.id))}>
          {a.text}
        </button>
      ))}
      <a class="edit-link" href={editHref} {...(embedded ? { target: '_blank', rel: 'noopener' } : {})}>
        Edit this position
      </a>
      {openOpponent && (
        <button type="button" onClick={openOpponent('play')}>
          Play against the computer
        </button>
      )}
      {openOpponent && (
        <button type="button" onClick={openOpponent('hint')}>
          Suggest a move
        </button>
      )}
      {openOpponent && (
        <button type="button" onClick={openOpponent('analyse')}>
          Analyse
        </button>
      )}
      <TurnButton turned={turned} onTurn={turn} />
      <DownloadButton source={download} />
    </div>
  );
}

/** The view in the page: the address rewritten (an embed keeps its own fields), the game kept in this browser on the play page. */
function recordView(view: View, variant: string, fromUrl: boolean | undefined, keep: boolean) {
  if (fromUrl) {
    // An embed's own fields (?show=, ?theme=) stay in its address, so a reload keeps its look.
    const own = location.search.match(/\b(show|theme)=[^&]*/g) ?? [];
    const query = [view.address.slice(1), ...own].filter(Boolean).join('&');
    history.replaceState(history.state, '', location.pathname + (query ? `?${query}` : '') + location.hash);
  }
  if (keep) {
    keepGame(variant, view);
    // A game is under way: the offer to continue the kept one has been answered.
    if (view.history.length) document.querySelector('.resume')?.remove();
  }
}

/** The figure carries the game's address, for "Copy link" and "Embed" under the board (src/components/BoardTools.astro). */
function useFigureAddress(root: { current: HTMLDivElement | null }, address: string) {
  useEffect(() => {
    const figure = root.current?.closest<HTMLElement>('figure');
    if (figure) figure.dataset['address'] = address;
  }, [address]);
}

/** The answers to a choice inside a move; each marks the pits it concerns while focused or pointed at. */
function Answers({ answers, act, mark }: { answers: View['answers']; act: (why: 'move', f: (s: Session) => View) => () => void; mark: (pits: number[]) => void }) {
  if (answers.length === 0) return null;
  return (
    <p class="ask" role="group" aria-label="Choose how the move goes on">
      {answers.map((a) => (
        <button type="button" onClick={act('move', (s) => s.act(a.id))} onFocus={() => mark(a.marks)} onMouseEnter={() => mark(a.marks)}>
          {a.text}
        </button>
      ))}
    </p>
  );
}

/** Arrow keys move among the playable pits on screen; the pit last moved to keeps the board's tab stop while it stays playable. */
function usePitKeys(root: { current: HTMLDivElement | null }, legal: readonly number[]) {
  const [stop, setStop] = useState<number>();
  const tabStop = stop !== undefined && legal.includes(stop) ? stop : legal[0];
  const onKey = (e: KeyboardEvent) => {
    const at = (e.target as Element).getAttribute('data-pit');
    if (at === null) return;
    const to = pitTowards(drawnPits(root.current!), Number(at), e.key);
    if (!to) return;
    e.preventDefault();
    setStop(to.pit);
    focusDrawnPit(root.current!, to.pit);
  };
  return { tabStop, onKey };
}

/** A linked game's session, shown unless the reader has moved on already, and its computer opponent reopened. */
function resume(s: Session | null, shown: { current: boolean }, show: (view: View) => void, openOpponent: (initial: 'resume') => () => Promise<void>) {
  if (s && !shown.current) show(s.view());
  if (s?.view().opponent) void openOpponent('resume')();
}

/** Playing the computer from B's side of a two-sided board: the board turns so B sits at the bottom, as at a real board. */
const sitsAtB = (v: View, layout: BoardLayout) => v.opponent?.reader === 1 && !layout.owner.some((seat) => seat > 1);

/** What "Download" draws: the board as it stands, named after the game and the moves played. */
const downloadOf = (layout: BoardLayout, v: View, label: string) => ({
  layout,
  frame: v,
  title: gameName(label),
  caption: v.status,
  name: `${gameName(label)} ${v.history.length ? `after ${v.history.length} moves` : 'position'}`,
});

const ErrorLine = ({ text }: { text: string }) => (
  <p class="error" role="alert">
    {text}
  </p>
);

/** The computer opponent and hints: their code loads on the reader's first request. */
function useOpponent(load: () => Promise<Session | null>, show: (view: View) => void, shown: { current: boolean }) {
  const [opponent, setOpponent] = useState<{ Panel: ComponentType<OpponentPanelProps>; initial: OpponentPanelProps['initial']; options: Readonly<Record<string, unknown>> }>();
  const opponentHooks = useRef<OpponentHooks>({});
  // The computer plays under the session's options, which a link may change (three seats, the pie rule), not the board's own.
  const openOpponent = (initial: OpponentPanelProps['initial']) => async () => {
    const aimed = shown.current;
    const [s, m] = await Promise.all([load(), import('./OpponentPanel.js')]);
    if (!s) return;
    if (s.fromLink && !aimed) show(s.view());
    setOpponent({ Panel: m.default, initial, options: s.options });
  };
  return { opponent, openOpponent, opponentHooks };
}

/** The board as drawn: the build's, until a link's options draw another (a board of another size). */
function useDrawing(shape: BoardShape) {
  const [drawn, setDrawn] = useState(shape);
  const layout = useMemo(() => layoutOf(drawn), [drawn]);
  /** Draws the board a linked session is played on, if it differs, and hands the session on. */
  const redraw = <T,>(linked: BoardShape | undefined, session: T): T => {
    if (linked && linked.owner.length !== drawn.owner.length) setDrawn(linked);
    return session;
  };
  return { layout, redraw };
}

/**
 * The session, loaded on first need: one promise for every caller, so a click while the engine loads
 * gets the session the address names. The session and this game's rules load side by side: the
 * registry fetches this game's chunk alone.
 */
function useSessionLoader(
  { variant, options, position, fromUrl, keep }: Pick<PlayBoardProps, 'variant' | 'options' | 'position' | 'fromUrl' | 'keep'>,
  setError: (text: string) => void,
  redraw: ReturnType<typeof useDrawing>['redraw'],
) {
  const loading = useRef<Promise<Session | null>>();
  return () =>
    (loading.current ??= Promise.all([
      import('../board/play-session.js'),
      // Only a link's address or a given position needs reading (its module loads beside the session's).
      position !== undefined || (fromUrl && location.search.length > 1) ? import('../board/play-link.js') : undefined,
      loadDefinition(variant),
    ]).then(async ([{ openBoard, linkErrorText }, link, game]) => {
      const made = link ? link.openSession(game, options, position, fromUrl ? location.search : '') : openBoard(game, options);
      if (made.ok) return redraw(link && fromUrl ? link.linkedShape(game, options, location.search) : undefined, made.value);
      // A kept game that no longer opens (the rules changed since) is not offered again.
      if (keep) forgetGame(variant, location.search);
      setError(await linkErrorText(made.error));
      return null;
    }));
}

export default function PlayBoard({ variant, options, shape, initial, position, label, fromUrl, playHref, embedded = false, keep = false }: PlayBoardProps) {
  const { layout: upright, redraw } = useDrawing(shape);
  const [v, setView] = useState<View>(initial);
  const { layout, turned, turn } = useTurn(upright, sitsAtB(v, upright));
  const [error, setError] = useState('');
  const [marks, setMarks] = useState<number[]>([]);
  const shown = useRef(false);
  /** Why the view changed, so focus can follow: a move (pit, answer, action) or a control (Undo, Redo, Restart). */
  const cause = useRef<'move' | 'control' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const load = useSessionLoader({ variant, options, position, fromUrl, keep }, setError, redraw);
  const show = (view: View) => {
    shown.current = true;
    setMarks([]);
    setView(view);
    recordView(view, variant, fromUrl, keep);
  };
  const { opponent, openOpponent, opponentHooks } = useOpponent(load, show, shown);
  const act = (why: 'move' | 'control', f: (s: Session) => View) => async () => {
    // A click on the build's board while a linked game loads was aimed at another position: show the link's instead.
    const aimed = shown.current;
    const s = await load();
    if (!s) return;
    // A refusal's sentence loads the first time one is shown.
    const next = s.fromLink && !aimed ? s.view() : await s.spoken(f(s));
    cause.current = why;
    show(next);
  };

  // A linked game comes back as it was, its computer opponent too (whose code loads now: the address asked for it).
  useEffect(() => {
    if (fromUrl && location.search.length > 1) load().then((s) => resume(s, shown, show, openOpponent));
  }, []);

  const { tabStop, onKey } = usePitKeys(root, v.legal);
  useFocusAfterMove(cause, root, tabStop, v);
  useFigureAddress(root, v.address);

  if (error) return <ErrorLine text={error} />;
  return (
    <div class="play" role="group" aria-label={label} ref={root} onKeyDown={onKey} data-pagefind-ignore>
      <Board layout={layout} {...v} marked={marks} tabStop={tabStop} onPit={(pit) => act('move', (s) => s.sow(pit))()} label={label} />
      <TurnNote layout={layout} />
      <Answers answers={v.answers} act={act} mark={setMarks} />
      <p class="status" tabIndex={-1}>
        {v.status}
      </p>
      <p class="caption" aria-live="polite">
        {v.message}
      </p>
      <PlayControls
        v={v}
        act={act}
        undo={(s) => opponentHooks.current.undo?.(s) ?? s.undo()}
        openOpponent={opponent ? null : openOpponent}
        editHref={editHref(playHref, variant, v)}
        embedded={embedded}
        turned={turned}
        turn={turn}
        download={() => downloadOf(layout, v, label)}
      />
      {opponent && (
        <opponent.Panel
          variant={variant}
          options={opponent.options}
          view={v}
          seats={v.stores.length}
          initial={opponent.initial}
          run={(f) => act('move', f)()}
          mark={setMarks}
          hooks={opponentHooks}
        />
      )}
      {v.history.length > 0 && <p class="history">Moves: {v.history.join(' ')}</p>}
      {v.note && <p class="address-note">{v.note}</p>}
    </div>
  );
}
