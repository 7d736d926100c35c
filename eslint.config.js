import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import autoImports from './.wxt/eslint-auto-imports.mjs';
import { FEATURE_IMPORTS, FEATURES, LOWER, LOWER_ORDER } from './scripts/layers.js';

/** Every feature's background half: it runs in the worker, and only the worker's code imports it. */
const BACKGROUND_HALVES = FEATURES.map((feature) => `./lib/${feature}/background`);

export default tseslint.config(
  { ignores: ['node_modules', '.output*', '.wxt', 'test-results*', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  autoImports,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    // Issue 35's bound: a file the next engineer reads whole. Split one that grows past it.
    files: ['lib/**', 'components/**', 'entrypoints/**'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
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
            // The layers of lib/README.md, bottom up: each imports only from those below it.
            ...LOWER.map((target) => ({
              target: `./lib/${target}`,
              from: [...FEATURES, 'ui', 'messaging'].map((folder) => `./lib/${folder}`),
              message: `${LOWER.join(', ')} sit under the rest of lib/: move the shared part down.`,
            })),
            // The bottom layer has no cycle: service, storage, hadith, locale, each above the next.
            ...LOWER_ORDER.slice(1).map((target, index) => ({
              target: `./lib/${target}`,
              from: LOWER_ORDER.slice(0, index + 1).map((folder) => `./lib/${folder}`),
              message: `${LOWER_ORDER.join(' → ')}: each imports only those after it.`,
            })),
            // Between features, only the imports lib/README.md's table draws (scripts/layers.js).
            ...FEATURES.map((feature) => ({
              target: `./lib/${feature}`,
              from: FEATURES.filter(
                (other) => other !== feature && !FEATURE_IMPORTS[feature].includes(other),
              ).map((other) => `./lib/${other}`),
              message: `${feature}/ imports only ${FEATURE_IMPORTS[feature].join(', ') || 'no other feature'}: lib/README.md draws the imports between features.`,
            })),
            {
              target: './lib/ui',
              from: [...FEATURES, 'messaging'].map((folder) => `./lib/${folder}`),
              message: 'ui/ sits under the features and messaging/: move the shared part down.',
            },
            // The contract gathers each feature's messages, as types, and nothing else of them.
            ...FEATURES.map((feature) => ({
              target: './lib/messaging',
              from: `./lib/${feature}`,
              except: ['./messages.ts'],
              message: "messaging/ takes only a feature's messages.ts (its message types).",
            })),
            // A feature's halves: the page's code and the background's meet only in the
            // feature's own top-level files (its messages, plan and shared rules).
            ...FEATURES.flatMap((feature) => [
              {
                target: `./lib/${feature}/page`,
                from: `./lib/${feature}/background`,
                message: "a page's half runs in the page: it asks the background by message.",
              },
              {
                target: `./lib/${feature}/background`,
                from: `./lib/${feature}/page`,
                message: "the background's half runs in the worker: it has no page to import.",
              },
            ]),
            {
              target: './components',
              from: BACKGROUND_HALVES,
              message: 'components run in pages: the background half is asked by message.',
            },
            // Pages, and every feature's page half, ask the background by message.
            {
              target: ['./entrypoints/!(background.ts)', './entrypoints/*/**'],
              from: BACKGROUND_HALVES,
              message:
                'a page asks the background by message: only entrypoints/background.ts imports a background/ half.',
            },
            ...FEATURES.map((feature) => ({
              target: `./lib/${feature}/page`,
              from: BACKGROUND_HALVES,
              message: "a page's half runs in the page: it asks the background by message.",
            })),
            // A feature's top-level files (its messages, shapes and rules) are both halves': no background.
            ...FEATURES.map((feature) => ({
              target: `./lib/${feature}/*.ts`,
              from: BACKGROUND_HALVES,
              message:
                "a feature's top-level files serve both halves: they import no background/ half.",
            })),
            {
              target: ['./lib'],
              from: './components',
              message: 'components render what lib/ works out: lib/ imports none of them.',
            },
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
