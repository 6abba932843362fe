import fs from 'node:fs';
import { sql, type Transaction } from 'kysely';
import type { EngineKind } from './engine';
import { TABLES, TABLES_WITHOUT_SERIAL_ID, sqlName, type Database, type TableName } from './schema';

// What the seed import (seedImport.ts) and the content upgrade (contentSeed.ts) both use: reading
// a snapshot file and moving PostgreSQL's id sequences past the imported ids.

export type SnapshotRow = Record<string, unknown>;
/** A JSON data file in the shape of the former data file: collections of records by name. */
export type Snapshot = Record<string, SnapshotRow[] | undefined>;

export function readSnapshot(file: string): Snapshot {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
}

/** After rows were written with their own ids, new rows continue after the largest one. */
export async function continueNumbering(
  trx: Transaction<Database>,
  kind: EngineKind,
  tables: readonly TableName[] = TABLES,
) {
  if (kind !== 'postgres') return; // SQLite's autoincrement continues after the largest id by itself
  for (const table of tables.filter((name) => !TABLES_WITHOUT_SERIAL_ID.includes(name))) {
    const name = sqlName(table);
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.table(name)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}
