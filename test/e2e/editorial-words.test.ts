/**
 * Variant and topic pages describe rule options in words: an option key in code formatting
 * (`emptyCapture`) or a raw value marked "(default)" belongs on /notation/ and the command line, not in
 * an infobox or prose. Reads the built HTML; /notation/, /embed/ and /play/ are left out on purpose.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS, isVariantId, variantDefinition } from '../../src/variants/index';
import { sitePages, skipReason } from './browser.js';

const keysOf = (id: string) => (isVariantId(id) ? Object.keys(variantDefinition(id).defaults) : []);
const ALL_KEYS = [...new Set(VARIANT_IDS.flatMap(keysOf))];

/** The page's visible HTML: scripts, styles and island props (attributes) do not count. */
const visible = (html: string) => html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<([a-z][\w-]*)\b[^>]*>/gi, '<$1>');

/** Text inside <code> elements, where an option key would be code formatting. */
/** Code in the page, but not a game record as printed: its "no pie" is the players' remark, not an option key. */
const codeTexts = (html: string) =>
  [...visible(html.replace(/<pre class="notation-block" data-lang="mancala-record">[\s\S]*?<\/pre>/g, '')).matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, ''),
  );

const pages = skipReason ? [] : sitePages().filter((p) => /^\/(variants|topics)\//.test(p));

/**
 * Words only code uses: option keys written as one camel-cased word (`emptyCapture`) and option values
 * that are identifiers (`takes-all`, `dk`). Ordinary words that are also keys or values (seeds, pie,
 * layout, inner-row) are left to the check on code formatting above.
 */
const CODE_WORDS = [
  ...new Set(
    VARIANT_IDS.flatMap((id) => {
      const definition = variantDefinition(id);
      const notes = Object.values(definition.optionNotes as Record<string, { choices: unknown[] }>);
      return [
        ...Object.keys(definition.defaults).filter((key) => /[a-z][A-Z]/.test(key)),
        ...notes.flatMap((note) => note.choices.map(String)).filter((v) => /^(dk|[a-z]+-(all|nothing|seeds|relay|four|start|columns|allowed|only|choice|forced|\d+))$/.test(v)),
      ];
    }),
  ),
];

describe.skipIf(skipReason)('option keys stay out of the prose', () => {
  it.each(pages)('%s', (path) => {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    const game = path.split('/')[2] ?? '';
    const keys = path.startsWith('/variants/') ? keysOf(game) : ALL_KEYS;
    const inCode = codeTexts(html).filter((code) => keys.some((key) => new RegExp(`(^|[^\\w-])${key}([^\\w-]|$)`).test(code)));
    expect(inCode, 'option keys in code formatting').toEqual([]);
    const prose = visible(html).replace(/<[^>]+>/g, ' ');
    expect(
      CODE_WORDS.filter((word) => new RegExp(`(^|[^\\w-])${word}([^\\w-]|$)`).test(prose)),
      'option keys or values in the text',
    ).toEqual([]);
    const text = visible(html).replace(/<[^>]+>/g, ' ');
    expect(text.match(/\b(true|false|on|off|\d+|[a-z]+(?:-[a-z]+)+) \(default\)/g) ?? [], 'raw values marked (default)').toEqual([]);
  });
});

/**
 * Game and topic pages speak to the reader about what the reader can see: not about our copy of a
 * source, not "above" or "below" about a passage on another page, not in command lines or the
 * solver's data structures (those belong on /notation/ and in the README).
 */
describe.skipIf(skipReason)('game pages speak to the reader', () => {
  const SHOP_TALK: Array<[string, RegExp]> = [
    ['our copy of a source', /\bour copy\b/i],
    ['a command line', /\b(npx|node) (mancala|bin\/)/],
    ['the solver’s data structures', /\bkept in an array\b|\bkeyed exactly\b/i],
  ];
  it.each(pages)('%s', (path) => {
    const html = readFileSync(`dist${path}index.html`, 'utf8');
    const text = visible(html)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    const found = SHOP_TALK.flatMap(([what, pattern]) =>
      pattern.test(text) ? [`${what}: …${text.slice(Math.max(0, text.search(pattern) - 40), text.search(pattern) + 40)}…`] : [],
    );
    // "See move 7 above" on a page that has no move 7: a pointer "above" must have its heading or a link.
    for (const m of text.matchAll(/\bsee ([^.]{1,40}) above\b/gi)) found.push(`a pointer to nothing on the page: ${m[0]}`);
    expect(found).toEqual([]);
  });
});

describe.skipIf(skipReason)('the infobox punctuates as prose does', () => {
  // A list the markup lays out over several lines once put a space before each semicolon and the full stop ("any pit) ; Marin").
  it.each(pages.filter((p) => p.startsWith('/variants/')))('%s: no space before a semicolon or full stop', (path) => {
    const infobox = /<aside class="infobox"[\s\S]*?<\/aside>/.exec(readFileSync(`dist${path}index.html`, 'utf8'))?.[0] ?? '';
    const text = infobox.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text.match(/\S \s*[;.](?=\s|$)/g) ?? []).toEqual([]);
  });
});
