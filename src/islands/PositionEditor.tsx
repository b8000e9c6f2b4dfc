/**
 * The position editor: a game and its options in words, a board whose pits take and give seeds by
 * mouse, touch and keyboard, the rest of the position (stores, side to move, game state), its
 * notation live, and links to open it. The first frame comes from the build; the engine arrives in
 * its own chunk straight after, and until then edits wait for it rather than being lost.
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { EndReason, Position } from '../engine/types.js';
import type { StateControl } from '../engine/ruleset.js';
import { Board } from './Board.js';
import { endReasonText } from '../words/endings.js';
import type { Controls, EditorEngine, EditorState, GameEntry } from '../board/editor-state.js';
import { readQuery } from '../board/address-text.js';
import {
  addSeeds,
  addToStore,
  checkPosition,
  clearBoard,
  controlValue,
  controlsFor,
  editorQuery,
  openLinks,
  readEditorAddress,
  readNotation,
  rulesFor,
  seedSummary,
  setBlocked,
  setControl,
  setCount,
  setField,
  setOwner,
  setSide,
  startState,
  withOptions,
} from '../board/editor-state.js';
import type { BoardLayout, BoardShape } from '../board/layout.js';
import { layoutOf } from '../board/layout.js';

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

const SEATS = 'ABCD';
/** The rules' opening for the editor's game and options. */
const startOf = (engine: EditorEngine, state: EditorState): Position => {
  const rules = rulesFor(engine, state.variant, state.options);
  return rules.ok ? rules.value.start() : state.position;
};
const seeds = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;

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
    links: checked.ok ? openLinks(engine, state, checked.value, base) : null,
  };
}

/** The editor's view of a state once the engine is here (`derive`). */
type EditorView = ReturnType<typeof derive>;

/** What the editor's sections read, and how they change the position: gathered once a render. */
interface Editing {
  position: Position;
  controls: Controls;
  layout: BoardLayout;
  /** The pit the pit controls act on: the one chosen, else the first the notation writes. */
  selectedPit: number;
  /** A pit's name as the board writes it, with its owner's letter where owners show. */
  name: (pit: number) => string;
  /** Changes the position (stores, side to move, game state). */
  edit: (f: (p: Position) => Position) => void;
  /** Changes a pit's contents, chooses the pit and says what it holds now. */
  changePit: (pit: number, f: (p: Position) => Position) => void;
}

/** Digits typed on a pit so far, and when the last came: digits within a second of each other make one number. */
interface Typed {
  pit: number;
  text: string;
  at: number;
}

/**
 * The engine, with the first game's rules and those of the game the address names (another game's load
 * when picked); the state, the build's first frame until the engine reads the address; the editor's view
 * of it (`derive`), and the address kept in step with it.
 */
