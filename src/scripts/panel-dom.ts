/** What the board tools' panels (./embed-panel.ts, ./open-record.ts) build their dialogs with. */

/** An element with its properties and children; text goes in as text, never as markup. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | boolean | number> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const adopted = new Set<string>();

/** A panel's styles, added on its first use as a constructed sheet: pages carry none of them. */
export function adoptStyles(css: string) {
  if (adopted.has(css)) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
