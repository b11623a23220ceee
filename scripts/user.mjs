#!/usr/bin/env node
// `npm run user -- grant <e-mail or phone> <role> | revoke <e-mail or phone> | list`:
// grants and revokes roles (the first staff user needs no database editing). Installs and
// builds what is missing, then runs server/dist/cli/user.js on DATA_DIR or DATABASE_URL.
import path from 'node:path';

import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
const code = await run(process.execPath, [path.join(root, 'server/dist/cli/user.js'), ...process.argv.slice(2)]);
process.exit(code);
