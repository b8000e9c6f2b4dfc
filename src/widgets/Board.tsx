/**
 * The board as SVG: a pure function of a layout and a frame, rendered on the server so every
 * diagram reads without JavaScript. Counts are printed as numbers as well as drawn as seeds;
 * focus and captures are marked by shape (rings, a cross), not by colour alone.
 */
import type { BoardLayout } from './frames.js';

export interface BoardProps {
  layout: BoardLayout;
  pits: readonly number[];
  stores: readonly number[];
  focus?: number | null;
  taken?: readonly number[];
  toMove?: number | null;
  /** Pits the reader may sow (play board only). */
  legal?: readonly number[];
  onPit?: (pit: number) => void;
  /** An accessible name for the whole diagram. */
  label: string;
}

const P = 64; // pit pitch
const R = 25; // pit radius
const SW = 52; // store width
const M = 22; // margin for labels
const SEATS = 'ABCD';

/** Dots on a ring inside the pit: up to 12 drawn, the number says the rest. */
function Seeds({ n }: { n: number }) {
  const shown = Math.min(n, 12);
  const dots = [];
  for (let i = 0; i < shown; i++) {
    const a = (i / shown) * 2 * Math.PI - Math.PI / 2;
    dots.push(<circle class="seed" cx={(17 * Math.cos(a)).toFixed(1)} cy={(17 * Math.sin(a)).toFixed(1)} r="3.2" />);
  }
  return <g aria-hidden="true">{dots}</g>;
}

export function Board({ layout, pits, stores, focus = null, taken = [], toMove = null, legal, onPit, label }: BoardProps) {
  const { rows } = layout;
  const cols = rows[0]!.pits.length;
  const left = SW + 12;
  const width = left * 2 + cols * P;
  const height = rows.length * P + 2 * M;
  const summary = rows
    .map((r) => `Row ${r.label}: ${r.pits.map((p) => `${layout.labels[p]} ${pits[p]}`).join(', ')}`)
    .concat(stores.map((s, i) => `${SEATS[i]}'s store ${s}`))
    .join('. ');

  return (
    <svg class="board" viewBox={`0 0 ${width} ${height}`} role={onPit ? 'group' : 'img'} aria-label={`${label}. ${summary}.`}>
      {stores.map((count, seat) => {
        const x = layout.storeSide[seat] === 'left' ? 4 : width - SW - 4;
        const cls = `store${focus === -1 - seat ? ' focus' : ''}`;
        return (
          <g class={cls}>
            <rect x={x} y={M} width={SW} height={rows.length * P} rx="24" />
            <text class="count" x={x + SW / 2} y={M + (rows.length * P) / 2 + 6}>{count}</text>
            <text class="label" x={x + SW / 2} y={M + 18}>{layout.storesInTrack ? `Store ${SEATS[seat]}` : `${SEATS[seat]} took`}</text>
          </g>
        );
      })}
      {rows.map((row, r) =>
        row.pits.map((pit, c) => {
          const x = left + c * P + P / 2;
          const y = M + r * P + P / 2;
          const isLegal = !!legal && legal.includes(pit);
          const labelY = r === 0 ? -R - 6 : R + 15;
          const cls = `pit${focus === pit ? ' focus' : ''}${taken.includes(pit) ? ' taken' : ''}${isLegal ? ' legal' : ''}${row.owner === toMove ? ' mover' : ''}`;
          const act = isLegal && onPit ? () => onPit(pit) : undefined;
          return (
            <g
              class={cls}
              transform={`translate(${x} ${y})`}
              {...(act
                ? {
                    role: 'button',
                    tabIndex: 0,
                    'aria-label': `${layout.labels[pit]} ${pits[pit]} seed${pits[pit] === 1 ? '' : 's'}, sow`,
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
              <Seeds n={pits[pit]!} />
              {/* Visible text reads "A1 4" (SVG drops the leading space when drawing), matching the start of the name "A1 4 seeds, sow". */}
              <text class="label" y={labelY}>{layout.labels[pit]}</text>
              <text class="count" y="5">{` ${pits[pit]}`}</text>
              {taken.includes(pit) && <path class="cross" d="M-19-19L19 19M19-19L-19 19" />}
            </g>
          );
        }),
      )}
    </svg>
  );
}
