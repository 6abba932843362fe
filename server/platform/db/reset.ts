import fs from 'node:fs';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import { openEngine } from './engine';
import { TABLES, sqlName } from './schema';

/** Every table of ours, children first, then Kysely's own bookkeeping tables. */
const DROP_ORDER = [...TABLES].reverse().map(sqlName).concat(['kysely_migration', 'kysely_migration_lock']);

/**
 * Removes all data: the SQLite file (with its WAL), or every table of ours in PostgreSQL. The
 * next start (or `openDataStore`) migrates and imports the seed again.
 */
export async function dropDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'sqliteFile'>): Promise<void> {
  if (!config.databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.sqliteFile}${suffix}`, { force: true });
    return;
  }
  const engine = openEngine({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    for (const table of DROP_ORDER) await sql`drop table if exists ${sql.table(table)} cascade`.execute(engine.db);
  } finally {
    await engine.close();
  }
}
