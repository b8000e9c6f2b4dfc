/**
 * "Copy link" under a board (src/components/BoardTools.astro), loaded on its first click. An example
 * copies the page's address with the step the reader is at (`?step=4#example-wari-chain-capture`, which
 * opens it there); a play board copies its play page with the game so far. Where the browser refuses
 * the clipboard, the link is shown selected in a text field to copy by hand.
 */
import { shareLink } from './share-link';

/** The row's live region, made on first use (pages carry dozens of rows, most never used). */
async function statusOf(row: Element): Promise<HTMLElement> {
  const found = row.nextElementSibling;
  if (found instanceof HTMLElement && found.matches('.board-tools-status')) return found;
  const status = Object.assign(document.createElement('p'), { className: 'board-tools-status' });
  status.setAttribute('role', 'status');
  row.after(status);
  // A live region announces changes made after it is in the page, not the text it arrives with.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return status;
}

export async function run(trigger: HTMLAnchorElement, figure: HTMLElement) {
  const row = trigger.closest('.board-tools');
  if (!row) return;
  const status = await statusOf(row);
  const page = trigger.dataset['page'];
  const url = page ? new URL(page + (figure.dataset['address'] ?? ''), location.href).href : shareLink(location.href, figure.id, Number(figure.dataset['current'] ?? 0));
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = `Link copied: ${url}`;
  } catch {
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
