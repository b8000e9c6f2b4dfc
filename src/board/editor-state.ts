/**
 * The position editor's logic, free of the DOM: seeds added and taken pit by pit, the game state a
 * position's notation carries, the checks a position must pass (in the engine's own words, from
 * reading the position back), and the editor's address. The engine itself reaches this module as
 * an argument (`EditorEngine`), so the page can draw its first frame before the engine has loaded.
 */
import type { NotationError } from '../engine/errors.js';
import type { Result } from '../engine/result.js';
import type { EndReason, GameState, GameStateData, Position } from '../engine/types.js';
import type { Ruleset, StateControl } from '../engine/ruleset.js';
import type { GameError } from '../variants/ids.js';
import type { BoardShape } from './layout.js';
import { readQuery } from './address-text.js';
import type { LinkError, PlayAddress } from './play-address.js';

/** The engine functions the editor uses, loaded on demand (`editor-engine.ts`); tests pass the same module. */
export interface EditorEngine {
  /** Loads a game's rules (its own chunk); `createRuleset` makes rulesets only of games loaded. */
  loadGame(id: string): Promise<void>;
  createRuleset(id: string, options: Readonly<Record<string, unknown>>): Result<Ruleset, GameError>;
  formatPosition(rules: Ruleset, position: Position): string;
  parsePosition(rules: Ruleset, text: string): Result<Position, NotationError>;
  seedsInGame(rules: Ruleset): number;
  shapeOf(rules: Ruleset): BoardShape;
  readPlayAddress(search: string): Result<PlayAddress, LinkError>;
  writePlayAddress(address: PlayAddress): string;
  /** What is wrong with a position or options, in words: they come with the engine, since only its answers need them. */
  notationText(error: NotationError): string;
  gameErrorText(error: GameError): string;
}

/** One rule option as the form offers it: the game's own words, never its key or code values. */
export interface OptionEntry {
  readonly key: string;
  readonly name: string;
  readonly text: string;
  readonly labels: readonly string[];
  /** The values the labels name, in order (kept out of sight: the form picks by position). */
  readonly choices: readonly (string | number | boolean)[];
  readonly defaultIndex: number;
}

/** A game as the editor's form lists it (built at build time from the variant's definition). */
export interface GameEntry {
  readonly id: string;
  readonly name: string;
  readonly options: readonly OptionEntry[];
  /** Named option sets ("Malawi (Bawo)"), each as option key to choice index. */
  readonly presets: readonly { readonly name: string; readonly values: Readonly<Record<string, number>> }[];
}

/** Everything the editor is editing: a game, its options (values, defaults filled) and a position. */
export interface EditorState {
  readonly variant: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly position: Position;
}

/** Four digits, as the notation reads a count: beyond that a count cannot be written, let alone played. */
export const MAX_COUNT = 9999;

const SEATS = 'ABCD';
const clamp = (n: number) => Math.max(0, Math.min(MAX_COUNT, Math.trunc(n)));
const replaced = <T>(list: readonly T[], i: number, value: T): T[] => list.map((v, j) => (j === i ? value : v));

/** Adds `delta` seeds to a pit (negative to take some away), never below none or above what notation can write. */
export function addSeeds(position: Position, pit: number, delta: number): Position {
  if (position.blocked?.[pit] && delta > 0) return position;
  return { ...position, pits: replaced(position.pits, pit, clamp(position.pits[pit]! + delta)) };
}

/**
 * A count typed for a pit or a store. Kept as typed (a whole number), even below zero, so the
 * checks can say what is wrong rather than the editor quietly changing what the reader wrote.
 */
export function setCount(position: Position, cell: { pit: number } | { store: number }, count: number): Position {
  const n = Math.min(MAX_COUNT, Math.trunc(Number.isFinite(count) ? count : 0));
  if ('pit' in cell) return { ...position, pits: replaced(position.pits, cell.pit, n) };
  return { ...position, stores: replaced(position.stores, cell.store, n) };
}

/** Adds to a store or hand, never below none. */
export const addToStore = (position: Position, seat: number, delta: number): Position => ({
  ...position,
  stores: replaced(position.stores, seat, clamp(position.stores[seat]! + delta)),
});

/** Every pit and store emptied, out-of-play marks kept: where Omweso's players start placing their seeds. */
export const clearBoard = (position: Position): Position => ({ ...position, pits: position.pits.map(() => 0), stores: position.stores.map(() => 0) });

