import { Migrator, sql } from 'kysely';
import type { DataEngine } from './engine';
import { migrationsFor } from './migrations';

/** The PostgreSQL schema the tables go in: the engine's own, else the connection's current one. */
async function migrationSchema(engine: DataEngine): Promise<string | undefined> {
  if (engine.kind !== 'postgres') return undefined;
  if (engine.schema) return engine.schema;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(engine.db);
  return rows[0]?.schema;
}

/**
 * Applies the migrations that have not run yet, in one transaction; several processes starting
 * at once take turns (a PostgreSQL advisory lock; SQLite's write lock).
 */
export async function migrateToLatest(engine: DataEngine): Promise<string[]> {
  const schema = await migrationSchema(engine);
  const migrator = new Migrator({
    // The migrations name their columns in snake_case themselves.
    db: engine.db.withoutPlugins(),
    provider: { getMigrations: async () => migrationsFor(engine.kind) },
    // Kysely looks for its bookkeeping tables by name across every schema: name ours, or another
    // schema's tables (another app, another test) would be taken for this database's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
