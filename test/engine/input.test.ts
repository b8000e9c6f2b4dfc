/**
 * Input from readers (URLs, command lines, typed positions) against every game: seed totals, option
 * keys that are Object built-ins, every listed option value, positions without a move, lenient
 * notation, and the suggestions error messages make.
 */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/index.js';
import { formatPosition, parseMove, parsePosition, play, playChoosing, seedsInGame } from '../../src/engine/index.js';
import { VARIANT_IDS, createRuleset, variantDefinition } from '../../src/variants/index.js';
import { refusalText, rules } from '../helpers.js';
import { QUOTE_LIMIT, notationText } from '../../src/words/index.js';
import { gameErrorText } from '../../src/variants/index.js';

type Notes = Record<string, { choices: readonly unknown[] }>;
const notesOf = (id: string) => variantDefinition(id as never).optionNotes as unknown as Notes;

/** Every game under its defaults, each preset, and each listed value of each option. */
const RULESETS: [string, Record<string, unknown>, Ruleset][] = VARIANT_IDS.flatMap((id) => {
  const d = variantDefinition(id);
  const sets: Record<string, unknown>[] = [
    {},
    ...Object.keys(d.presets).map((preset) => ({ preset })),
    ...Object.entries(notesOf(id)).flatMap(([key, note]) => note.choices.map((value) => ({ [key]: value }))),
  ];
  return sets.map((options): [string, Record<string, unknown>, Ruleset] => [id, options, rules(id, options)]);
});

/** A position's fields with the side replaced, state tokens that only a game in progress may carry dropped. */
const withSide = (r: Ruleset, side: string) => {
  const [rows, stores, , state] = formatPosition(r, r.start()).split('~');
  const kept = (state ?? '').split('.').filter((t) => t.startsWith('own-') || t.startsWith('houses-'));
  return [rows, stores, side, ...(kept.length ? [kept.join('.')] : [])].join('~');
};

/** Names of Object's built-ins and their relatives: none may be read as an option, a value or a preset. */
const BUILT_INS = [
  ...new Set([
    '__proto__',
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    ...Object.getOwnPropertyNames(Array.prototype),
    ...Object.getOwnPropertyNames(String.prototype),
    ...Object.getOwnPropertyNames(Object),
  ]),
].filter((name) => typeof name === 'string');

describe('seed totals', () => {
  it.each(RULESETS)('%s %j: the total comes from the start, and one seed more is refused', (_, __, r) => {
    const total = seedsInGame(r);
    const start = r.start();
    expect(total).toBe(start.pits.reduce((a, b) => a + b, 0) + start.stores.reduce((a, b) => a + b, 0));
    expect(r.totalSeeds).toBe(total);
    const pit = start.pits.findIndex((n, p) => !start.blocked?.[p] && r.topology.owner[p] === 0 && n > 0);
    const more = formatPosition(r, { ...start, pits: start.pits.map((n, p) => (p === pit ? n + 1 : n)) });
    const refused = parsePosition(r, more);
    expect(!refused.ok && refused.error.code).toBe('ERR_TOO_MANY_SEEDS');
    expect(!refused.ok && notationText(refused.error)).toContain(`holds ${total + 1} seeds`);
    expect(!refused.ok && notationText(refused.error)).toContain(`played with ${total}`);
  });

  it('follows the options: Kalah with 6 a pit has 72, and a diagram without its stores is fine', () => {
    const six = rules('kalah', { seeds: 6 });
    expect(seedsInGame(six)).toBe(72);
    expect(parsePosition(six, '6.6.6.6.6.6_6.6.6.6.6.6~0.0~a').ok).toBe(true);
    expect(parsePosition(six, '6.6.6.6.6.6_6.6.6.6.6.7~0.0~a').ok).toBe(false);
    expect(parsePosition(rules('kalah'), '0.0.0.0.0.1_0.0.0.0.0.1~0.0~a').ok).toBe(true);
  });

  it('refuses the 32 x 999 board that ran the command line out of memory', () => {
    const hus = rules('hus');
    const row = new Array(8).fill(999).join('.');
    const p = parsePosition(hus, `${row}_${row}_${row}_${row}~0.0~a`);
    expect(!p.ok && notationText(p.error)).toBe('This position holds 31968 seeds; Hus is played with 48 (board and stores together).');
  });
});