/**
 * A side to move, or a finished game with its ending. The pie state and the game state its rules tie to
 * the turn in play (`turnKeys`: a pass just made, a pit barred for this move) end with the game; a
 * loser only exists once it has.
 */
export function setSide(position: Position, side: number | EndReason, turnKeys: readonly GameState[] = []): Position {
  const { ended: _e, loser, pie: _p, state, ...rest } = position;
  if (typeof side === 'number') {
    const { ended: _, loser: __, ...playing } = position;
    return { ...playing, toMove: side };
  }
  const kept = Object.fromEntries(Object.entries(state ?? {}).filter(([key]) => !turnKeys.includes(key as GameState))) as GameStateData;
  return { ...rest, ...(Object.keys(kept).length ? { state: kept } : {}), toMove: null, ended: side, ...(loser !== undefined ? { loser } : {}) };
}

/** Grand Oh-Wah-Ree: who owns a pit. */
export const setOwner = (position: Position, pit: number, seat: number): Position => ({
  ...position,
  owners: replaced(position.owners ?? [], pit, seat),
});

/** Dakon: a pit taken out of play (its seeds go with it) or put back. */
export function setBlocked(position: Position, pit: number, out: boolean): Position {
  const blocked = replaced(position.blocked ?? position.pits.map(() => false), pit, out);
  const { blocked: _, ...rest } = position;
  return { ...rest, pits: out ? replaced(position.pits, pit, 0) : position.pits, ...(blocked.some(Boolean) ? { blocked } : {}) };
}

type Field = 'pie' | 'loser';

/** The position's own optional fields, set or removed: pie state, loser. */
export function setField<K extends Field>(position: Position, key: K, value: Position[K] | undefined): Position {
  const { [key]: _, ...rest } = position;
  return (value === undefined ? rest : { ...rest, [key]: value }) as Position;
}

/** The game's state with one field set, or removed (undefined, an empty list, no flag set); no state where it is empty. */
function withState(position: Position, key: GameState, value: unknown): Position {
  const { [key]: _, ...others } = position.state ?? {};
  const empty = value === undefined || (Array.isArray(value) && !value.some((v) => v !== false));
  const state = (empty ? others : { ...others, [key]: value }) as GameStateData;
  const { state: __, ...rest } = position;
  return Object.keys(state).length ? { ...rest, state } : rest;
}

const stateField = (position: Position, key: GameState): unknown => (position.state as Record<string, unknown> | undefined)?.[key];

/**
 * What a game-state control shows, as its form field's value: 'on' or '' for a flag, a pit's number
 * or '' for none, a count ('0' for none).
 */
export function controlValue(position: Position, control: StateControl): string {
  const value = stateField(position, control.key);
  switch (control.kind) {
    case 'flag':
      return (value as readonly boolean[] | undefined)?.[control.seat] ? 'on' : '';
    case 'pit':
      return value === undefined ? '' : String(value);
    case 'pits':
      return String((value as readonly number[] | undefined)?.find((pit) => control.pits.includes(pit)) ?? '');
    case 'number':
      return String(value ?? 0);
  }
}

/** The position with one game-state control set to `value` (as controlValue writes it); `all` is every control of the game, for lists they share. */
export function setControl(position: Position, control: StateControl, value: string, all: readonly StateControl[]): Position {
  switch (control.kind) {
    case 'flag': {
      const flags = [...((stateField(position, control.key) as readonly boolean[] | undefined) ?? [false, false])];
      flags[control.seat] = value === 'on';
      return withState(position, control.key, flags);
    }
    case 'pit':
      return withState(position, control.key, value === '' ? undefined : Number(value));
    case 'number':
      return withState(position, control.key, Number(value) || undefined);
    case 'pits': {
      // The list in the controls' order (A's first), each control's pit where it has one.
      const pits = all
        .filter((c) => c.key === control.key && c.kind === 'pits')
        .flatMap((c) => {
          const pit = c.label === control.label ? value : controlValue(position, c);
          return pit === '' ? [] : [Number(pit)];
        });
      return withState(position, control.key, pits.length ? pits : undefined);
    }
  }
}

/** Which of a position's fields these rules use, so the form offers exactly those. */
export interface Controls {
  readonly seats: number;
  /** What the stores are called in the form, or null where every seed stays on the board. */
  readonly stores: 'store' | 'hand' | null;
  readonly pie: boolean;
  readonly owners: boolean;
  readonly blocked: boolean;
  /** Four-row games record who could not move once the game is over. */
  readonly loser: boolean;
  readonly endReasons: readonly EndReason[];
  /** The game's own state, as its rules offer it (Bao's nyumba and takasia, Toguz Kumalak's tuzdyks). */
  readonly state: readonly StateControl[];
  /** The game state that ends with the game (setSide). */
  readonly turnKeys: readonly GameState[];
}

