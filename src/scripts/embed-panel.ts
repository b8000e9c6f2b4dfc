/**
 * The "Embed" panel under a board (src/components/BoardTools.astro), loaded on its first click: the
 * `<iframe>` code to copy, a title, what to show, and the size that fits. The code was highlighted at
 * build time (src/site/embed-template.ts) and arrives as tokens: here each becomes a span, its text
 * set with textContent and its placeholders filled the same way. A modal dialog: focus moves into it,
 * Escape closes it, and focus goes back to "Embed".
 */
import css from '../styles/embed-panel.css?inline';
import { adoptStyles, element } from './panel-dom';
import highlighted from 'virtual:embed-code-tokens';
import type { EmbedTheme, IframeValues, ShowMode } from '../board/embed-code';
import { EMBED_THEMES, embedAddress, fillPlaceholders, SHOW_MODES, suggestSize } from '../board/embed-code';
import { contentOf } from './embed-content';

const MODE_TEXT: Record<ShowMode, string> = {
  board: 'The board only',
  captions: 'The board and the sentence for each step',
  controls: 'Everything, with the buttons to step through',
};
const PLAY_MODE_TEXT: Record<ShowMode, string> = {
  board: 'The board only',
  captions: 'The board and what it says after each move',
  controls: 'Everything, with Undo, Redo and Restart',
};

const THEME_TEXT: Record<EmbedTheme, string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Follow the reader’s device',
};

const panels = new WeakMap<HTMLElement, HTMLDialogElement>();
let made = 0;

/** The highlighted code, one span a token; each text node kept with its placeholder text, to fill on every change. */
function highlightedCode(): { pre: HTMLPreElement; slots: [Text, string][] } {
  const slots: [Text, string][] = [];
  const code = document.createElement('code');
  highlighted.lines.forEach((line, i) => {
    if (i > 0) code.append('\n');
    for (const [text, light, dark] of line) {
      const span = document.createElement('span');
      const node = document.createTextNode(text);
      span.append(node);
      span.style.color = light;
      span.style.setProperty('--shiki-dark', dark);
      slots.push([node, text]);
      code.append(span);
    }
  });
  const pre = document.createElement('pre');
  pre.style.background = highlighted.background.light;
  pre.style.setProperty('--shiki-dark-bg', highlighted.background.dark);
  pre.append(code);
  return { pre, slots };
}

export function run(trigger: HTMLAnchorElement, figure: HTMLElement) {
  adoptStyles(css);
  let dialog = panels.get(trigger);
  if (!dialog) {
    dialog = build(trigger, figure);
    panels.set(trigger, dialog);
    document.body.append(dialog);
    dialog.addEventListener('close', () => trigger.focus());
  }
  dialog.dispatchEvent(new Event('refresh'));
  dialog.showModal();
  dialog.querySelector<HTMLInputElement>('input')?.focus();
}

function build(trigger: HTMLAnchorElement, figure: HTMLElement): HTMLDialogElement {
  const id = `embed-panel-${++made}`;
  const play = figure.matches('.playboard');
  // The board and its texts as the figure shows them, which the embed page shows too.
  const content = contentOf(figure);
  // The figure's own title: "Wari: a chain capture." without its full stop.
  const named = figure.querySelector('figcaption strong')?.textContent?.trim().replace(/\.$/, '') ?? '';
  const page = new URL(trigger.getAttribute('href') ?? '', location.href).href;
  const texts = play ? PLAY_MODE_TEXT : MODE_TEXT;

  const heading = element('h2', { id: `${id}-heading`, textContent: play ? 'Embed this board' : 'Embed this example' });
  const title = element('input', { type: 'text', value: named, id: `${id}-title` });
  const modes = SHOW_MODES.map((mode) => element('input', { type: 'radio', name: `${id}-show`, value: mode, checked: mode === 'controls' }));
  const themes = EMBED_THEMES.map((theme) => element('input', { type: 'radio', name: `${id}-theme`, value: theme, checked: theme === 'auto' }));
  const stepBox = element('input', { type: 'checkbox', checked: true });
  const stepLabel = element('label', { className: 'embed-step' });
  const size = element('p', { className: 'embed-size' });
  const status = element('p', { className: 'embed-status' });
  status.setAttribute('role', 'status');
  const preview = element('a', { target: '_blank', rel: 'noopener', textContent: 'Open the embed page in a new tab' });
  const copy = element('button', { type: 'button', textContent: 'Copy code' });
  const close = element('button', { type: 'button', textContent: 'Close' });

  const { pre, slots } = highlightedCode();
  const code = element('div', { className: 'embed-code' }, pre);
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', 'The code to paste');

  const values = (): IframeValues => {
    const mode = (modes.find((m) => m.checked)?.value ?? 'controls') as ShowMode;
    const step = !play && stepBox.checked ? Number(figure.dataset['current'] ?? 0) : 0;
    const theme = (themes.find((t) => t.checked)?.value ?? 'auto') as EmbedTheme;
    const src = embedAddress(page.split('?')[0] + (play ? (figure.dataset['address'] ?? '') : ''), mode, step, theme);
    const { width, height } = suggestSize(content, mode);
    return { src, title: title.value.trim() || named, width, height };
  };
  const refresh = () => {
    const v = values();
    const step = Number(figure.dataset['current'] ?? 0);
    stepLabel.hidden = play || step === 0;
    stepLabel.replaceChildren(stepBox, ` Open at step ${step}, where the board is now`);
    size.textContent = `Suggested size: ${v.width} × ${v.height} pixels, room for the board and what you chose to show. With the script, the frame's height follows its content; without it, this size shows everything without scrolling.`;
    for (const [node, text] of slots) node.data = fillPlaceholders(text, v, location.origin);
    preview.href = v.src;
    status.textContent = '';
  };

  copy.addEventListener('click', async () => {
    const text = pre.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Code copied. Paste it into your page.';
    } catch {
      // Without the clipboard, the code is selected for the reader to copy with the keyboard or menu.
      pre.focus();
      getSelection()?.selectAllChildren(pre);
      status.textContent = 'The browser did not let us copy: the code is selected, copy it with Ctrl+C (⌘C on a Mac).';
    }
  });
  close.addEventListener('click', () => dialog.close());
  title.addEventListener('input', refresh);
  for (const input of [...modes, ...themes, stepBox]) input.addEventListener('change', refresh);

  const dialog = element(
    'dialog',
    { className: 'embed-panel' },
    heading,
    element('p', {
      textContent: 'Paste this code into the HTML of your page. The script after the frame lets it fit its content: paste it once per page, however many boards you embed.',
    }),
    element('label', { htmlFor: title.id, textContent: 'Title, for screen readers' }),
    title,
    element('fieldset', {}, element('legend', { textContent: 'Show' }), ...modes.map((m) => element('label', {}, m, ` ${texts[m.value as ShowMode]}`))),
    element('fieldset', {}, element('legend', { textContent: 'Colours' }), ...themes.map((t) => element('label', {}, t, ` ${THEME_TEXT[t.value as EmbedTheme]}`))),
    stepLabel,
    size,
    code,
    element('p', { className: 'embed-actions' }, copy, close, preview),
    status,
  );
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.addEventListener('refresh', refresh);
  return dialog;
}
