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
  /** End pits drawn at the board's left and right ends, between the rows, as [name, pit id], left first. */
  readonly ends?: readonly (readonly [string, number])[];
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
  /** Drawn turned round (`turnLayout`): B's side at the bottom, A's at the top. */
  readonly turned?: boolean;
}

/** A pit's radius, in board units; a square pit (Bao's nyumba) is drawn 2 inside it on each side. */
export const PIT_R = 25;
/** Half the side of a square pit. */
export const SQUARE_HALF = PIT_R - 2;
/** A seed's dot: its radius (board.css draws `.seeds` with a stroke twice as wide). */
export const SEED_R = 2.5;
/** The most dots a pit shows; its count says the rest. */
const SEEDS_SHOWN = 12;
/**
 * The largest a pit's count is drawn, in board units: board.css caps `.counts text` at it, and the
 * seeds are placed clear of a two-figure count that size, upright or turned a quarter-turn.
 * The board's text grows as the screen narrows (so it never shrinks below 12 CSS px); a count
 * larger than this would no longer fit inside a ring of seeds in a pit.
 */
export const COUNT_MAX = 21.5;
/**
 * The largest a count of three figures is drawn (a pit of 100 seeds or more, which a game of 162
 * seeds allows): board.css draws such a count (`.long`) smaller, so it too stays clear of the seeds.
 */
export const LONG_COUNT_MAX = 16;
/** The fewest seeds whose count is drawn at LONG_COUNT_MAX. */
export const LONG_COUNT = 100;
/** Where the dots' centres go: on a ring in a round pit, on a square in a square one (Bao's nyumba). */
const RING = 21.5;
const SQUARE_RING = 19;

/**
 * Where a pit's seed dots go, as offsets from its centre: up to 12 round the count, the first at
 * the top, leaving the middle to the count (test/board/board-geometry.test.ts checks every game).
 */
export function seedDots(n: number, square = false): (readonly [number, number])[] {
  const shown = Math.min(n, SEEDS_SHOWN);
  return Array.from({ length: shown }, (_, i) => {
    const a = (i / shown) * 2 * Math.PI - Math.PI / 2;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    const r = square ? SQUARE_RING / Math.max(Math.abs(cos), Math.abs(sin)) : RING;
    // Whole units keep the one path of a board's seeds short; the test checks the rounded places.
    return [Math.round(r * cos), Math.round(r * sin)] as const;
  });
}

/** The largest a hand's label is drawn, in board units (board.css caps `.hand` at it). */
export const HAND_FONT_MAX = 20;
/** The most seeds drawn in a hand, and their spacing along it. */
const HAND_SHOWN = 24;
const HAND_STEP = 14;

/** A hand's label (Bao): the seat and the seeds it holds off the board, "A in hand: 22". */
export const handLabel = (seat: number, n: number) => ({ text: `${'ABCD'[seat]} in hand: ${n}` });

/**
 * Where a hand's seeds go: a row ending at the far end of the hand's strip, so the label at its
 * start never runs into them, however large the screen draws it (up to HAND_FONT_MAX). A board
 * turned on a phone turns the strip with it, label and seeds together.
 */
export function handDots(box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number }, n: number): (readonly [number, number])[] {
  const shown = Math.min(n, HAND_SHOWN);
  const end = box.x + box.w - 6;
  return Array.from({ length: shown }, (_, i) => [end - (shown - 1 - i) * HAND_STEP, box.y + box.h / 2] as const);
}

const PITCH = 64;
/** The spoken summary's name for the end pits, which are no row (see `turnLayout`). */
const END_PITS = 'End pits';
/**
 * The widest an unturned board can be and still draw its counts (COUNT_MAX) at 12 CSS px on a
 * 375 px phone, where a board gets about 345 px. A wider one (two rows of nine) is marked `wide`,
 * and board.css draws its counts larger and its seed dots not at all on such a screen.
 */
