import { loadConfig } from '../config';
import type { AppParts } from '../app';
import { startServer } from '../index';

/** Starts one entry point and closes it cleanly on SIGINT/SIGTERM. */
export function runEntry(name: string, parts: (basePath: string) => AppParts): void {
  const config = loadConfig();
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
