/**
 * "Copy link" under a board (src/components/BoardTools.astro), loaded on its first click. An example
 * copies the page's address with the step the reader is at (`?step=4#example-wari-chain-capture`, which
 * opens it there); a play board copies its play page with the game so far. Where the browser refuses
 * the clipboard, the link is shown selected in a text field to copy by hand.
 */
import { shareLink } from './share-link';

export async function run(trigger: HTMLAnchorElement, figure: HTMLElement) {
  const status = trigger.closest('.board-tools')?.querySelector<HTMLElement>('.board-tools-status');
  const page = trigger.dataset['page'];
  const url = page
    ? new URL(page + (figure.dataset['address'] ?? ''), location.href).href
    : shareLink(location.href, figure.id, Number(figure.dataset['current'] ?? 0));
  try {
    await navigator.clipboard.writeText(url);
    if (status) status.textContent = `Link copied: ${url}`;
  } catch {
    if (!status) return;
    // Built with textContent and value, so nothing in the address can become markup.
    const label = document.createElement('label');
    label.textContent = 'The browser did not let us copy: select and copy this link. ';
    const field = document.createElement('input');
    field.readOnly = true;
    field.value = url;
    field.size = Math.min(url.length, 60);
    label.append(field);
    status.replaceChildren(label);
    field.focus();
    field.select();
  }
}
