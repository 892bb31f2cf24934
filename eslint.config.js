// Lint with import-boundary rules (ARCHITECTURE.md, house style 1): the engine in src/ never imports the
// extension, the tools or the tests; the extension's UI never imports the background, and so on.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const boundary = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/out/**', 'artifacts/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.webextensions } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': boundary(
        ['**/extension/**', '**/tools/**', '**/e2e/**', '**/test/**', 'node:*', 'playwright-core'],
        'src/ is the engine: DOM in, Extraction out. It must not import the extension, tools, tests or Node.',
      ),
    },
  },
  {
    files: ['extension/ui/**'],
    rules: {
      'no-restricted-imports': boundary(
        ['**/background/**', '**/content/**', '**/tools/**', 'node:*'],
        'UI talks to the rest of the extension only through typed messages (extension/messages.ts).',
      ),
    },
  },
  {
    files: ['extension/**'],
    ignores: ['extension/ui/**'],
    rules: {
      'no-restricted-imports': boundary(
        ['**/tools/**', '**/e2e/**', 'node:*', 'playwright-core'],
        'The extension ships to users: no Node-only code.',
      ),
    },
  },
);
