import type { OptionsError, OptionsProblem } from './errors.js';
import type { Result } from './result.js';
import type { VariantDefinition } from './ruleset.js';
import { err, ok } from './result.js';

type Input = Readonly<Record<string, unknown>>;

/**
 * Reads untyped options against a table of allowed values per key, filling in defaults.
 * Unknown keys and values outside the table are errors that name the key and the choices.
 * Only the table's own keys count: options arrive from URLs and JSON, where `constructor`,
 * `toString` or `__proto__` must read as unknown names, never as Object's built-ins.
 */
export function parseChoices<O extends object>(
  variant: string,
  input: Input,
  defaults: O,
  allowed: { readonly [K in keyof O]: readonly O[K][] },
  presets: Readonly<Record<string, Partial<O>>> = {},
): Result<O, OptionsError> {
  const fail = (problem: OptionsProblem) => err<OptionsError>({ code: 'ERR_OPTION', problem });
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail({ kind: 'not-options', game: variant, example: Object.keys(allowed)[0] ?? 'preset', input });
  }
  let base: O = { ...defaults };
  if (Object.hasOwn(input, 'preset')) {
    const preset = input['preset'];
    if (typeof preset !== 'string' || !Object.hasOwn(presets, preset)) {
      return fail({ kind: 'preset', game: variant, input: preset, presets: Object.keys(presets) });
    }
    base = { ...base, ...presets[preset] };
  }
  for (const [key, raw] of Object.entries(input)) {
    if (key === 'preset') continue;
    if (!Object.hasOwn(allowed, key)) {
      return fail({ kind: 'option', game: variant, input: key, options: Object.keys(allowed) });
    }
    const choices = allowed[key as keyof O] as readonly unknown[];
    const value = coerce(raw, typeof choices[0]);
    if (!choices.includes(value)) {
      return fail({ kind: 'value', game: variant, option: key, choices: choices.map(String), input: raw });
    }
    base = { ...base, [key]: value };
  }
  return ok(base);
}

/** Options arrive as strings from URLs and command lines: '5' means 5, 'true' means true. */
function coerce(raw: unknown, type: string): unknown {
  if (typeof raw !== 'string') return raw;
  if (type === 'number' && /^-?\d{1,15}$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** The allowed-values table of an options-notes table. */
export const choicesOf = <O extends object>(notes: { readonly [K in keyof O]: { readonly choices: readonly O[K][] } }) =>
  Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, (v as { choices: unknown[] }).choices])) as unknown as {
    readonly [K in keyof O]: readonly O[K][];
  };

/**
 * A game's options from untyped input (an address, a board's attributes, frontmatter), checked and
 * with defaults filled in: by the game's own `parseOptions` where it has one, else each option
 * against its notes' choices and the presets by name, which is all most games need.
 */
export function parseDefinitionOptions<O extends object>(definition: VariantDefinition<O>, input: Readonly<Record<string, unknown>>): Result<O, OptionsError> {
  return definition.parseOptions?.(input) ?? parseChoices(definition.name, input, definition.defaults, choicesOf(definition.optionNotes), definition.presets);
}
