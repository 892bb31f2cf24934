// Lint with import-boundary rules (ARCHITECTURE.md, house style 1): the engine in src/ never imports the
// extension, the tools or the tests; the extension's UI never imports the background, and so on; and the
// research code (src/research/) is reached only from the tools and its own tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// One `no-restricted-imports` per file: flat config replaces a rule's options rather than merging them, so
// every block lists all the groups that apply to its files.
const boundary = (...groups) => ['error', { patterns: groups }];

const ENGINE = {
  group: ['**/extension/**', '**/tools/**', '**/e2e/**', '**/test/**', 'node:*', 'playwright-core'],
  message:
    'src/ is the engine: DOM in, Extraction out. It must not import the extension, tools, tests or Node.',
};
const UI = {
  group: ['**/background/**', '**/content/**', '**/tools/**', 'node:*'],
  message: 'UI talks to the rest of the extension only through typed messages (extension/messages.ts).',
};
const SHELL = {
  group: ['**/tools/**', '**/e2e/**', 'node:*', 'playwright-core'],
  message: 'The extension ships to users: no Node-only code.',
};
const RESEARCH = {
  group: ['**/research', '**/research/**'],
  message:
    'src/research/ (the classifier, its models, the feature dump) is for the tools only: the shipped engine ' +
    '(src/methods.ts) and the extension must not carry it. Tools reach it through the research build.',
};

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
    ignores: ['src/research/**'],
    rules: { 'no-restricted-imports': boundary(ENGINE, RESEARCH) },
  },
  {
    files: ['src/research/**'],
    rules: { 'no-restricted-imports': boundary(ENGINE) },
  },
  {
    files: ['extension/ui/**'],
    rules: { 'no-restricted-imports': boundary(UI, RESEARCH) },
  },
  {
    files: ['extension/**'],
    ignores: ['extension/ui/**'],
    rules: { 'no-restricted-imports': boundary(SHELL, RESEARCH) },
  },
  {
    // Tests outside test/research/ and the root configs: only the tools (and research's own tests) may.
    files: ['test/**', 'e2e/**', '*.ts', '*.js'],
    ignores: ['test/research/**'],
    rules: { 'no-restricted-imports': boundary(RESEARCH) },
  },
);
