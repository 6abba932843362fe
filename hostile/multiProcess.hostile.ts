import fs from 'node:fs';
import path from 'node:path';
import { Migrator } from 'kysely';
import { openEngine, openSqlite, SQLITE_BUSY_TIMEOUT_MS } from '../server/platform/db/engine';
import { BOOKING_MESSAGES } from '../server/modules/bookings/bookings.service';
import { registerCustomers } from './support/accounts';
import { slotOf } from './support/bodies';
import { ADDRESSES_PER_CUSTOMER, buildWrites, contestForSlot, sendAll, type Write } from './support/concurrentWrites';
import type { DataLocation } from './support/database';
import { describeOnEngines, freshData, type TestData } from './support/engines';
import { messageIdsIn } from './support/outbox';
import { startServer, startServers, type ServerProcess } from './support/serverProcess';
import { sleep } from './support/wait';
import { expectEveryAnsweredWriteStored, expectWholeRecordsOnly } from './support/writeChecks';

/**
 * Two server processes on one database (the same SQLite file; the same PostgreSQL database with
 * TEST_DATABASE_URL), as behind a load balancer. Started at the same moment on a database whose
 * migrations are pending, they must apply them (and import the seed) once between them. Then,
 * with requests alternating between them and all sent at once: 400 writes (160 address saves
 * for 8 customers, 120 bookings of distinct slots, 120 orders) and, spread among them, 40
 * requests for one booking slot. The rules that used to live in one process's memory must hold
 * across both: one booking per slot, one default address per customer, stock never sold twice,
 * and every acknowledged write stored as answered.
 */
const COUNTS = { addresses: 160, bookings: 120, orders: 120 };
const CUSTOMERS = COUNTS.addresses / ADDRESSES_PER_CUSTOMER;
const CONTENDERS = 40;
/** The 31st day of slotOf's range, well away from the 120 other bookings (its first 12 days). */
const CONTESTED_SLOT = 305;
/** Below SQLite's busy timeout: a server process waiting for the write lock longer would give up. */
const LOCK_HOLD_MS = SQLITE_BUSY_TIMEOUT_MS * 0.7;
const SEED = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../db.json'), 'utf8')) as Record<string, unknown[]>;

/**
 * Leaves every migration pending but puts the migrator's bookkeeping in place: the database as
 * processes of a new version find it when that version brings a migration (and, but for two
 * empty bookkeeping tables, as a new install looks).
 */
async function withMigrationsPending(location: DataLocation): Promise<void> {
  const engine = openEngine(location);
  try {
    const { error } = await new Migrator({
      db: engine.db.withoutPlugins(),
      provider: { getMigrations: async () => ({}) },
    }).migrateToLatest();
    if (error) throw error;
  } finally {
    await engine.close();
  }
}

/**
 * Holds the SQLite file's write lock for LOCK_HOLD_MS while the processes start (as a backup or
 * another writer might): each reads that the migrations are pending and waits at the first one's
 * first statement. Left to chance, their start times spread by more than the setup (about
 * 100 ms) takes, and they rarely overlap.
 */
async function holdWriteLock(file: string): Promise<void> {
  const raw = openSqlite(file);
  raw.exec('begin immediate');
  try {
    await sleep(LOCK_HOLD_MS);
  } finally {
    raw.exec('rollback');
    raw.close();
  }
}

/** One contender after every ten writes: with requests alternating, the contest is split evenly over both servers. */
function spreadContest(writes: Write[], contest: Write[]): Write[] {
  const merged: Write[] = [];
  writes.forEach((write, index) => {
    merged.push(write);
    if (index % 10 === 9 && contest.length > 0) merged.push(contest.shift()!);
  });
  return [...merged, ...contest];
}

