/**
 * Why a Bao move is refused, most particular reason first: the namua's rules while seeds are in
 * hand, then the mtaji stage's; and why a direction the move names is not open.
 */
import type { IllegalMove } from '../../engine/errors.js';
import type { PitId, Position } from '../../engine/types.js';
import type { BaoBoard } from './board.js';
import { mtajiCaptures } from './captures.js';
import type { Dir, Start } from './types.js';

export function refusal(board: BaoBoard, position: Position, pit: PitId): IllegalMove {
  const { inner, facing, labels } = board.topology;
  const p = position.toMove!;
  const name = labels[pit]!;
  if (position.stores[p]! > 0) {
    if (!inner[pit]) return { code: 'ERR_FRONT_ROW', pit: name, rule: 'bao-hand-front-row' };
    if (position.pits[pit] === 0) return { code: 'ERR_EMPTY_PIT', pit: name, rule: 'bao-hand-occupied' };
    if (board.front(p).some((f) => position.pits[f]! > 0 && position.pits[facing[f]!]! > 0)) return { code: 'ERR_MUST_CAPTURE', pit: name, rule: 'bao-hand-capture' };
    return { code: 'ERR_SINGLE_SEED', pit: name, seeds: position.pits[pit]!, rule: 'bao-hand-nyumba' };
  }
  if (position.pits[pit]! < 2) return { code: 'ERR_SINGLE_SEED', pit: name, seeds: position.pits[pit]! };
  if (mtajiCaptures(board, position.pits, p).length) return { code: 'ERR_MUST_CAPTURE', pit: name, rule: 'must-capture' };
  if (pit === position.state?.takasia) return { code: 'ERR_RULE', pit: name, rule: 'bao-takasia' };
  if (!inner[pit]) return { code: 'ERR_FRONT_ROW', pit: name, rule: 'bao-takasa-front-row' };
  return { code: 'ERR_ENDLESS', pit: name };
}

/**
 * A direction written that is not open: a lone kichwa's (it must go towards the centre), a namua
 * capture on the flank's (its kichwa is the near one, the kimbi), or a capture's (the other way does not capture).
 */
export function directionRefusal(board: BaoBoard, position: Position, open: Start, direction: Dir): IllegalMove {
  const { pit } = open;
  const namua = position.stores[position.toMove!]! > 0;
  const rule = !open.capture ? 'bao-lone-kichwa' : namua && board.flank(pit) ? 'bao-kimbi' : 'must-capture';
  return { code: 'ERR_CHOICE', form: 'refused', move: board.topology.labels[pit]!, direction, rule };
}
