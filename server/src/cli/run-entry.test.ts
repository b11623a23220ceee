import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A wrong setting stops the built server at start with one line naming it, not a stack trace
// (issue 30: NODE_ENV=Production must not run as development, and must say why it stops).
const SERVE = path.resolve(__dirname, '../../dist/serve.js');

describe('starting the server with a wrong setting', () => {
  it.each(['Production', 'prod', ' development '])('NODE_ENV=%j stops it with its message', (value) => {
    if (!fs.existsSync(SERVE)) throw new Error('server/dist is not built: run npm run build (npm test does) before the server tests');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-entry-'));
    try {
      const res = spawnSync(process.execPath, [SERVE], { env: { PATH: process.env.PATH, NODE_ENV: value, PORT: '0', DATA_DIR: dataDir }, encoding: 'utf8', timeout: 20_000 });
      expect(res.status).toBe(1);
      expect(res.stderr.trim()).toBe(`mediamart cannot start: NODE_ENV must be exactly one of development, test, production (lower case, no spaces; unset means production), got ${JSON.stringify(value)}`);
      expect(res.stderr).not.toMatch(/\n\s+at /);
      // Nothing was created: the start stopped before the store.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
