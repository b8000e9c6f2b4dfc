/** A ruleset's board as plain data for drawing (build side: it reads the engine's topology). */
import type { Ruleset } from '../engine/index.js';
import type { BoardShape } from './layout.js';

/** A board's end pits as the drawing names them, left then right, where it has them. */
const endsOf = (topology: Ruleset['topology']): Pick<BoardShape, 'ends'> => {
  const row = topology.rows.find((r) => r.ends);
  return row ? { ends: row.pits.map((pit) => [topology.labels[pit]!, pit] as const) } : {};
};

export function shapeOf(rules: Pick<Ruleset, 'topology' | 'stores' | 'storeWord' | 'squarePits'>): BoardShape {
  const { topology } = rules;
  return {
    kind: topology.kind === 'circle' ? 'circle' : 'rows',
    rows: topology.rows.filter((r) => !r.ends).map((r) => [r.label, [...r.pits]] as const),
    owner: [...topology.owner],
    storeSide: [...topology.storeSide],
    stores: rules.stores === false ? 'none' : rules.storeWord === 'in hand' ? 'in hand' : topology.storesInTrack ? 'store' : 'took',
    square: [...(rules.squarePits ?? [])],
    ...endsOf(topology),
  };
}
