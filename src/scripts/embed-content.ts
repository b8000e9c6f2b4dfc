/**
 * What a figure on the page holds, as the suggested embed size needs it (src/board/embed-code.ts,
 * suggestSize): read from the figure itself when the reader opens the Embed panel, so the page carries
 * nothing extra for it. The embed page shows the same board and texts as the figure.
 */
import type { EmbedContent } from '../board/embed-code';

export function contentOf(figure: HTMLElement): EmbedContent {
  const all = (selector: string) => [...figure.querySelectorAll(selector)].map((e) => (e.textContent ?? '').trim().length);
  const longest = (selector: string) => Math.max(0, ...all(selector));
  const total = (selector: string) => all(selector).reduce((a, b) => a + b, 0);
  // Each caption without its buttons' hint: the longer, board's hint is what a frame without buttons shows.
  const shownCaptions = [...figure.querySelectorAll('.caption')].map((c) => (c.textContent ?? '').trim().length - (c.querySelector('.hint-buttons')?.textContent?.length ?? 0));
  const box = figure.querySelector<SVGSVGElement>('svg.board')?.viewBox.baseVal;
  const kind = figure.matches('.playboard') ? 'play' : figure.matches('.compare') ? 'compare' : figure.matches('.game') ? 'game' : 'moves';
  return {
    kind,
    board: box?.width ? { width: box.width, height: box.height } : { width: 512, height: 180 },
    panels: figure.querySelectorAll('.panel').length || 1,
    introChars: longest(':scope > figcaption'),
    // Every step's sentence is in the page's "steps as text"; a play board's messages run to about two lines.
    // The first caption holds both ways of saying how to step (src/board/step-hints.ts) and shows one:
    // it is measured with the longer, the board's.
    captionChars: Math.max(longest('.steps li'), ...shownCaptions, kind === 'play' ? 120 : 0),
    labelChars: longest('.panel-title'),
    outcomeChars: longest('.outcome'),
    chapters: all('.chapters li').length,
    chapterChars: total('.chapters li'),
    notesChars: total('.errata li'),
  };
}