describe('option keys', () => {
  it.each(VARIANT_IDS)('%s: built-in names are neither options, values nor presets', (id) => {
    const notes = notesOf(id);
    const keys = Object.keys(notes);
    // Some built-in names are also real option names or values (Omweso's reverse, Wari's cycles=split): those stay valid.
    const own = new Set([...keys, ...Object.values(notes).flatMap((n) => n.choices.map(String)), ...Object.keys(variantDefinition(id).presets)]);
    for (const name of BUILT_INS.filter((n) => !own.has(n))) {
      // JSON.parse makes `__proto__` an own key, as a URL's ?options= does.
      const asKey = createRuleset(id, JSON.parse(`{${JSON.stringify(name)}: "x"}`));
      expect(!asKey.ok && gameErrorText(asKey.error), name).toContain(`has no option ${JSON.stringify(name)}`);
      for (const key of keys) {
        const asValue = createRuleset(id, { [key]: name });
        expect(!asValue.ok && asValue.error.code, `${key}=${name}`).toBe('ERR_OPTION');
      }
      const asPreset = createRuleset(id, { preset: name });
      expect(!asPreset.ok && gameErrorText(asPreset.error), `preset=${name}`).toContain('has no preset');
    }
  });

  it('refuses options that are not names with values', () => {
    for (const input of [null, 5, 'seeds=6', [1]]) {
      const made = createRuleset('kalah', input as never);
      expect(!made.ok && made.error.code).toBe('ERR_OPTION');
    }
  });
});

describe('listed options', () => {
  it.each(VARIANT_IDS)('%s accepts every option it lists with each listed value, typed or as text', (id) => {
    for (const [key, note] of Object.entries(notesOf(id))) {
      for (const value of note.choices) {
        for (const input of [value, String(value)]) {
          const made = createRuleset(id, { [key]: input });
          expect(made.ok && (made.value.options as Record<string, unknown>)[key], `${key}=${String(input)}`).toBe(value);
        }
      }
    }
  });

  it.each(VARIANT_IDS)('%s accepts every option and preset its errors suggest', (id) => {
    const unknown = createRuleset(id, { nonsense: 1 });
    const listed = !unknown.ok && (/options: ([^.]*)\./.exec(gameErrorText(unknown.error))?.[1]?.split(', ') ?? []);
    expect(listed).toEqual(Object.keys(notesOf(id)));
    const preset = createRuleset(id, { preset: 'nonsense' });
    const presets = !preset.ok && /presets: ([^.]*)\./.exec(gameErrorText(preset.error))?.[1]?.split(', ');
    for (const name of presets || []) expect(createRuleset(id, { preset: name }).ok, name).toBe(true);
    for (const key of listed || []) {
      const wrong = createRuleset(id, { [key]: 'nonsense' });
      const values = !wrong.ok && /must be one of (.*); got/.exec(gameErrorText(wrong.error))![1]!.split(', ');
      for (const value of values || []) expect(createRuleset(id, { [key]: value }).ok, `${key}=${value}`).toBe(true);
    }
  });

  it('a game without options says so', () => {
    const made = createRuleset('bohnenspiel', { seeds: 4 });
    expect(!made.ok && gameErrorText(made.error)).toBe('Bohnenspiel has no option "seeds"; it has no options.');
  });

  it('Hus names only the options it has', () => {
    const made = createRuleset('hus', { akawumbi: 'off' });
    expect(!made.ok && gameErrorText(made.error)).toBe('Hus has no option "akawumbi"; options: layout, passing.');
  });
});

describe('positions with no move', () => {
  it('refuses Kalah with A to move and an empty row, suggesting its ending', () => {
    const kalah = rules('kalah');
    const p = parsePosition(kalah, '12.0.15.13.0.8_0.0.0.0.0.0~0.0~a');
    expect(!p.ok && p.error.code).toBe('ERR_NO_MOVE');
    expect(!p.ok && notationText(p.error)).toContain('(end-row-empty)');
    expect(parsePosition(kalah, '12.0.15.13.0.8_0.0.0.0.0.0~0.0~end-row-empty').ok).toBe(true);
  });

  it.each(RULESETS)('%s %j: a player to move always has a move, and every ending suggested is accepted', (_, __, r) => {
    const empty = formatPosition(r, { ...r.start(), pits: r.start().pits.map(() => 0), stores: r.start().stores.map(() => 0) });
    // Tokens that belong to the start of a game alone (Bao's gambit, a joint first sowing, holes still
    // holding their first seeds) go with the seeds.
    const p = parsePosition(
      r,
      empty
        .replace(/~end-[a-z-]+|~[a-d](?=~|$)/, '~a')
        .replace(/~gambit-[ab]+|\.gambit-[ab]+/, '')
        .replace(/~together$/, '')
        .replace(/[~.]fresh-[a-z]+\d+/g, ''),
    );
    expect(!p.ok && p.error.code).toBe('ERR_NO_MOVE');
    const endings = !p.ok && /\((end-[^)]*)\)/.exec(notationText(p.error))![1]!.split(', ');
    expect(endings).toEqual(r.endReasons.map((reason) => `end-${reason}`));
    for (const ending of endings || []) expect(parsePosition(r, withSide(r, ending)).ok, ending).toBe(true);
  });

  it('takes the winner of a finished Wari from the scores, but a stalled game without 25 is drawn (De Toffoli, part 2)', () => {
    const wari = rules('wari');
    const ended = (text: string) => {
      const p = parsePosition(wari, text);
      return p.ok ? wari.outcome(p.value) : notationText(p.error);
    };
    expect(ended('0.0.0.0.0.0_0.0.0.0.0.0~20.22~end-cannot-feed')).toEqual({ winner: 1, scores: [20, 22] });
    expect(ended('0.0.0.0.0.0_0.0.0.0.0.0~26.22~end-no-moves')).toEqual({ winner: 0, scores: [26, 22] });
    expect(ended('1.0.0.0.0.0_0.0.0.0.0.1~20.22~end-repetition')).toEqual({ winner: null, scores: [20, 22] });
    expect(ended('0.0.0.0.0.0_0.0.0.0.0.0~20.22~end-repetition')).toEqual({ winner: null, scores: [20, 22] });
  });
});

