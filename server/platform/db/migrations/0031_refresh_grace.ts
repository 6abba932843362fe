import type { Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * A short grace for a refresh token just rotated (two tabs refreshing at the same moment):
 * - refresh_sessions.previous_token_hash: the sha256 of the token the last rotation replaced,
 *   until a grace retry consumes it (set back to null) or the next rotation replaces it.
 * - refresh_sessions.grace_token: the current token sealed (AES-256-GCM) under a key derived from
 *   the previous token's plaintext, so only its holder can open it; null together with the hash.
 * The grace window starts at the existing rotated_at_ms.
 */
export async function up(db: Kysely<unknown>, _engine: EngineKind): Promise<void> {
  await db.schema.alterTable('refresh_sessions').addColumn('previous_token_hash', 'text').execute();
  await db.schema.alterTable('refresh_sessions').addColumn('grace_token', 'text').execute();
}
