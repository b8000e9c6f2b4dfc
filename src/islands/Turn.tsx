/**
 * A board turned round for a reader at B's side, and the notes that say how a drawing is turned:
 * apart from Board.tsx, so a board that never turns (the editor's, a diagram's) carries none of it.
 */
import { useMemo, useState } from 'preact/hooks';
import type { BoardLayout } from '../board/layout.js';
import { turnLayout } from '../board/layout.js';

/**
 * What the text around a four-row board means on a phone, where CSS draws the board turned a
 * quarter-turn clockwise: captions and pages speak of the upright board (A at the bottom, sowing
 * "rightwards" along A's row), so the reader is told where those went. Shown only while the board
 * is turned (board.css); clockwise and pit names hold either way.
 */
export const turnNote = (turned = false) =>
  `This board is turned a quarter-turn to fit the screen: A's side, the bottom in the text, is on the ${turned ? "right and B's on the left; the text's left and right are down and up" : "left and B's on the right; the text's left and right are up and down"}. Clockwise and the pit names are unchanged.`;
/** Beside a board the reader has turned round: the text speaks of the board with A at the bottom. */
export const TURNED_NOTE = "Turned round: B's side is at the bottom. Clockwise and the pit names are unchanged.";

/** The notes beside a board: turned round by the reader, and (four-row boards) turned by CSS on a phone. */
export function TurnNote({ layout }: { layout: Pick<BoardLayout, 'turn' | 'turned'> }) {
  return (
    <>
      {layout.turned && <p class="turned-note">{TURNED_NOTE}</p>}
      {layout.turn && <p class="turn-note">{turnNote(layout.turned)}</p>}
    </>
  );
}

/** Turns the board round so that B sits at the bottom, and back: pressed while turned. */
export function TurnButton({ turned, onTurn }: { turned: boolean; onTurn: () => void }) {
  return (
    <button type="button" class="turn-board" aria-pressed={turned} onClick={onTurn}>
      Turn board
    </button>
  );
}

/**
 * The board as the reader has it: turned round (B at the bottom) or upright, by their own choice
 * once they press Turn board, and until then as `auto` says (a play board: the seat they play).
 */
export function useTurn(upright: BoardLayout, auto: boolean) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const turned = choice ?? auto;
  const layout = useMemo(() => (turned ? turnLayout(upright) : upright), [upright, turned]);
  return { layout, turned, turn: () => setChoice(!turned) };
}
