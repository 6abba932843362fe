import type { Generated } from 'kysely';

/*
 * The back office's audit log of changes that have no log of their own (orders, bookings and leads
 * keep theirs): publishing and unpublishing content, replying to the inbox (migration 0028).
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL.
 */

export type AuditedRecord = 'event' | 'blogPost' | 'contact' | 'consultation' | 'meeting';
export type AuditAction = 'published' | 'unpublished' | 'replied';

/** One staff change: what, to which record, by whom (account and e-mail, both required), when. */
export interface BackOfficeAuditTable {
  id: Generated<number>;
  recordType: AuditedRecord;
  recordId: number;
  action: AuditAction;
  /** What else the entry says (a title, a reply's subject). */
  detail: string;
  actorId: number;
  actorEmail: string;
  createdAt: string;
}

/** The staff module's tables, as the query layer sees them (part of `Database`). */
export interface StaffTables {
  backOfficeAudit: BackOfficeAuditTable;
}
