/**
 * Addresses of the teaching tools for a board's position: the position editor, a worksheet made from
 * it and the example's step sheet. Built once here, so every tools row and link writes them alike.
 */
import { writePlayAddress } from '../board/play-address';

/** The query for a game and position, after `?variant=`: options and position only where given. */
const gameQuery = (variant: string, position: string | undefined, options: Record<string, unknown>) => {
  const rest = writePlayAddress({ options, position, moves: [] });
  return `variant=${encodeURIComponent(variant)}${rest ? `&${rest.slice(1)}` : ''}`;
};

/** The position editor on this position (the rules' opening when none is given). */
export const editorHref = (base: string, variant: string, position?: string, options: Record<string, unknown> = {}) => `${base}editor/?${gameQuery(variant, position, options)}`;

/** A worksheet of questions about this position. */
export const worksheetHref = (base: string, variant: string, position?: string, options: Record<string, unknown> = {}) =>
  `${base}worksheets/?${gameQuery(variant, position, options)}`;

/** The printable step sheet of an example. */
export const sheetHref = (base: string, example: string) => `${base}sheets/${example}/`;

/** Whether a page is one made to be embedded (`/embed/…`): its boards keep only "Play on", opened in a new tab. */
export const isEmbedPage = (base: string, pathname: string) => pathname.startsWith(`${base}embed/`);
