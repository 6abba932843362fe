import type { Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * The account budget of the login limits (modules/accounts/loginLimits.ts): `login_locks` holds
 * one row per e-mail address whose failed logins, over all addresses, used up the budget. While
 * the row is there every password login for that address is refused. For an existing account the
 * row also holds the sha256 of the unlock link's token and when the link expires (null before it
 * was mailed, and for an address without an account, which is never mailed); following the link
 * or resetting the password deletes the row. The primary key is what makes one lock, and its
 * conditional update what makes one mail per link, when many server processes see the budget run
 * out at once.
 */
export async function up(db: Kysely<unknown>, _engine: EngineKind): Promise<void> {
  await db.schema
    .createTable('login_locks')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('locked_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at_ms', 'bigint')
    .execute();
  await db.schema.createIndex('login_locks_token_unique').on('login_locks').column('token_hash').unique().execute();
}
