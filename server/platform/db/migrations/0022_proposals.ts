import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Proposals (quotations for an event) that the client reads and accepts by link. `content` holds
 * the current version's input as JSON; every version sent to the client is kept as it was sent
 * in `proposal_versions` (its computed lines and totals), so an accepted proposal always shows
 * what the client read. `proposal_events` is the proposal's audit log (staff and client).
 * An accepted proposal closes its event date: a whole-day row in `booking_blocks` that names it
 * (`proposal_id`), under the same one-per-date unique index as the staff's closed dates.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('proposals')
    .addColumn('id', 'integer', id)
    // PR-000012, set from the id right after the insert.
    .addColumn('number', 'text', (col) => col.unique())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('draft', 'sent', 'accepted', 'withdrawn')`),
    )
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
    .addColumn('sent_version', 'integer')
    .addColumn('lead_id', 'integer')
    .addColumn('client_name', 'text', (col) => col.notNull())
    .addColumn('client_email', 'text', (col) => col.notNull())
    .addColumn('event_date', 'text', (col) => col.notNull().check(sql`length(event_date) = 10`))
    .addColumn('valid_until', 'text', (col) => col.notNull().check(sql`length(valid_until) = 10`))
    .addColumn('total_paise', 'bigint', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_name', 'text')
    .addColumn('accepted_ip', 'text')
    .addColumn('accepted_version', 'integer')
    .addColumn('withdrawn_at', 'text')
    // An accepted proposal says who, when, from where and which version.
    .addCheckConstraint(
      'proposals_accepted_recorded',
      sql`status <> 'accepted' or (accepted_at is not null and accepted_name is not null and accepted_ip is not null and accepted_version is not null)`,
    )
    .execute();
  await db.schema.createIndex('proposals_status').on('proposals').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('proposals_lead').on('proposals').column('lead_id').execute();

  await db.schema
    .createTable('proposal_versions')
    .addColumn('proposal_id', 'integer', (col) => col.notNull().references('proposals.id'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('proposal_versions_pk', ['proposal_id', 'version'])
    .execute();

  await db.schema
    .createTable('proposal_events')
    .addColumn('id', 'integer', id)
    .addColumn('proposal_id', 'integer', (col) => col.notNull().references('proposals.id'))
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('create', 'edit', 'send', 'withdraw', 'accept', 'advance-paid')`),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    // `admin:<id>` or `client`; a staff member's e-mail as it was then.
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('proposal_events_proposal')
    .on('proposal_events')
    .columns(['proposal_id', 'id'])
    .execute();

  await db.schema
    .alterTable('booking_blocks')
    .addColumn('proposal_id', 'integer', (col) => col.references('proposals.id'))
    .execute();
}
