import { loadConfig } from '../config';
import type { AppParts } from '../app';
import { startServer } from '../index';

/** Starts one entry point and closes it cleanly on SIGINT/SIGTERM. */
export function runEntry(name: string, parts: (basePath: string) => AppParts): void {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    // A setting that is wrong stops the start with its message alone: it is the operator's to fix, not a crash.
    console.error(`${name} cannot start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  startServer({ config, parts: parts(config.basePath) })
    .then((server) => {
      server.app.log.info(`${name} listening on ${server.url}`);
      const stop = (signal: string) => {
        server.app.log.info(`${signal}: closing`);
        server.close().then(() => process.exit(0), () => process.exit(1));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((err: unknown) => {
      console.error(`${name} failed to start:`, err);
      process.exit(1);
    });
}
