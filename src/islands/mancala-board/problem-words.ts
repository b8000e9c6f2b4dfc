/** The words for a board's problems, in one chunk that loads only when there is a problem to say (element.tsx). */
export { problemText } from '../../words/problem-text.js';
export { registryText } from '../../variants/registry-text.js';
