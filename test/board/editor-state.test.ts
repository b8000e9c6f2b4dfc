/** The position editor's logic: seeds pit by pit, game state, the checks and their words, the address. */
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../src/variants/index';
import * as engine from '../../src/board/editor-engine';
import { editorCatalogue } from '../../src/site/editor-catalogue';
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
  setCount,
  setControl,
  setField,
  setOwner,
  setSide,
  startState,
  withOptions,
} from '../../src/board/editor-state';
import type { Ruleset, StateControl } from '../../src/engine/ruleset';
import type { Position } from '../../src/engine/types';

// The editor loads a game's rules when it is picked; these tests use every game.
await Promise.all(VARIANT_IDS.map((id) => engine.loadGame(id)));

const rules = (variant: string, options: Record<string, unknown> = {}) => {
  const made = rulesFor(engine, variant, options);
  if (!made.ok) throw new Error(made.error);
  return made.value;
};
const error = <T>(r: { ok: true; value: T } | { ok: false; error: string }) => (r.ok ? null : r.error);

describe('seeds pit by pit', () => {
  const wari = rules('wari').start();
  it('adds and removes one seed, and never goes below none', () => {
    expect(addSeeds(wari, 2, 1).pits[2]).toBe(5);
    expect(addSeeds(wari, 2, -1).pits[2]).toBe(3);
    expect(addSeeds(addSeeds(wari, 2, -4), 2, -1).pits[2]).toBe(0);
    expect(addSeeds(wari, 2, 1).pits.filter((_, i) => i !== 2)).toEqual(wari.pits.filter((_, i) => i !== 2));
  });
  it('clamps at the largest count notation can write', () => {
    expect(addSeeds(wari, 0, 20000).pits[0]).toBe(9999);
    expect(addToStore(wari, 1, -3).stores[1]).toBe(0);
    expect(addToStore(wari, 1, 3).stores[1]).toBe(3);
  });
  it('keeps a typed count as typed, so the checks can name a negative one', () => {
    expect(setCount(wari, { pit: 4 }, 7).pits[4]).toBe(7);
    expect(setCount(wari, { store: 0 }, -2).stores[0]).toBe(-2);
    expect(setCount(wari, { pit: 4 }, 2.7).pits[4]).toBe(2);
  });
  it('clears the board and stores for placing seeds as one likes', () => {
    const cleared = clearBoard({ ...wari, stores: [3, 4] });
    expect(cleared.pits.every((n) => n === 0) && cleared.stores.every((n) => n === 0)).toBe(true);
  });
  it('adds no seed to a pit out of play, and taking a pit out of play empties it', () => {
    const out = setBlocked(wari, 3, true);
    expect(out.pits[3]).toBe(0);
    expect(out.blocked?.[3]).toBe(true);
    expect(addSeeds(out, 3, 1).pits[3]).toBe(0);
    expect(setBlocked(out, 3, false).blocked).toBeUndefined();
  });
});