function useEditorEngine(games: GameEntry[], first: EditorFirst, base: string) {
  const [engine, setEngine] = useState<EditorEngine | null>(null);
  const [state, setState] = useState<EditorState>(first.state);
  const [problems, setProblems] = useState<string[]>([]);
  const loading = useRef<Promise<EditorEngine>>();

  // The engine, with the first game's rules and those of the game the address names; another game's load when picked.
  const load = () =>
    (loading.current ??= import('../board/editor-engine.js').then(async (m) => {
      const e = m as EditorEngine;
      await Promise.all([first.state.variant, readQuery(location.search).query.get('variant')?.trim() ?? ''].map((id) => e.loadGame(id)));
      return e;
    }));
  /** An edit that needs the engine (a new game, new options, a pasted position) waits for it. */
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

  const view = useMemo(() => (engine ? derive(engine, state, base) : null), [engine, state]);
  // The address shares the editor: rewritten as the reader edits, never pushed (Back leaves the editor).
  useEffect(() => {
    if (!engine || !view) return;
    history.replaceState(
      history.state,
      '',
      location.pathname + editorQuery(engine, state, view.problem ? engine.formatPosition(view.rules, state.position) : view.notation) + location.hash,
    );
  }, [engine, state]);
  return [view, state, setState, problems, setProblems, withEngine] as const;
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

/**
 * A key pressed on a pit: Left, Right, Home and End choose another pit (in `order`, the notation's);
 * Up, Down, + and − add and take away; a number key types a count; Delete empties the pit; x takes it
 * out of play where the game has such pits.
 */
function onPitKey(e: KeyboardEvent, { controls, changePit }: Editing, order: number[], typed: RefObject<Typed | null>, select: (pit: number) => void) {
  const at = (e.target as Element).getAttribute?.('data-pit');
  if (at == null || e.altKey || e.ctrlKey || e.metaKey) return;
  const pit = Number(at);
  const i = order.indexOf(pit);
  const move = { ArrowRight: order[(i + 1) % order.length], ArrowLeft: order[(i - 1 + order.length) % order.length], Home: order[0], End: order[order.length - 1] }[e.key];
  if (move !== undefined) {
    e.preventDefault();
    select(move);
    return;
  }
  const delta = { ArrowUp: 1, '+': 1, '=': 1, ArrowDown: -1, '-': -1 }[e.key];
  if (delta !== undefined) {
    e.preventDefault();
    changePit(pit, (p) => addSeeds(p, pit, delta));
  } else if (/^[0-9]$/.test(e.key)) {
    e.preventDefault();
    // Digits typed within a second of each other make one number: 1 then 2 is twelve.
    const now = Date.now();
    const last = typed.current;
    const text = last && last.pit === pit && now - last.at < 1000 ? `${last.text}${e.key}`.slice(-4) : e.key;
    typed.current = { pit, text, at: now };
    changePit(pit, (p) => setCount(p, { pit }, Number(text)));
  } else if (e.key === 'Delete' || e.key === 'Backspace') {
    e.preventDefault();
    changePit(pit, (p) => setCount(p, { pit }, 0));
  } else if ((e.key === 'x' || e.key === 'X') && controls.blocked) {
    e.preventDefault();
    changePit(pit, (p) => setBlocked(p, pit, !p.blocked?.[pit]));
  }
}

/**
 * A pasted position, read under the editor's game and options when the reader presses Load: the field's text
 * and its setter, the error and its setter, and Load's handler (a tuple, as `useState` gives: it minifies smaller).
 */
function usePaste(withEngine: (f: (e: EditorEngine) => void) => void, state: EditorState, setState: (state: EditorState) => void, setSaid: (said: string) => void) {
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState('');

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
  return [pasted, setPasted, pasteError, setPasteError, loadPasted] as const;
}

/** The game, a preset of its options, and each option. */
function gameFields(games: GameEntry[], game: GameEntry, state: EditorState, chooseGame: (id: string) => void, chooseOptions: (options: Record<string, unknown>) => void) {
  return (
    <fieldset class="editor-game">
      <legend>Game and rules</legend>
      <label>
        Game{' '}
        <select value={state.variant} onChange={(e) => chooseGame((e.target as HTMLSelectElement).value)}>
          {games.map((g) => (
            <option value={g.id}>{g.name}</option>
          ))}
        </select>
      </label>
      {game.presets.length > 0 && (
        <label>
          Preset{' '}
          <select
            value=""
            onChange={(e) => {
              const preset = game.presets[Number((e.target as HTMLSelectElement).value)];
              if (!preset) return;
              chooseOptions({ ...state.options, ...Object.fromEntries(Object.entries(preset.values).map(([k, i]) => [k, game.options.find((o) => o.key === k)!.choices[i]])) });
            }}
          >
            <option value="">Choose a preset…</option>
            {game.presets.map((p, i) => (
              <option value={String(i)}>{p.name}</option>
            ))}
          </select>
        </label>
      )}
      {game.options.map((o) => {
        const index = o.choices.indexOf(state.options[o.key] as string | number | boolean);
        return (
          <label title={o.text}>
            {o.name}{' '}
            <select
              value={String(index < 0 ? o.defaultIndex : index)}
              onChange={(e) => chooseOptions({ ...state.options, [o.key]: o.choices[Number((e.target as HTMLSelectElement).value)] })}
            >
              {o.labels.map((label, i) => (
                <option value={String(i)}>
                  {label}
                  {i === o.defaultIndex ? ' (usual)' : ''}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The chosen pit's own controls: its count, out of play, its owner; and whether clicks take seeds away. */
function pitFields({ position, controls, layout, selectedPit, name, changePit }: Editing, removing: boolean, setRemoving: (removing: boolean) => void) {
  const count = position.pits[selectedPit]!;
  return (
    <div class="editor-pit" role="group" aria-label={`Pit ${name(selectedPit)}`}>
      <span class="editor-pit-name">Pit {name(selectedPit)}:</span>
      <button type="button" class="big" aria-label={`Take a seed from ${name(selectedPit)}`} onClick={() => changePit(selectedPit, (p) => addSeeds(p, selectedPit, -1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min="0"
        aria-label={`Seeds in ${name(selectedPit)}`}
        value={count}
        disabled={!!position.blocked?.[selectedPit]}
        onInput={(e) => changePit(selectedPit, (p) => setCount(p, { pit: selectedPit }, Number((e.target as HTMLInputElement).value)))}
      />
      <button type="button" class="big" aria-label={`Add a seed to ${name(selectedPit)}`} onClick={() => changePit(selectedPit, (p) => addSeeds(p, selectedPit, 1))}>
        +
      </button>
      {controls.blocked && (
        <label>
          <input
            type="checkbox"
            checked={!!position.blocked?.[selectedPit]}
            onChange={(e) => changePit(selectedPit, (p) => setBlocked(p, selectedPit, (e.target as HTMLInputElement).checked))}
          />{' '}
          Out of play this round
        </label>
      )}
      {controls.owners && (
        <label>
          Owner{' '}
          <select
            value={String((position.owners ?? layout.owner)[selectedPit])}
            onChange={(e) => changePit(selectedPit, (p) => setOwner(p, selectedPit, Number((e.target as HTMLSelectElement).value)))}
          >
            {Array.from({ length: controls.seats }, (_, s) => (
              <option value={String(s)}>{SEATS[s]}</option>
            ))}
          </select>
        </label>
      )}
      <label class="editor-remove">
        <input type="checkbox" checked={removing} onChange={(e) => setRemoving((e.target as HTMLInputElement).checked)} /> Clicks and taps take seeds away
      </label>
    </div>
  );
}

/** The stores, or the seeds in hand, where the game has them. */
function storeFields({ position, controls, edit }: Editing) {
  const storeName = (seat: number) => (controls.stores === 'hand' ? `${SEATS[seat]}'s seeds in hand` : `Store ${SEATS[seat]}`);
  return (
    controls.stores && (
      <fieldset class="editor-stores">
        <legend>{controls.stores === 'hand' ? 'Seeds in hand' : 'Stores'}</legend>
        {position.stores.map((n, seat) => (
          <span class="editor-store">
            <button type="button" class="big" aria-label={`Take a seed from ${storeName(seat)}`} onClick={() => edit((p) => addToStore(p, seat, -1))}>
              −
            </button>
            <label>
              {storeName(seat)}{' '}
              <input type="number" inputMode="numeric" value={n} onInput={(e) => edit((p) => setCount(p, { store: seat }, Number((e.target as HTMLInputElement).value)))} />
            </label>
            <button type="button" class="big" aria-label={`Add a seed to ${storeName(seat)}`} onClick={() => edit((p) => addToStore(p, seat, 1))}>
              +
            </button>
          </span>
        ))}
      </fieldset>
    )
  );
}

/** The side to move, or nobody: then why the game ended, and who could not move where the game says. */
function sideFields({ position, controls, edit }: Editing) {
  const mover = position.toMove;
  return (
    <fieldset class="editor-side">
      <legend>Side to move</legend>
      {Array.from({ length: controls.seats }, (_, seat) => (
        <label>
          <input type="radio" name="editor-side" checked={mover === seat} onChange={() => edit((p) => setSide(p, seat, controls.turnKeys))} /> {SEATS[seat]}
        </label>
      ))}
      <label>
        <input type="radio" name="editor-side" checked={mover === null} onChange={() => edit((p) => setSide(p, controls.endReasons[0]!, controls.turnKeys))} /> Nobody: the game is
        over
      </label>
      {mover === null && (
        <label>
          Ended because{' '}
          <select value={position.ended ?? controls.endReasons[0]} onChange={(e) => edit((p) => setSide(p, (e.target as HTMLSelectElement).value as EndReason, controls.turnKeys))}>
            {controls.endReasons.map((r) => (
              <option value={r}>{endReasonText(r)}</option>
            ))}
          </select>
        </label>
      )}
      {mover === null && controls.loser && (
        <label>
          Who could not move{' '}
          <select
            value={position.loser === undefined ? '' : String(position.loser)}
            onChange={(e) => edit((p) => setField(p, 'loser', (e.target as HTMLSelectElement).value === '' ? undefined : Number((e.target as HTMLSelectElement).value)))}
          >
            <option value="">nobody</option>
            {Array.from({ length: controls.seats }, (_, s) => (
              <option value={String(s)}>{SEATS[s]}</option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

/** The game's own state: the pie rule and whatever its rules describe (a tuzdyk, say). */
function stateFields({ position, controls, layout, edit }: Editing) {
  return (
    (controls.pie || controls.state.length > 0) && (
      <fieldset class="editor-state">
        <legend>Game state</legend>
        {controls.pie && (
          <label>
            Pie rule{' '}
            <select value={position.pie ?? ''} onChange={(e) => edit((p) => setField(p, 'pie', ((e.target as HTMLSelectElement).value || undefined) as Position['pie']))}>
              <option value="pending">still to come (A's first turn)</option>
              <option value="offered">offered to B now</option>
              <option value="">used or passed by</option>
            </select>
          </label>
        )}
        {controls.state.map((control) => (
          <StateField control={control} value={controlValue(position, control)} names={layout.names} set={(value) => edit((p) => setControl(p, control, value, controls.state))} />
        ))}
      </fieldset>
    )
  );
}

/** The position's notation and what it holds, whether the rules can play from it, and a field to paste one. */
function notationSection(view: EditorView | null, first: EditorFirst, [pasted, setPasted, pasteError, , loadPasted]: ReturnType<typeof usePaste>) {
  const problem = view?.problem;
  const notation = view?.notation ?? first.notation;
  const summary = view?.summary ?? first.summary;
  return (
    <section class="editor-notation" aria-label="Notation">
      <p>
        Notation: <code class="editor-code live-notation">{notation}</code>
      </p>
      <p class="editor-summary">{summary}</p>
      <p class="editor-check" role="status">
        {problem ? <span class="editor-problem">Not a position to play: {problem}</span> : view ? 'A position the rules can play from.' : 'Checking…'}
      </p>
      <form class="editor-paste" onSubmit={loadPasted}>
        <label>
          Paste a position <input type="text" spellcheck={false} autocomplete="off" value={pasted} onInput={(e) => setPasted((e.target as HTMLInputElement).value)} />
        </label>{' '}
        <button type="submit">Load</button>
        {pasteError && (
          <p class="error" role="alert">
            {pasteError}
          </p>
        )}
      </form>
    </section>
  );
}

/** Links that open the position elsewhere, disabled (saying why) until the rules accept it. */
function openSection(view: EditorView | null) {
  const problem = view?.problem;
  return (
    <section class="editor-open" aria-label="Open this position">
      <p>
        {(
          [
            ['play', 'Open on a play board'],
            ['embed', 'Open as an embed'],
            ['diagram', 'Open as a diagram'],
            ['worksheet', 'Make a worksheet'],
          ] as const
        ).map(([key, text]) =>
          view?.links ? (
            <a class="button" href={view.links[key]}>
              {text}
            </a>
          ) : (
            <a class="button" role="link" aria-disabled="true" aria-describedby="editor-why">
              {text}
            </a>
          ),
        )}
      </p>
      {!view?.links && (
        <p id="editor-why" class="editor-why">
          {problem ? `Not yet: ${problem}` : 'Checking the position…'}
        </p>
      )}
    </section>
  );
}

/** The board whose pits take and give seeds, how to use it, and a live region saying what each change did. */
function boardFields(
  { position, controls, layout, selectedPit }: Editing,
  order: number[],
  removing: boolean,
  said: string,
  gameName: string,
  onPit: (pit: number, event: MouseEvent | KeyboardEvent) => void,
  onKey: (e: KeyboardEvent) => void,
  onContextMenu: (e: MouseEvent) => void,
) {
  return (
    <>
      <div class="editor-board" onKeyDown={onKey} onContextMenu={onContextMenu}>
        <Board
          layout={layout}
          pits={position.pits}
          stores={position.stores}
          toMove={position.toMove}
          focus={selectedPit}
          legal={order}
          tabStop={selectedPit}
          onPit={onPit}
          pitAction={removing ? 'take a seed away' : 'add a seed'}
          label={`The position being edited, ${gameName}`}
          {...(position.owners ? { owners: position.owners } : {})}
          {...(position.blocked ? { blocked: position.blocked } : {})}
        />
      </div>
      <p class="key-hint">
        Click or tap a pit to add a seed; shift-click or right-click takes one away. Keyboard: Tab to the board, Left and Right move between pits, Up and Down (or + and −) add and
        take away, a number key types a count
        {controls.blocked ? ', x takes a pit out of play' : ''}.
      </p>
      <p class="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}

/** Buttons that empty the board or set out the rules' opening (which needs the engine). */
function startButtons(edit: Editing['edit'], withEngine: (f: (e: EditorEngine) => void) => void, setState: (f: (s: EditorState) => EditorState) => void) {
  return (
    <p class="controls">
      <button type="button" onClick={() => edit(clearBoard)}>
        Empty the board
      </button>
      <button type="button" onClick={() => withEngine((e) => setState((s) => ({ ...s, position: startOf(e, s) })))}>
        Back to the start
      </button>
    </p>
  );
}

export default function PositionEditor({ games, first, base }: PositionEditorProps) {
  const [view, state, setState, problems, setProblems, withEngine] = useEditorEngine(games, first, base);

  /** The chosen pit; until the reader picks one, the first the notation writes (top left). */
  const [selected, setSelected] = useState(-1);
  const [removing, setRemoving] = useState(false);
  const [said, setSaid] = useState('');
  const typed = useRef<Typed | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const paste = usePaste(withEngine, state, setState, setSaid);
  const [, , , setPasteError] = paste;

  const shape = view?.shape ?? first.shape;
  const controls = view?.controls ?? first.controls;
  const layout = useMemo(() => layoutOf(shape), [shape]);
  const { position } = state;
  const game = games.find((g) => g.id === state.variant)!;

  const edit = (f: (p: Position) => Position) => setState((s) => ({ ...s, position: f(s.position) }));
  const name = (pit: number) => (layout.showOwner ? SEATS[(position.owners ?? layout.owner)[pit]!]! : '') + layout.names[pit];
  const changePit = (pit: number, f: (p: Position) => Position) => {
    const next = f(position);
    setState({ ...state, position: next });
    setSelected(pit);
    setSaid(`${name(pit)}: ${next.blocked?.[pit] ? 'out of play' : seeds(next.pits[pit]!)}`);
  };

  /** Pits in the order the notation writes them: rows top to bottom, each left to right. */
  const order = layout.rows.flatMap((r) => r.pits);
  const select = (pit: number) => {
    setSelected(pit);
    setSaid(`${name(pit)}: ${position.blocked?.[pit] ? 'out of play' : seeds(position.pits[pit]!)}`);
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
  const onKey = (e: KeyboardEvent) => onPitKey(e, editing, order, typed, select);

  const chooseGame = (id: string) =>
    withEngine((e) =>
      e.loadGame(id).then(
        () => {
          setState(startState(e, id));
          setSelected(-1);
          setPasteError('');
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

  const selectedPit = selected >= 0 && selected < position.pits.length ? selected : order[0]!;
  const editing: Editing = { position, controls, layout, selectedPit, name, edit, changePit };

  return (
    <div class="editor" ref={root}>
      {problems.length > 0 && (
        <div class="error" role="alert">
          {problems.map((p) => (
            <p>{p}</p>
          ))}
        </div>
      )}
      {gameFields(games, game, state, chooseGame, chooseOptions)}

      {boardFields(editing, order, removing, said, game.name, onPit, onKey, onContextMenu)}

      {pitFields(editing, removing, setRemoving)}

      {storeFields(editing)}

      {sideFields(editing)}

      {stateFields(editing)}

      {startButtons(edit, withEngine, setState)}

      {notationSection(view, first, paste)}

      {openSection(view)}
    </div>
  );
}

/** One control of a game's own state, drawn from its rules' description: a checkbox, or a list of pits or counts. */
function StateField({ control, value, names, set }: { control: StateControl; value: string; names: readonly string[]; set: (value: string) => void }) {
  if (control.kind === 'flag')
    return (
      <label>
        <input type="checkbox" checked={value === 'on'} onChange={(e) => set((e.target as HTMLInputElement).checked ? 'on' : '')} /> {control.label}
      </label>
    );
  const choices =
    control.kind === 'number'
      ? control.choices.map((c) => ({ value: String(c.value), label: c.label }))
      : [{ value: '', label: control.none }, ...control.pits.map((pit) => ({ value: String(pit), label: names[pit]! }))];
  return (
    <label>
      {control.label}{' '}
      <select value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
        {choices.map((c) => (
          <option value={c.value}>{c.label}</option>
        ))}
      </select>
    </label>
  );
}
