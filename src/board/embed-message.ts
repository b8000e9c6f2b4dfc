/** The message an embed page posts to its host with its height; the host snippet listens for it. Its own module, so an embed page loads only this line of the embed code. */
export const HEIGHT_MESSAGE = 'mancala-atlas:height';
