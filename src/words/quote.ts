/**
 * Quoting a reader's input inside a message: the one implementation, for every layer that words a
 * problem (the engine reports input as data and never quotes).
 */

/** The most characters of a reader's input a message repeats: enough to find the mistake, never a page of it. */
export const QUOTE_LIMIT = 40;

/**
 * Input quoted for a message: JSON-escaped, cut to QUOTE_LIMIT characters with an ellipsis.
 * Takes anything (options arrive untyped from URLs and JSON) and never throws.
 */
export function quote(input: unknown): string {
  let text: string;
  try {
    text = typeof input === 'string' ? input : (JSON.stringify(input) ?? String(input));
  } catch {
    text = Object.prototype.toString.call(input);
  }
  // Characters, not UTF-16 units, so an emoji is never cut in half; only the head is split (input may be megabytes).
  const head = [...text.slice(0, 2 * QUOTE_LIMIT)];
  const long = head.length > QUOTE_LIMIT || text.length > 2 * QUOTE_LIMIT;
  return JSON.stringify(long ? `${head.slice(0, QUOTE_LIMIT - 1).join('')}…` : text);
}
