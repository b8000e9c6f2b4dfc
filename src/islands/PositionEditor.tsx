/**
 * The position editor: a game and its options in words, a board whose pits take and give seeds by
 * mouse, touch and keyboard, the rest of the position (stores, side to move, game state), its
 * notation live, and links to open it. The first frame comes from the build; the engine arrives in
 * its own chunk straight after, and until then edits wait for it rather than being lost.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Position } from '../engine/types.js';
import { Board } from './Board.js';
import type { Controls, EditorEngine, EditorState, GameEntry } from '../board/editor-state.js';
import { readQuery } from '../board/address-text.js';
import {
  addSeeds,
  checkPosition,
  clearBoard,
  controlsFor,
  editorQuery,
  openLinks,
  readEditorAddress,
  readNotation,
  rulesFor,
  seedSummary,
  setBlocked,
  setCount,
  startState,
  withOptions,
} from '../board/editor-state.js';
import type { BoardLayout, BoardShape } from '../board/layout.js';
import { layoutOf } from '../board/layout.js';
import { GamePanel, NotationPanel, OpenPanel, PitPanel, SEATS, SidePanel, StatePanel, StoresPanel, seeds } from './editor-panels.js';

/** What the page shows before the engine has loaded: computed at build time for the first game's start. */
export interface EditorFirst {
  state: EditorState;
  shape: BoardShape;
  controls: Controls;
  notation: string;
  summary: string;
}

export interface PositionEditorProps {
  games: GameEntry[];
  first: EditorFirst;
  base: string;
}

/** The rules' opening for the editor's game and options. */
const startOf = (engine: EditorEngine, state: EditorState): Position => {
  const rules = rulesFor(engine, state.variant, state.options);
  return rules.ok ? rules.value.start() : state.position;
};

/** The editor's view of a state: rules, board and checks, once the engine is here. */
function derive(engine: EditorEngine, state: EditorState, base: string) {
  const rules = rulesFor(engine, state.variant, state.options);
  if (!rules.ok) throw new Error(rules.error);
  const r = rules.value;
  const checked = checkPosition(engine, r, state.position);
  return {
    rules: r,
    shape: engine.shapeOf(r),
    controls: controlsFor(r),
    notation: checked.ok ? checked.value : engine.formatPosition(r, state.position).replace(/-(?=\d)/g, '−'),
    problem: checked.ok ? null : checked.error,
    summary: seedSummary(engine, r, state.position),
    storeWord: r.storeWord === 'in hand' ? 'in hand' : 'store',
    links: checked.ok ? openLinks(engine, state, checked.value, base) : null,
  };
}

/**
 * The engine, loaded once with the first game's rules and those of the game the address names; the
 * address's position read once it is here. `withEngine` runs an edit that needs the engine (a new
 * game, new options, a pasted position) at once, or when it arrives.
 */
function useEditorEngine(first: EditorFirst, games: readonly GameEntry[], setState: (s: EditorState) => void, setProblems: (p: string[]) => void) {
  const [engine, setEngine] = useState<EditorEngine | null>(null);
  const loading = useRef<Promise<EditorEngine>>();
  const load = () =>
    (loading.current ??= import('../board/editor-engine.js').then(async (m) => {
      const e = m as EditorEngine;
      await Promise.all([first.state.variant, readQuery(location.search).query.get('variant')?.trim() ?? ''].map((id) => e.loadGame(id)));
      return e;
    }));
  const withEngine = (f: (e: EditorEngine) => void) => {
    if (engine) f(engine);
    else load().then(f);
  };
  useEffect(() => {
    load().then((e) => {
      setEngine(e);
      if (location.search.length > 1) {
        const read = readEditorAddress(
          e,
          location.search,
          games.map((g) => g.id),
        );
        setState(read.state);
        setProblems(read.problems);
      }
    });
  }, []);
  return { engine, withEngine };
}

