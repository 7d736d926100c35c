import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import autoImports from './.wxt/eslint-auto-imports.mjs';

export default tseslint.config(
  { ignores: ['node_modules', '.output*', '.wxt', 'test-results*', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  autoImports,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    // The house's shape (lib/README.md): no import cycles, and the layers under the
    // features (service, storage, hadith) never reach up into one.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The modules an import leads to are read with the TypeScript parser too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // Cycles through our own modules only: following imports into node_modules' typings
      // took three quarters of ESLint's time, and a package cannot import our code back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['lib/service', 'lib/storage', 'lib/hadith'].map((target) => ({
              target: `./${target}`,
              from: [
                './lib/new-tab',
                './lib/search',
                './lib/options',
                './lib/favourites',
                './entrypoints',
                './components',
              ],
              message:
                'service, storage and hadith sit under the features: move the shared part down.',
            })),
            {
              target: ['./lib', './components'],
              from: './entrypoints',
              message:
                "a page's own files are its alone: move what is shared to components/ or lib/.",
            },
          ],
        },
      ],
    },
  },
);
