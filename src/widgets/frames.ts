/**
 * Frames: what a widget shows at each step, computed once (at build time for examples) and
 * handed to the island as plain data. A widget is a function of (frames, index).
 */
import type { Cell, Position, Ruleset, Step, Topology } from '../engine/index.js';
import { applyStep } from '../engine/index.js';
import { describeStep } from './describe.js';

export interface Frame {
  readonly pits: readonly number[];
  readonly stores: readonly number[];
  /** Seeds in the sower's hand. */
  readonly hand: number;
  /** The cell the step acts on (pit id, or -1 - seat for a store), or null. */
  readonly focus: Cell | null;
  /** Pits to mark as taken in this step. */
  readonly taken: readonly number[];
  /** Whose move it is, or null once the game is over. */
  readonly toMove: number | null;
  readonly caption: string;
  /** Pit owners, where ownership changes (Grand Oh-Wah-Ree). */
  readonly owners?: readonly number[];
  /** Pits out of play (Dakon). */
  readonly blocked?: readonly boolean[];
  /** A choice step: the answer given. */
  readonly choice?: string;
  /** At a choice: every answer the reader can pick, each with the line of frames that follows it (0 = the example's own). */
  readonly ask?: readonly { readonly text: string; readonly line: number }[];
}

/**
 * The plain-data shape of a board: where each pit and store is drawn, computed at build time so the
 * client only places circles. Nothing here can play.
 */
export interface BoardGeometry {
  readonly width: number;
  readonly height: number;
  /** Per pit id: centre, its name, and where the name goes (dy from the centre). */
  readonly pits: readonly { readonly x: number; readonly y: number; readonly label: string; readonly dy: number }[];
  /** Per seat: the store's box, or null where stores are not drawn on the board. */
  readonly stores: readonly ({ readonly x: number; readonly y: number; readonly w: number; readonly h: number } | null)[];
}

export interface BoardLayout extends BoardGeometry {
  /** The same board turned a quarter-turn, for narrow screens (four-row boards). */
  readonly portrait?: BoardGeometry;
  /** Store caption: "Store" (sown into, Kalah) or "took" (captures only, Wari). */
  readonly storeWord: string;
  /** Rows for the spoken summary, top to bottom: "Row B", "Row A", or "Circle". */
  readonly rows: readonly { readonly label: string; readonly pits: readonly number[] }[];
  /** Each pit's owner at the start (ownership can change per frame). */
  readonly owner: readonly number[];
  /** Draw each pit's owner (letter and tint): the circle, where ownership is not given by rows. */
  readonly showOwner: boolean;
}

const PITCH = 64;
const MARGIN = 22;
const STORE_W = 52;

/** Where everything is drawn for a ruleset's board; games that keep every seed on the board get no stores. */
export function layoutOf(rules: Pick<Ruleset, 'topology' | 'stores' | 'storeWord'>): BoardLayout {
  const { topology } = rules;
  const drawn = topology.kind === 'circle' ? ringLayout(topology) : rowsLayout(topology);
  const layout = rules.storeWord ? { ...drawn, storeWord: rules.storeWord } : drawn;
  if (rules.stores !== false) return layout;
  const none = layout.stores.map(() => null);
  return { ...layout, stores: none, ...(layout.portrait ? { portrait: { ...layout.portrait, stores: none } } : {}) };
}

function rowsLayout(topology: Topology): BoardLayout {
  const { rows } = topology;
  const cols = rows[0]!.pits.length;
  const left = STORE_W + 12;
  const width = left * 2 + cols * PITCH;
  // Four rows: a gap between the players' halves holds the inner rows' labels (BB's below, AA's above).
  const half = rows.length / 2;
  const gap = rows.length === 4 ? 28 : 0;
  const height = rows.length * PITCH + gap + 2 * MARGIN;
  const pits: { x: number; y: number; label: string; dy: number }[] = [];
  rows.forEach((row, r) =>
    row.pits.forEach((pit, c) => {
      const y = MARGIN + r * PITCH + PITCH / 2 + (r >= half ? gap : 0);
      const above = r === 0 || r === half;
      pits[pit] = { x: left + c * PITCH + PITCH / 2, y, label: topology.labels[pit]!, dy: above ? -31 : 40 };
    }),
  );
  const stores = topology.storeSide.map((side) => ({ x: side === 'left' ? 4 : width - STORE_W - 4, y: MARGIN, w: STORE_W, h: rows.length * PITCH + gap }));
  return {
    width,
    height,
    pits,
    stores,
    ...(rows.length === 4 ? { portrait: portraitGeometry(topology) } : {}),
    storeWord: topology.storesInTrack ? 'Store' : 'took',
    rows: rows.map((r) => ({ label: `Row ${r.label}`, pits: [...r.pits] })),
    owner: [...topology.owner],
    showOwner: false,
  };
}

