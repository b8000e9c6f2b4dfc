/**
 * The glossary pop-up: hovering or focusing a term link (`a.term`, written by the glossary plugin)
 * shows its definition beside it. Loaded on the first pointerover or focusin on a term link by the
 * listener in src/components/TermTips.astro, which hands over the event that woke it.
 *
 * The link keeps working: a mouse or keyboard follows it as usual. On touch, where there is no hover,
 * the first tap shows the definition and a second tap on the same word follows the link. The pop-up
 * is the link's description (aria-describedby), so a screen reader reads it with the link; Escape
 * hides it, and the pointer can move onto it without it closing (WCAG 1.4.13).
 */
const TIP_ID = 'term-tip';
/** Time for the pointer to cross from the word to the pop-up before it closes. */
const HIDE_DELAY = 300;

let tip: HTMLElement;
let shownFor: HTMLAnchorElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let lastPointer = '';

const termLink = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a.term[data-def]') : null;

function show(link: HTMLAnchorElement) {
  clearTimeout(hideTimer);
  if (shownFor === link) return;
  hide();
  tip.textContent = link.dataset.def ?? '';
  tip.hidden = false;
  link.setAttribute('aria-describedby', TIP_ID);
  shownFor = link;
  place(link);
}

function hide() {
  clearTimeout(hideTimer);
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
      if (link && (lastPointer === 'touch' || (event as PointerEvent).pointerType === 'touch') && shownFor !== link) {
        event.preventDefault();
        show(link);
      } else if (!link && !tip.contains(event.target as Node)) hide();
      break;
    case 'keydown':
      if ((event as KeyboardEvent).key === 'Escape' && shownFor) {
        event.preventDefault();
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
