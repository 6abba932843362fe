import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * The back office's audit log of order changes. An admin's change already writes a
 * timeline event (order_events, actor `admin:<id>`) in the change's transaction; the event now also
 * keeps the state it left (`from_status`) and the admin's e-mail as it was then (`actor_email`,
 * kept even if the account is later renamed or removed). The timeline and the audit log are one
 * row, so a change cannot be stored without its audit entry.
 * The database refuses an admin event without both (a CHECK on PostgreSQL, a trigger on SQLite,
 * which cannot add a table constraint); rows written before this migration are left as they are.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  await db.schema.alterTable('order_events').addColumn('from_status', 'text').execute();
  await db.schema.alterTable('order_events').addColumn('actor_email', 'text').execute();
  if (engine === 'postgres') {
    await sql`alter table order_events add constraint order_events_admin_audited
      check (actor not like 'admin:%' or (from_status is not null and actor_email is not null)) not valid`.execute(db);
  } else {
    await sql`create trigger order_events_admin_audited before insert on order_events
      when new.actor like 'admin:%' and (new.from_status is null or new.actor_email is null)
      begin select raise(abort, 'order_events_admin_audited'); end`.execute(db);
  }
  // The audit log is read per order, newest change first; the timeline index (order_id, id) serves it.
}
