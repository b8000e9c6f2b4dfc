/**
 * The board as SVG: a pure function of a layout (where things are, computed at build time) and a
 * frame (what is in them), rendered on the server so every diagram reads without JavaScript.
 * Counts are printed as numbers as well as drawn as seeds; focus and captures are marked by shape
 * (a dashed ring, a cross), owners by letter as well as tint.
 *
 * Drawn lean, because a page may hold fifty boards: one element a pit, one for its count, all the
 * seeds of the board in one path, and a four-row board drawn once (CSS turns it on narrow screens).
 */
import type { JSX } from 'preact';
import type { BoardLayout } from '../board/frames.js';
import type { PitNote } from '../engine/ruleset.js';
import { LONG_COUNT, PIT_R as R, handDots, handLabel, seedDots } from '../board/layout.js';
import { boardSummary } from '../board/summary.js';

export interface BoardProps {
  layout: BoardLayout;
  pits: readonly number[];
  stores: readonly number[];
  focus?: number | null;
  taken?: readonly number[];
  toMove?: number | null;
  /** Owners where they change during play (Grand Oh-Wah-Ree); else the layout's. */
  owners?: readonly number[];
  /** Pits out of play (Dakon). */
  blocked?: readonly boolean[];
  /** Pits the game's state sets apart (a tuzdyk, a pit under takasia): ringed with a dashed line, and named in words. */
  notes?: readonly PitNote[];
  /** Pits the reader may sow (play board only). */
  legal?: readonly number[];
  /** Pits to mark while the reader weighs an answer to a choice inside a move (the pits it would sow or take). */
  marked?: readonly number[];
  /** The event comes along so a board can tell a shift-click from a click (the position editor takes a seed away). */
  onPit?: (pit: number, event: MouseEvent | KeyboardEvent) => void;
  /** What choosing a pit does, for its accessible name ("A3 4 seeds, sow"). */
  pitAction?: string;
  /** The one legal pit in the page's tab order (roving focus; the play board moves it with arrow keys). Default: the first. */
  tabStop?: number;
  /** An accessible name for the whole diagram. */
  label: string;
  /** A thumbnail (the home page's starting layouts): counts only, no seeds or pit names, so twenty boards stay light. */
  compact?: boolean;
  /** Pit, row and column names (default on); an exported diagram may leave them out. */
  labels?: boolean;
  /** The sowing direction, for paper (worksheets): a chevron between each pit and the next one sown, as pairs of pit ids. */
  flow?: readonly (readonly [number, number])[];
}

const SEATS = 'ABCD';
const plural = (n: number) => `${n} seed${n === 1 ? '' : 's'}`;

/**
 * Seeds as dots: zero-length strokes with round caps, one path for the whole board, placed where
 * layout.ts says (clear of the count).
 */
function ring(x: number, y: number, n: number, square: boolean): string {
  let d = '';
  for (const [dx, dy] of seedDots(n, square)) d += `M${x + dx} ${y + dy}h0`;
  return d;
}

/** A chevron in the gap between two pits' centres, pointing from the first to the second. */
function chevron(a: { x: number; y: number }, b: { x: number; y: number }): string {
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const [ux, uy] = [(b.x - a.x) / d, (b.y - a.y) / d];
  const [mx, my] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
  const at = (along: number, across: number) => `${Math.round(mx + along * ux - across * uy)} ${Math.round(my + along * uy + across * ux)}`;
  return `M${at(-3, 5)}L${at(2, 0)}L${at(-3, -5)}`;
}

/**
 * The stores, or the seeds in hand, as shapes; the hand's seeds as dots in the path every seed is
 * drawn in (returned as its start, which the pits' seeds follow).
 */
function drawStores(layout: BoardLayout, stores: readonly number[], focus: number | null) {
  let seeds = '';
  const shapes = layout.stores.map((box, seat) => {
    if (!box) return null;
    const n = stores[seat]!;
    const mark = focus === -1 - seat ? ' focus' : '';
    if (layout.hands) {
      // Seeds in hand: a row of dots beside the player, no box, so they never look like a store.
      for (const [x, y] of handDots(box, n)) seeds += `M${x} ${y}h0`;
      return (
        <text class={`hand${mark}`} x={box.x + 4} y={box.y + box.h / 2} dy=".36em">
          {handLabel(seat, n).text}
        </text>
      );
    }
    const tall = box.h > 60;
    return (
      <>
        <rect class={`store o${layout.showOwner ? seat : 0}${mark}`} x={box.x} y={box.y} width={box.w} height={box.h} rx={Math.min(24, box.h / 2)} />
        <text class="store-count" x={box.x + box.w / 2} y={box.y + box.h / 2 + 6}>
          {tall ? n : `${SEATS[seat]} ${layout.storeWord} ${n}`}
        </text>
        {/* The seat's letter alone: a store is narrow, and on a phone its words would not fit. */}
        {tall && (
          <text class="store-label" x={box.x + box.w / 2} y={box.y + 4} dy="1em">
            {SEATS[seat]}
          </text>
        )}
      </>
    );
  });
  return { shapes, seeds };
}

