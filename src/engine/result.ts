/** A value or a typed error: anything a caller can get wrong comes back as one of these. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** Unwraps a result, throwing its error (its message, else its code and data): for tests, scripts and build-time code only. */
export function unwrap<T, E extends object>(result: Result<T, E>): T {
  if (!result.ok) throw new Error('message' in result.error ? String(result.error.message) : JSON.stringify(result.error));
  return result.value;
}