export const WIDEST_FOR_PHONES = Math.floor((COUNT_MAX * 345) / 12);
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
  // End pits take a column's room at each end, between the stores and the rows.
  const endRoom = shape.ends?.length ? PITCH : 0;
  const left = side + (four ? 22 : 0) + endRoom;
  const width = left + side + endRoom + cols * PITCH;
  const top = MARGIN + (hands ? HAND_H : 0);
  const half = rows.length / 2;
  const gap = four ? 14 : 0;
  // A middle row (three-row boards) has its names below it, between it and the next row: room for them.
  const nameRoom = !four && rows.length > 2 ? 16 : 0;
  const height = top + rows.length * PITCH + gap + (rows.length - 1) * nameRoom + MARGIN + (hands ? HAND_H : 0);
  const pits: { x: number; y: number }[] = [];
  const names: string[] = [];
  const texts: BoardText[] = [];
  const rowY = (r: number) => top + r * (PITCH + nameRoom) + PITCH / 2 + (r >= half ? gap : 0);
  rows.forEach(([label, ids], r) => {
    ids.forEach((pit, c) => {
      pits[pit] = { x: left + c * PITCH + PITCH / 2, y: rowY(r) };
      names[pit] = `${label}${c + 1}`;
      if (!four) texts.push({ x: pits[pit]!.x, y: rowY(r) + (r === 0 ? -29 : 29), text: names[pit]!, pit, ...(r === 0 ? {} : { below: true }) });
    });
    if (four) texts.push({ x: left - 12, y: rowY(r) + 5, text: label });
  });
  const middle = (rowY(0) + rowY(rows.length - 1)) / 2;
  shape.ends?.forEach(([name, pit], i) => {
    pits[pit] = { x: i === 0 ? left - PITCH / 2 : width - side - PITCH / 2, y: middle };
    names[pit] = name;
    texts.push({ x: pits[pit]!.x, y: middle + 29, text: name, pit, below: true });
  });
  if (four) {
    for (let c = 0; c < cols; c++) {
      const x = left + c * PITCH + PITCH / 2;
      texts.push({ x, y: rowY(0) - 32, text: String(c + 1) }, { x, y: rowY(rows.length - 1) + 44, text: String(c + 1) });
    }
  }
  const boardH = rows.length * PITCH + gap + (rows.length - 1) * nameRoom;
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
    size: `c${cols}${four ? ' four' : ''}${hands ? ' hands' : ''}${!four && width > WIDEST_FOR_PHONES ? ' wide' : ''}`,
    rows: [...rows.map(([label, ids]) => ({ label: `Row ${label}`, pits: ids })), ...(shape.ends?.length ? [{ label: END_PITS, pits: shape.ends.map(([, pit]) => pit) }] : [])],
    owner: shape.owner,
    showOwner: false,
  };
}

/**
 * The board turned round, for a reader sitting at B's side: every pit, store and name goes to the
 * point opposite it through the board's centre (a half-turn, so counter-clockwise stays
 * counter-clockwise), and names stay upright and keep their pits. A name that stood above its pit now
 * hangs below it and the other way round, so it keeps its distance from the pit. Turning twice gives
 * the board back.
 */
export function turnLayout(layout: BoardLayout): BoardLayout {
  const { turned, ...upright } = layout;
  // To a tenth of a unit, as the circle is laid out, so that turning twice gives the same numbers back.
  const across = (size: number, at: number) => +(size - at).toFixed(1);
  const [w, h] = [layout.width, layout.height];
  const rows = layout.rows.filter((r) => r.label !== END_PITS);
  return {
    ...upright,
    pits: layout.pits.map(({ x, y }) => ({ x: across(w, x), y: across(h, y) })),
    texts: layout.texts.map(({ below, ...t }) => ({ ...t, x: across(w, t.x), y: across(h, t.y), ...(below ? {} : { below: true as const }) })),
    stores: layout.stores.map((box) => box && { ...box, x: across(w, box.x + box.w), y: across(h, box.y + box.h) }),
    // The spoken summary reads the rows as drawn, top to bottom; the end pits stay last.
    rows: [...rows.reverse(), ...layout.rows.filter((r) => r.label === END_PITS)],
    ...(turned ? {} : { turned: true }),
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

/** What a diagram shows: a position (a frame's marks for stepping, focus and taken pits, are left out). */
export interface DiagramFrame {
  readonly pits: readonly number[];
  readonly stores: readonly number[];
  readonly toMove?: number | null;
  readonly owners?: readonly number[];
  readonly blocked?: readonly boolean[];
}
