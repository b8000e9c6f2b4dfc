/**
 * How to step through an example, said at the end of its first caption. With the buttons shown (game
 * pages, an embed's default) the buttons are named; an embed without them (`?show=captions`,
 * `?show=board`) steps when the board is tapped or clicked, and says that instead. Both sentences are in
 * the caption, and CSS shows the one true for the mode (src/styles/embed.css), so the server-rendered
 * first frame is right before any code has loaded.
 */
export const BUTTONS_HINT = 'Step through with Next and Back.';
export const BOARD_HINT = 'Tap the board for the next step (after the last, it starts again), or focus it and use the arrow keys.';
