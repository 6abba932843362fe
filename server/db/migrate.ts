import { Migrator } from 'kysely';
import type { DataEngine } from './engine';
import { migrationsFor } from './migrations';

/**
 * Applies the migrations that have not run yet, in one transaction; several processes starting
 * at once take turns (a PostgreSQL advisory lock; SQLite's write lock).
 */
export async function migrateToLatest(engine: DataEngine): Promise<string[]> {
  const migrator = new Migrator({
    // The migrations name their columns in snake_case themselves.
    db: engine.db.withoutPlugins(),
    provider: { getMigrations: async () => migrationsFor(engine.kind) },
    // Kysely looks for its bookkeeping tables by name across schemas: name ours.
    ...(engine.schema ? { migrationTableSchema: engine.schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
