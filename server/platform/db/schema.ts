import type { Generated, Selectable } from 'kysely';
import type { AccountsTables } from '../../modules/accounts/tables';
import type { CatalogueTables } from '../../modules/catalogue/tables';
import type { OrdersTables } from '../../modules/orders/tables';
import type { BookingsTables } from '../../modules/bookings/tables';
import type { InboxTables } from '../../modules/inbox/tables';
import type { ContentTables } from '../../modules/content/tables';
import type { PaymentsTables } from '../../modules/payments/tables';
import type { BillingTables } from '../../modules/billing/tables';
import type { LeadsTables } from '../../modules/leads/tables';
import type { ProposalsTables } from '../../modules/proposals/tables';
import type { StaffTables } from '../../modules/staff/tables';

/*
 * The database as the query layer (Kysely) sees it: the sum of every module's tables (each module
 * keeps its tables and records in its own tables.ts) and the platform's own (mail outbox, rate
 * limits, settings). Property names are camelCase here and snake_case in the database (Kysely's
 * CamelCasePlugin maps them); the tables themselves are created by the one ordered list of
 * versioned migrations in ./migrations.
 *
 * Conventions that hold on both engines (SQLite and PostgreSQL):
 * - `...At` text columns hold ISO 8601 UTC strings (they sort as text); `...AtMs` columns hold
 *   epoch milliseconds (bigint), used where the server compares times (expiry, retries, limits).
 * - Booleans are `boolean` columns: PostgreSQL returns true/false, SQLite 1/0, so repositories
 *   read them through `Boolean()`.
 * - Amounts are INR in `numeric(12,2)` columns, read back as numbers.
 * - Lists inside one record (a product's images) are JSON text; lists that grow (order items) are
 *   tables of their own.
 */

export type MailStatus = 'queued' | 'sent' | 'failed';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** What an outbox row is about, so its outcome can be recorded there (a booking's mail status). */
export type OutboxSubject =
  | { type: 'booking'; id: number; role: BookingMailRole }
  /** An order's update mail held back while staff may still undo the step (`undoable`). */
  | { type: 'order'; id: number; role: `undo-${string}` };

/**
 * What a booking's outbox row is: the first confirmation and notice (their outcome is shown on
 * the booking), a later update (rescheduled, cancelled) or a scheduled reminder.
 */
export type BookingMailRole =
  'customer' | 'company' | 'update-customer' | 'update-company' | 'reminder-day' | 'reminder-link';

/**
 * The transactional outbox: a mail is written here in the same transaction as the record it
 * confirms, and the outbox worker sends it (at least once, retrying with backoff).
 */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Fixed at creation, so a retried send carries the same Message-ID. */
  messageId: string;
  recipient: string;
  subject: string;
  /** JSON of the whole message (MailMessage). */
  payload: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAtMs: number;
  /** A worker that claimed the row holds it until then; after that another may take it over. */
  lockedUntilMs: number | null;
  lockedBy: string | null;
  lastError: string | null;
  relatedType: OutboxSubject['type'] | null;
  relatedId: number | null;
  relatedRole: string | null;
  createdAtMs: number;
  sentAtMs: number | null;
}

/** Fixed-window counters shared by every server process (rate limits, attempt counters). */
export interface RateLimitsTable {
  key: string;
  count: number;
  resetAtMs: number;
  /** A lock on the key until then (0: none); used by the progressive login lock of an account from one address. */
  blockedUntilMs: Generated<number>;
}

/** Small server-wide values: the generated JWT secret, the seed import marker. */
export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database
  extends
    AccountsTables,
    CatalogueTables,
    OrdersTables,
    BookingsTables,
    InboxTables,
    ContentTables,
    PaymentsTables,
    BillingTables,
    LeadsTables,
    ProposalsTables,
    StaffTables {
  mailOutbox: MailOutboxTable;
  rateLimits: RateLimitsTable;
  settings: SettingsTable;
}

export type TableName = keyof Database;

/** Every table, parents before children (an import inserts in this order; a reset drops in reverse). */
export const TABLES: readonly TableName[] = [
  'users',
  'refreshSessions',
  'passwordResets',
  'loginLocks',
  'categories',
  'products',
  'productVariants',
  'addresses',
  'orders',
  'orderItems',
  'orderEvents',
  'orderReturns',
  'taxDocuments',
  'documentSerials',
  'proposals',
  'proposalVersions',
  'proposalEvents',
  'bookings',
  'bookingBlocks',
  'newsletterSubscriptions',
  'contactMessages',
  'consultations',
  'meetingRegistrations',
  'leads',
  'leadNotes',
  'leadEvents',
  'events',
  'blogPosts',
  'banners',
  'mailOutbox',
  'rateLimits',
  'settings',
  'wishlistItems',
  'bookingAdvanceRules',
  'bookingAudit',
  'paymentRequests',
  'paymentReceipts',
  'gatewayPayments',
  'gatewayEvents',
  'advanceRefunds',
  'staffNotifications',
  'staffNotificationReads',
  'staffMailPreferences',
  'staffDigests',
  'inboxReplies',
  'backOfficeAudit',
];

/** Tables keyed by something other than a number the database counts up. */
export const TABLES_WITHOUT_SERIAL_ID: readonly TableName[] = [
  'refreshSessions',
  'passwordResets',
  'loginLocks',
  'rateLimits',
  'settings',
  'wishlistItems',
  'gatewayEvents',
  'documentSerials',
  'proposalVersions',
  'bookingAdvanceRules',
  'staffNotificationReads',
  'staffMailPreferences',
  'staffDigests',
];

/** The table's name in SQL (the query layer maps camelCase names to snake_case). */
export const sqlName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export type MailOutboxRecord = Selectable<MailOutboxTable>;