export function controlsFor(rules: Ruleset): Controls {
  const start = rules.start();
  const allowed = (extra: Partial<Position>) => rules.checkPosition({ ...start, ...extra }) === null;
  return {
    seats: rules.topology.players,
    stores: rules.stores === false ? null : rules.storeWord === 'in hand' ? 'hand' : 'store',
    pie: allowed({ pie: 'pending' }),
    owners: start.owners !== undefined,
    blocked: allowed({ blocked: start.pits.map(() => false) }),
    loser: rules.topology.rows.length === 4,
    endReasons: rules.endReasons,
    state: rules.state?.controls?.(rules.topology) ?? [],
    turnKeys: rules.state?.turnKeys ?? [],
  };
}

/** Seeds on the board and in the stores. */
export const seedsHeld = (position: Position): number => position.pits.reduce((a, b) => a + b, 0) + position.stores.reduce((a, b) => a + b, 0);

/** What the position holds against what the game is played with, per side where the rules keep every seed on the board. */
export function seedSummary(engine: EditorEngine, rules: Ruleset, position: Position): string {
  const total = engine.seedsInGame(rules);
  const held = seedsHeld(position);
  const owners = position.owners ?? rules.topology.owner;
  const sides =
    rules.stores === false
      ? ` (${Array.from({ length: rules.topology.players }, (_, seat) => `${SEATS[seat]}'s side ${position.pits.reduce((sum, n, pit) => (owners[pit] === seat ? sum + n : sum), 0)}`).join(', ')})`
      : '';
  const where = rules.stores === false ? 'The board holds' : `The board and ${rules.storeWord === 'in hand' ? 'hands' : 'stores'} hold`;
  return `${where} ${held} of the ${total} seeds ${rules.name} is played with${sides}.`;
}

/** The position's notation, or why it cannot be played: the engine's reading of it, in its own words. */
export function checkPosition(engine: EditorEngine, rules: Ruleset, position: Position): Result<string, string> {
  const name = (pit: number) => (rules.topology.kind === 'circle' ? `Pit ${rules.topology.labels[pit]}` : `Pit ${rules.topology.labels[pit]}`);
  const negativePit = position.pits.findIndex((n) => n < 0);
  if (negativePit >= 0) return { ok: false, error: `${name(negativePit)} holds ${position.pits[negativePit]} seeds: a count cannot be negative.` };
  const negativeStore = position.stores.findIndex((n) => n < 0);
  if (negativeStore >= 0) {
    const what = rules.storeWord === 'in hand' ? `${SEATS[negativeStore]}'s hand` : `Store ${SEATS[negativeStore]}`;
    return { ok: false, error: `${what} holds ${position.stores[negativeStore]} seeds: a count cannot be negative.` };
  }
  const total = engine.seedsInGame(rules);
  const held = seedsHeld(position);
  if (held > total) return { ok: false, error: `${rules.name} has ${total} seeds; this position has ${held}. Take away ${held - total}.` };
  const text = engine.formatPosition(rules, position);
  const read = engine.parsePosition(rules, text);
  return read.ok ? { ok: true, value: text } : { ok: false, error: engine.notationText(read.error) };
}

/**
 * The editor for a game with its options: the rules, and the options' values with defaults filled.
 * Only what differs from the defaults goes to the rules: a ruleset's options also hold values its game
 * fixes and does not offer (Hus's akawumbi, always off), which the rules refuse to be given.
 */
export function rulesFor(engine: EditorEngine, variant: string, options: Readonly<Record<string, unknown>>): Result<Ruleset, string> {
  const defaults = engine.createRuleset(variant, {});
  if (!defaults.ok) return { ok: false, error: engine.gameErrorText(defaults.error) };
  const changed = differing(defaults.value, options);
  if (Object.keys(changed).length === 0) return defaults;
  const made = engine.createRuleset(variant, changed);
  return made.ok ? made : { ok: false, error: engine.gameErrorText(made.error) };
}

/** The options whose values are not the defaults' (those of the rules made without options). */
const differing = (defaults: Ruleset, options: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(options).filter(([k, v]) => (defaults.options as Record<string, unknown>)[k] !== v));

