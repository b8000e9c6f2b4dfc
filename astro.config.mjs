// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import contentSecurityPolicy from './src/integrations/csp.ts';
import mancalaBoard from './src/integrations/mancala-board.ts';
import rehypeGlossary from './src/integrations/rehype-glossary.ts';
import rehypeNotation from './src/integrations/rehype-notation.ts';
import sitemap from './src/integrations/sitemap.ts';
import { embedTemplateTokens } from './src/site/embed-template.ts';
import { parseGlossary } from './src/site/glossary.ts';
import { CODE_THEMES } from './src/site/code-themes.ts';
import { NOTATION_GRAMMARS } from './src/site/notation-grammar.ts';

/**
 * `client:wake` (src/directives/wake.ts): hydrate near the viewport, or on interaction with
 * `client:wake="interaction"`, replaying whatever the reader did while the island was waking.
 * @returns {import('astro').AstroIntegration}
 */
const wakeDirective = () => ({
  name: 'mancala-atlas:wake',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'wake', entrypoint: fileURLToPath(new URL('./src/directives/wake.ts', import.meta.url)) });
    },
  },
});

/**
 * The embed panel's code, highlighted by Shiki at build time and handed to the panel's chunk as data
 * (src/site/embed-template.ts): the browser gets the colours, never Shiki.
 * @returns {import('vite').Plugin}
 */
const embedCodeTokens = () => ({
  name: 'mancala-atlas:embed-code-tokens',
  resolveId: (id) => (id === 'virtual:embed-code-tokens' ? '\0virtual:embed-code-tokens' : undefined),
  load: async (id) => (id === '\0virtual:embed-code-tokens' ? `export default ${JSON.stringify(await embedTemplateTokens())};` : undefined),
});

/**
 * The server bundle only prerenders the pages and is then thrown away, so tree-shaking it (rollup's
 * costliest pass) buys nothing; the browser's bundle is still tree-shaken.
 * @returns {import('vite').Plugin}
 */
const serverBundleUnshaken = () => ({
  name: 'mancala-atlas:server-bundle-unshaken',
  config: (_config, env) => (env.isSsrBuild ? { build: { rollupOptions: { treeshake: false } } } : undefined),
});

/**
 * Astro asks a renderer whether a component is its own by rendering it (@astrojs/preact's check), and
 * then renders it: every island was drawn twice at build time. Our islands are all Preact, so the
 * server bundle tags each function src/islands/*.tsx exports as Preact's, as Astro's own JSX
 * integrations tag theirs (__astro_tag_component__), and Astro skips the check.
 * @returns {import('vite').Plugin}
 */
const islandsTaggedPreact = () => ({
  name: 'mancala-atlas:islands-tagged-preact',
  enforce: 'post',
  transform(code, id, options) {
    if (!options?.ssr || !/[\\/]src[\\/]islands[\\/][^\\/]+\.tsx$/.test(id)) return undefined;
    const tag = [
      `import { __astro_tag_component__ as __astroTag } from 'astro/runtime/server/index.js';`,
      `import * as __island from ${JSON.stringify(id)};`,
      `for (const value of Object.values(__island)) if (typeof value === 'function') __astroTag(value, '@astrojs/preact');`,
    ];
    return { code: `${code}\n${tag.join('\n')}\n`, map: null };
  },
});

/** The site's address, when the host's is known (`SITE_URL=https://example.org/ npm run build`): then
 * pages carry a canonical link and og:url, and the build writes sitemap.xml. Without it, none of the three. */
const site = process.env.SITE_URL ? siteAddress(process.env.SITE_URL) : undefined;

/** @param {string} value */
function siteAddress(value) {
  const url = new URL(value);
  // Pages link to each other from the root (/variants/wari/), so they work only at a site's root.
  if (url.pathname !== '/') throw new Error(`SITE_URL must be the address of a site's root, like https://mancala.example.org/, not ${value}: the pages link from the root.`);
  return url.href;
}

/** Terms in the prose of game, chapter and topic pages link to the glossary (content/glossary.yaml). */
const glossaryLinks = {
  entries: parseGlossary(readFileSync(new URL('./content/glossary.yaml', import.meta.url), 'utf8')),
  href: (/** @type {{ id: string }} */ entry) => `/glossary/#${entry.id}`,
  include: (/** @type {string} */ path) => /[\\/]content[\\/](variants|chapters|topics)[\\/]/.test(path),
};

// Nothing is fetched at build or run time: system fonts only, no telemetry (see package.json scripts).
export default defineConfig({
  integrations: [
    mdx({ rehypePlugins: [rehypeNotation, [rehypeGlossary, glossaryLinks]] }),
    // Babel is left out of a build's JSX (@astrojs/preact runs it on every .tsx file, for nothing but
    // the JSX transform there): esbuild compiles it instead, as tsconfig.json says (react-jsx from
    // preact), a second of the build's CPU saved. `astro dev` keeps it: the same setting would switch
    // off Preact's hot reload.
    preact({ include: [/\.tsx$/], ...(process.argv.includes('build') ? { exclude: [/./] } : {}) }),
    wakeDirective(),
    contentSecurityPolicy(),
    sitemap(),
    mancalaBoard(),
  ],
  site,
  // The content cache lives in the checkout, not in node_modules: git worktrees that share one
  // node_modules would otherwise overwrite each other's content store.
  cacheDir: './.astro/cache',
  trailingSlash: 'always',
  devToolbar: { enabled: false },
  // The site's stylesheet is one file every page shares and the browser caches (/_astro/, named by its
  // content's hash); only a page's own small styles are inlined. Four pages are rendered at a time, so
  // that one is drawn while another is written to disk: 549 pages in about 4.5 s instead of 6.8.
  build: { inlineStylesheets: 'auto', concurrency: 4 },
  // Code blocks may be written in our notations too: ```mancala-position, ```mancala-moves, ```mancala-record.
  markdown: { smartypants: false, shikiConfig: { themes: { ...CODE_THEMES }, langs: [...NOTATION_GRAMMARS] } },
  // The play board imports the engine on first use; a preload helper for that one import would cost
  // more bytes on every page than it saves. Vite's table of gzip sizes is left out: npm run bench
  // measures what each page ships, and gzipping every chunk for the table cost the build its time.
  vite: { build: { modulePreload: false, reportCompressedSize: false }, worker: { format: 'es' }, plugins: [embedCodeTokens(), serverBundleUnshaken(), islandsTaggedPreact()] },
});
