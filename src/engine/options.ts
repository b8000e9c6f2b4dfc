import type { OptionsError } from './errors.js';
import { quote } from './errors.js';
import type { Result } from './result.js';
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
  const fail = (message: string) => err<OptionsError>({ code: 'ERR_OPTION', message });
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail(`${variant} options are names with values, such as {"${Object.keys(allowed)[0] ?? 'preset'}": …}; got ${quote(input)}.`);
  }
  let base: O = { ...defaults };
  if (Object.hasOwn(input, 'preset')) {
    const preset = input['preset'];
    if (typeof preset !== 'string' || !Object.hasOwn(presets, preset)) {
      const names = Object.keys(presets);
      return fail(`${variant} has no preset ${quote(preset)}${names.length ? `; presets: ${names.join(', ')}` : ''}.`);
    }
    base = { ...base, ...presets[preset] };
  }
  for (const [key, raw] of Object.entries(input)) {
    if (key === 'preset') continue;
    if (!Object.hasOwn(allowed, key)) {
      const names = Object.keys(allowed);
      // A game whose sources agree on every rule has no options at all: say so, not "options: ."
      return fail(`${variant} has no option ${quote(key)}; ${names.length ? `options: ${names.join(', ')}` : 'it has no options'}.`);
    }
    const choices = allowed[key as keyof O] as readonly unknown[];
    const value = coerce(raw, typeof choices[0]);
    if (!choices.includes(value)) {
      return fail(`${variant} option ${key} must be one of ${choices.map(String).join(', ')}; got ${quote(raw)}.`);
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
