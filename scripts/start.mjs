#!/usr/bin/env node
// `npm start`: install what is missing, build, then serve the composed site and both
// services on http://localhost:8080 (PORT, DATA_DIR override). The server migrates and
// seeds the database on start.
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ensureSandbox, log, root, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
// The render workers' sandbox, for releases uploaded while the site runs (server/src/site/render-worker).
await ensureSandbox();
const port = process.env.PORT ?? '8080';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
// The laptop mode (code outbox, test card gateway) is asked for here: the server itself takes
// an unset NODE_ENV as production. A NODE_ENV already set is kept.
const nodeEnv = process.env.NODE_ENV || 'development';
log(`serving on http://localhost:${port} (NODE_ENV=${nodeEnv}, data in ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir})`);
// `run` passes Ctrl-C or a supervisor's SIGTERM on to the server, so nothing is left running.
const code = await run(process.execPath, [path.join(root, 'server/dist/serve.js')], {
  env: { PORT: port, DATA_DIR: dataDir, WEB_ROOT: root, NODE_ENV: nodeEnv },
});
process.exit(code);
