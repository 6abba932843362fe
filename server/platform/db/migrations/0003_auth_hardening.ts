import type { Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Auth hardening:
 * - users.token_version: carried in every access token and compared on each request, so a
 *   logout, logout-everywhere or password reset ends the access tokens issued before it at once.
 * - rate_limits.blocked_until_ms: a counter row may also hold a lock (the progressive lock of one
 *   account from one address after failed logins); 0 = not locked.
 */
export async function up(db: Kysely<unknown>, _engine: EngineKind): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('rate_limits')
    .addColumn('blocked_until_ms', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}
