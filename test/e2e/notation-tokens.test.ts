/**
 * Every token a position can carry in its side or state field, as the engine writes it for any of
 * our games, is explained on /notation/: a reader who meets `houses-ab` under one of Bao's diagrams
 * finds it there. The tokens are gathered from the engine, never listed here: every ending and every
 * game-specific state each rule set declares, and the state written in random games of every game
 * under its default rules and each of its presets and option choices.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../src/engine/notation';
import { playWhole } from '../../src/engine/play';
import type { Ruleset } from '../../src/engine/ruleset';
import { VARIANT_IDS, createRuleset, variantDefinition } from '../../src/variants/index';
import { fixedPart, stateTokens } from '../../src/site/notation-tokens';
import { skipReason } from './browser.js';

/** A small seeded generator (mulberry32), so the games are the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Every rule set of every game: the defaults, each preset, and each choice of each option on its own. */
function rulesets(): Array<[string, Ruleset]> {
  const sets: Array<[string, Ruleset]> = [];
  for (const id of VARIANT_IDS) {
    const definition = variantDefinition(id);
    const options: Array<Record<string, unknown>> = [
      {},
      ...Object.values(definition.presets as Record<string, Record<string, unknown>>),
      ...Object.entries(definition.optionNotes as Record<string, { choices: readonly unknown[] }>).flatMap(([key, note]) => note.choices.map((c) => ({ [key]: c }))),
    ];
    for (const o of options) {
      const made = createRuleset(id, o);
      if (made.ok) sets.push([`${id} ${JSON.stringify(o)}`, made.value]);
    }
  }
  return sets;
}

/** The side and state tokens of a position as the engine writes it ("end-row-empty", "houses-ab", "takasia-aa3"). */
const tokensOf = (rules: Ruleset, position: Parameters<typeof formatPosition>[1]) => {
  const [, , side, state] = formatPosition(rules, position).split('~');
  return [...(side!.startsWith('end') ? [side!] : []), ...(state ? state.split('.') : [])];
};

/**
 * Where a token is named on the page: the whole token, or for one with a variable part its fixed part
 * ("houses-ab" → "houses-"), the parts the page's own list gives (so a new game's token needs no edit here).
 */
const PREFIXES = stateTokens()
  .map((t) => fixedPart(t.form))
  .filter((t) => t.endsWith('-'));
const nameOf = (token: string) => PREFIXES.find((p) => token.startsWith(p)) ?? token;

function writtenTokens(): Map<string, string> {
  const found = new Map<string, string>();
  const note = (token: string, where: string) => found.has(nameOf(token)) || found.set(nameOf(token), `${token} (${where})`);
  for (const [name, rules] of rulesets()) {
    for (const reason of rules.endReasons) note(`end-${reason}`, name);
    // The game-specific tokens each rule set declares, up to their variable part: 'passed' and 'together' as they are, 'tuzdyk-<pit>' as 'tuzdyk-'.
    for (const token of rules.state?.tokens ?? []) note(fixedPart(token.form), name);
    const next = random(7);
    for (let game = 0; game < 4; game++) {
      let position = rules.start();
      for (let ply = 0; ply < 300 && position.toMove !== null; ply++) {
        for (const token of tokensOf(rules, position)) note(token, name);
        const moves = rules.legalMoves(position);
        if (moves.length === 0) break;
        const played = playWhole(rules, position, moves[Math.floor(next() * moves.length)]!);
        if (!played.ok) break;
        position = played.value.position;
        if (position.toMove === null && rules.nextRound) position = rules.nextRound(position) ?? position;
      }
      for (const token of tokensOf(rules, position)) note(token, name);
    }
  }
  return found;
}

describe.skipIf(skipReason)('/notation/ explains every token a position can carry', () => {
  const page = skipReason
    ? ''
    : /<main[\s\S]*<\/main>/
        .exec(readFileSync('dist/notation/index.html', 'utf8'))![0]
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, '');
  const tokens = skipReason ? new Map<string, string>() : writtenTokens();

  it('the engine writes the tokens our captions show', () => {
    expect([...tokens.keys()]).toEqual(expect.arrayContaining(['houses-', 'takasia-', 'pie-pending', 'end-row-empty', 'own-']));
  });

  it.each([...tokens])('%s, as in %s', (name) => {
    expect(page.includes(name), `/notation/ does not name ${name}`).toBe(true);
  });
});
