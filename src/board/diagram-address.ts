/**
 * The diagram page's address, `/diagram/?variant=wari&options=…&position=…`, read into a board to
 * draw (browser side, loaded by the page: it needs the rules to read a position). Anything wrong
 * comes back as a sentence naming it, as the play board's links do.
 */
import type { Result } from '../engine/result.js';
import { err, ok } from '../engine/result.js';
import { formatPosition, parsePosition } from '../engine/index.js';
import { VARIANT_IDS, isVariantId, unknownVariant } from '../variants/ids.js';
import { registryText } from '../variants/registry-text.js';
import { loadRuleset } from '../variants/ruleset-of.js';
import type { DiagramFrame } from './layout.js';
import type { BoardLayout } from './layout.js';
import { layoutOf } from './layout.js';
import { readQuery } from './address-text.js';
import type { LinkError } from './play-address.js';
import { quote, readPlayAddress } from './play-address.js';
import { shapeOf } from './shape.js';
import { notationProblemText as notationText, optionsText } from '../words/problems.js';

export interface DiagramAddress {
  readonly variant: string;
  /** The game's name with its options ("Kalah (6 seeds)"): the diagram's title, as `mancala svg` gives it. */
  readonly title: string;
  readonly layout: BoardLayout;
  readonly frame: DiagramFrame;
  /** The position in our notation, as the rules write it back. */
  readonly notation: string;
}

/** Reads the address and loads the rules of the game it names (that game's chunk alone). */
export async function readDiagramAddress(search: string): Promise<Result<DiagramAddress, LinkError>> {
  const { query, problem } = readQuery(search);
  if (problem) return err({ message: problem });
  const variant = query.get('variant')?.trim();
  if (!variant) return err({ message: `This page draws the position named in its address, and the address names no game: add ?variant= and one of ${VARIANT_IDS.join(', ')}.` });
  const address = readPlayAddress(search);
  if (!address.ok) return address;
  if (address.value.moves.length)
    return err({ message: 'A diagram shows one position: this address also lists moves. Play them on the play board, or give the position they lead to.' });
  if (!isVariantId(variant)) return err({ message: registryText(unknownVariant(variant)) });
  const made = await loadRuleset(variant, address.value.options);
  if (!made.ok) return err({ message: optionsText(made.error) });
  const rules = made.value;
  let position = rules.start();
  if (address.value.position !== undefined) {
    const parsed = parsePosition(rules, address.value.position);
    if (!parsed.ok) return err({ message: `The position ${quote(address.value.position)} cannot be drawn: ${notationText(parsed.error)}` });
    position = parsed.value;
  }
  const frame: DiagramFrame = {
    pits: position.pits,
    stores: position.stores,
    toMove: position.toMove,
    ...(position.owners ? { owners: position.owners } : {}),
    ...(position.blocked ? { blocked: position.blocked } : {}),
  };
  return ok({ variant, title: rules.name, layout: layoutOf(shapeOf(rules)), frame, notation: formatPosition(rules, position) });
}
