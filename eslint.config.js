// ESLint: the code's own mistakes (typescript-eslint's recommended rules, eslint-plugin-astro's for
// .astro files). The layers and import cycles are dependency-cruiser's (.dependency-cruiser.cjs), the
// layout Prettier's (.prettierrc.json), the types tsc's and astro check's: each tool does one job.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'scratch/', '.shots/', 'bench-results/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not (a callback's index, say).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `catch {}` where a failure changes nothing (storage a browser refuses, say) is deliberate.
      'no-empty': ['error', { allowEmptyCatch: true }],
      // A long function is a warning to split, not an error: the list of offenders is in `npm run lint`.
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // TypeScript knows each file's globals (tsconfig's lib and types); ESLint's own list would only
    // disagree with it. typescript-eslint recommends this.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.astro'],
    rules: { 'no-undef': 'off' },
  },
  {
    // Scripts run by Node (bin/, configs): Node's globals.
    files: ['**/*.mjs', '**/*.cjs', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser tests reach into the page (`window as any`), whose globals have no types here.
    files: ['test/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A test file's long callbacks are `describe` blocks: their length is the number of cases they
    // group, not one function's logic, so the warning there only hides the source's own offenders.
    files: ['test/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
);
