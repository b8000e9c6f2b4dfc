// Loads the project's TypeScript through tsx with the project's own tsconfig.json, wherever the
// command is run from. tsx otherwise reads the tsconfig of the working folder: none outside the
// project, and the engine's (which has no JSX) in src/engine, so the board's JSX failed there.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
