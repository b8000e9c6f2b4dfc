// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';

// Nothing is fetched at build or run time: system fonts only, no telemetry (see package.json scripts).
export default defineConfig({
  integrations: [mdx(), preact()],
  trailingSlash: 'always',
  devToolbar: { enabled: false },
  build: { inlineStylesheets: 'always' },
  markdown: { shikiConfig: { theme: 'github-light-high-contrast' } },
  // The play board imports the engine on first use; a preload helper for that one import would cost
  // more bytes on every page than it saves.
  vite: { build: { modulePreload: false } },
});
