import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One server for the run, started exactly as `npm start` serves the site, on a free port
// with its own temporary data folder. Workers inherit the chosen port through the env.
function freePort(): number {
  const out = execFileSync(process.execPath, ['-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"]);
  return Number(String(out).trim());
}
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
// The run's OpenID provider (server/test/support/oidc-test-provider.mjs), the server's one identity provider.
if (!process.env.E2E_OIDC_PORT) process.env.E2E_OIDC_PORT = String(freePort());
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-'));
const port = Number(process.env.E2E_PORT);
const oidcIssuer = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT)}`;
const root = path.resolve(__dirname, '..');

const reporters = process.env.E2E_REPORTERS === 'json'
  ? [['list'], ['json']] as const
  : [['list']] as const;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  // 30 s per test and 10 s per expectation; twice that under CI, whose machine has run the suite
  // three times slower than a quiet one (26 min against 8), where a six-page journey (sign in,
  // bag, save, phone check, campaign) ran past 30 s. Only a failing wait lasts longer.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: reporters.map((r) => [...r]) as never,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [{
    // Started first: the server learns the provider's endpoints from its discovery document.
    command: `node ${JSON.stringify(path.join(root, 'server/test/support/oidc-test-provider.mjs'))}`,
    url: `${oidcIssuer}/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      OIDC_TEST_PORT: process.env.E2E_OIDC_PORT!,
      OIDC_TEST_REDIRECT_URIS: `http://127.0.0.1:${port}/api/auth/oidc/callback`,
    },
  }, {
    command: `node ${JSON.stringify(path.join(root, 'server/dist/serve.js'))}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR!,
      WEB_ROOT: root,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      // Every browser of the run signs in from 127.0.0.1, one client to the server: its growing
      // wait between code sends (README, "Limits") would hold the sixth sign-in for 30 s.
      OTP_IP_BACKOFF_SECONDS: '0',
      // … and its 20 code sends per 15 minutes would refuse the run's later sign-ins and phone checks.
      OTP_MAX_SENDS_PER_IP: '500',
      // … and every page's analytics batches (120 a minute per address by default) come from it too.
      EVENTS_RATE_LIMIT: '100000',
      // SPEC.md 7.22: sign-in through the run's OpenID provider ("Continue with Test ID").
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID: 'mediamart-test',
      OIDC_CLIENT_SECRET: 'test-secret',
      OIDC_NAME: 'Test ID',
    },
  }],
});