/**
 * A four-row board turned a quarter-turn clockwise, so a phone held upright shows it large: A's rows
 * become the left columns (A, AA), B's the right (BB, B), pit 1 at the top, A's store below and B's
 * above. A rotation keeps counter-clockwise counter-clockwise; names stay upright, above each pit.
 */
function portraitGeometry(topology: Topology): BoardGeometry {
  const { rows } = topology;
  const across = 58;
  const down = 70;
  const gap = 18;
  const storeH = 44;
  const top = storeH + 24;
  const width = 4 * across + gap + 16;
  const height = top + rows[0]!.pits.length * down + storeH + 16;
  const pits: { x: number; y: number; label: string; dy: number }[] = [];
  rows.forEach((row, r) =>
    row.pits.forEach((pit, c) => {
      const column = rows.length - 1 - r; // A, AA, BB, B from the left
      pits[pit] = { x: 8 + column * across + across / 2 + (column >= 2 ? gap : 0), y: top + c * down + down / 2 + 4, label: topology.labels[pit]!, dy: -29 };
    }),
  );
  const box = (y: number) => ({ x: 8, y, w: width - 16, h: storeH });
  return { width, height, pits, stores: [box(height - storeH - 8), box(8)] };
}

/** Pit 1 just left of the bottom, counting on counter-clockwise as the seeds go. */
function ringLayout(topology: Topology): BoardLayout {
  const n = topology.pitCount;
  const radius = 150;
  const centre = radius + 50;
  const step = (2 * Math.PI) / n;
  const pits = Array.from({ length: n }, (_, pit) => {
    // Screen angles grow clockwise (y points down), so counting down from 165 degrees walks pit 1,
    // 2, 3... along the bottom to the right and up: counter-clockwise as the reader sees it.
    const a = Math.PI - step / 2 - pit * step;
    const x = +(centre + radius * Math.cos(a)).toFixed(1);
    const y = +(centre + radius * Math.sin(a)).toFixed(1);
    return { x, y, label: topology.labels[pit]!, dy: y > centre ? 40 : -31 };
  });
  const players = topology.players;
  const stores = Array.from({ length: players }, (_, seat) => ({ x: centre - 40, y: centre - (players * 34) / 2 + seat * 34, w: 80, h: 30 }));
  return {
    width: 2 * centre,
    height: 2 * centre,
    pits,
    stores,
    storeWord: 'took',
    rows: [{ label: 'Circle', pits: pits.map((_, pit) => pit) }],
    owner: [...topology.owner],
    showOwner: true,
  };
}

export const positionFrame = (position: Position, caption: string): Frame => ({
  pits: [...position.pits],
  stores: [...position.stores],
  hand: 0,
  focus: null,
  taken: [],
  toMove: position.toMove,
  caption,
  ...(position.owners ? { owners: [...position.owners] } : {}),
  ...(position.blocked ? { blocked: [...position.blocked] } : {}),
});

const focusOf = (step: Step): Cell | null => {
  switch (step.kind) {
    case 'lift':
    case 'relay':
    case 'capture':
    case 'take':
    case 'resow':
    case 'place':
    case 'collect':
      return step.pit;
    case 'drop':
    case 'skip':
    case 'lap-end':
      return step.cell;
    default:
      return null;
  }
};

/** One frame per step of a move, starting from `before` (the move's first frame is not included). */
export function stepFrames(rules: Ruleset, before: Position, steps: readonly Step[], after: Position): Frame[] {
  const mover = before.toMove ?? 0;
  const snapshot = { pits: [...before.pits], stores: [...before.stores], hand: 0, ...(before.owners ? { owners: [...before.owners] } : {}) };
  return steps.map((step, i) => {
    applyStep(snapshot, step);
    const last = i === steps.length - 1;
    return {
      pits: [...snapshot.pits],
      stores: [...snapshot.stores],
      hand: snapshot.hand,
      focus: focusOf(step),
      taken: step.kind === 'capture' || step.kind === 'take' ? [step.pit] : [],
      toMove: last ? after.toMove : mover,
      caption: describeStep(rules.topology, step, mover, snapshot.hand),
      ...(snapshot.owners ? { owners: [...snapshot.owners] } : {}),
      ...(before.blocked ? { blocked: [...before.blocked] } : {}),
      ...(step.kind === 'choice' ? { choice: step.choice } : {}),
    };
  });
}
