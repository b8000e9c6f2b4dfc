/** A ruleset's board as plain data for drawing (build side: it reads the engine's topology). */
import type { Ruleset } from '../engine/index.js';
import type { BoardShape } from './layout.js';

export function shapeOf(rules: Pick<Ruleset, 'topology' | 'stores' | 'storeWord' | 'squarePits'>): BoardShape {
  const { topology } = rules;
  return {
    kind: topology.kind === 'circle' ? 'circle' : 'rows',
    rows: topology.rows.map((r) => [r.label, [...r.pits]] as const),
    owner: [...topology.owner],
    storeSide: [...topology.storeSide],
    stores: rules.stores === false ? 'none' : rules.storeWord === 'in hand' ? 'in hand' : topology.storesInTrack ? 'store' : 'took',
    square: [...(rules.squarePits ?? [])],
  };
}
