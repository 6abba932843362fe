import fs from 'node:fs';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import { openEngine } from './engine';

/** Every table the migrations create, and Kysely's own bookkeeping tables. */
const TABLES = [
  'order_items',
  'orders',
  'addresses',
  'refresh_sessions',
  'password_resets',
  'products',
  'categories',
  'bookings',
  'newsletter_subscriptions',
  'contact_messages',
  'consultations',
  'meeting_registrations',
  'mail_outbox',
  'rate_limits',
  'settings',
  'users',
  'kysely_migration',
  'kysely_migration_lock',
];

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
    for (const table of TABLES) await sql`drop table if exists ${sql.table(table)} cascade`.execute(engine.db);
  } finally {
    await engine.close();
  }
}
