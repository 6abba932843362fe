import type { ServerConfig } from './platform/config';
import { openEngine } from './platform/db/engine';
import { migrateToLatest } from './platform/db/migrate';
import { ensureContentImported } from './platform/db/contentSeed';
import { ensureImported } from './platform/db/seedImport';
import { createStore, type Store } from './store';

export type { Store, Repositories } from './store';

/**
 * Opens the configured database (SQLite file, or PostgreSQL with DATABASE_URL), applies pending
 * migrations and, on a new database, imports the former JSON data file or the seed.
 */
export async function openDataStore(
  config: Pick<ServerConfig, 'databaseUrl' | 'sqliteFile' | 'sqliteSynchronous' | 'seedFile' | 'legacyDataFile'>,
  options: { now: number; pgSchema?: string; log?: (message: string) => void },
): Promise<Store> {
  const engine = openEngine({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    sqliteSynchronous: config.sqliteSynchronous,
    pgSchema: options.pgSchema,
  });
  try {
    await migrateToLatest(engine);
    await ensureImported(engine, {
      seedFile: config.seedFile,
      legacyFile: config.legacyDataFile,
      now: options.now,
      log: options.log,
    });
    await ensureContentImported(engine, { seedFile: config.seedFile, now: options.now });
    engine.started?.();
  } catch (error) {
    await engine.close();
    throw error;
  }
  return createStore(engine);
}
