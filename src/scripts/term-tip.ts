/**
 * The glossary pop-up: hovering or focusing a term link (`a.term`, written by the glossary plugin)
 * shows its definition beside it. Loaded on the first pointerover or focusin on a term link by the
 * listener in src/components/TermTips.astro, which hands over the event that woke it. The definitions
 * are read, on first use, from the glossary page the links lead to (one request, then cached), so the
 * pages carry none of them.
 *
 * The link keeps working: a mouse or keyboard follows it as usual. On touch, where there is no hover,
 * the first tap shows the definition and a second tap on the same word follows the link. The pop-up
 * is the link's description (aria-describedby), so a screen reader reads it with the link; Escape
 * hides it, and the pointer can move onto it without it closing (WCAG 1.4.13).
 */
import { decodeText } from '../board/address-text';

const TIP_ID = 'term-tip';
/** Time for the pointer to cross from the word to the pop-up before it closes. */
const HIDE_DELAY = 300;

let tip: HTMLElement;
let shownFor: HTMLAnchorElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let lastPointer = '';
/** The link the reader is on now, whose definition may still be on its way. */
let wanted: HTMLAnchorElement | null = null;
/** On touch, the word tapped once: a second tap on it follows the link, whether or not a definition came. */
let tapped: HTMLAnchorElement | null = null;
let definitions: Promise<Map<string, string>> | undefined;

/** Term id → definition, from the glossary page: each `<dt id>` and the first paragraph of its `<dd>`. */
function definitionsFrom(page: string): Promise<Map<string, string>> {
  definitions ??= fetch(page)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${page}: ${response.status}`))))
    .then((html) => {
      // Only the entries: a parsed document keeps this page's Content-Security-Policy, which refuses
      // the glossary page's own inline styles and scripts.
      const entries = /<main\b[\s\S]*<\/main>/.exec(html)?.[0].replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, '') ?? '';
      const doc = new DOMParser().parseFromString(entries, 'text/html');
      return new Map([...doc.querySelectorAll('dt[id]')].map((dt) => [dt.id, dt.nextElementSibling?.querySelector('p')?.textContent?.trim() ?? '']));
    })
    .catch(() => {
      // Offline or gone: the links still lead to the glossary; try again on the next term.
      definitions = undefined;
      return new Map<string, string>();
    });
  return definitions;
}

const termLink = (target: EventTarget | null): HTMLAnchorElement | null => (target instanceof Element ? target.closest<HTMLAnchorElement>('a.term') : null);

function show(link: HTMLAnchorElement) {
  clearTimeout(hideTimer);
  if (shownFor === link) return;
  wanted = link;
  void definitionsFrom(link.href.replace(/#.*$/, '')).then((found) => {
    const definition = found.get(decodeText(link.hash.slice(1)));
    if (wanted === link && definition) open(link, definition);
  });
}

function open(link: HTMLAnchorElement, definition: string) {
  hide();
  tip.textContent = definition;
  tip.hidden = false;
  link.setAttribute('aria-describedby', TIP_ID);
  shownFor = link;
  place(link);
}

function hide() {
  clearTimeout(hideTimer);
  wanted = null;
  if (!shownFor) return;
  shownFor.removeAttribute('aria-describedby');
  shownFor = null;
  tip.hidden = true;
}

const hideSoon = () => {
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hide, HIDE_DELAY);
};

/** Below the word, or above it when there is no room below; kept inside the viewport's width. */
function place(link: HTMLAnchorElement) {
  const word = link.getClientRects()[0] ?? link.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  const left = Math.max(8, Math.min(word.left, viewport - tip.offsetWidth - 8));
  const below = word.bottom + 6 + tip.offsetHeight <= innerHeight;
  const top = below ? word.bottom + 6 : word.top - 6 - tip.offsetHeight;
  // Coordinates from the box the pop-up is placed in: the page itself unless an ancestor is positioned.
  const box = tip.offsetParent && tip.offsetParent !== document.body ? tip.offsetParent.getBoundingClientRect() : { left: -scrollX, top: -scrollY };
  // CSSOM properties, not a style attribute: the page's Content-Security-Policy allows these.
  tip.style.left = `${left - box.left}px`;
  tip.style.top = `${top - box.top}px`;
}

function handle(event: Event) {
  const link = termLink(event.target);
  switch (event.type) {
    case 'pointerover':
      lastPointer = (event as PointerEvent).pointerType;
      if (link && lastPointer !== 'touch') show(link);
      else if (tip.contains(event.target as Node)) clearTimeout(hideTimer);
      break;
    case 'pointerout': {
      const to = (event as PointerEvent).relatedTarget as Node | null;
      if ((link === shownFor || tip.contains(event.target as Node)) && lastPointer !== 'touch' && !(to && (tip.contains(to) || shownFor?.contains(to)))) hideSoon();
      break;
    }
    case 'pointerdown':
      lastPointer = (event as PointerEvent).pointerType;
      break;
    case 'focusin':
      if (link) show(link);
      else if (!tip.contains(event.target as Node)) hide();
      break;
    case 'focusout':
      if (link === shownFor && !(event as FocusEvent).relatedTarget) hide();
      break;
    case 'click':
      // On touch the first tap on a word shows its definition; a second tap on it follows the link.
      if (link && (lastPointer === 'touch' || (event as PointerEvent).pointerType === 'touch') && tapped !== link) {
        event.preventDefault();
        tapped = link;
        show(link);
      } else if (!link && !tip.contains(event.target as Node)) {
        tapped = null;
        hide();
      }
      break;
    case 'keydown':
      if ((event as KeyboardEvent).key === 'Escape' && (shownFor || wanted)) {
        event.preventDefault();
        tapped = null;
        hide();
      }
      break;
  }
}

/** Sets up the pop-up and answers the event that loaded this module. */
export function start(first: Event) {
  if (!document.getElementById(TIP_ID)) {
    tip = document.createElement('div');
    tip.id = TIP_ID;
    tip.className = 'term-tip';
    tip.setAttribute('role', 'tooltip');
    tip.hidden = true;
    // Inside the main landmark, where the words it explains are.
    (document.querySelector('main') ?? document.body).append(tip);
    for (const type of ['pointerover', 'pointerout', 'pointerdown', 'focusin', 'focusout', 'click', 'keydown']) document.addEventListener(type, handle, true);
    addEventListener('resize', () => shownFor && place(shownFor));
  }
  handle(first);
}