/** A game's opening under its default options. */
export function startState(engine: EditorEngine, variant: string): EditorState {
  const rules = rulesFor(engine, variant, {});
  if (!rules.ok) throw new Error(rules.error);
  return { variant, options: { ...rules.value.options }, position: rules.value.start() };
}

/**
 * New options for the same game. A position still at the old rules' opening moves to the new
 * opening (another layout, more seeds a pit); any other position is kept, unless the board itself
 * changed (the number of players on the circle).
 */
export function withOptions(engine: EditorEngine, state: EditorState, options: Readonly<Record<string, unknown>>): Result<EditorState, string> {
  const before = rulesFor(engine, state.variant, state.options);
  const after = rulesFor(engine, state.variant, options);
  if (!after.ok) return after;
  const rules = after.value;
  const atStart = before.ok && engine.formatPosition(before.value, before.value.start()) === engine.formatPosition(before.value, state.position);
  const sameBoard = state.position.pits.length === rules.topology.pitCount && state.position.stores.length === rules.topology.players;
  return { ok: true, value: { variant: state.variant, options: { ...rules.options }, position: atStart || !sameBoard ? rules.start() : state.position } };
}

/** A position typed or pasted in notation, read under the editor's rules. */
export function readNotation(engine: EditorEngine, rules: Ruleset, text: string): Result<Position, string> {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'Write or paste a position in our notation, such as 4.4.4.4.4.4_4.4.4.4.4.4~0.0~a.' };
  if (trimmed.toLowerCase() === 'start') return { ok: true, value: rules.start() };
  const read = engine.parsePosition(rules, trimmed);
  return read.ok ? read : { ok: false, error: `This position cannot be read: ${engine.notationText(read.error)}` };
}

/** The options that differ from the game's defaults: what an address needs to carry. */
export function changedOptions(engine: EditorEngine, variant: string, options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const defaults = engine.createRuleset(variant, {});
  return defaults.ok ? differing(defaults.value, options) : {};
}

/** `?variant=…&options=…&position=…`: the editor's address, and the query every "open" link shares. */
export function editorQuery(engine: EditorEngine, state: EditorState, notation: string | null): string {
  const rest = engine.writePlayAddress({ options: changedOptions(engine, state.variant, state.options), position: notation ?? undefined, moves: [] });
  return `?variant=${encodeURIComponent(state.variant)}${rest ? `&${rest.slice(1)}` : ''}`;
}

/** Where the finished position can be opened, each with its query (the same options and position). */
export function openLinks(engine: EditorEngine, state: EditorState, notation: string, base = '/'): { play: string; embed: string; diagram: string; worksheet: string } {
  const play = engine.writePlayAddress({ options: changedOptions(engine, state.variant, state.options), position: notation, moves: [] });
  const query = editorQuery(engine, state, notation);
  return {
    play: `${base}play/${state.variant}/${play}`,
    embed: `${base}embed/play/${state.variant}/${play}`,
    diagram: `${base}diagram/${query}`,
    worksheet: `${base}worksheets/${query}`,
  };
}

/**
 * The editor's start from its address. Whatever is wrong is named, and the editor opens on what
 * could be read: the game's opening when the position is bad, Kalah's when the game is unknown.
 */
export function readEditorAddress(engine: EditorEngine, search: string, ids: readonly string[]): { state: EditorState; problems: string[] } {
  const problems: string[] = [];
  const { query } = readQuery(search);
  const asked = query.get('variant')?.trim();
  let variant = ids[0]!;
  if (asked) {
    if (ids.includes(asked)) variant = asked;
    else problems.push(`There is no game ${JSON.stringify(asked.slice(0, 40))} here: the editor opens on ${variant}. Games: ${ids.join(', ')}.`);
  }
  let state = startState(engine, variant);
  const address = engine.readPlayAddress(search);
  if (!address.ok) return { state, problems: [...problems, address.error.message] };
  if (variant !== asked && asked) return { state, problems };
  const ruled = rulesFor(engine, variant, address.value.options);
  if (!ruled.ok) return { state, problems: [...problems, `The options in this link cannot be used: ${ruled.error}`] };
  state = { variant, options: { ...ruled.value.options }, position: ruled.value.start() };
  if (address.value.position !== undefined) {
    const read = readNotation(engine, ruled.value, address.value.position);
    if (read.ok) state = { ...state, position: read.value };
    else problems.push(`${read.error} The editor opens on the game's start instead.`);
  }
  return { state, problems };
}
