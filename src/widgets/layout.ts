/**
 * Where a board's pits, stores and names are drawn. Works from a `BoardShape`, a few hundred bytes
 * of plain data, so the browser can draw any board from what a page carries and the server and the
 * browser draw the same thing. Imports nothing that plays.
 */

/** The plain-data shape of a board, made from a ruleset at build time (`shapeOf`). */
export interface BoardShape {
  readonly kind: 'rows' | 'circle';
  /** Rows top to bottom as [name, pit ids left to right]; the circle is one row, pit 1 first. */
  readonly rows: readonly (readonly [string, readonly number[]])[];
  /** Each pit's owner at the start. */
  readonly owner: readonly number[];
  /** Per seat, where its store is drawn (rows); the circle draws one per seat in the middle. */
  readonly storeSide: readonly ('left' | 'right')[];
  /** 'store' where seeds are sown into it (Kalah), 'took' where it holds captures (Wari), 'in hand' (Bao), 'none' where every seed stays on the board (Omweso). */
  readonly stores: 'store' | 'took' | 'in hand' | 'none';
  /** Pits drawn square (Bao's nyumba). */
  readonly square: readonly number[];
}

/** A text drawn on the board: a pit's name, or (four-row boards) a row's or a column's. */
export interface BoardText {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  /** The pit it names, so the mover's names can be picked out; absent for row and column names. */
  readonly pit?: number;
  /** Hangs below `y` (a name under its pit) rather than standing on it: its size varies with the screen. */
  readonly below?: true;
}

/**
 * The plain-data shape of a board: where each pit and store is drawn, computed at build time so the
 * client only places circles. Nothing here can play.
 */
export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  /** Per pit id: its centre. */
  readonly pits: readonly { readonly x: number; readonly y: number }[];
  /** Per pit id: its name as captions say it ("A3", "AA5", "7"), for the spoken summary and buttons. */
  readonly names: readonly string[];
  /** Names drawn on the board. */
  readonly texts: readonly BoardText[];
  /** Per seat: the store's box, or null where stores are not drawn on the board. */
  readonly stores: readonly ({ readonly x: number; readonly y: number; readonly w: number; readonly h: number } | null)[];
  /** Bao: what the stores hold is seeds still in the players' hands, drawn beside each player as a hand, not a store. */
  readonly hands: boolean;
  /** Pits drawn square (Bao's nyumba). */
  readonly square: readonly number[];
  /**
   * Four-row boards: on a narrow screen the drawing is turned a quarter-turn clockwise (CSS), so A's
   * rows become the left columns and names stay upright. The board's class carries its size for that.
   */
  readonly turn: boolean;
  /** CSS classes sizing the drawing: its columns, rows and kind. */
  readonly size: string;
  /** Store caption: "Store" (sown into, Kalah), "took" (captures only, Wari) or "in hand" (Bao); empty with no stores. */
  readonly storeWord: string;
  /** Rows for the spoken summary, top to bottom: "Row B", "Row A", or "Circle". */
  readonly rows: readonly { readonly label: string; readonly pits: readonly number[] }[];
  /** Each pit's owner at the start (ownership can change per frame). */
  readonly owner: readonly number[];
  /** Draw each pit's owner (letter and tint): the circle, where ownership is not given by rows. */
  readonly showOwner: boolean;
}

const PITCH = 64;
const MARGIN = 26;
const STORE_W = 52;
/** Room for the seeds in hand drawn above and below a Bao board. */
const HAND_H = 40;

/** Where everything is drawn for a board. */
export function layoutOf(shape: BoardShape): BoardLayout {
  const drawn = shape.kind === 'circle' ? ringLayout(shape) : rowsLayout(shape);
  return { ...drawn, square: shape.square, storeWord: { store: 'Store', took: 'took', 'in hand': 'in hand', none: '' }[shape.stores] };
}

type Drawn = Omit<BoardLayout, 'square' | 'storeWord'>;

