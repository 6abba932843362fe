import { Migrator, sql, type Kysely } from 'kysely';
import type { DataEngine } from './engine';
import { migrationsFor } from './migrations';

/** The PostgreSQL schema the tables go in: the engine's own, else the connection's current one. */
async function migrationSchema(engine: DataEngine): Promise<string | undefined> {
  if (engine.kind !== 'postgres') return undefined;
  if (engine.schema) return engine.schema;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(engine.db);
  return rows[0]?.schema;
}

async function runMigrator(db: Kysely<unknown>, engine: DataEngine, schema: string | undefined): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine.kind) },
    // Kysely looks for its bookkeeping tables by name across every schema: name ours, or another
    // schema's tables (another app, another test) would be taken for this database's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results = [] } = await migrator.migrateToLatest();
    if (!error) return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
    // Kysely checks for its bookkeeping tables by listing the tables of EVERY schema; a schema that
    // another client drops during that scan (parallel test runs, each in a schema of its own)
    // fails the scan with 3F000. Nothing was applied then: look again.
    if ((error as { code?: string }).code !== INVALID_SCHEMA_NAME || attempt >= 5)
      throw error instanceof Error ? error : new Error(String(error));
  }
}

const INVALID_SCHEMA_NAME = '3F000';

/**
 * Applies the migrations that have not run yet; several processes starting at once take turns.
 * PostgreSQL: Kysely's advisory lock and one transaction. SQLite: Kysely runs its migrations
 * without a transaction and without a lock there, so the whole run happens here inside one
 * `BEGIN IMMEDIATE` transaction: a second process waits for the write lock, then finds nothing to do.
 */
export async function migrateToLatest(engine: DataEngine): Promise<string[]> {
  // The migrations name their columns in snake_case themselves.
  const db = engine.db.withoutPlugins() as Kysely<unknown>;
  if (engine.kind === 'postgres') return runMigrator(db, engine, await migrationSchema(engine));
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const applied = await runMigrator(connection, engine, undefined);
      await sql`commit`.execute(connection);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
