import type { OptionsError } from './errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';

type Input = Readonly<Record<string, unknown>>;

/**
 * Reads untyped options against a table of allowed values per key, filling in defaults.
 * Unknown keys and values outside the table are errors that name the key and the choices.
 */
export function parseChoices<O extends object>(
  variant: string,
  input: Input,
  defaults: O,
  allowed: { readonly [K in keyof O]: readonly O[K][] },
  presets: Readonly<Record<string, Partial<O>>> = {},
): Result<O, OptionsError> {
  let base: O = { ...defaults };
  const { preset, ...rest } = input;
  if (preset !== undefined) {
    // Own keys only: a link's "toString" or "__proto__" names no preset and no option.
    const chosen = typeof preset === 'string' && Object.hasOwn(presets, preset) ? presets[preset] : undefined;
    if (!chosen) {
      const names = Object.keys(presets);
      return err({ code: 'ERR_OPTION', message: `${variant} has no preset ${JSON.stringify(preset)}${names.length ? `; presets: ${names.join(', ')}` : ''}.` });
    }
    base = { ...base, ...chosen };
  }
  for (const [key, raw] of Object.entries(rest)) {
    if (!Object.hasOwn(defaults, key)) {
      return err({ code: 'ERR_OPTION', message: `${variant} has no option ${JSON.stringify(key)}; options: ${Object.keys(defaults).join(', ')}.` });
    }
    const choices = allowed[key as keyof O] as readonly unknown[];
    const value = coerce(raw, typeof (defaults as Record<string, unknown>)[key]);
    if (!choices.includes(value)) {
      return err({ code: 'ERR_OPTION', message: `${variant} option ${key} must be one of ${choices.map(String).join(', ')}; got ${JSON.stringify(raw)}.` });
    }
    base = { ...base, [key]: value };
  }
  return ok(base);
}

/** Options arrive as strings from URLs and command lines: '5' means 5, 'true' means true. */
function coerce(raw: unknown, type: string): unknown {
  if (typeof raw !== 'string') return raw;
  if (type === 'number' && /^-?\d+$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** The allowed-values table of an options-notes table. */
export const choicesOf = <O extends object>(notes: { readonly [K in keyof O]: { readonly choices: readonly O[K][] } }) =>
  Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, (v as { choices: unknown[] }).choices])) as unknown as {
    readonly [K in keyof O]: readonly O[K][];
  };