/** A pit the reader can act on: a button, focusable where it is the board's tab stop, acting on a click, Enter or Space. */
function pitButton(pit: number, shape: JSX.Element, count: JSX.Element | null, act: (event: MouseEvent | KeyboardEvent) => void, tabStop: number | undefined, label: string) {
  return (
    <g
      key={pit}
      class="pit-button"
      role="button"
      // Lower case: Preact sets SVG attributes by name, and only `tabindex` makes an SVG element focusable.
      tabindex={pit === tabStop ? 0 : -1}
      data-pit={pit}
      aria-label={label}
      onClick={act}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          act(e);
        }
      }}
    >
      {shape}
      <g class="counts">{count}</g>
    </g>
  );
}

/** The pits' names around the board, the mover's side marked. */
function pitLabels(layout: BoardLayout, owners: readonly number[], toMove: number | null, name: (pit: number) => string) {
  return (
    <g class="labels">
      {layout.texts.map((t) => (
        <text class={t.pit !== undefined && owners[t.pit] === toMove ? 'mover' : undefined} x={t.x} y={t.y} dy={t.below ? '0.8em' : undefined}>
          {t.pit === undefined ? t.text : name(t.pit)}
        </text>
      ))}
    </g>
  );
}

export function Board({
  layout,
  pits,
  stores,
  focus = null,
  taken = [],
  toMove = null,
  owners = layout.owner,
  blocked,
  notes,
  legal,
  marked = [],
  onPit,
  pitAction = 'sow',
  tabStop = legal?.[0],
  label,
  compact = false,
  labels = true,
  flow,
}: BoardProps) {
  const name = (pit: number) => (layout.showOwner ? SEATS[owners[pit]!]! : '') + layout.names[pit];
  const summary = boardSummary({ layout, pits, stores, owners, ...(blocked ? { blocked } : {}), ...(notes ? { notes } : {}) });
  const drawn = drawStores(layout, stores, focus);
  let seeds = drawn.seeds;
  let crosses = '';

  // Plain pits are one stroke each in two paths (a rim, then the hole over it): round caps on a
  // zero-length stroke draw a disc. Pits with something to show are drawn on their own, on top.
  let rims = '';
  const counts = [];
  const shapes = [];
  for (const [pit, { x, y }] of layout.pits.entries()) {
    const isLegal = !!legal && legal.includes(pit);
    const owner = layout.showOwner ? owners[pit]! : 0;
    const out = blocked?.[pit];
    const n = pits[pit]!;
    // What the game's state makes of this pit, if anything: said on hover, as the board's text says it.
    const noted = notes?.flatMap((n) => (n.pit === pit ? [n.word] : [])).join(', ');
    const marks_ = `${owner ? ` o${owner}` : ''}${focus === pit ? ' focus' : ''}${taken.includes(pit) ? ' taken' : ''}${isLegal ? ' legal' : ''}${marked.includes(pit) ? ' marked' : ''}${out ? ' blocked' : ''}${noted ? ' noted' : ''}`;
    if (out || taken.includes(pit)) crosses += `M${x - 17} ${y - 17}l34 34m0-34l-34 34`;
    const square = layout.square.includes(pit);
    if (!out && !compact) seeds += ring(x, y, n, square);
    // Centred on the pit whatever its size (board.css: dominant-baseline), inside the ring of seeds.
    const count = out ? null : (
      <text x={x} y={y} class={n >= LONG_COUNT ? 'long' : undefined}>
        {n}
      </text>
    );
    const act = isLegal && onPit ? (event: MouseEvent | KeyboardEvent) => onPit(pit, event) : undefined;
    // A pit's count goes with the other counts unless the pit is a button, which holds its own.
    if (!act) counts.push(count);
    if (!marks_ && !square && !act) {
      rims += `M${x} ${y}h0`;
      continue;
    }
    const shape = square ? (
      <rect key={pit} class={`hole${marks_}`} data-name={name(pit)} x={x - R + 2} y={y - R + 2} width={2 * R - 4} height={2 * R - 4} rx="3">
        {noted && <title>{noted}</title>}
      </rect>
    ) : (
      <circle key={pit} class={`hole${marks_}`} data-name={name(pit)} cx={x} cy={y} r={R}>
        {noted && <title>{noted}</title>}
      </circle>
    );
    shapes.push(act ? pitButton(pit, shape, count, act, tabStop, `${name(pit)} ${plural(n)}, ${pitAction}`) : shape);
  }

  return (
    <svg
      class={`board ${layout.size}${layout.turned ? ' turned' : ''}${compact ? ' compact' : ''}`}
      style={`--w:${layout.width};--h:${layout.height}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role={onPit ? 'group' : 'img'}
      aria-label={`${label.replace(/\.$/, '')}. ${summary}.`}
    >
      {drawn.shapes}
      {rims && <path class="rims" d={rims} />}
      {rims && <path class="holes" d={rims} />}
      {shapes}
      {seeds && <path class="seeds" d={seeds} />}
      <g class="counts">{counts}</g>
      {crosses && <path class="cross" d={crosses} />}
      {flow && <path class="flow" d={flow.map(([a, b]) => chevron(layout.pits[a]!, layout.pits[b]!)).join('')} />}
      {!compact && labels && pitLabels(layout, owners, toMove, name)}
    </svg>
  );
}
