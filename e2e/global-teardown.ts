import fs from 'node:fs';

/** Removes the run's temporary data folder. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('mm-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
