// The layers and their one-way imports (README, "Architecture"), checked by dependency-cruiser in
// `npm run check`:
//
//   engine ← variants ← board, worksheets ← islands ← site, pages, components, layouts, scripts, integrations, cli
//   (words, sentences a reader sees, sits beside variants: it may read engine types only)
//
// dependency-cruiser rather than an ESLint import rule because it counts type-only imports
// (`tsPreCompilationDeps`): eslint-plugin-import-x's no-cycle skips `import type` with no option to
// count it, and a type-only cycle is still two modules that cannot be understood apart.
// A rule names the files it forbids; `comment` is what the reader of a violation needs to know.

/** Everything a layer may not import, as one path pattern: every src/ folder except those allowed. */
const outside = (...allowed) => `^src/(?!(${allowed.join('|')})/)`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, type-only imports counted: break it by moving the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-alone',
      severity: 'error',
      comment: 'src/engine is mechanisms only and names no game: it imports nothing outside itself, no package either.',
      from: { path: '^src/engine/' },
      to: { pathNot: ['^src/engine/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'engine-no-node',
      severity: 'error',
      comment: 'src/engine runs in the browser and in workers too: no Node built-ins.',
      from: { path: '^src/engine/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'variants-over-engine',
      severity: 'error',
      comment: 'A game (src/variants) is settings and hooks over the engine: it imports the engine, shared game code and the words hook through which it declares its own words.',
      from: { path: '^src/variants/' },
      to: { path: outside('engine', 'variants', 'words') },
    },
    {
      name: 'words-over-engine',
      severity: 'error',
      comment: "src/words holds sentences keyed by the engine's codes: it may read the engine and nothing above.",
      from: { path: '^src/words/' },
      to: { path: outside('engine', 'words') },
    },
    {
      name: 'model-below-islands',
      severity: 'error',
      comment: 'The board and worksheet models render nothing: they may import engine, variants and words, never islands or the site.',
      from: { path: '^src/(board|worksheets)/' },
      to: { path: outside('engine', 'variants', 'words', 'board', 'worksheets') },
    },
    {
      name: 'model-no-preact',
      severity: 'error',
      comment: 'The board and worksheet models render nothing: Preact belongs to src/islands.',
      from: { path: '^src/(board|worksheets)/' },
      to: { path: '(^|/)node_modules/preact' },
    },
    {
      name: 'islands-below-site',
      severity: 'error',
      comment: 'Islands draw and handle events: they may import board, worksheets, variants (through load.ts), engine, words and stylesheets, never the site.',
      from: { path: '^src/islands/' },
      to: { path: outside('engine', 'variants', 'words', 'board', 'worksheets', 'islands', 'styles') },
    },
    {
      name: 'browser-loads-games-lazily',
      severity: 'error',
      comment:
        'Code that runs in the browser (src/board, src/worksheets, src/islands) reaches a game through src/variants/load.ts (one lazy chunk a game), ids.ts or ruleset-of.ts (to check a loaded game’s options), and says the registry’s refusals with registry-text.ts and game-error-text.ts; ' +
        "src/variants/index.ts, or a game's own module, would put every game, or that one, in the page's bundle.",
      from: { path: '^src/(board|worksheets|islands)/' },
      to: { path: '^src/variants/', pathNot: '^src/variants/(load|ids|ruleset-of|registry-text|game-error-text)\\.ts$' },
    },
    {
      name: 'cli-not-islands',
      severity: 'error',
      comment:
        'The command line runs in Node, without Preact; its one import from src/islands is diagram-file.ts, ' +
        "so that the CLI writes the same SVG file as the site's Download button.",
      from: { path: '^src/cli/' },
      to: { path: '^src/islands/', pathNot: '^src/islands/diagram-file\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Count `import type` and type-only re-exports: a type-only cycle is a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The tsconfig's resolution maps an import's `.js` to the `.ts` beside it.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    exclude: { path: ['^node_modules', '^dist/', '^\\.astro/'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
