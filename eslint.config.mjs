// `npm run lint` (and the first step of `npm test`): typescript-eslint's recommended rules,
// the rules of hooks, the size limits of the codebase, and the package boundaries of
// ARCHITECTURE.md written as import rules, so that a crossing fails CI.
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import remoteList from './scripts/remote-list.cjs';

/** The micro-frontends (shared-domain's list of remotes) and the shell: none of them imports another. */
const REMOTES = ['host-shell', ...remoteList.REMOTE_FOLDERS];

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

/**
 * A colour written in code: hex (#fff, #c2381f, URL-encoded %23c2381f), a colour function
 * (rgb(), hsl(), …) or a named colour as a CSS value. The front ends take every colour from the
 * theme (shared-ui's `color` tokens, values in shared-domain/src/theme), so a white-label
 * organisation's theme reaches every part of the page.
 */
const NAMED_COLOURS = 'white|black|red|green|blue|gray|grey|silver|maroon|navy|orange|yellow|purple|pink|brown|tomato|crimson|gold|teal|olive|lime|aqua|fuchsia';
const COLOUR_LITERAL = [
  '(?:#|%23)(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![0-9a-zA-Z_-])',
  '\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(',
  `:\\s*(?:[^;:{}]*\\s)?(?:${NAMED_COLOURS})\\s*(?:[;!)]|$)`,
  `^(?:${NAMED_COLOURS})$`,
].join('|');
const NO_COLOUR_LITERAL = 'No colour literals outside the theme: use a token of shared-ui\'s `color` (add a new one to shared-domain/src/theme with its default).';

/** What the remotes and the shell take from the page runtime (shared-ui's createRuntime, read with useRuntime) instead of making their own. */
const RUNTIME_ONLY = [{
  name: 'shared-domain',
  importNames: ['createServiceAClient', 'createServiceBClient', 'createApiClients', 'storedTokenOptions'],
  message: 'API clients come from the page runtime: useRuntime() (shared-ui), made once by createRuntime for the host, mount() and the standalone page.',
}];
/** A remote's pages: one declaration against the route table, behind the access gate of each route. */
const PAGES_DECLARED = [{
  name: 'react-router-dom',
  importNames: ['Routes', 'Route', 'useRoutes'],
  message: "A remote declares its pages once, with shared-ui/runtime's definePages (typed against the route table, each behind its access gate).",
}];
/**
 * Code loaded on demand: a page through definePages' `load`, a part of a page through
 * shared-ui's retryingComponent (both on retryableLazy: Retry loads code that failed to arrive).
 */
const PAGE_CODE = [{
  name: 'react',
  importNames: ['lazy'],
  message: "Load code on demand with definePages' `load` (a page) or shared-ui's retryingComponent (a part of a page): Retry loads them again after a failure; React.lazy keeps the failure.",
}];

/**
 * Zones inside a package: its base folders (shared pieces, the API layer, the app's wiring)
 * sit below its feature folders and never import one, so a feature can move or go without
 * the base following it. Every other folder of `src` is a feature.
 */
const BASE_FOLDERS = {
  'host-shell': ['lib', 'theme', 'session'],
  'mf-catalog': ['app', 'ui'],
  'mf-bag': ['config'],
  'mf-dashboard': ['app', 'ui', 'api'],
  'mf-auth': ['app', 'ui', 'google'],
  'mf-seller': ['shared'],
};
const featureFolders = (pkg) => fs.readdirSync(new URL(`./${pkg}/src`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'test' && !BASE_FOLDERS[pkg].includes(entry.name))
  .map((entry) => entry.name);
const relativeReach = (folder) => ['../', '../../', '../../../'].flatMap((up) => [`${up}${folder}`, `${up}${folder}/*`]);
const FEATURE_ZONES = Object.keys(BASE_FOLDERS).map((pkg) => ({
  files: BASE_FOLDERS[pkg].map((base) => `${pkg}/src/${base}/**/*.{ts,tsx}`),
  ignores: TESTS,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', {
      patterns: [{ group: featureFolders(pkg).flatMap(relativeReach), message: `${BASE_FOLDERS[pkg].join(', ')} are ${pkg}'s base: they never import one of its feature folders.` }],
    }],
  },
}));

/**
 * The server's layers around remote files: remote-files/ (where a remote's files are, their
 * cache policy, the remote map) is below both releases/ (the registry) and site/ (what serves
 * the pages), and releases/ is below site/.
 */
const SERVER_ZONES = [
  { folder: 'remote-files', below: ['releases', 'site'] },
  { folder: 'releases', below: ['site'] },
].map(({ folder, below }) => ({
  files: [`server/src/${folder}/**/*.ts`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{ group: below.flatMap(relativeReach), message: `server/src/${folder} is below ${below.join(' and ')}: it never imports them (share through a lower module such as remote-files/).` }],
    }],
  },
}));

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
  // No remote imports another remote: each is deployed and loaded on its own. Outside their
  // tests, the remotes and the shell take their API clients from the page runtime, and a
  // remote declares its pages only through shared-ui's definePages (its routes.tsx no lazy of its own).
  ...REMOTES.flatMap((remote) => {
    const own = (paths) => ['error', {
      patterns: [{
        group: REMOTES.filter((other) => other !== remote).flatMap(reach),
        message: 'A remote never imports another remote: share the code through shared-domain or shared-ui.',
      }],
      paths,
    }];
    const runtimeOnly = remote === 'host-shell' ? [...RUNTIME_ONLY, ...PAGE_CODE] : [...RUNTIME_ONLY, ...PAGES_DECLARED, ...PAGE_CODE];
    return [
      { files: [`${remote}/**/*.{ts,tsx,js,mjs}`], rules: { 'no-restricted-imports': own(runtimeOnly) } },
      // The host's remote loader: a remote's module is loaded once per mount of its slot (Retry mounts it anew).
      ...(remote === 'host-shell' ? [{ files: ['host-shell/src/remotes/remote-slot.tsx'], rules: { 'no-restricted-imports': own(RUNTIME_ONLY) } }] : []),
      { files: TESTS.map((glob) => `${remote}/${glob}`), rules: { 'no-restricted-imports': own([]) } },
      ...(remote === 'host-shell' ? [] : [{
        files: [`${remote}/src/routes.tsx`],
        rules: {
          'no-restricted-imports': own(runtimeOnly),
          'no-restricted-properties': ['error', { object: 'React', property: 'lazy', message: PAGE_CODE[0].message }],
        },
      }]),
    ];
  }),
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
  {
    // One colour vocabulary: the front ends' colours come from the theme, never a literal.
    // The creative maker draws in the user's own colours.
    files: [...REMOTES, 'shared-ui'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: [...TESTS, 'shared-ui/src/tokens/**', 'mf-landing/src/tools/ad-creative-maker*', 'mf-landing/src/tools/creatives/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: `Literal[value=/${COLOUR_LITERAL}/i]`, message: NO_COLOUR_LITERAL },
        { selector: `TemplateElement[value.raw=/${COLOUR_LITERAL}/i]`, message: NO_COLOUR_LITERAL },
      ],
    },
  },
  ...FEATURE_ZONES,
  ...SERVER_ZONES,
);
