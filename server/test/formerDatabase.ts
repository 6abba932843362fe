import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import pg from 'pg';
import { openEngine, type DataEngine } from '../platform/db/engine';
import { migrationsFor } from '../platform/db/migrations';
import { testDatabase } from './engines';

/** Tables as a former version stored them: snake_case columns, no plugins, no record types. */
export type FormerTables = Kysely<Record<string, Record<string, unknown>>>;

/**
 * A throwaway database for a migration test — a SQLite file, or a PostgreSQL schema of its own in
 * the `server-pg` project — removed after the file's tests. `migratedTo(name, body)` opens it
 * migrated only up to `name`, so `body` can store rows the way the former version did and then
 * run the later migrations on them; the engine is always closed.
 */
export function formerDatabase(label: string) {
  const database = testDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `events-migrate-${label}-`));
  const pgSchema = database.url ? `migrate_${label}_${process.pid}` : undefined;

  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!database.url) return;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(`drop schema if exists ${pgSchema} cascade`);
    await admin.end();
  });

  return {
    async migratedTo(
      migration: string,
      body: (engine: DataEngine, former: FormerTables) => Promise<void>,
    ): Promise<void> {
      const engine = openEngine({ databaseUrl: database.url, sqliteFile: path.join(dir, 'former.sqlite'), pgSchema });
      try {
        const former = engine.db.withoutPlugins() as unknown as FormerTables;
        const migrator = new Migrator({
          db: former,
          provider: { getMigrations: async () => migrationsFor(engine.kind) },
          ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
        });
        const result = await migrator.migrateTo(migration);
        if (result.error) throw result.error;
        await body(engine, former);
      } finally {
        await engine.close();
      }
    },
  };
}