/** What a key on a pit does, and what it needs from the editor. */
interface PitKeys {
  readonly order: readonly number[];
  readonly position: Position;
  readonly controls: Controls;
  /** The digits typed so far into a pit, and when: 1 then 2 within a second is twelve. */
  readonly typed: { current: { pit: number; text: string; at: number } | null };
  readonly name: (pit: number) => string;
  readonly changePit: (pit: number, f: (p: Position) => Position) => void;
  /** Moves the choice to another pit, says it and focuses it. */
  readonly goTo: (pit: number) => void;
}

/** Arrows, Home and End move between pits; Up, Down, + and − add and take away; digits type a count; Delete empties; x takes a pit out of play. */
function onPitKey(e: KeyboardEvent, keys: PitKeys) {
  const { order, changePit } = keys;
  const at = (e.target as Element).getAttribute?.('data-pit');
  if (at == null || e.altKey || e.ctrlKey || e.metaKey) return;
  const pit = Number(at);
  const i = order.indexOf(pit);
  const move = { ArrowRight: order[(i + 1) % order.length], ArrowLeft: order[(i - 1 + order.length) % order.length], Home: order[0], End: order[order.length - 1] }[e.key];
  if (move !== undefined) {
    e.preventDefault();
    keys.goTo(move);
    return;
  }
  const delta = { ArrowUp: 1, '+': 1, '=': 1, ArrowDown: -1, '-': -1 }[e.key];
  if (delta !== undefined) {
    e.preventDefault();
    changePit(pit, (p) => addSeeds(p, pit, delta));
  } else if (/^[0-9]$/.test(e.key)) {
    e.preventDefault();
    const now = Date.now();
    const last = keys.typed.current;
    const text = last && last.pit === pit && now - last.at < 1000 ? `${last.text}${e.key}`.slice(-4) : e.key;
    keys.typed.current = { pit, text, at: now };
    changePit(pit, (p) => setCount(p, { pit }, Number(text)));
  } else if (e.key === 'Delete' || e.key === 'Backspace') {
    e.preventDefault();
    changePit(pit, (p) => setCount(p, { pit }, 0));
  } else if ((e.key === 'x' || e.key === 'X') && keys.controls.blocked) {
    e.preventDefault();
    changePit(pit, (p) => setBlocked(p, pit, !p.blocked?.[pit]));
  }
}

/**
 * Focus moves at once when the pit is drawn (every pit is, on this board), so a key pressed straight
 * after an arrow goes to the pit the arrow reached; a pit not drawn yet is focused after the next frame.
 */
function focusPit(root: HTMLElement | null, pit: number) {
  const find = () => [...(root?.querySelectorAll<SVGElement>(`[data-pit="${pit}"]`) ?? [])].find((el) => el.getClientRects().length);
  const now = find();
  if (now) now.focus();
  else requestAnimationFrame(() => find()?.focus());
}

/** A pit's name as the editor says it: its label, after its owner's letter where pits change owners. */
const pitName = (layout: BoardLayout, position: Position, pit: number) => (layout.showOwner ? SEATS[(position.owners ?? layout.owner)[pit]!]! : '') + layout.names[pit];
/** What the live region says of a pit: its name and its count (or that it is out of play). */
const pitText = (name: string, position: Position, pit: number) => `${name}: ${position.blocked?.[pit] ? 'out of play' : seeds(position.pits[pit]!)}`;

/**
 * The board's editing: the chosen pit, what the live region says, and the pits' clicks, right-clicks
 * and keys, each an edit of the position.
 */