describe('game state', () => {
  /** The game's state control for `key` (the `seat`-th where there are several). */
  const control = (r: Ruleset, key: string, seat = 0) => controlsFor(r).state.filter((c) => c.key === key)[seat]!;
  it('a finished game loses the turn state and keeps only its ending and loser', () => {
    const bao = rules('bao', { opening: 'gambit' });
    const p = setField(setControl(bao.start(), control(bao, 'gambit'), 'on', controlsFor(bao).state), 'loser', undefined);
    const ended = setSide(setField(p, 'loser', 1), 'no-moves', controlsFor(bao).turnKeys);
    expect(ended.state?.houses).toEqual([true, true]); // not the turn's: kept
    expect(ended).toMatchObject({ toMove: null, ended: 'no-moves', loser: 1 });
    expect(ended.state?.gambit).toBeUndefined();
    const again = setSide(ended, 0);
    expect(again.toMove).toBe(0);
    expect(again.ended).toBeUndefined();
    expect(again.loser).toBeUndefined();
  });
  it('offers exactly the fields each game uses, its own state in its own words', () => {
    expect(controlsFor(rules('kalah', { pie: true }))).toMatchObject({ pie: true, owners: false, blocked: false, stores: 'store', state: [] });
    expect(controlsFor(rules('kalah')).pie).toBe(false);
    expect(controlsFor(rules('grand-oh-wah-ree'))).toMatchObject({ owners: true, pie: false });
    expect(controlsFor(rules('dakon'))).toMatchObject({ blocked: true });
    const labels = (r: Ruleset) => controlsFor(r).state.map((c) => c.label);
    expect(labels(rules('bao'))).toEqual(['A still owns the nyumba', 'B still owns the nyumba', 'Takasia on']);
    expect(labels(rules('bao', { opening: 'gambit' }))).toContain('A has still to play the opening gambit');
    expect(controlsFor(rules('bao'))).toMatchObject({ stores: 'hand', loser: true });
    expect(labels(rules('omweso', { passing: 'allowed' }))).toEqual(['Passes just made']);
    expect(controlsFor(rules('omweso', { passing: 'allowed' }))).toMatchObject({ stores: null });
    expect(labels(rules('omweso'))).toEqual([]);
    expect(labels(rules('toguz-kumalak'))).toEqual(["A's tuzdyk", "B's tuzdyk"]);
    expect(controlsFor(rules('wari'))).toMatchObject({ stores: 'store', loser: false, state: [] });
  });
  it("offers Bao's takasia on the front rows only, and clears it", () => {
    const bao = rules('bao');
    const takasia = control(bao, 'takasia');
    expect(takasia.kind === 'pit' && takasia.pits.map((pit) => bao.topology.labels[pit]).join(' ')).toBe('BB1 BB2 BB3 BB4 BB5 BB6 BB7 BB8 AA1 AA2 AA3 AA4 AA5 AA6 AA7 AA8');
    const aa3 = bao.topology.labels.indexOf('AA3');
    const on = setControl(bao.start(), takasia, String(aa3), controlsFor(bao).state);
    expect(controlValue(on, takasia)).toBe(String(aa3));
    const checked = checkPosition(engine, bao, on);
    expect(checked.ok && checked.value).toMatch(/~houses-ab\.takasia-aa3$/);
    expect(setControl(on, takasia, '', controlsFor(bao).state).state).toEqual({ houses: [true, true] });
  });
  it("records Omweso's passes in a row, one or two, and clears them", () => {
    const omweso = rules('omweso', { passing: 'allowed' });
    const passed = control(omweso, 'passed');
    const b = { ...omweso.start(), toMove: 1 as const };
    const one = checkPosition(engine, omweso, setControl(b, passed, '1', [passed]));
    expect(one.ok && one.value).toMatch(/~b~passed$/);
    const two = checkPosition(engine, omweso, setControl(omweso.start(), passed, '2', [passed]));
    expect(two.ok && two.value).toMatch(/~a~passed-2$/);
    expect(controlValue(setControl(b, passed, '2', [passed]), passed)).toBe('2');
    expect(setControl(setControl(b, passed, '2', [passed]), passed, '0', [passed]).state).toBeUndefined();
  });
  it("sets each player's tuzdyk on the other's row, written A's first, and explains a pair the rules forbid", () => {
    const toguz = rules('toguz-kumalak');
    const all = controlsFor(toguz).state;
    const [a, b] = [control(toguz, 'tuzdyk', 0), control(toguz, 'tuzdyk', 1)];
    const names = (c: StateControl) => (c.kind === 'pits' ? c.pits.map((pit) => toguz.topology.labels[pit]).join(' ') : '');
    expect(names(a)).toBe('B2 B3 B4 B5 B6 B7 B8 B9'); // never the opponent's ninth pit (B1, counted from B's left)
    expect(names(b)).toBe('A1 A2 A3 A4 A5 A6 A7 A8'); // A9, counted from A's left
    const at = (label: string) => String(toguz.topology.labels.indexOf(label));
    const empty = (p: Position, labels: string[]) => ({
      ...p,
      pits: p.pits.map((n, pit) => (labels.includes(toguz.topology.labels[pit]!) ? 0 : n)),
      stores: [p.stores[0]! + 9 * labels.length, p.stores[1]!],
    });
    // B's first, then A's: still written A's first.
    const both = setControl(setControl(empty(toguz.start(), ['B7', 'A7']), b, at('A7'), all), a, at('B7'), all);
    expect([controlValue(both, a), controlValue(both, b)]).toEqual([at('B7'), at('A7')]);
    const checked = checkPosition(engine, toguz, both);
    expect(checked.ok ? checked.value : checked.error).toMatch(/~tuzdyk-b7\.tuzdyk-a7$/);
    // B7 is the third pit from B's left, as A3 is from A's: the same number.
    const same = setControl(setControl(empty(toguz.start(), ['B7', 'A3']), a, at('B7'), all), b, at('A3'), all);
    const refused = checkPosition(engine, toguz, same);
    expect(refused.ok ? refused.value : refused.error).toContain('same number');
    expect(setControl(setControl(both, a, '', all), b, '', all).state).toBeUndefined();
  });
  it('changes pit owners on the circle, and the notation carries them', () => {
    const grand = rules('grand-oh-wah-ree');
    const p = setOwner(grand.start(), 0, 1);
    const checked = checkPosition(engine, grand, p);
    expect(checked.ok && checked.value).toMatch(/~own-baaaaabbbbbb$/);
  });
});

