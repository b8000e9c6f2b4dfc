import base from '/work/wt/lint/eslint.config.js';
import tseslint from 'typescript-eslint';
export default [
  ...base,
  ...tseslint.configs.recommendedTypeCheckedOnly.map((c) => ({ ...c, files: ['**/*.ts', '**/*.tsx'] })),
  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: '/work/wt/lint' } } },
];