function usePitEditing(layout: BoardLayout, state: EditorState, setState: (s: EditorState) => void, controls: Controls, removing: boolean) {
  /** The chosen pit; until the reader picks one, the first the notation writes (top left). */
  const [selected, setSelected] = useState(-1);
  const [said, setSaid] = useState('');
  const typed = useRef<{ pit: number; text: string; at: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { position } = state;
  // The owner's letter is the one before the edit (an owner changed is said as the pit was known).
  const name = (pit: number) => pitName(layout, position, pit);
  const changePit = (pit: number, f: (p: Position) => Position) => {
    const next = f(position);
    setState({ ...state, position: next });
    setSelected(pit);
    setSaid(pitText(name(pit), next, pit));
  };
  /** Pits in the order the notation writes them: rows top to bottom, each left to right. */
  const order = layout.rows.flatMap((r) => r.pits);
  const goTo = (pit: number) => {
    setSelected(pit);
    setSaid(pitText(name(pit), position, pit));
    focusPit(root.current, pit);
  };
  const onPit = (pit: number, event: MouseEvent | KeyboardEvent) => {
    const take = removing || ('shiftKey' in event && event.shiftKey && event.type === 'click');
    changePit(pit, (p) => addSeeds(p, pit, take ? -1 : 1));
  };
  const onContextMenu = (e: MouseEvent) => {
    const at = (e.target as Element).closest?.('[data-pit]')?.getAttribute('data-pit');
    if (at == null) return;
    e.preventDefault();
    changePit(Number(at), (p) => addSeeds(p, Number(at), -1));
  };
  const onKey = (e: KeyboardEvent) => onPitKey(e, { order, position, controls, typed, name, changePit, goTo });
  const selectedPit = selected >= 0 && selected < position.pits.length ? selected : order[0]!;
  return { root, order, selectedPit, setSelected, said, setSaid, name, changePit, onPit, onContextMenu, onKey };
}

/** What the address or a choice got wrong, said at once. */
const Problems = ({ problems }: { problems: readonly string[] }) =>
  problems.length > 0 && (
    <div class="error" role="alert">
      {problems.map((p) => (
        <p>{p}</p>
      ))}
    </div>
  );

/** The board being edited, how to edit it, and the live region that says each change. */
function EditBoard({
  layout,
  position,
  pits,
  removing,
  label,
  blockedHint,
}: {
  layout: BoardLayout;
  position: Position;
  pits: ReturnType<typeof usePitEditing>;
  removing: boolean;
  label: string;
  /** Pits may be taken out of play (the x key). */
  blockedHint: boolean;
}) {
  return (
    <>
      <div class="editor-board" onKeyDown={pits.onKey} onContextMenu={pits.onContextMenu}>
        <Board
          layout={layout}
          pits={position.pits}
          stores={position.stores}
          toMove={position.toMove}
          focus={pits.selectedPit}
          legal={pits.order}
          tabStop={pits.selectedPit}
          onPit={pits.onPit}
          pitAction={removing ? 'take a seed away' : 'add a seed'}
          label={label}
          {...(position.owners ? { owners: position.owners } : {})}
          {...(position.blocked ? { blocked: position.blocked } : {})}
        />
      </div>
      <p class="key-hint">
        Click or tap a pit to add a seed; shift-click or right-click takes one away. Keyboard: Tab to the board, Left and Right move between pits, Up and Down (or + and −) add and
        take away, a number key types a count
        {blockedHint ? ', x takes a pit out of play' : ''}.
      </p>
      <p class="visually-hidden" aria-live="polite">
        {pits.said}
      </p>
    </>
  );
}

/** The address shares the editor: rewritten as the reader edits, never pushed (Back leaves the editor). */
function useEditorAddress(engine: EditorEngine | null, view: ReturnType<typeof derive> | null, state: EditorState) {
  useEffect(() => {
    if (!engine || !view) return;
    history.replaceState(
      history.state,
      '',
      location.pathname + editorQuery(engine, state, view.problem ? engine.formatPosition(view.rules, state.position) : view.notation) + location.hash,
    );
  }, [engine, state]);
}

/** Choosing a game (its rules load first) or options; what cannot be loaded or combined is said. `onGame` runs once a new game is set up. */
function gameChoosers(
  withEngine: (f: (e: EditorEngine) => void) => void,
  state: EditorState,
  setState: (s: EditorState) => void,
  setProblems: (p: string[]) => void,
  onGame: () => void,
) {
  const chooseGame = (id: string) =>
    withEngine((e) =>
      e.loadGame(id).then(
        () => {
          setState(startState(e, id));
          onGame();
        },
        () => setProblems([`The rules of this game could not be loaded: check the connection and choose it again.`]),
      ),
    );
  const chooseOptions = (options: Record<string, unknown>) =>
    withEngine((e) => {
      const next = withOptions(e, state, options);
      if (next.ok) setState(next.value);
      else setProblems([`These options cannot be combined: ${next.error}`]);
    });
  return { chooseGame, chooseOptions };
}

export default function PositionEditor({ games, first, base }: PositionEditorProps) {
  const [state, setState] = useState<EditorState>(first.state);
  const [problems, setProblems] = useState<string[]>([]);
  const [removing, setRemoving] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState('');
  const { engine, withEngine } = useEditorEngine(first, games, setState, setProblems);

  const view = useMemo(() => (engine ? derive(engine, state, base) : null), [engine, state]);
  const shape = view?.shape ?? first.shape;
  const controls = view?.controls ?? first.controls;
  const layout = useMemo(() => layoutOf(shape), [shape]);
  const { position } = state;
  const game = games.find((g) => g.id === state.variant)!;

  useEditorAddress(engine, view, state);

  const edit = (f: (p: Position) => Position) => setState((s) => ({ ...s, position: f(s.position) }));
  const pits = usePitEditing(layout, state, setState, controls, removing);
  const { selectedPit, setSelected, setSaid } = pits;

  const { chooseGame, chooseOptions } = gameChoosers(withEngine, state, setState, setProblems, () => {
    setSelected(-1);
    setPasteError('');
  });
  const loadPasted = (event: Event) => {
    event.preventDefault();
    withEngine((e) => {
      const rules = rulesFor(e, state.variant, state.options);
      if (!rules.ok) return;
      const read = readNotation(e, rules.value, pasted);
      if (read.ok) {
        setState({ ...state, position: read.value });
        setPasteError('');
        setSaid('Position loaded.');
      } else setPasteError(read.error);
    });
  };

  const problem = view ? view.problem : null;

  return (
    <div class="editor" ref={pits.root}>
      <Problems problems={problems} />
      <GamePanel games={games} game={game} state={state} chooseGame={chooseGame} chooseOptions={chooseOptions} />

      <EditBoard layout={layout} position={position} pits={pits} removing={removing} label={`The position being edited, ${game.name}`} blockedHint={controls.blocked} />

      <PitPanel
        pit={selectedPit}
        name={pits.name(selectedPit)}
        position={position}
        controls={controls}
        owners={position.owners ?? layout.owner}
        changePit={pits.changePit}
        removing={removing}
        setRemoving={setRemoving}
      />
      {controls.stores && <StoresPanel stores={position.stores} kind={controls.stores} edit={edit} />}
      <SidePanel position={position} controls={controls} edit={edit} />
      {(controls.pie || controls.passed || controls.houses || controls.takasia || controls.gambit) && (
        <StatePanel position={position} controls={controls} names={layout.names} edit={edit} />
      )}

      <p class="controls">
        <button type="button" onClick={() => edit(clearBoard)}>
          Empty the board
        </button>
        <button type="button" onClick={() => withEngine((e) => setState((s) => ({ ...s, position: startOf(e, s) })))}>
          Back to the start
        </button>
      </p>

      <NotationPanel
        notation={view?.notation ?? first.notation}
        summary={view?.summary ?? first.summary}
        problem={problem}
        checked={view !== null}
        pasted={pasted}
        setPasted={setPasted}
        pasteError={pasteError}
        loadPasted={loadPasted}
      />
      <OpenPanel links={view?.links ?? null} problem={problem} />
    </div>
  );
}