function rowsLayout(shape: BoardShape): Drawn {
  const { rows } = shape;
  const cols = rows[0]![1].length;
  const four = rows.length === 4;
  const hands = shape.stores === 'in hand';
  const stores = shape.stores !== 'none' && !hands;
  // Four-row boards name rows and columns at the edges (AA, 3), which reads the same turned or not;
  // two-row boards name each pit beside it.
  const side = stores ? STORE_W + 12 : 8;
  const left = side + (four ? 22 : 0);
  const width = left + side + cols * PITCH;
  const top = MARGIN + (hands ? HAND_H : 0);
  const half = rows.length / 2;
  const gap = four ? 14 : 0;
  const height = top + rows.length * PITCH + gap + MARGIN + (hands ? HAND_H : 0);
  const pits: { x: number; y: number }[] = [];
  const names: string[] = [];
  const texts: BoardText[] = [];
  const rowY = (r: number) => top + r * PITCH + PITCH / 2 + (r >= half ? gap : 0);
  rows.forEach(([label, ids], r) => {
    ids.forEach((pit, c) => {
      pits[pit] = { x: left + c * PITCH + PITCH / 2, y: rowY(r) };
      names[pit] = `${label}${c + 1}`;
      if (!four) texts.push({ x: pits[pit]!.x, y: rowY(r) + (r === 0 ? -29 : 29), text: names[pit]!, pit, ...(r === 0 ? {} : { below: true }) });
    });
    if (four) texts.push({ x: left - 12, y: rowY(r) + 5, text: label });
  });
  if (four) {
    for (let c = 0; c < cols; c++) {
      const x = left + c * PITCH + PITCH / 2;
      texts.push({ x, y: rowY(0) - 32, text: String(c + 1) }, { x, y: rowY(rows.length - 1) + 44, text: String(c + 1) });
    }
  }
  const boardH = rows.length * PITCH + gap;
  const storeBoxes = shape.storeSide.map((s) =>
    hands
      ? // A's hand below the board, B's above: where each player sits.
        { x: left, y: s === 'right' ? height - HAND_H - 6 : 6, w: cols * PITCH, h: HAND_H - 4 }
      : stores
        ? { x: s === 'left' ? 4 : width - STORE_W - 4, y: top, w: STORE_W, h: boardH }
        : null,
  );
  return {
    width,
    height,
    pits,
    names,
    texts,
    stores: storeBoxes,
    hands,
    turn: four,
    size: `c${cols}${four ? ' four' : ''}${hands ? ' hands' : ''}`,
    rows: rows.map(([label, ids]) => ({ label: `Row ${label}`, pits: ids })),
    owner: shape.owner,
    showOwner: false,
  };
}

/** Pit 1 just left of the bottom, counting on counter-clockwise as the seeds go. */
function ringLayout(shape: BoardShape): Drawn {
  const ids = shape.rows[0]![1];
  const n = ids.length;
  const radius = 150;
  const centre = radius + 56;
  const step = (2 * Math.PI) / n;
  const names = ids.map((pit) => String(pit + 1));
  const pits = ids.map((pit) => {
    // Screen angles grow clockwise (y points down), so counting down from 165 degrees walks pit 1,
    // 2, 3... along the bottom to the right and up: counter-clockwise as the reader sees it.
    const a = Math.PI - step / 2 - pit * step;
    return { x: +(centre + radius * Math.cos(a)).toFixed(1), y: +(centre + radius * Math.sin(a)).toFixed(1) };
  });
  const texts = pits.map(({ x, y }, pit): BoardText => ({ x, y: y > centre ? y + 29 : y - 29, text: names[pit]!, pit, ...(y > centre ? { below: true as const } : {}) }));
  const players = Math.max(...shape.owner) + 1;
  const stores = Array.from({ length: players }, (_, seat) => ({ x: centre - 48, y: centre - (players * 36) / 2 + seat * 36, w: 96, h: 32 }));
  return {
    width: 2 * centre,
    height: 2 * centre,
    pits,
    names,
    texts,
    stores,
    hands: false,
    turn: false,
    size: 'circle',
    rows: [{ label: 'Circle', pits: ids }],
    owner: shape.owner,
    showOwner: true,
  };
}
