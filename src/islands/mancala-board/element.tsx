/**
 * <mancala-board variant="wari" position="…" moves="A5" controls>: the site's board and stepper as
 * one script a teacher adds to any page, with no framework on the host. It draws into a shadow root
 * with its own styles, loads each game's rules when a board of that game first appears, and redraws
 * when an attribute changes. Nothing it is given can break the host page: every mistake in the
 * attributes is shown inside the element as a sentence that names it, and text from the attributes
 * only ever reaches the page as text (Preact), never as markup.
 */
import type { ComponentChild } from 'preact';
import { render } from 'preact';
import boardCss from '../../styles/board.css?raw';
import type { BoardRequest } from './attributes.js';
import type { LinkError } from '../../board/play-address.js';
import type { RegistryError } from '../../variants/ids.js';
import { BOARD_ATTRIBUTES, readAttributes } from './attributes.js';
import elementCss from './element.css?raw';
import paletteCss from '../../styles/palette.css?raw';

let sheet: CSSStyleSheet | undefined;
/** One stylesheet shared by every board on the page; adopted, so a host's CSP on <style> does not apply. */
function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(boardCss.replace(/:root\b/g, ':host') + elementCss + paletteCss);
  }
  return sheet;
}

function Problem({ message }: { message: string }) {
  return (
    <p class="error" role="status">
      <strong>This mancala board cannot be shown.</strong>
      {message}
    </p>
  );
}

/** The board's accessible name: the label attribute, else the game and what is played. */
const nameOf = (request: BoardRequest, game: string) =>
  request.label ?? `${game}${request.moves.length ? `: ${request.moves.join(' ')}` : request.position ? ': a position' : ': the opening position'}`;

/** What is wrong, in a sentence: the words load only when there is a problem to say as data. */
async function problemMessage(error: LinkError | RegistryError): Promise<string> {
  if (!('code' in error) && !error.refused) return error.message;
  const words = await import('./problem-words.js');
  if ('code' in error) return words.registryText(error);
  return `${error.message} ${words.problemText(error.refused!)}`.trim();
}

export class MancalaBoard extends HTMLElement {
  static readonly observedAttributes = BOARD_ATTRIBUTES;
  #root: ShadowRoot | null = null;
  #queued = false;
  /** Counts redraws, so a game's rules that arrive after the attributes changed again are not drawn. */
  #generation = 0;

  connectedCallback() {
    this.#schedule();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#schedule();
  }

  disconnectedCallback() {
    // Stops a stepper's autoplay timer with the element; drawn again if the element comes back.
    this.#generation++;
    if (this.#root) render(null, this.#root);
  }

  /** Several attributes set in a row redraw once. */
  #schedule() {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      void this.#update();
    });
  }

  async #update() {
    const generation = ++this.#generation;
    const root = this.#ensureRoot();
    const show = (content: ComponentChild) => generation === this.#generation && render(content, root);
    try {
      const request = readAttributes((name) => this.getAttribute(name));
      if (!request.ok) return show(<Problem message={await problemMessage(request.error)} />);
      if (!root.firstChild) show(<p class="loading">Loading the board…</p>);
      // The engine, the captions and the board's drawing load with the game's rules, all at once, the
      // first time a board is drawn: a page that sets the element up pays for them only when it shows one.
      const [rules, { sceneOf }, { View }] = await Promise.all([
        import('../../variants/ruleset-of.js').then((m) => m.loadRuleset(request.value.variant, request.value.options)),
        import('./scene.js'),
        import('./view.js'),
      ]);
      if (!rules.ok) return show(<Problem message={await problemMessage({ message: '', refused: rules.error })} />);
      const scene = sceneOf(rules.value, request.value.position, request.value.moves, request.value.controls);
      if (!scene.ok) return show(<Problem message={await problemMessage(scene.error)} />);
      show(<View request={request.value} scene={scene.value} label={nameOf(request.value, rules.value.name)} />);
    } catch (e) {
      // A game's rules that cannot be downloaded, or a fault of ours: said in the element, never thrown at the host page.
      show(<Problem message={`Something went wrong while drawing it: ${e instanceof Error ? e.message : String(e)}`} />);
    }
  }

  #ensureRoot(): ShadowRoot {
    if (!this.#root) {
      this.#root = this.attachShadow({ mode: 'open' });
      this.#root.adoptedStyleSheets = [styles()];
    }
    return this.#root;
  }
}

if (!customElements.get('mancala-board')) customElements.define('mancala-board', MancalaBoard);
