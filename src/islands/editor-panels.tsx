/**
 * The position editor's panels, each one fieldset or section of the form: the game and its rules,
 * the chosen pit, the stores, the side to move, the game's own state, the notation and the links.
 * They draw what they are given and hand each edit back as a function of the position.
 */
import type { EndReason, Position } from '../engine/types.js';
import { endReasonText } from '../words/endings.js';
import type { Controls, EditorState, GameEntry } from '../board/editor-state.js';
import { addSeeds, addToStore, setBlocked, setCount, setField, setOwner, setSeatFlag, setSide } from '../board/editor-state.js';

export const SEATS = 'ABCD';
export const seeds = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;

/** An edit of the position, as the panels hand it back. */
type Edit = (f: (p: Position) => Position) => void;
const selectValue = (e: Event) => (e.target as HTMLSelectElement).value;
const inputValue = (e: Event) => (e.target as HTMLInputElement).value;
const isChecked = (e: Event) => (e.target as HTMLInputElement).checked;
/** An option for each seat: A, B (C, D). */
const seatOptions = (seats: number) => Array.from({ length: seats }, (_, s) => <option value={String(s)}>{SEATS[s]}</option>);

export function GamePanel({
  games,
  game,
  state,
  chooseGame,
  chooseOptions,
}: {
  games: readonly GameEntry[];
  game: GameEntry;
  state: EditorState;
  chooseGame: (id: string) => void;
  chooseOptions: (options: Record<string, unknown>) => void;
}) {
  // A preset's values are choice indexes; the options take the choices themselves.
  const choosePreset = (e: Event) => {
    const preset = game.presets[Number(selectValue(e))];
    if (!preset) return;
    chooseOptions({ ...state.options, ...Object.fromEntries(Object.entries(preset.values).map(([k, i]) => [k, game.options.find((o) => o.key === k)!.choices[i]])) });
  };
  return (
    <fieldset class="editor-game">
      <legend>Game and rules</legend>
      <label>
        Game{' '}
        <select value={state.variant} onChange={(e) => chooseGame(selectValue(e))}>
          {games.map((g) => (
            <option value={g.id}>{g.name}</option>
          ))}
        </select>
      </label>
      {game.presets.length > 0 && (
        <label>
          Preset{' '}
          <select value="" onChange={choosePreset}>
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
            <select value={String(index < 0 ? o.defaultIndex : index)} onChange={(e) => chooseOptions({ ...state.options, [o.key]: o.choices[Number(selectValue(e))] })}>
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
export function PitPanel({
  pit,
  name,
  position,
  controls,
  owners,
  changePit,
  removing,
  setRemoving,
}: {
  pit: number;
  name: string;
  position: Position;
  controls: Controls;
  owners: readonly number[];
  changePit: (pit: number, f: (p: Position) => Position) => void;
  removing: boolean;
  setRemoving: (removing: boolean) => void;
}) {
  const change = (f: (p: Position) => Position) => changePit(pit, f);
  return (
    <div class="editor-pit" role="group" aria-label={`Pit ${name}`}>
      <span class="editor-pit-name">Pit {name}:</span>
      <button type="button" class="big" aria-label={`Take a seed from ${name}`} onClick={() => change((p) => addSeeds(p, pit, -1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min="0"
        aria-label={`Seeds in ${name}`}
        value={position.pits[pit]!}
        disabled={!!position.blocked?.[pit]}
        onInput={(e) => change((p) => setCount(p, { pit }, Number(inputValue(e))))}
      />
      <button type="button" class="big" aria-label={`Add a seed to ${name}`} onClick={() => change((p) => addSeeds(p, pit, 1))}>
        +
      </button>
      {controls.blocked && (
        <label>
          <input type="checkbox" checked={!!position.blocked?.[pit]} onChange={(e) => change((p) => setBlocked(p, pit, isChecked(e)))} /> Out of play this round
        </label>
      )}
      {controls.owners && (
        <label>
          Owner{' '}
          <select value={String(owners[pit])} onChange={(e) => change((p) => setOwner(p, pit, Number(selectValue(e))))}>
            {seatOptions(controls.seats)}
          </select>
        </label>
      )}
      <label class="editor-remove">
        <input type="checkbox" checked={removing} onChange={(e) => setRemoving(isChecked(e))} /> Clicks and taps take seeds away
      </label>
    </div>
  );
}

export function StoresPanel({ stores, kind, edit }: { stores: readonly number[]; kind: 'store' | 'hand'; edit: Edit }) {
  const storeName = (seat: number) => (kind === 'hand' ? `${SEATS[seat]}'s seeds in hand` : `Store ${SEATS[seat]}`);
  return (
    <fieldset class="editor-stores">
      <legend>{kind === 'hand' ? 'Seeds in hand' : 'Stores'}</legend>
      {stores.map((n, seat) => (
        <span class="editor-store">
          <button type="button" class="big" aria-label={`Take a seed from ${storeName(seat)}`} onClick={() => edit((p) => addToStore(p, seat, -1))}>
            −
          </button>
          <label>
            {storeName(seat)} <input type="number" inputMode="numeric" value={n} onInput={(e) => edit((p) => setCount(p, { store: seat }, Number(inputValue(e))))} />
          </label>
          <button type="button" class="big" aria-label={`Add a seed to ${storeName(seat)}`} onClick={() => edit((p) => addToStore(p, seat, 1))}>
            +
          </button>
        </span>
      ))}
    </fieldset>
  );
}

/** Who moves next, or nobody: then why the game ended and (four rows) who could not move. */
export function SidePanel({ position, controls, edit }: { position: Position; controls: Controls; edit: Edit }) {
  const mover = position.toMove;
  return (
    <fieldset class="editor-side">
      <legend>Side to move</legend>
      {Array.from({ length: controls.seats }, (_, seat) => (
        <label>
          <input type="radio" name="editor-side" checked={mover === seat} onChange={() => edit((p) => setSide(p, seat))} /> {SEATS[seat]}
        </label>
      ))}
      <label>
        <input type="radio" name="editor-side" checked={mover === null} onChange={() => edit((p) => setSide(p, controls.endReasons[0]!))} /> Nobody: the game is over
      </label>
      {mover === null && (
        <label>
          Ended because{' '}
          <select value={position.ended ?? controls.endReasons[0]} onChange={(e) => edit((p) => setSide(p, selectValue(e) as EndReason))}>
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
            onChange={(e) => edit((p) => setField(p, 'loser', selectValue(e) === '' ? undefined : Number(selectValue(e))))}
          >
            <option value="">nobody</option>
            {seatOptions(controls.seats)}
          </select>
        </label>
      )}
    </fieldset>
  );
}

/** A game's own state beyond the pits: the pie rule, passes, Bao's nyumbas, gambit and takasia. */
export function StatePanel({ position, controls, names, edit }: { position: Position; controls: Controls; names: readonly string[]; edit: Edit }) {
  const seatFlags = (key: 'houses' | 'gambit', text: string) =>
    [0, 1].map((seat) => (
      <label>
        <input type="checkbox" checked={!!position.state?.[key]?.[seat]} onChange={(e) => edit((p) => setSeatFlag(p, key, seat, isChecked(e)))} /> {SEATS[seat]}
        {text}
      </label>
    ));
  return (
    <fieldset class="editor-state">
      <legend>Game state</legend>
      {controls.pie && (
        <label>
          Pie rule{' '}
          <select value={position.pie ?? ''} onChange={(e) => edit((p) => setField(p, 'pie', (selectValue(e) || undefined) as Position['pie']))}>
            <option value="pending">still to come (A's first turn)</option>
            <option value="offered">offered to B now</option>
            <option value="">used or passed by</option>
          </select>
        </label>
      )}
      {controls.passed && (
        <label>
          Passes just made{' '}
          <select value={String(position.state?.passed ?? '')} onChange={(e) => edit((p) => setField(p, 'passed', (Number(selectValue(e)) || undefined) as 1 | 2 | undefined))}>
            <option value="">none: the last move was a move</option>
            <option value="1">one: the last move was a pass</option>
            <option value="2">two in a row: the player to move passed first and must move</option>
          </select>
        </label>
      )}
      {controls.houses && seatFlags('houses', ' still owns the nyumba')}
      {controls.gambit && seatFlags('gambit', ' has still to play the opening gambit')}
      {controls.takasia && (
        <label>
          Takasia on{' '}
          <select
            value={position.state?.takasia === undefined ? '' : String(position.state?.takasia)}
            onChange={(e) => edit((p) => setField(p, 'takasia', selectValue(e) === '' ? undefined : Number(selectValue(e))))}
          >
            <option value="">no pit</option>
            {controls.frontPits.map((pit) => (
              <option value={String(pit)}>{names[pit]}</option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

/** The notation, live, whether the rules can play from it, and a field to paste another. */
export function NotationPanel({
  notation,
  summary,
  problem,
  checked,
  pasted,
  setPasted,
  pasteError,
  loadPasted,
}: {
  notation: string;
  summary: string;
  problem: string | null;
  /** The engine has checked the position (until then the first frame's notation is shown). */
  checked: boolean;
  pasted: string;
  setPasted: (text: string) => void;
  pasteError: string;
  loadPasted: (event: Event) => void;
}) {
  return (
    <section class="editor-notation" aria-label="Notation">
      <p>
        Notation: <code class="editor-code live-notation">{notation}</code>
      </p>
      <p class="editor-summary">{summary}</p>
      <p class="editor-check" role="status">
        {problem ? <span class="editor-problem">Not a position to play: {problem}</span> : checked ? 'A position the rules can play from.' : 'Checking…'}
      </p>
      <form class="editor-paste" onSubmit={loadPasted}>
        <label>
          Paste a position <input type="text" spellcheck={false} autocomplete="off" value={pasted} onInput={(e) => setPasted(inputValue(e))} />
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

const OPEN_LINKS = [
  ['play', 'Open on a play board'],
  ['embed', 'Open as an embed'],
  ['diagram', 'Open as a diagram'],
  ['worksheet', 'Make a worksheet'],
] as const;

/** Links that open the position elsewhere: disabled, saying why, until it is a position to play. */
export function OpenPanel({ links, problem }: { links: Readonly<Record<(typeof OPEN_LINKS)[number][0], string>> | null; problem: string | null }) {
  return (
    <section class="editor-open" aria-label="Open this position">
      <p>
        {OPEN_LINKS.map(([key, text]) =>
          links ? (
            <a class="button" href={links[key]}>
              {text}
            </a>
          ) : (
            <a class="button" role="link" aria-disabled="true" aria-describedby="editor-why">
              {text}
            </a>
          ),
        )}
      </p>
      {!links && (
        <p id="editor-why" class="editor-why">
          {problem ? `Not yet: ${problem}` : 'Checking the position…'}
        </p>
      )}
    </section>
  );
}
