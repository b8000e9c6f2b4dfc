/**
 * `client:wake`: hydrates an island when it comes near the viewport, `client:wake="interaction"` on the
 * first pointerdown, keydown, focusin or click inside it, `client:wake="load"` at once, and
 * `client:wake="address"` at once when the page's address carries a query (a play board showing a
 * linked game), else on interaction like "interaction". Whatever its mode, an island inside an element
 * marked `data-wake` wakes at once: a page that opens an example at a step (`?step=N`) marks the
 * example's figure. Unlike `client:visible`, nothing the reader
 * does while the island's code is still on its way is lost: clicks (taps end in a click) and key presses
 * that reach the server-rendered island are held, and replayed in order on the hydrated island.
 *
 * Registered by the integration in astro.config.mjs. This file is bundled on its own and inlined into
 * every page that uses the directive, so it imports nothing at run time.
 */
import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:wake'?: boolean | WakeMode;
  }
}

export type WakeMode = 'near' | 'interaction' | 'load' | 'address';

/** What the reader did before the island woke, and where (an element path from the island root). A
 * held key keeps its event, which serves as the options of the replayed one (key, code, modifiers). */
type Held = { path: number[]; target: Element | null; key?: KeyboardEvent };

/** Elements whose own browser behaviour works without our code: their events go through untouched, or a
 * replay would do the same thing twice (follow a link, toggle a details, tick a box). */
const NATIVE = 'a[href],label,summary,input,select,textarea,[contenteditable]';
/** Keys whose default action (scrolling the page) our widgets replace with their own; others keep theirs. */
const WIDGET_KEYS = /^(Arrow(Left|Right|Up|Down)|Home|End|Enter| )$/;
/** "Near the viewport": start loading a little before the island is on screen. */
const NEAR = '200px';
const WAKE_ON = ['pointerdown', 'keydown', 'focusin', 'click'];

export function wakeMode(value: unknown): WakeMode {
  return value === 'interaction' || value === 'load' || value === 'address' ? value : 'near';
}

const wake: ClientDirective = (load, options, root) => {
  const asked = wakeMode(options.value);
  const mode = root.closest('[data-wake]') ? 'load' : asked === 'address' ? (location.search.length > 1 ? 'load' : 'interaction') : asked;
  const held: Held[] = [];
  let phase: 'asleep' | 'waking' | 'replaying' | 'awake' = 'asleep';
  let observer: IntersectionObserver | null = null;

  const hold = (event: Event) => {
    // Our own replays are untrusted; they must reach the hydrated component.
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const target = event.target;
    const native = target.closest(NATIVE);
    if (native && root.contains(native)) return;
    const path = pathOf(root, target);
    if (!path) return;
    const key = event instanceof KeyboardEvent ? event : undefined;
    // Enter and Space on a button become a click, which is held on its own.
    const activates = key && /^(Enter| )$/.test(key.key) && target.closest('button');
    if (!key || (WIDGET_KEYS.test(key.key) && !activates && !key.ctrlKey && !key.metaKey && !key.altKey)) event.preventDefault();
    held.push({ path, target: phase === 'replaying' ? target : null, key });
    // Once hydrated, a live event must not overtake the ones still queued before it.
    event.stopPropagation();
    root.setAttribute('aria-busy', 'true');
    if (phase === 'asleep') void wakeUp();
  };

  const stopHolding = () => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('keydown', hold, true);
    root.removeAttribute('aria-busy');
    phase = 'awake';
  };

  const wakeUp = async () => {
    if (phase !== 'asleep') return;
    phase = 'waking';
    observer?.disconnect();
    for (const type of WAKE_ON) root.removeEventListener(type, wakeUp, true);
    let focused: number[] | null;
    try {
      const hydrate = await load();
      const active = document.activeElement;
      focused = active && root.contains(active) ? pathOf(root, active) : null;
      await hydrate();
    } catch (error) {
      // Without the island's code the held events have nowhere to go; links and the rest work again.
      stopHolding();
      console.error(`client:wake: ${options.name} could not wake`, error);
      return;
    }
    phase = 'replaying';
    await replay(focused);
    stopHolding();
  };

  /** `focused`: where focus was inside the island before hydration, to put it back if hydration lost it. */
  const replay = async (focused: number[] | null) => {
    // Hydration may have replaced nodes: find each target again where the reader saw it, before any
    // replayed event changes the island.
    for (const h of held) h.target ??= atPath(root, h.path);
    if (focused && !root.contains(document.activeElement)) (atPath(root, focused) as HTMLElement | null)?.focus({ preventScroll: true });
    for (let i = 0; i < held.length; i++) {
      const h = held[i]!;
      const target = h.target?.isConnected ? h.target : atPath(root, h.path);
      if (target) {
        if (h.key) target.dispatchEvent(new KeyboardEvent('keydown', h.key));
        else clickOn(target);
      }
      // Let the component render each answer before the next event, as it would between a reader's
      // presses (Preact renders on a microtask; handlers read the state of the last render).
      await new Promise((resolve) => setTimeout(resolve));
    }
  };

  root.addEventListener('click', hold, true);
  root.addEventListener('keydown', hold, true);
  if (mode === 'load') void wakeUp();
  else if (mode === 'interaction') {
    for (const type of WAKE_ON) root.addEventListener(type, wakeUp, { capture: true, once: true });
  } else {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void wakeUp(), { rootMargin: NEAR });
    // The island element itself is display: contents and has no box to observe.
    for (const child of root.children) observer.observe(child);
  }
};

export default wake;

function clickOn(target: Element) {
  if (target instanceof HTMLElement) target.click();
  // SVG elements (the board's pits) have no click().
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
}

/** Child indexes from root down to node, or null when node is not inside root. */
export function pathOf(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let n: Element = node; n !== root;) {
    const parent = n.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, n));
    n = parent;
  }
  return path;
}

export function atPath(root: Element, path: readonly number[]): Element | null {
  let n: Element | undefined = root;
  for (const i of path) n = n?.children[i];
  return n ?? null;
}
