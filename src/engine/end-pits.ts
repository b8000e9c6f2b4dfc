/**
 * A board of two rows with a pit at each end that no one owns, in its own module so that only the
 * games played on it load it.
 */
import type { Topology } from './topology.js';
import { indexTrack, twoRowTopology } from './topology.js';
import type { Cell } from './types.js';

/**
 * Two rows of `columns` pits with one pit at each end of the board, owned by no one, that both circuits
 * run through: A1..An, the right end pit, Bn..B1, the left end pit, and round again. Row pits are
 * numbered as on `twoRowTopology`; the right end pit is 2n, the left 2n+1. `labels` names the end
 * pits, left then right. Seeds are never sown into stores here: stores hold captures.
 */
export function twoRowWithEndPitsTopology(columns: number, labels: readonly [string, string]): Topology {
  const rows = twoRowTopology(columns, false);
  const n = columns;
  const [right, left] = [2 * n, 2 * n + 1];
  const aRow = rows.rows[1]!.pits;
  const bRowSowingOrder = [...rows.rows[0]!.pits].reverse();
  const tracks: Cell[][] = [
    [...aRow, right, ...bRowSowingOrder, left],
    [...bRowSowingOrder, left, ...aRow, right],
  ];
  const pitCount = 2 * n + 2;
  return {
    ...rows,
    pitCount,
    rows: [rows.rows[0]!, { label: 'ends', owner: -1, pits: [left, right], ends: true }, rows.rows[1]!],
    owner: [...rows.owner, -1, -1],
    labels: [...rows.labels, labels[1], labels[0]],
    facing: [...rows.facing, -1, -1],
    behind: [...rows.behind, -1, -1],
    inner: [...rows.inner, false, false],
    tracks,
    trackIndex: tracks.map(indexTrack(pitCount)),
  };
}
