import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * The enquiry pipeline. A lead is made of one public form's record (a consultation request, a
 * meeting registration, or a contact message the staff mark as an event enquiry): one lead per
 * source record (a unique index), so a second "Event enquiry" on the same message makes nothing.
 * The database holds the stages, the reason a lost lead needs, and that every staff change in
 * the audit log (lead_events) names the admin and their e-mail. Consultation requests and meeting
 * registrations already stored become leads here, dated as they were received.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', id)
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('consultation', 'contact', 'meeting')`))
    .addColumn('source_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('event_date', 'text')
    .addColumn('guests', 'integer', (col) => col.check(sql`guests > 0`))
    .addColumn('budget', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) =>
      col.notNull().check(sql`stage in ('new', 'contacted', 'proposal_sent', 'won', 'lost')`),
    )
    .addColumn('lost_reason', 'text')
    .addColumn('owner_id', 'integer', (col) => col.references('users.id'))
    .addColumn('follow_up_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // A lost lead says why; a lead in any other stage keeps no reason.
    .addCheckConstraint(
      'leads_lost_reason',
      sql`(stage = 'lost' and lost_reason is not null and lost_reason <> '') or (stage <> 'lost' and lost_reason is null)`,
    )
    .execute();
  await db.schema.createIndex('leads_one_per_source').on('leads').columns(['source', 'source_id']).unique().execute();
  await db.schema.createIndex('leads_by_stage').on('leads').columns(['stage', 'updated_at']).execute();
  await db.schema.createIndex('leads_by_follow_up').on('leads').columns(['follow_up_date']).execute();

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'integer', id)
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
    .addColumn('author_id', 'integer', (col) => col.notNull())
    .addColumn('author_email', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_notes_by_lead').on('lead_notes').columns(['lead_id', 'id']).execute();

  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'integer', id)
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('created', 'stage', 'owner', 'followUp', 'eventDate', 'guests', 'note')`),
    )
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    // What else the change said: a lost lead's reason, a note's text.
    .addColumn('detail', 'text')
    // `admin:<id>`; `visitor` (the public form that made it); `system` or `system:<what>` (the backfill, another module's step).
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('lead_events_admin_audited', sql`actor not like 'admin:%' or actor_email is not null`)
    .execute();
  await db.schema.createIndex('lead_events_by_lead').on('lead_events').columns(['lead_id', 'id']).execute();

  // Backfill: the requests and registrations stored before the pipeline existed.
  await sql`insert into leads (source, source_id, name, email, phone, event_type, budget, message, stage, created_at, updated_at)
    select 'consultation', id, name, email, phone, event_type, nullif(budget, ''), message, 'new', created_at, created_at
    from consultations order by id`.execute(db);
  await sql`insert into leads (source, source_id, name, email, phone, event_type, message, stage, created_at, updated_at)
    select 'meeting', id, name, '', mobile, '', city || ', ' || profession || ', ' || organization, 'new', created_at, created_at
    from meeting_registrations order by id`.execute(db);
  await sql`insert into lead_events (lead_id, kind, to_value, actor, created_at)
    select id, 'created', 'new', 'system', created_at from leads order by id`.execute(db);
}
