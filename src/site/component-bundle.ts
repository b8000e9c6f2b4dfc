/**
 * The <mancala-board> element as files for `/mancala-board.js` (a stable address teachers copy into
 * their pages) and `/mancala-board/<chunk>-<hash>.js` (each game's rules and the engine, loaded on
 * demand from beside the script, so they resolve against wherever it was loaded from). Bundled with
 * esbuild's API from the endpoints that serve them, in dev and build alike; the build runs it once
 * (a few hundred milliseconds), the dev server on every request so edits show.
 */
import { build, transform } from 'esbuild';
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/** The element's module: what the stable address runs. */
export const ENTRY = 'src/widgets/mancala-board/element.tsx';
export const SCRIPT = 'mancala-board.js';
export const CHUNKS = 'mancala-board';

/** `import text from './file.css?raw'`, as Vite reads it, so the same source builds in both. */
const raw: Plugin = {
  name: 'raw',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.replace(/\?raw$/, '')), namespace: 'raw' }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      // Stylesheets travel as text inside the script: minified, they weigh half as much.
      const contents = args.path.endsWith('.css') ? (await transform(text, { loader: 'css', minify: true, target: 'chrome111' })).code : text;
      return { contents, loader: 'text', resolveDir: dirname(args.path) };
    });
  },
};

/** Every file of the bundle by its path under the site's root ("mancala-board.js", "mancala-board/wari-X.js"). */
async function bundle(root: string): Promise<Map<string, string>> {
  const out = join(root, '.mancala-board');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [{ in: ENTRY, out: SCRIPT.replace(/\.js$/, '') }],
    outdir: out,
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    bundle: true,
    splitting: true,
    format: 'esm',
    // Browsers with custom elements, shadow roots and adopted stylesheets all read ES2022.
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    write: false,
    logLevel: 'silent',
    plugins: [raw],
  });
  return new Map(result.outputFiles.map((file) => [relative(out, file.path).split('\\').join('/'), file.text]));
}

let built: Promise<Map<string, string>> | undefined;

/** The bundle; `fresh` bundles again (the dev server, where the sources change under it). */
export function componentBundle(fresh = false): Promise<Map<string, string>> {
  if (fresh || !built) built = bundle(process.cwd());
  return built;
}

export const javascript = (text: string): Response => new Response(text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
