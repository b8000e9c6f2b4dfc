/**
 * The board's text against what it is drawn on, in both themes, by WCAG's contrast ratio. Axe leaves
 * text inside an SVG out (it cannot tell what lies behind it; test/e2e/browser.ts's injectAxe), so
 * the pairs are read here from the stylesheets: each colour a board's text takes (board.css) on each
 * fill it can sit on. Normal text needs 4.5:1 (WCAG 1.4.3); counts are bold but may be drawn at
 * 12 px, so they are held to it too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const palette = readFileSync('src/styles/palette.css', 'utf8');
const board = readFileSync('src/styles/board.css', 'utf8');
const site = readFileSync('src/styles/site.css', 'utf8');

/** Each token's light and dark value, from palette.css's light-dark() pairs. */
const themes = new Map([...palette.matchAll(/(--[\w-]+):\s*light-dark\((#[\da-f]+),\s*(#[\da-f]+)\)/gi)].map(([, name, light, dark]) => [name!, { light: light!, dark: dark! }]));
/** The colours a stylesheet sets on :root, for a browser without light-dark(). */
const rootColours = (css: string) => new Map([.../:root\s*\{([^}]*)\}/.exec(css)![1]!.matchAll(/(--[\w-]+):\s*(#[\da-f]+)/gi)].map(([, name, value]) => [name!, value!]));
/** Each of board.css's rules that fills something, as its selector and the token it fills with. */
const boardFills = [...board.matchAll(/([^{}]+)\{[^}]*?(?<![-\w])fill: var\((--[\w-]+)/g)].map(([, selector, token]) => ({
  selector: selector!.replace(/\/\*[^]*?\*\//g, '').trim(),
  token: token!,
}));
/** A rule for text: the counts, names and hands are all <text>, classed or inside .labels. */
const isText = (selector: string) => /\btext\b|store-label|store-count|\.mover|\.hand/.test(selector);

/** WCAG 2's relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** What a pit or store is filled with: plain, an owner's tint, blocked, marked, or a legal move's (board.css). */
const PIT_FILLS = ['--hole', '--owner-1', '--owner-2', '--owner-3', '--blocked', '--marked', '--surface'];
/** What lies behind the text drawn beside the pits: the SVG has no background, so the page's or a card's. */
const PAGE_FILLS = ['--paper', '--surface'];

/** Each kind of text on a board: its colour token, where board.css gives it, and what it is drawn on. */
const TEXTS: { text: string; rule: RegExp; colour: string; on: string[] }[] = [
  { text: 'a count in a pit or store', rule: /\.board \.counts text, \.board \.store-count \{[^}]*stroke: var\(--hole\)/, colour: '--ink', on: PIT_FILLS },
  { text: "a store's name, inside the store", rule: /\.board \.labels text, \.board \.store-label \{[^}]*fill: var\(--muted\)/, colour: '--muted', on: PIT_FILLS },
  { text: "a pit's name, beside the pits", rule: /\.board \.labels text, \.board \.store-label \{[^}]*fill: var\(--muted\)/, colour: '--muted', on: PAGE_FILLS },
  { text: "the mover's row name", rule: /\.board \.labels \.mover \{[^}]*fill: var\(--ink\)/, colour: '--ink', on: PAGE_FILLS },
  { text: 'a hand of seeds', rule: /\.board text \{[^}]*fill: var\(--ink\)/, colour: '--ink', on: PAGE_FILLS },
  { text: 'the hand in focus', rule: /\.board \.hand\.focus \{[^}]*fill: var\(--accent\)/, colour: '--accent', on: PAGE_FILLS },
];

describe("the board's text stands out from what it is drawn on", () => {
  it('reads every token the pairs name, in both themes', () => {
    for (const token of [...PIT_FILLS, ...PAGE_FILLS, ...TEXTS.map((t) => t.colour)]) expect(themes.get(token), token).toBeDefined();
  });

  it("gives a browser without light-dark() the light theme's colours (site.css, and board.css for the command line's files)", () => {
    for (const css of [site, board]) {
      const colours = rootColours(css);
      expect(colours.size).toBeGreaterThan(5);
      for (const [token, value] of colours) if (themes.has(token)) expect(value, token).toBe(themes.get(token)!.light);
    }
  });

  it('pairs every fill board.css gives a pit, store or legal move with every text drawn on one', () => {
    expect(new Set(boardFills.filter((f) => !isText(f.selector)).map((f) => f.token))).toEqual(new Set(PIT_FILLS));
    // A count takes its colour from `.board text`: its own rule sets only the halo.
    expect(boardFills.filter((f) => /counts text|store-count/.test(f.selector))).toEqual([]);
    expect(new Set(boardFills.filter((f) => isText(f.selector)).map((f) => f.token))).toEqual(new Set(TEXTS.map((t) => t.colour)));
  });

  it.for(TEXTS)('$text: the colour board.css gives it, at 4.5:1 on each fill in both themes', ({ rule, colour, on }) => {
    expect(board).toMatch(rule);
    const low: string[] = [];
    for (const theme of ['light', 'dark'] as const)
      for (const fill of on) {
        const ratio = contrast(themes.get(colour)![theme], themes.get(fill)![theme]);
        if (ratio < 4.5) low.push(`${theme}: ${colour} on ${fill} ${ratio.toFixed(2)}:1`);
      }
    expect(low).toEqual([]);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrast('#fff', '#fff')).toBe(1);
  });
});
