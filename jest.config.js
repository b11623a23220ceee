/**
 * Unit tests of every package (server integration tests run through `npm run test:server`,
 * which runs them once on SQLite and once on PostgreSQL).
 * @type {import('jest').Config}
 */
const path = require('node:path');
const { REMOTE_FOLDERS } = require('./scripts/remote-list.cjs');

const tsTransform = (tsconfig) => ({
  '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: { warnOnly: false } }],
});
const sharedDomainSrc = path.join(__dirname, 'shared-domain/src/index.ts');
const sharedUiSrc = path.join(__dirname, 'shared-ui/src');

const frontEnd = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: tsTransform(path.join(__dirname, name, 'tsconfig.json')),
  setupFiles: [path.join(__dirname, 'scripts/jest/setup-dom.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/setup-after-env.js')],
  moduleNameMapper: {
    '^shared-domain$': sharedDomainSrc,
    '^shared-domain/page-data$': path.join(__dirname, 'shared-domain/src/session/page-data.ts'),
    '^shared-domain/scoring$': path.join(__dirname, 'shared-domain/src/scoring/index.ts'),
    '^shared-domain/pricing$': path.join(__dirname, 'shared-domain/src/pricing/index.ts'),
    '^shared-domain/reach$': path.join(__dirname, 'shared-domain/src/catalog/reach.ts'),
    '^shared-domain/browse$': path.join(__dirname, 'shared-domain/src/catalog/browse.ts'),
    '^shared-domain/search$': path.join(__dirname, 'shared-domain/src/search/index.ts'),
    '^shared-domain/campaign$': path.join(__dirname, 'shared-domain/src/campaign/index.ts'),
    '^shared-domain/format$': path.join(__dirname, 'shared-domain/src/format/index.ts'),
    '^shared-domain/content$': path.join(__dirname, 'shared-domain/src/content/index.ts'),
    '^shared-domain/leads$': path.join(__dirname, 'shared-domain/src/leads/index.ts'),
    '^shared-domain/plan-export$': path.join(__dirname, 'shared-domain/src/plan-export/index.ts'),
    '^shared-domain/planning$': path.join(__dirname, 'shared-domain/src/planning/index.ts'),
    '^shared-domain/booking$': path.join(__dirname, 'shared-domain/src/booking/index.ts'),
    '^shared-domain/proof$': path.join(__dirname, 'shared-domain/src/proof/index.ts'),
    '^shared-domain/chat$': path.join(__dirname, 'shared-domain/src/chat/index.ts'),
    '^shared-domain/seller$': path.join(__dirname, 'shared-domain/src/seller/index.ts'),
    '^shared-domain/releases$': path.join(__dirname, 'shared-domain/src/remotes/release-api.ts'),
    '^shared-domain/remotes$': path.join(__dirname, 'shared-domain/src/remotes/remote-list.ts'),
    '^shared-domain/analytics$': path.join(__dirname, 'shared-domain/src/analytics/index.ts'),
    '^shared-domain/popups$': path.join(__dirname, 'shared-domain/src/popups/index.ts'),
    '^shared-domain/theme$': path.join(__dirname, 'shared-domain/src/theme/index.ts'),
    '^shared-domain/organizations$': path.join(__dirname, 'shared-domain/src/organizations/index.ts'),
    '^shared-domain/input$': path.join(__dirname, 'shared-domain/src/input/index.ts'),
    '^shared-ui$': path.join(sharedUiSrc, 'index.ts'),
    '^shared-ui/(dialog|states|snackbar|forms|chart-boundary|media-mark|download|plan-export|runtime|booking|proof|test)$': path.join(sharedUiSrc, '$1/index.ts'),
    '\\.(css|svg|png|jpg)$': path.join(__dirname, 'scripts/jest/file-stub.js'),
  },
});

module.exports = {
  projects: [
    {
      displayName: 'shared-domain',
      rootDir: path.join(__dirname, 'shared-domain'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: tsTransform(path.join(__dirname, 'shared-domain/tsconfig.json')),
    },
    frontEnd('shared-ui'),
    frontEnd('host-shell'),
    ...REMOTE_FOLDERS.map(frontEnd),
    {
      // The release command (scripts/release): run as a process against a fake site; and the
      // repo-wide checks (scripts/lint: no import cycle in any package).
      displayName: 'scripts',
      rootDir: path.join(__dirname, 'scripts'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/release/**/*.test.ts', '<rootDir>/lint/**/*.test.ts'],
      transform: tsTransform(path.join(__dirname, 'scripts/release/tsconfig.json')),
      moduleNameMapper: { '^shared-domain$': sharedDomainSrc },
    },
  ],
};
