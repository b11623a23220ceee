// `npm run lint` (and the first step of `npm test`): typescript-eslint's recommended rules,
// the rules of hooks, the size limits of the codebase, and the package boundaries of
// ARCHITECTURE.md written as import rules, so that a crossing fails CI.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The micro-frontends and the shell: none of them imports another. */
const REMOTES = ['host-shell', 'mf-catalog', 'mf-bag', 'mf-dashboard', 'mf-auth', 'mf-landing'];

/** Import patterns that reach a package, by name or through a relative path. */
const reach = (pkg) => [pkg, `${pkg}/*`, `**/${pkg}/**`];

/** Tests may be long; the limits below are for the code a reader has to hold in mind. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts', '**/*.fixtures.tsx', 'e2e/**', '**/test/**'];

/**
 * Files of the server that may import the database layer (server/src/db): the
 * repositories, the layer itself with its migrations, and the places that open a
 * database (entry point, app, command-line tools, seeding, test support).
 */
const DATABASE_LAYER_USERS = [
  'server/src/**/*.repository.ts',
  'server/src/db/**',
  'server/src/index.ts',
  'server/src/app.ts',
  'server/src/cli/**',
  'server/src/seed/**',
  ...TESTS,
];

/**
 * The wiring: the services' plugins and modules that build each repository once and pass it
 * to the routes. They may name the database handle's type, never run a query.
 */
const DATABASE_WIRING = ['server/src/services/**', 'server/src/**/*.plugin.ts', 'server/src/**/*.module.ts', 'server/src/**/create-*.ts'];

const DATABASE_LAYER = {
  group: ['**/db/*', '**/db/**', './db'],
  message: 'Only repositories import the database layer: take a repository as a dependency instead.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Input sanitisers strip control characters on purpose (shared-domain/src/input, uploads).
      'no-control-regex': 'off',
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests describe whole journeys in one callback; the size limits are for production code.
    files: TESTS,
    rules: { 'max-lines-per-function': 'off' },
  },
  // No remote imports another remote: each is deployed and loaded on its own.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: REMOTES.filter((other) => other !== remote).flatMap(reach),
          message: 'A remote never imports another remote: share the code through shared-domain or shared-ui.',
        }],
      }],
    },
  })),
  {
    // shared-domain is pure rules: no React, no styling, no DOM.
    files: ['shared-domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components', 'react-router-dom', 'shared-ui', 'shared-ui/*', ...REMOTES.flatMap(reach)],
          message: 'shared-domain holds pure rules: no React, no UI and no remote.',
        }],
      }],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: REMOTES.flatMap(reach), message: 'shared-ui is below the remotes: it imports none of them.' }],
      }],
    },
  },
  {
    // Only repositories (and the places that open a database) touch the database layer.
    files: ['server/src/**/*.ts'],
    ignores: [...DATABASE_LAYER_USERS, ...DATABASE_WIRING],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DATABASE_LAYER] }],
    },
  },
  {
    // The wiring hands the database handle to the repositories it builds: its type, nothing else.
    files: DATABASE_WIRING,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ ...DATABASE_LAYER, allowTypeImports: true }] }],
    },
  },
);
