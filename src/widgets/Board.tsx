/**
 * The board as SVG: a pure function of a layout (where things are, computed at build time) and a
 * frame (what is in them), rendered on the server so every diagram reads without JavaScript.
 * Counts are printed as numbers as well as drawn as seeds; focus and captures are marked by shape
 * (a dashed ring, a cross), owners by letter as well as tint.
 */
import type { BoardGeometry, BoardLayout } from './frames.js';

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
  /** Pits the reader may sow (play board only). */
  legal?: readonly number[];
  onPit?: (pit: number) => void;
  /** The one legal pit in the page's tab order (roving focus; the play board moves it with arrow keys). Default: the first. */
  tabStop?: number;
  /** Pits to mark while the reader weighs an answer to a choice inside a move (the pits it would sow or take). */
  marked?: readonly number[];
  /** An accessible name for the whole diagram. */
  label: string;
}

const R = 25; // pit radius
const SEATS = 'ABCD';

/** Dots on a ring inside the pit: up to 12 drawn, the number says the rest. */
function Seeds({ n }: { n: number }) {
  const dots = [];
  const shown = Math.min(n, 12);
  for (let i = 0; i < shown; i++) {
    const a = (i / shown) * 2 * Math.PI - Math.PI / 2;
    dots.push(<circle class="seed" cx={(17 * Math.cos(a)).toFixed(1)} cy={(17 * Math.sin(a)).toFixed(1)} r="3.2" />);
  }
  return <g aria-hidden="true">{dots}</g>;
}

export function Board(props: BoardProps) {
  const { layout } = props;
  // Four-row boards also come turned a quarter-turn; CSS shows the one that suits the screen.
  return layout.portrait ? (
    <>
      <Drawing {...props} geometry={layout} shape="landscape" />
      <Drawing {...props} geometry={layout.portrait} shape="portrait" />
    </>
  ) : (
    <Drawing {...props} geometry={layout} shape="" />
  );
}

function Drawing({ layout, geometry, shape, pits, stores, focus = null, taken = [], toMove = null, owners = layout.owner, blocked, legal, onPit, tabStop = legal?.[0], marked, label }: BoardProps & { geometry: BoardGeometry; shape: string }) {
  const name = (pit: number) => (layout.showOwner ? SEATS[owners[pit]!]! : '') + layout.pits[pit]!.label;
  const summary = layout.rows
    .map((r) => `${r.label}: ${r.pits.map((p) => `${name(p)} ${blocked?.[p] ? 'out of play' : pits[p]}`).join(', ')}`)
    .concat(stores.flatMap((s, i) => (geometry.stores[i] ? [layout.storeWord === 'in hand' ? `${SEATS[i]} in hand ${s}` : `${SEATS[i]}'s store ${s}`] : [])))
    .join('. ');

  return (
    <svg class={`board ${shape}`} viewBox={`0 0 ${geometry.width} ${geometry.height}`} role={onPit ? 'group' : 'img'} aria-label={`${label.replace(/\.$/, '')}. ${summary}.`}>
      {geometry.stores.map((box, seat) =>
        box ? (
          <g class={`store o${layout.showOwner ? seat : 0}${focus === -1 - seat ? ' focus' : ''}`}>
            <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={Math.min(24, box.h / 2)} />
            <text class="count" x={box.x + box.w / 2} y={box.y + box.h / 2 + (box.h > 60 ? 6 : 5)}>
              {box.h > 60 ? stores[seat] : `${SEATS[seat]} ${layout.storeWord} ${stores[seat]}`}
            </text>
            {box.h > 60 && <text class="label" x={box.x + box.w / 2} y={box.y + 18}>{layout.storeWord === 'Store' ? `Store ${SEATS[seat]}` : `${SEATS[seat]} ${layout.storeWord}`}</text>}
          </g>
        ) : null,
      )}
      {geometry.pits.map(({ x, y, dy }, pit) => {
        const isLegal = !!legal && legal.includes(pit);
        const owner = owners[pit]!;
        const cls = `pit o${layout.showOwner ? owner : 0}${focus === pit ? ' focus' : ''}${taken.includes(pit) ? ' taken' : ''}${isLegal ? ' legal' : ''}${owner === toMove ? ' mover' : ''}${blocked?.[pit] ? ' blocked' : ''}${marked?.includes(pit) ? ' marked' : ''}`;
        const act = isLegal && onPit ? () => onPit(pit) : undefined;
        const n = pits[pit]!;
        return (
          <g
            class={cls}
            transform={`translate(${x} ${y})`}
            {...(act
              ? {
                  role: 'button',
                  // Lower case: Preact sets SVG attributes by name, and only `tabindex` makes an SVG element focusable.
                  tabindex: pit === tabStop ? 0 : -1,
                  'data-pit': pit,
                  'aria-label': `${name(pit)} ${n} seed${n === 1 ? '' : 's'}, sow`,
                  onClick: act,
                  onKeyDown: (e: KeyboardEvent) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      act();
                    }
                  },
                }
              : {})}
          >
            <circle class="hole" r={R} />
            {blocked?.[pit] ? (
              <path class="cross" d="M-15-15L15 15M15-15L-15 15" />
            ) : (
              <>
                <Seeds n={n} />
                {/* Visible text reads "A1 4" (SVG drops the leading space when drawing), matching the start of the name "A1 4 seeds, sow". */}
                <text class="label" y={dy}>{name(pit)}</text>
                <text class="count" y="5">{` ${n}`}</text>
              </>
            )}
            {blocked?.[pit] && <text class="label" y={dy}>{name(pit)}</text>}
            {taken.includes(pit) && <path class="cross" d="M-19-19L19 19M19-19L-19 19" />}
          </g>
        );
      })}
    </svg>
  );
}
