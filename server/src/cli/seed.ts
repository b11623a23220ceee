/**
 * `node server/dist/cli/seed.js [--scale N] [--reset] [--seed S]`
 * Seeds the generated catalog (N options, default SEED_SCALE or 2,300) into DATA_DIR (SQLite) or DATABASE_URL. Without --reset an
 * already seeded catalog is left alone.
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations/migrator';
import { generatedCatalog, isCatalogEmpty, seedCatalog } from '../seed/seed';
import { seedContentPages } from '../content/content.seed';
import { createContentRepository } from '../content/content.repository';

type Args = { scale?: number; seed?: number; reset: boolean };

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = { reset: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    const value = () => {
      const raw = inline ?? argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number, got "${raw}"`);
      return n;
    };
    if (flag === '--scale') args.scale = value();
    else if (flag === '--seed') args.seed = value();
    else if (flag === '--reset') args.reset = true;
    else throw new Error(`Unknown argument "${arg}". Usage: seed [--scale N] [--reset] [--seed S]`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const pages = await seedContentPages(createContentRepository(db, () => new Date()));
    if (pages.length) console.log(`Seeded ${pages.length} content pages.`);
    if (!args.reset && !(await isCatalogEmpty(db))) {
      console.log('The catalog is already seeded; pass --reset to replace it.');
      return;
    }
    // Generated while it is written, a batch of profiles at a time: memory stays bounded at any scale.
    const catalog = await generatedCatalog({ seed: args.seed, optionCount: args.scale ?? config.seedScale ?? undefined });
    const result = await seedCatalog(db, catalog, { reset: args.reset });
    const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
    console.log(`Seeded ${result.media} media and ${result.options} options into ${where} (generated, written and indexed in ${result.ms} ms).`);
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
