import type { Row } from './database';
import type { EngineKind } from '../../server/platform/db/engine';
import { freshData, type TestData } from './engines';
import { startServer, type ServerProcess } from './serverProcess';

type Snapshot = Record<string, Row[]>;

/**
 * Tables that change without a business write, so a group cannot predict them: sessions and
 * reset tokens (every login), rate-limit counters, and the mail outbox (the worker updates rows
 * in the background; its new rows come with the records counted here).
 */
const UNPREDICTABLE: ReadonlySet<string> = new Set([
  'refreshSessions',
  'passwordResets',
  'rateLimits',
  'mailOutbox',
  // The tax documents' number counters: each invoice or credit note advances one (the documents
  // themselves are counted with their order).
  'documentSerials',
  // The staff's digest claims, written by a background job.
  'staffDigests',
]);

/**
 * Rows written with another record, in its transaction, and counted as part of it: an order's
 * items, timeline and tax documents; the lead a consultation request or meeting registration
 * becomes (and its first history entry); a booking's advance request; the staff's notifications.
 */
const PART_OF_RECORD: ReadonlySet<string> = new Set([
  'orderItems',
  'orderEvents',
  'taxDocuments',
  'leads',
  'leadEvents',
  'paymentRequests',
  // The staff's notification of an order, booking, enquiry or message, written in its transaction
  // (server/modules/staff/notifications.test.ts checks one per event), and their read marks.
  'staffNotifications',
  'staffNotificationReads',
]);

/** Columns the outbox worker may update after the answer (a booking's mail outcome). */
const withoutBackgroundFields = ({ mailCustomer: _customer, mailCompany: _company, ...record }: Row) => record;

/**
 * The stored data as the groups count it: a table per record kind, with each order carrying its
 * item, timeline and tax document rows (one write), and the unpredictable tables left out.
 */
async function snapshot(server: ServerProcess): Promise<Snapshot> {
  const tables = await server.tables();
  const kept: Snapshot = {};
  for (const [table, rows] of Object.entries(tables))
    if (!UNPREDICTABLE.has(table) && !PART_OF_RECORD.has(table)) kept[table] = rows;
  // An order, its items, its timeline events and its tax documents are written together (a
  // cancellation changes the order, adds an event and, for an invoiced order, a credit note).
  const eventsOf = (orderId: unknown) => (tables.orderEvents ?? []).filter((event) => event.orderId === orderId);
  kept.orders = tables.orders.map((order) => ({
    ...order,
    items: tables.orderItems.filter((item) => item.orderId === order.id),
    events: eventsOf(order.id),
    documents: (tables.taxDocuments ?? []).filter((document) => document.orderId === order.id),
  }));
  const leadOf = (source: string, id: unknown) => {
    const lead = (tables.leads ?? []).find((row) => row.source === source && row.sourceId === id);
    return lead && { ...lead, history: (tables.leadEvents ?? []).filter((event) => event.leadId === lead.id) };
  };
  for (const [table, source] of [
    ['consultations', 'consultation'],
    ['meetingRegistrations', 'meeting'],
  ] as const)
    kept[table] = (tables[table] ?? []).map((row) => ({ ...row, lead: leadOf(source, row.id) }));
  kept.bookings = (tables.bookings ?? []).map((booking) => ({
    ...booking,
    payments: (tables.paymentRequests ?? []).filter(
      (request) => request.subject === 'booking' && request.subjectId === booking.id,
    ),
  }));
  return kept;
}

/** What a group of requests may change in the stored data: new records per table, changed ids. */
export class ExpectedChanges {
  readonly added = new Map<string, number>();
  readonly changed = new Map<string, Set<unknown>>();

  add(table: string, count = 1): void {
    this.added.set(table, (this.added.get(table) ?? 0) + count);
  }

  change(table: string, id: unknown): void {
    if (!this.changed.has(table)) this.changed.set(table, new Set());
    this.changed.get(table)!.add(id);
  }
}

/**
 * Every record stored before is still there and unchanged (unless the group changed it on
 * purpose), and each table holds exactly the new records the group expects: nothing lost, no
 * junk stored.
 */
export function expectIntact(before: Snapshot, after: Snapshot, changes: ExpectedChanges): void {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const table of tables) {
    const was = before[table] ?? [];
    const now = after[table] ?? [];
    const changed = changes.changed.get(table) ?? new Set();
    // Settings have no id: their key is theirs.
    const key = (record: Row) => record.id ?? record.key;
    for (const record of was) {
      const current = now.find((candidate) => key(candidate) === key(record));
      expect({ table, id: key(record), found: current !== undefined }).toEqual({ table, id: key(record), found: true });
      if (!changed.has(key(record))) expect(withoutBackgroundFields(current!)).toEqual(withoutBackgroundFields(record));
    }
    expect({ table, added: now.length - was.length }).toEqual({ table, added: changes.added.get(table) ?? 0 });
  }
}

/** The process runs, answers, and has logged no error (a 500 logs its stack on stderr). */
export async function expectServing(server: ServerProcess): Promise<void> {
  expect(server.running()).toBe(true);
  const res = await server.api.get('/api/Category/all-flat');
  expect(res.status).toBe(200);
  expect(server.stderr()).toBe('');
}

/**
 * A describe block of hostile requests that ends by checking the server is still up and
 * answering, logged no error, and that the stored data is intact (see `expectIntact`). Tests
 * declare what they stored on purpose through the `ExpectedChanges` they receive.
 */
export function describeHostile(
  name: string,
  server: () => ServerProcess,
  define: (changes: ExpectedChanges) => void,
): void {
  describe(name, () => {
    const changes = new ExpectedChanges();
    let before: Snapshot;
    beforeAll(async () => {
      before = await snapshot(server());
    });
    define(changes);
    it('leaves the server running and answering, with no error logged and the stored data intact', async () => {
      await expectServing(server());
      expectIntact(before, await snapshot(server()), changes);
    });
  });
}

/**
 * A server of its own for the test file (or describe block): started before its tests on fresh
 * data (SQLite unless `engine` says otherwise), stopped and removed after.
 */
export function serverForFile(
  label: string,
  engine: EngineKind = 'sqlite',
  env: Record<string, string> = {},
): () => ServerProcess {
  let server: ServerProcess | undefined;
  let data: TestData | undefined;
  beforeAll(async () => {
    data = await freshData(engine, label);
    server = await startServer(data.dataDir, { ...data.env, ...env });
  });
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });
  return () => server!;
}
