/**
 * What a <mancala-board> element's attributes ask for, read without the rules (they load later, per
 * game): position, options and moves in the same syntax as a play board's address, so a link and an
 * element say a game the same way. Anything written wrong comes back as a sentence that names it, or as
 * the registry's refusal of a variant that is no game (data, worded when shown: element.tsx).
 */
import type { Result } from '../../engine/result.js';
import { err, ok } from '../../engine/result.js';
import type { RegistryError, VariantId } from '../../variants/ids.js';
import { isVariantId, unknownVariant } from '../../variants/ids.js';
import type { LinkError, Source } from '../../board/play-address.js';
import { quote, readPlayAddress } from '../../board/play-address.js';

/** Every attribute the element reads; a change to any of them redraws it. */
export const BOARD_ATTRIBUTES = ['variant', 'position', 'moves', 'options', 'controls', 'captions', 'step', 'label', 'turned'] as const;
export type BoardAttribute = (typeof BOARD_ATTRIBUTES)[number];

export interface BoardRequest {
  readonly variant: VariantId;
  /** As written; the game's rules check and convert them. */
  readonly options: Readonly<Record<string, unknown>>;
  /** A position in our notation, or undefined for the game's opening. */
  readonly position: string | undefined;
  readonly moves: readonly string[];
  /** First/Back/Next/Last/Play and the arrow keys; without them, one board at `step`. */
  readonly controls: boolean;
  /** The caption line shown (with controls it is always read out, shown or not). */
  readonly captions: boolean;
  /** The step shown first. */
  readonly step: number;
  readonly label: string | undefined;
  /** Drawn turned round, B's side at the bottom (the reader can turn it back with the controls). */
  readonly turned: boolean;
}

/** The messages speak of "this board", not of a link. */
export const ON_BOARD: Source = { in: 'on this board', this: 'This board' };

/** Reads the attributes through `get` (an element's getAttribute, or a test's table). */
export function readAttributes(get: (name: BoardAttribute) => string | null): Result<BoardRequest, LinkError | RegistryError> {
  const variant = get('variant')?.trim() ?? '';
  if (!variant) return err({ message: `This board has no variant attribute: name the game, such as variant="wari".` });
  if (!isVariantId(variant)) return err(unknownVariant(variant)); // worded when shown, as the engine's refusals are (element.tsx)
  const query = new URLSearchParams();
  for (const name of ['position', 'options', 'moves'] as const) {
    const value = get(name);
    if (value !== null) query.set(name, value);
  }
  const address = readPlayAddress(query.toString(), ON_BOARD);
  if (!address.ok) return address;
  const stepText = get('step')?.trim() ?? '';
  if (stepText && !/^\d{1,6}$/.test(stepText))
    return err({ message: `The step attribute should be a whole number of steps from the start, such as step="3"; found ${quote(stepText)}.` });
  const label = get('label')?.trim();
  return ok({
    variant,
    options: address.value.options,
    position: address.value.position,
    moves: address.value.moves,
    controls: get('controls') !== null,
    captions: get('captions') !== null,
    step: stepText ? Number(stepText) : 0,
    label: label || undefined,
    turned: get('turned') !== null,
  });
}
