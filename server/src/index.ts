import type { FastifyInstance } from 'fastify';
import { buildApp, COMPOSED, type AppParts } from './app';
import { loadConfig, type AppConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrations/migrator';
import { generatedCatalog, seedIfEmpty, type SeedCatalogSource } from './seed/seed';
import { seedContentPages } from './content/content.seed';
import { createContentRepository } from './content/content.repository';

export { buildApp, COMPOSED, type AppDeps, type AppParts } from './app';
export { loadConfig, type AppConfig } from './config';
export { createDatabase, type Db } from './db/database';
export { migrateToLatest } from './db/migrations/migrator';
export { seedCatalog, seedIfEmpty, type SeedCatalog, type SeedCatalogSource, type SeedMedia } from './seed/seed';

export type StartServerOptions = {
  /** Defaults to `loadConfig(process.env)`. */
  config?: AppConfig;
  /** Overrides `config.port`; 0 picks a free port. */
  port?: number;
  host?: string;
  /** What this process serves; the composed site by default. */
  parts?: AppParts;
  /** Seed when the catalog is empty (default true); a function supplies the catalog. */
  seed?: boolean | (() => SeedCatalogSource | Promise<SeedCatalogSource>);
  now?: () => Date;
};

export type RunningServer = {
  url: string;
  port: number;
  app: FastifyInstance;
  close(): Promise<void>;
};

/** Migrates, seeds an empty catalog, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    // The site's pages (content and landing pages) are written on first start whatever the
    // catalog seed: only addresses without a stored page, so staff edits are kept.
    await seedContentPages(createContentRepository(db, () => new Date()));
    if (options.seed !== false) {
      const makeCatalog = typeof options.seed === 'function' ? options.seed : () => generatedCatalog({ optionCount: config.seedScale ?? undefined });
      await seedIfEmpty(db, makeCatalog);
    }
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const app = await buildApp(config, { db, now: options.now, parts: options.parts ?? COMPOSED });
  app.addHook('onClose', async () => db.destroy());
  const host = options.host ?? config.host;
  await app.listen({ port: options.port ?? config.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? config.port);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    app,
    close: () => app.close(),
  };
}
