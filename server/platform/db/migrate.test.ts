import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabase } from '../../test/engines';
import { openEngine } from './engine';
import { migrateToLatest } from './migrate';
import { migrationsFor } from './migrations';

/** Every migration, in order: a new database applies them all. */
const ALL = Object.keys(migrationsFor('sqlite'));

const database = testDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-migrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A connection URL whose default schema is `schema` (how an install names its own schema). */
function urlWithSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

describe('migrations', () => {
  it('apply once: a second start finds nothing to do', async () => {
    const engine = openEngine({
      databaseUrl: database.url,
      sqliteFile: path.join(dir, 'twice.sqlite'),
      pgSchema: database.url ? `migrate_twice_${process.pid}` : undefined,
    });
    try {
      expect(await migrateToLatest(engine)).toEqual(ALL);
      expect(await migrateToLatest(engine)).toEqual([]);
    } finally {
      await engine.close();
    }
  });

  it("on PostgreSQL, create this database's tables even when another schema already has them (another app, another test)", async () => {
    if (!database.url) {
      // SQLite has one schema per file: there is no other schema to be confused with.
      expect(database.engine).toBe('sqlite');
      return;
    }
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const [first, second] = [`migrate_a_${process.pid}`, `migrate_b_${process.pid}`];
    try {
      for (const schema of [first, second]) await admin.query(`create schema if not exists ${schema}`);
      for (const schema of [first, second]) {
        // No engine schema option: the tables go where the connection's search_path points.
        const engine = openEngine({ databaseUrl: urlWithSearchPath(database.url, schema), sqliteFile: '' });
        try {
          expect(await migrateToLatest(engine)).toEqual(ALL);
          expect((await engine.db.selectFrom('categories').selectAll().execute()).length).toBe(0);
        } finally {
          await engine.close();
        }
      }
    } finally {
      for (const schema of [first, second, `migrate_twice_${process.pid}`])
        await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
