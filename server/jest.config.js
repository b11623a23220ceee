/**
 * Server integration tests: real HTTP (app.inject) against a real database.
 * `npm run test:sqlite` uses a temporary SQLite file per test file;
 * `npm run test:pg` sets DATABASE_URL and each test file gets its own PostgreSQL database.
 * @type {import('jest').Config}
 */
const path = require('node:path');

module.exports = {
  displayName: process.env.DATABASE_URL ? 'server (postgres)' : 'server (sqlite)',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  moduleNameMapper: {
    '^shared-domain$': path.join(__dirname, '../shared-domain/src/index.ts'),
    '^shared-domain/(.+)$': path.join(__dirname, '../shared-domain/src/$1/index.ts'),
  },
  testTimeout: 30000,
};
