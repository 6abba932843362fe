import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { openEngine } from '../../server/platform/db/engine';
import { migrateToLatest } from '../../server/platform/db/migrate';
import { ensureImported } from '../../server/platform/db/seedImport';
import { SEED_FILE, type Layout } from './dataSets';
import { generatedBatches } from './rows';

/**
 * Builds a set's SQLite file: the server's own migrations and seed import (so the schema is the
 * one the server would create), then the generated rows through raw prepared statements, one
 * transaction per batch. Written to `<file>.tmp` and renamed at the end, so an interrupted run
 * never leaves a half-filled file in the cache.
 */
export async function buildSqliteSet(file: string, layout: Layout, passwordHash: string): Promise<void> {
  const tmp = `${file}.tmp`;
  for (const leftover of [tmp, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(leftover, { force: true });

  const engine = openEngine({ sqliteFile: tmp });
  try {
    await migrateToLatest(engine);
    await ensureImported(engine, { seedFile: SEED_FILE, now: Date.now() });
  } finally {
    await engine.close();
  }

  const raw = new BetterSqlite3(tmp);
  try {
    // A throwaway file being filled: no journal, no fsync, a big page cache for the index pages.
    raw.pragma('journal_mode = OFF');
    raw.pragma('synchronous = OFF');
    raw.pragma('cache_size = -262144');
    // Checked once at the end instead of per row (that doubles the load time).
    raw.pragma('foreign_keys = OFF');
    const statements = new Map<string, BetterSqlite3.Statement>();
    const insert = raw.transaction((table: string, columns: readonly string[], rows: unknown[][]) => {
      let statement = statements.get(table);
      if (!statement) {
        statement = raw.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(table, statement);
      }
      for (const row of rows) statement.run(row.map((value) => (typeof value === 'boolean' ? Number(value) : value)));
    });
    for (const batch of generatedBatches(layout, passwordHash)) insert(batch.table, batch.columns, batch.rows);
    // A generator mistake (an owner that does not exist) fails here, not in the server under load.
    const orphans = raw.pragma('foreign_key_check') as unknown[];
    if (orphans.length)
      throw new Error(`Generated rows break ${orphans.length} foreign keys, e.g. ${JSON.stringify(orphans[0])}`);
    // The server opens the file in WAL mode; leave it that way, with nothing left in a WAL file.
    raw.pragma('journal_mode = WAL');
    raw.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    raw.close();
  }
  for (const leftover of [`${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(leftover, { force: true });
  fs.renameSync(tmp, file);
}