describe('notation round trip', () => {
  it.each(VARIANT_IDS)('%s: the start position reads back as itself', (id) => {
    const r = rules(id);
    const checked = checkPosition(engine, r, r.start());
    expect(error(checked)).toBeNull();
    const text = checked.ok ? checked.value : '';
    const read = readNotation(engine, r, text);
    expect(read.ok && read.value).toEqual(r.start());
  });
  it.each(VARIANT_IDS)('%s: the start state, every preset and option choice keeps a readable start', (id) => {
    const state = startState(engine, id);
    const game = editorCatalogue().find((g) => g.id === id)!;
    for (const option of game.options) {
      for (const choice of option.choices) {
        const next = withOptions(engine, state, { ...state.options, [option.key]: choice });
        if (!next.ok) continue; // some combinations are refused by the rules, with a message (checked below)
        expect(error(checkPosition(engine, rules(id, next.value.options), next.value.position)), `${id} ${option.key}=${String(choice)}`).toBeNull();
      }
    }
  });
});

describe('the checks, in words', () => {
  const wari = rules('wari');
  it('too many seeds: the game and both counts', () => {
    expect(error(checkPosition(engine, wari, addSeeds(addSeeds(wari.start(), 0, 1), 5, 1)))).toBe('Wari has 48 seeds; this position has 50. Take away 2.');
  });
  it('a negative count, by pit or store', () => {
    expect(error(checkPosition(engine, wari, setCount(wari.start(), { pit: 6 }, -1)))).toBe('Pit B6 holds -1 seeds: a count cannot be negative.');
    expect(error(checkPosition(engine, wari, setCount(wari.start(), { store: 1 }, -3)))).toBe('Store B holds -3 seeds: a count cannot be negative.');
    const bao = rules('bao');
    expect(error(checkPosition(engine, bao, setCount(bao.start(), { store: 0 }, -3)))).toBe("A's hand holds -3 seeds: a count cannot be negative.");
  });
  it("no legal move for the side to move, in the engine's words", () => {
    const empty = { ...wari.start(), pits: wari.start().pits.map((n, i) => (i < 6 ? 0 : n)) };
    expect(error(checkPosition(engine, wari, empty))).toMatch(/^A is to move but has no legal move, which Wari never allows/);
  });
  it("game state the rules do not have, in the engine's words", () => {
    const kalah = rules('kalah', { pie: true });
    expect(error(checkPosition(engine, kalah, setField(kalah.start(), 'pie', 'offered')))).toBe("pie-offered is the swap offered to B, after A's first turn: B is to move.");
    const omweso = rules('omweso');
    expect(error(checkPosition(engine, omweso, setCount(clearBoard(omweso.start()), { store: 0 }, 2)))).toBe('Omweso keeps every seed on the board: both stores must be 0.');
  });
  it('an ending the game cannot have', () => {
    expect(error(checkPosition(engine, wari, setSide(wari.start(), 'akawumbi')))).toMatch(/Wari never ends with end-akawumbi/);
  });
  it('fewer seeds than the game has is fine, and the summary says how many', () => {
    const fewer = addSeeds(wari.start(), 0, -4);
    expect(checkPosition(engine, wari, fewer).ok).toBe(true);
    expect(seedSummary(engine, wari, fewer)).toBe('The board and stores hold 44 of the 48 seeds Wari is played with.');
    const omweso = rules('omweso');
    expect(seedSummary(engine, omweso, omweso.start())).toBe("The board holds 64 of the 64 seeds Omweso is played with (A's side 32, B's side 32).");
  });
  it("a pasted position that cannot be read is named, with the engine's reason", () => {
    expect(error(readNotation(engine, wari, '4.4.4_4.4.4~0.0~a'))).toBe('This position cannot be read: Row B has 3 pits; it should have 6.');
    expect(error(readNotation(engine, wari, ''))).toMatch(/^Write or paste a position/);
    expect(readNotation(engine, wari, 'start').ok).toBe(true);
  });
});

describe("Omweso's seeds placed as the player likes", () => {
  it('a cleared board filled by hand is a position the engine plays', () => {
    const omweso = rules('omweso');
    let p = clearBoard(omweso.start());
    // 32 seeds each, in an arrangement none of the typical layouts has: all of A's in two pits of each row.
    for (const pit of [0, 1]) p = addSeeds(p, omweso.topology.rows[3]!.pits[pit]!, 10);
    for (const pit of [2, 3]) p = addSeeds(p, omweso.topology.rows[2]!.pits[pit]!, 6);
    for (const pit of [0, 7]) p = addSeeds(p, omweso.topology.rows[0]!.pits[pit]!, 16);
    const checked = checkPosition(engine, omweso, p);
    expect(checked.ok && checked.value).toBe('16.0.0.0.0.0.0.16_0.0.0.0.0.0.0.0_0.0.6.6.0.0.0.0_10.10.0.0.0.0.0.0~0.0~a');
  });
});

