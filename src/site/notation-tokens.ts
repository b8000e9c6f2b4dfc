/**
 * The words /notation/ explains the side and state fields with, gathered from the games: every ending
 * a game can record (its words from src/words, with the games that record it) and every state token a
 * position can carry (the shared ones below, then each game's own from its state codec). A new game's
 * tokens and endings reach the page from its module alone (test/e2e/notation-tokens.test.ts checks the
 * built page against what the engine writes).
 */
import type { EndReason } from '../engine/index.js';
import { VARIANT_IDS, createRuleset, variantDefinition } from '../variants/index.js';
import { endReasonText } from '../words/index.js';

/** A token as the page lists it: its form, an example, its meaning, and the games that write it (none for a shared token). */
export interface TokenEntry {
  readonly form: string;
  readonly example: string;
  readonly meaning: string;
  readonly games: readonly string[];
}

/** The tokens the engine keeps for every game that needs them. */
const SHARED_STATE: readonly TokenEntry[] = [
  { form: 'pie-pending', example: 'pie-pending', games: [], meaning: 'Kalah with the pie rule, before the first player’s turn has ended.' },
  { form: 'pie-offered', example: 'pie-offered', games: [], meaning: 'Kalah with the pie rule: the second player may swap now, instead of moving.' },
  {
    form: 'own-<owners>',
    example: 'own-aaaaaabbbbbb',
    games: [],
    meaning: 'Grand Oh-Wah-Ree: who owns each pit, one letter a pit in the order the pits are written, since a capture takes the pit as well.',
  },
  { form: 'loser-<seat>', example: 'loser-a', games: [], meaning: 'A finished four-row game: the player who could not move, and so lost.' },
];

/** Every rule set of a game a reader can choose: its defaults and each preset. */
function rulesetsOf(id: (typeof VARIANT_IDS)[number]) {
  const presets = Object.values(variantDefinition(id).presets as Record<string, Record<string, unknown>>);
  return [{}, ...presets].flatMap((options) => {
    const made = createRuleset(id, options);
    return made.ok ? [made.value] : [];
  });
}

/** The state tokens: the shared ones, then each game's own, listed once with every game that writes it. */
export function stateTokens(): TokenEntry[] {
  const own = new Map<string, { example: string; meaning: string; games: string[] }>();
  for (const id of VARIANT_IDS) {
    const name = variantDefinition(id).name;
    for (const token of rulesetsOf(id).flatMap((rules) => rules.state?.tokens ?? [])) {
      const entry = own.get(token.form) ?? own.set(token.form, { example: token.example, meaning: token.meaning, games: [] }).get(token.form)!;
      if (!entry.games.includes(name)) entry.games.push(name);
    }
  }
  return [...SHARED_STATE, ...[...own].map(([form, entry]) => ({ form, ...entry }))];
}

/** Every ending a game records, in words, with the games that record it, in the registry's order. */
export function endings(): { reason: EndReason; text: string; games: string[] }[] {
  const found = new Map<EndReason, string[]>();
  for (const id of VARIANT_IDS) {
    const name = variantDefinition(id).name;
    for (const reason of rulesetsOf(id).flatMap((rules) => rules.endReasons)) {
      const games = found.get(reason) ?? found.set(reason, []).get(reason)!;
      if (!games.includes(name)) games.push(name);
    }
  }
  return [...found].map(([reason, games]) => ({ reason, text: endReasonText(reason), games }));
}

/** The fixed part of a token, before any placeholder: 'tuzdyk-<pit>' → 'tuzdyk-'. */
export const fixedPart = (form: string): string => form.replace(/<.*$/, '');
