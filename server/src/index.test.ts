import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { startServer } from './index';
import { smallCatalog } from '../test/support/fixtures';
import { createTestDatabase } from '../test/support/test-app';

describe('startServer', () => {
  it('migrates, seeds an empty catalog, listens on a free port and closes', async () => {
    // Reuse the per-file database only for its config (a fresh SQLite dir or PostgreSQL database).
    const testDb = await createTestDatabase();
    await testDb.db.destroy();
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-web-'));
    const config = { ...testDb.config, webRoot };
    const server = await startServer({ config, port: 0, host: '127.0.0.1', seed: smallCatalog });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const list = (await (await fetch(`${server.url}/api/catalog/media?category=newspaper`)).json()) as { total: number };
      expect(list.total).toBe(3);
      const b = await fetch(`${server.url}/campaign-api/health`);
      expect(b.status).toBe(200);
    } finally {
      await server.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
      await testDb.dispose().catch(() => undefined);
    }
  });

  it('serves one service alone under a base path', async () => {
    const testDb = await createTestDatabase();
    await testDb.db.destroy();
    const server = await startServer({
      config: loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: testDb.config.dataDir, DATABASE_URL: testDb.config.databaseUrl ?? '' }),
      port: 0, host: '127.0.0.1', seed: false, parts: { mainApi: '', campaign: false, site: false },
    });
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const missing = await fetch(`${server.url}/campaigns`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: 'not_found' });
    } finally {
      await server.close();
      await testDb.dispose().catch(() => undefined);
    }
  });
});
