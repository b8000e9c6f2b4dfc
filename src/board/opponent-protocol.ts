/**
 * What the page and the opponent's worker say to each other, and the worker's side of it as a pure
 * function (tested without a worker): a request names the game (variant, options, position in our
 * notation), what is wanted (the computer's move, a hint, or an analysis of every move) and the level;
 * the answer is the move as text, the pit to mark, for a hint the reasons in words, and for an
 * analysis each move's value and the line of play expected.
 */
import { formatPosition, parseMove, parsePosition } from '../engine/index.js';
import type { Level } from '../engine/search/index.js';
import type { Position, SearchRules } from '../engine/index.js';
import { LEVELS, LEVEL_BUDGETS, analyse, choose, explainMove } from '../engine/search/index.js';
import { hintSentence } from '../words/hints.js';
import { xorshift32 } from '../engine/fast/random.js';
import { isVariantId, unknownVariant } from '../variants/ids.js';
import { loadSearchRules } from '../variants/load.js';
import { registryText } from '../variants/registry-text.js';
import { loadRuleset } from '../variants/ruleset-of.js';
import { formatMove } from '../engine/index.js';
import { notationText, optionsText } from '../words/index.js';

export interface OpponentRequest {
  readonly id: number;
  readonly kind: (typeof KINDS)[number];
  readonly variant: string;
  readonly options: Record<string, unknown>;
  /** The position to move from, in our notation. */
  readonly position: string;
  readonly level: Level;
  readonly seed: number;
}

export type OpponentResponse =
  | {
      readonly id: number;
      readonly ok: true;
      /** The move as a record writes it: 'A3', 'AA2/cw', 'swap', 'pass'. */
      readonly move: string;
      /** The pit the move sows from, to mark on the board; null for a swap or a pass. */
      readonly pit: number | null;
      /** For a hint: the move and why, in a sentence. */
      readonly text: string;
      readonly iterations: number;
      /** For an analysis: every move weighed, best first, and the line expected. */
      readonly analysis?: AnalysisText;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** An analysis with its moves written as a record writes them, for the page to show and play. */
export interface AnalysisText {
  readonly moves: readonly { readonly move: string; readonly pit: number | null; readonly value: number; readonly visits: number; readonly exact?: number }[];
  readonly line: readonly string[];
  readonly exact?: number;
}

const KINDS = ['move', 'hint', 'analyse'] as const;

/** Checks a message from the page: anything else is answered with what is wrong, never thrown. */
export function readRequest(data: unknown): { ok: true; value: OpponentRequest } | { ok: false; id: number; message: string } {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const id = typeof d.id === 'number' && Number.isInteger(d.id) ? d.id : -1;
  const fail = (message: string) => ({ ok: false as const, id, message });
  if (id < 0) return fail('A request needs a whole-number id.');
  if (!KINDS.includes(d.kind as (typeof KINDS)[number])) return fail(`A request asks for a "move", a "hint" or an "analyse", not ${JSON.stringify(d.kind)}.`);
  if (typeof d.variant !== 'string') return fail('A request names its variant.');
  if (typeof d.options !== 'object' || d.options === null || Array.isArray(d.options)) return fail('A request gives its options as an object.');
  if (typeof d.position !== 'string') return fail('A request gives its position in our notation.');
  if (!LEVELS.includes(d.level as Level)) return fail(`The level is one of ${LEVELS.join(', ')}, not ${JSON.stringify(d.level)}.`);
  if (typeof d.seed !== 'number' || !Number.isInteger(d.seed)) return fail('A request needs a whole-number seed.');
  return { ok: true, value: d as unknown as OpponentRequest };
}

/** The worker's answer to one message; it loads the named game's rules and search hooks (their own chunks) and no other game's. */
export async function answer(data: unknown): Promise<OpponentResponse> {
  const read = readRequest(data);
  if (!read.ok) return { id: read.id, ok: false, message: read.message };
  const { id, kind, variant, options, position, level, seed } = read.value;
  if (!isVariantId(variant)) return { id, ok: false, message: registryText(unknownVariant(variant)) };
  const made = await loadRuleset(variant, options);
  if (!made.ok) return { id, ok: false, message: optionsText(made.error) };
  // The search needs the game's search hooks too (their own chunk, loaded here in the worker, never with the first move).
  const rules = await loadSearchRules(made.value);
  const parsed = parsePosition(rules, position);
  if (!parsed.ok) return { id, ok: false, message: notationText(parsed.error) };
  const p = parsed.value;
  if (p.toMove === null) return { id, ok: false, message: 'The game is over: there is no move to find.' };
  if (rules.legalMoves(p).length === 0) return { id, ok: false, message: `${formatPosition(rules, p)} has no legal move.` };
  if (kind === 'analyse') return analysisOf(id, rules, p, seed);
  const chosen = choose(rules, p, kind === 'hint' ? 'strong' : level, seed);
  const move = formatMove(rules, chosen.move);
  // The text form is what the page plays, so check it reads back as the same move.
  const back = parseMove(rules, move);
  if (!back.ok) return { id, ok: false, message: `The search found ${move}, which does not read back: ${notationText(back.error)}` };
  const text =
    kind === 'hint'
      ? hintSentence(move, explainMove(rules, p, chosen.move, xorshift32(seed)), { value: chosen.search?.value, iterations: chosen.search?.iterations, exact: chosen.exact?.value })
      : '';
  return { id, ok: true, move, pit: chosen.move.kind === 'sow' ? chosen.move.pit : null, text, iterations: chosen.search?.iterations ?? 0 };
}

/** Every move weighed at the strong level's budget (or solved exactly), in notation. */
function analysisOf(id: number, rules: SearchRules, p: Position, seed: number): OpponentResponse {
  const a = analyse(rules, p, seed, LEVEL_BUDGETS.strong);
  const moves = a.moves.map((m) => ({
    move: formatMove(rules, m.move),
    pit: m.move.kind === 'sow' ? m.move.pit : null,
    value: m.value,
    visits: m.visits,
    ...(m.exact === undefined ? {} : { exact: m.exact }),
  }));
  const analysis: AnalysisText = { moves, line: a.line.map((m) => formatMove(rules, m)), ...(a.exact === undefined ? {} : { exact: a.exact }) };
  return { id, ok: true, move: moves[0]!.move, pit: moves[0]!.pit, text: '', iterations: a.iterations, analysis };
}