describe('lenient input', () => {
  it.each(RULESETS)('%s %j: an answer the move never asks for is refused', (_, __, r) => {
    const start = r.start();
    for (const move of r.legalMoves(start)) {
      const full = playChoosing(r, start, move, (options) => options[0]!);
      expect(full.ok).toBe(true);
      if (!full.ok || full.value.move.kind !== 'sow') continue;
      const extra = { ...full.value.move, choices: [...(full.value.move.choices ?? []), 'ccw'] };
      const played = play(r, start, extra);
      expect(!played.ok && played.error.code, JSON.stringify(extra)).toBe('ERR_CHOICE');
    }
  });

  it('refuses a trailing ~, an ending the game cannot have, and a pie state on the wrong side', () => {
    const kalah = rules('kalah', { pie: true });
    const code = (text: string) => {
      const p = parsePosition(kalah, text);
      return p.ok ? 'accepted' : p.error.code;
    };
    expect(code('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~')).toBe('ERR_FIELDS');
    expect(code('0.0.0.0.0.0_0.0.0.0.0.0~20.28~end-akawumbi')).toBe('ERR_SIDE');
    // Only 'end' or 'end-<reason>': anything else after 'end' is no side at all.
    expect(code('0.0.0.0.0.0_0.0.0.0.0.0~20.28~endXrow-empty')).toBe('ERR_SIDE');
    expect(code('0.0.0.0.0.0_0.0.0.0.0.0~20.28~endrow-empty')).toBe('ERR_SIDE');
    expect(code('0.0.0.0.0.0_0.0.0.0.0.0~20.28~end-row-empty')).toBe('accepted');
    expect(code('4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~pie-offered')).toBe('ERR_STATE');
    expect(code('4.4.4.4.4.4_4.4.4.4.4.4~0.0~b~pie-pending')).toBe('ERR_STATE');
    expect(code('0.0.0.0.0.0_0.0.0.0.0.0~20.28~end-row-empty~pie-offered')).toBe('ERR_STATE');
    expect(code('4.4.4.4.4.4_4.4.4.4.4.4~0.0~b~pie-offered')).toBe('accepted');
    // The swap alone is no turn: it leaves B the same board, with nothing to sow (the position fuzz found the first).
    expect(code('0.0.0.0.0.0_0.0.0.0.0.0~0.0~b~pie-offered')).toBe('ERR_NO_MOVE');
    expect(code('0.0.0.0.0.0_4.4.4.4.4.4~0.0~b~pie-offered')).toBe('ERR_NO_MOVE');
  });

  it.each(RULESETS)('%s %j: every pit an unknown move suggests is a move', (_, __, r) => {
    const bad = parseMove(r, 'Z99');
    // A pit's name is letters and a number (A1, AA3, 7), or letters alone for an end pit (QL).
    const ranges = !bad.ok ? [...notationText(bad.error).matchAll(/([A-Z]*\d+|[A-Z]+)\.\.([A-Z]*\d+|[A-Z]+)/g)] : [];
    expect(ranges.length).toBe(r.topology.rows.length);
    for (const [, first, last] of ranges) {
      expect(parseMove(r, first!).ok, first).toBe(true);
      expect(parseMove(r, last!).ok, last).toBe(true);
    }
  });

  it('quotes at most 40 characters of a bad token, in every field', () => {
    const junk = 'q'.repeat(5000);
    const wari = rules('wari');
    const messages = [
      parsePosition(wari, `${junk}.4.4.4.4.4_4.4.4.4.4.4~0.0~a`),
      parsePosition(wari, `4.4.4.4.4.4_4.4.4.4.4.4~${junk}.0~a`),
      parsePosition(wari, `4.4.4.4.4.4_4.4.4.4.4.4~0.0~${junk}`),
      parsePosition(wari, `4.4.4.4.4.4_4.4.4.4.4.4~0.0~end-${junk}`),
      parsePosition(wari, `4.4.4.4.4.4_4.4.4.4.4.4~0.0~a~${junk}`),
      parseMove(wari, junk),
      parseMove(wari, `A1/${junk}`),
      createRuleset('wari', { [junk]: 1 }),
      createRuleset('wari', { grandSlam: junk }),
      createRuleset('wari', { preset: junk }),
      createRuleset(junk),
    ].map((r) => (r.ok ? 'accepted' : refusalText(r.error)));
    for (const message of messages) {
      expect(message).toContain(`"${'q'.repeat(QUOTE_LIMIT - 1)}…"`);
      expect(message.length).toBeLessThan(400);
    }
  });
});
