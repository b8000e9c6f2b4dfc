/**
 * The <mancala-board> element (src/islands/mancala-board/) as files: `/mancala-board.js`, a stable
 * address teachers copy into their pages, and `/mancala-board/<name>-<hash>.js`, each game's rules
 * and the engine, which the script loads on demand from beside itself (so they resolve against
 * wherever it was loaded from). Bundled with esbuild's API, a few hundred milliseconds: written into
 * the site after the build, and served by the dev server from memory, bundled again whenever the
 * script itself is asked for, so edits show.
 *
 * An integration rather than endpoints: the chunks' names carry content hashes, so they would need a
 * dynamic route, and with `trailingSlash: 'always'` a dynamic route answers only with a trailing
 * slash, which the browser's relative imports never add.
 */
import type { AstroIntegration } from 'astro';
import { build, transform } from 'esbuild';
import type { Plugin } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The element's module: what the stable address runs. */
export const ENTRY = 'src/islands/mancala-board/element.tsx';
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
export async function bundleMancalaBoard(root: string): Promise<Map<string, string>> {
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

export default function mancalaBoard(): AstroIntegration {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'mancala-atlas:mancala-board',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server }) => {
        let latest: Promise<Map<string, string>> | undefined;
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? '').split('?')[0]!;
          if (!path.startsWith(base)) return next();
          const file = path.slice(base.length);
          if (file !== SCRIPT && !file.startsWith(`${CHUNKS}/`)) return next();
          // The script is bundled afresh; its chunks come from the same bundle as the script that asks for them.
          if (file === SCRIPT || !latest) latest = bundleMancalaBoard(root);
          latest.then(
            (files) => {
              const text = files.get(file);
              if (text === undefined) return next();
              response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              response.end(text);
            },
            (error: unknown) => next(error),
          );
        });
      },
      'astro:build:done': async ({ dir }) => {
        const files = await bundleMancalaBoard(root);
        const target = fileURLToPath(dir);
        await mkdir(join(target, CHUNKS), { recursive: true });
        await Promise.all([...files].map(([file, text]) => writeFile(join(target, file), text)));
      },
    },
  };
}