describeOnEngines('server processes on one database', (engine) => {
  it('started at the same moment with migrations pending, both come up and set the database up once', async () => {
    const data = await freshData(engine, `multi-start-${engine}`);
    try {
      await withMigrationsPending(data.location);
      // PostgreSQL needs no help: its migrations wait for each other (or the test shows they do not).
      const [started] = await Promise.all([
        startServers(2, data.dataDir, data.env),
        engine === 'sqlite' ? holdWriteLock(data.location.sqliteFile) : undefined,
      ]);
      const tables = await started[0].tables();
      for (const server of started) await server.stop();
      for (const table of ['users', 'categories', 'products', 'orders'] as const)
        expect({ table, rows: tables[table].length }).toEqual({ table, rows: SEED[table].length });
      expect(started.map((server) => server.stderr())).toEqual(['', '']);
    } finally {
      await data.remove();
    }
  });

  describe('two of them under a storm of writes', () => {
    let data: TestData;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      data = await freshData(engine, `multi-${engine}`);
      // One after the other, so the storm does not depend on a simultaneous start (tested above).
      servers = [await startServer(data.dataDir, data.env)];
      servers.push(await startServer(data.dataDir, data.env));
    });

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await data?.remove();
    });

    it('interleaved writes and 40 requests for one slot: every acknowledged write stored as answered, one booking holds the slot', async () => {
      const customers = await registerCustomers(servers, 'Multi', CUSTOMERS);
      const before = await servers[0].tables();
      const writes = buildWrites('Shared', customers, COUNTS);
      const contest = contestForSlot('Shared', CONTESTED_SLOT, CONTENDERS);
      const all = spreadContest(writes, [...contest]);
      expect(all).toHaveLength(440);
      const { outcomes } = await sendAll(all, { origins: servers.map((server) => server.origin) });
      const answers = all.map((write, index) => ({ write, index, outcome: outcomes[index] }));
      const contestAnswers = answers.filter(({ write }) => contest.includes(write));
      // The contenders really were split over both servers.
      expect([0, 1].map((parity) => contestAnswers.filter(({ index }) => index % 2 === parity).length)).toEqual([
        CONTENDERS / 2,
        CONTENDERS / 2,
      ]);

      // Every request was answered; every plain write succeeded; the slot went to exactly one contender.
      expect(outcomes.filter((outcome) => outcome.error !== undefined)).toEqual([]);
      const others = answers.filter(({ write }) => !contest.includes(write));
      expect([...new Set(others.map(({ outcome }) => outcome.status))]).toEqual([201]);
      const winners = contestAnswers.filter(({ outcome }) => outcome.status === 201);
      const losers = contestAnswers.filter(({ outcome }) => outcome.status !== 201);
      expect(winners).toHaveLength(1);
      for (const { outcome } of losers) {
        expect([outcome.status, outcome.body]).toEqual([
          409,
          expect.objectContaining({ isSuccess: false, message: BOOKING_MESSAGES.slotTaken }),
        ]);
      }

      const tables = await servers[1].tables();
      const confirmed = expectEveryAnsweredWriteStored(tables, all, outcomes, messageIdsIn(data.dataDir));
      expect(confirmed).toEqual({ address: COUNTS.addresses, booking: COUNTS.bookings + 1, order: COUNTS.orders });
      // Nothing was left unanswered, so exactly the acknowledged writes are stored.
      expect(expectWholeRecordsOnly(tables, before, all, outcomes)).toEqual(confirmed);
      const { selectedDate, selectedTime } = slotOf(CONTESTED_SLOT);
      const holders = tables.bookings.filter((row) => row.date === selectedDate && row.time === selectedTime);
      expect(holders.map((row) => row.reference)).toEqual([winners[0].outcome.body!.data!.reference]);

      // Both servers now tell every client the same.
      for (const server of servers) {
        const availability = await server.api.get('/api/bookings/availability').query({ date: selectedDate });
        expect(availability.body.data.taken).toEqual([selectedTime]);
        const own = await server.api.get('/api/Address/user').set('Authorization', customers[0].auth);
        expect((own.body.data as Array<{ id: number }>).map((address) => address.id).sort()).toEqual(
          tables.addresses
            .filter((row) => row.userId === customers[0].id)
            .map((row) => row.id)
            .sort(),
        );
      }
      expect(servers.map((server) => server.stderr())).toEqual(['', '']);
    }, 120_000);
  });
});
