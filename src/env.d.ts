/// <reference types="astro/client" />

// Plain tsc (npm run check) does not read .astro files; Astro's compiler checks them at build time.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}

/** The embed panel's code, highlighted at build time (src/site/embed-template.ts; the plugin is in astro.config.mjs). */
declare module 'virtual:embed-code-tokens' {
  const code: import('./site/embed-template').HighlightedCode;
  export default code;
}