describe('options', () => {
  it('a new option value moves a position at the opening to the new opening', () => {
    const state = startState(engine, 'kalah');
    const six = withOptions(engine, state, { ...state.options, seeds: 6 });
    expect(six.ok && six.value.position.pits[0]).toBe(6);
  });
  it('keeps an edited position when an option changes, unless the board changes', () => {
    const state = startState(engine, 'oh-wah-ree');
    const edited = { ...state, position: addSeeds(state.position, 0, -1) };
    const win = withOptions(engine, edited, edited.options);
    expect(win.ok && win.value.position).toEqual(edited.position);
    const three = withOptions(engine, edited, { ...edited.options, players: 3 });
    expect(three.ok && three.value.position.stores).toHaveLength(3);
  });
  it('the catalogue has every option in words, never a key', () => {
    for (const game of editorCatalogue()) {
      for (const option of game.options) {
        expect(option.name).not.toBe(option.key);
        expect(option.labels).toHaveLength(option.choices.length);
      }
    }
    expect(editorCatalogue().map((g) => g.id)).toEqual([...VARIANT_IDS]);
  });
});

describe('the address', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const state = { ...startState(engine, 'kalah'), options: { ...startState(engine, 'kalah').options, seeds: 6 } };
    const r = rules('kalah', state.options);
    const position = addSeeds(r.start(), 0, -1);
    const notation = engine.formatPosition(r, position);
    const query = editorQuery(engine, { ...state, position }, notation);
    expect(query).toBe(`?variant=kalah&options=seeds=6&position=${notation}`);
    const back = readEditorAddress(engine, query, VARIANT_IDS);
    expect(back.problems).toEqual([]);
    expect(back.state).toEqual({ ...state, position });
  });
  it('builds the four open links with the same options and position', () => {
    const state = startState(engine, 'wari');
    const links = openLinks(engine, state, '4.4.4.4.4.4_4.4.4.4.4.4~0.0~a');
    expect(links).toEqual({
      play: '/play/wari/?position=4.4.4.4.4.4_4.4.4.4.4.4~0.0~a',
      embed: '/embed/play/wari/?position=4.4.4.4.4.4_4.4.4.4.4.4~0.0~a',
      diagram: '/diagram/?variant=wari&position=4.4.4.4.4.4_4.4.4.4.4.4~0.0~a',
      worksheet: '/worksheets/?variant=wari&position=4.4.4.4.4.4_4.4.4.4.4.4~0.0~a',
    });
  });
  it('names a bad position and opens on the game start', () => {
    const read = readEditorAddress(engine, '?variant=wari&position=4.4~0.0~a', VARIANT_IDS);
    expect(read.problems).toEqual(["This position cannot be read: Expected 2 rows separated by '_' (B, A, top to bottom); found 1. The editor opens on the game's start instead."]);
    expect(read.state).toEqual(startState(engine, 'wari'));
  });
  it('names an unknown game and opens on the first', () => {
    const read = readEditorAddress(engine, '?variant=chess', VARIANT_IDS);
    expect(read.problems[0]).toMatch(/^There is no game "chess" here: the editor opens on kalah\./);
    expect(read.state.variant).toBe('kalah');
  });
  it('names bad options and opens on the defaults', () => {
    const read = readEditorAddress(engine, '?variant=kalah&options=seeds=9', VARIANT_IDS);
    expect(read.problems[0]).toMatch(/^The options in this link cannot be used: Kalah option seeds must be one of 1, 2, 3, 4, 5, 6; got "9"\.$/);
    expect(read.state).toEqual(startState(engine, 'kalah'));
    expect(readEditorAddress(engine, '?variant=kalah&options={bad', VARIANT_IDS).problems[0]).toMatch(/not valid JSON/);
  });
  it('too many seeds in the address is refused with the count', () => {
    const read = readEditorAddress(engine, '?variant=wari&position=5.4.4.4.4.4_4.4.4.4.4.4~0.0~a', VARIANT_IDS);
    expect(read.problems[0]).toMatch(/This position holds 49 seeds; Wari is played with 48/);
  });
});

describe('every game opens in the editor', () => {
  // A ruleset's options also hold values its game fixes and does not offer (Hus's akawumbi, always off),
  // which the rules refuse to be given: /editor/?variant=hus stayed on "Checking…" with an uncaught error.
  it.each(VARIANT_IDS)('%s: its start and its address read back under its own rules', (id) => {
    const state = startState(engine, id);
    expect(error(rulesFor(engine, id, state.options))).toBeNull();
    expect(error(withOptions(engine, state, state.options))).toBeNull();
    const read = readEditorAddress(engine, `?variant=${id}`, VARIANT_IDS);
    expect(read.problems).toEqual([]);
    expect(error(rulesFor(engine, id, read.state.options))).toBeNull();
  });
});
