/**
 * "Open a record" under a game viewer (src/components/GameViewer.astro), loaded on its first click: a
 * record pasted or chosen as a file is read in the engine's worker (src/board/record-io.ts) into the
 * viewer's frames, one a move with the record's comments in the captions, and the viewer steps through
 * it in place of the recorded game until the reader goes back to that. A modal dialog: focus moves
 * into it, Escape closes it, and focus goes back to the link. Every text is set with textContent.
 */
import css from '../styles/open-record.css?inline';
import { adoptStyles, element } from './panel-dom';
import type { ViewedRecord } from '../board/record-io';
import { askRecord } from '../islands/ask-record';

/** The largest record file read: a long game takes a few kilobytes. */
const FILE_LIMIT = 1_000_000;
const dialogs = new WeakMap<HTMLElement, HTMLDialogElement>();
let made = 0;

export function run(trigger: HTMLAnchorElement, figure: HTMLElement) {
  adoptStyles(css);
  let dialog = dialogs.get(figure);
  if (!dialog) {
    dialog = build(trigger, figure);
    dialogs.set(figure, dialog);
    document.body.append(dialog);
    // Back to the link, unless a record opened: then the focus is on its board.
    dialog.addEventListener('close', () => figure.querySelector('.opened-record .stepper') !== document.activeElement && trigger.focus());
  }
  dialog.showModal();
  dialog.querySelector('textarea')?.focus();
}

function build(trigger: HTMLAnchorElement, figure: HTMLElement): HTMLDialogElement {
  const id = `record-dialog-${++made}`;
  const variant = trigger.dataset['variant'] ?? '';
  const heading = element('h2', { id: `${id}-heading`, textContent: 'Open a game record' });
  const pasted = element('textarea', { rows: 8, spellcheck: false, id: `${id}-text` });
  const file = element('input', { type: 'file', accept: '.txt,.pgn,text/plain', id: `${id}-file` });
  const problem = element('p', { className: 'error', hidden: true });
  problem.setAttribute('role', 'alert');
  const open = element('button', { type: 'button', textContent: 'Open record' });
  const cancel = element('button', { type: 'button', textContent: 'Cancel' });
  const format = element('a', { href: trigger.href, textContent: 'What a game record is' });

  const say = (text: string) => {
    problem.textContent = text;
    problem.hidden = !text;
  };
  open.addEventListener('click', async () => {
    say('');
    const chosen = file.files?.[0];
    if (chosen && chosen.size > FILE_LIMIT) return say(`The file ${chosen.name} is larger than 1 MB, far more than a game record takes.`);
    const text = chosen ? await chosen.text() : pasted.value;
    if (!text.trim()) return say('Paste a game record into the box, or choose a record file, then press Open record.');
    open.disabled = true;
    const viewed = await askRecord<ViewedRecord>({ kind: 'view', text, variant });
    open.disabled = false;
    if (!viewed.ok) return say(viewed.error);
    dialog.close();
    await show(figure, viewed.value);
  });
  cancel.addEventListener('click', () => dialog.close());

  const dialog = element(
    'dialog',
    { className: 'record-dialog' },
    heading,
    element('p', { textContent: 'The board below then steps through its moves, with its comments, in place of the game shown. ' }, format),
    element('label', { htmlFor: pasted.id, textContent: 'Paste a record' }),
    pasted,
    element('label', { htmlFor: file.id, textContent: 'or choose a file ' }, file),
    problem,
    element('p', { className: 'record-actions' }, open, cancel),
  );
  dialog.setAttribute('aria-labelledby', heading.id);
  return dialog;
}

/**
 * What the figure shows of its own game, hidden while an opened record is shown: its stepper, errata
 * and printed record, and the tools that would copy, embed, print or download the game (all but this one).
 */
const ownParts = (figure: HTMLElement) => [
  ...figure.querySelectorAll<HTMLElement>(
    ':scope > astro-island, :scope > .key-hint, :scope > .errata, :scope > details.steps, :scope > .board-tools li:not(:has([data-tool="open-record"]))',
  ),
];

/** Shows the record in the figure, in place of its recorded game, with a way back. */
async function show(figure: HTMLElement, viewed: ViewedRecord) {
  const { mountStepper, unmountStepper } = await import('../islands/mount-stepper');
  // A record already open goes first, as its own Back button takes it out.
  figure.querySelector<HTMLButtonElement>(':scope > .opened-record .record-about button')?.click();
  const own = ownParts(figure);
  const back = element('button', { type: 'button', textContent: 'Back to the recorded game' });
  const about = element(
    'p',
    { className: 'record-about' },
    element('strong', { textContent: 'Your record' }),
    `${viewed.about ? `: ${viewed.about}` : ''}, ${viewed.moves} move${viewed.moves === 1 ? '' : 's'}${viewed.rounds > 1 ? ` in ${viewed.rounds} rounds` : ''}. `,
    back,
  );
  const board = element('div');
  const opened = element('div', { className: 'opened-record' }, about, board);
  own[0]?.before(opened);
  // The figure's step is the recorded game's (for "Copy link" and `?step=`): the record's stepper neither opens at it nor changes it.
  const { open: asked, current } = figure.dataset;
  delete figure.dataset['open'];
  // Not `hidden`: Astro's islands are display: contents, which the attribute's own style does not beat.
  for (const part of own) part.style.display = 'none';
  mountStepper(board, { data: viewed.data, label: viewed.about ? `Your record: ${viewed.about}` : 'Your record' });
  back.addEventListener('click', () => {
    unmountStepper(board);
    opened.remove();
    if (asked !== undefined) figure.dataset['open'] = asked;
    if (current !== undefined) figure.dataset['current'] = current;
    for (const part of own) part.style.display = '';
    figure.querySelector<HTMLElement>(':scope > astro-island .stepper')?.focus();
  });
  board.querySelector<HTMLElement>('.stepper')?.focus();
}
