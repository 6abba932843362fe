import { registerCustomers } from './support/accounts';
import { addressBody, bookingBody, orderBody } from './support/bodies';
import { ADDRESSES_PER_CUSTOMER, buildWrites, sendAll, type Customer } from './support/concurrentWrites';
import { readTables } from './support/database';
import { copyData, describeOnEngines, freshData, type TestData } from './support/engines';
import { messageIdsIn } from './support/outbox';
import { startServer, type ServerProcess } from './support/serverProcess';
import { expectEveryAnsweredWriteStored, expectWholeRecordsOnly } from './support/writeChecks';

/**
 * kill -9 in the middle of 500 concurrent writes, on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 * Rate limits are off (RATE_LIMIT_FACTOR=0), so every write is a real one: 200 address saves (20
 * for each of 10 customers), 150 bookings of distinct slots and 150 orders. Each round starts
 * from the same prepared data (a copy of the SQLite file, or a database made from the prepared
 * one as template), kills the server after a different number of answers, restarts it on the
 * same data and reads the tables back: every write answered 2xx is there as answered, and
 * nothing is half-written.
 */
const COUNTS = { addresses: 200, bookings: 150, orders: 150 };
const CUSTOMERS = COUNTS.addresses / ADDRESSES_PER_CUSTOMER;
/** Answers received before the kill: early, midway, late. */
const KILL_AFTER = [40, 230, 440];
const ROUND_TIMEOUT_MS = 150_000;

const servers: ServerProcess[] = [];
const places: TestData[] = [];

async function start(data: TestData): Promise<ServerProcess> {
  const server = await startServer(data.dataDir, data.env);
  servers.push(server);
  return server;
}

async function place(make: () => Promise<TestData>): Promise<TestData> {
  const data = await make();
  places.push(data);
  return data;
}

afterAll(async () => {
  for (const server of servers) if (server.running()) await server.stop();
  for (const data of places) await data.remove();
});

describeOnEngines('kill -9 during 500 concurrent writes', (engine) => {
  let prepared: TestData;
  let customers: Customer[];

  beforeAll(async () => {
    prepared = await place(() => freshData(engine, `crash-prepared-${engine}`));
    const server = await start(prepared);
    customers = await registerCustomers([server], 'Crash', CUSTOMERS);
    // A clean stop: SQLite folds its write-ahead log into the file, PostgreSQL lets the
    // database go, so it can be copied (as a template) for each round.
    await server.stop();
  });

  it.each(KILL_AFTER.map((killAfter, round) => ({ killAfter, round })))(
    'killed after $killAfter answers, it restarts with every write answered 2xx stored whole, and nothing half-written',
    async ({ killAfter, round }) => {
      const data = await place(() => copyData(prepared, `crash-${engine}-${round}`));
      const before = await readTables(data.location);

      const first = await start(data);
      const writes = buildWrites(`Round ${round}`, customers, COUNTS);
      expect(writes).toHaveLength(500);
      const { outcomes, unansweredAtKill } = await sendAll(writes, {
        origins: [first.origin],
        killAfter,
        kill: first.killNow,
      });
      await first.gone();
      // The kill really came mid-stream: some requests were still waiting for their answer.
      expect(unansweredAtKill).toBeGreaterThan(0);
      expect(outcomes.filter((outcome) => outcome.error !== undefined).length).toBeGreaterThan(0);
      // The server was healthy until the kill: every answer that came back is a success.
      expect([...new Set(outcomes.map((outcome) => outcome.status).filter((status) => status !== undefined))]).toEqual([
        201,
      ]);

      const second = await start(data);
      const tables = await second.tables();
      const confirmed = expectEveryAnsweredWriteStored(tables, writes, outcomes, messageIdsIn(data.dataDir));
      expect(confirmed.address + confirmed.booking + confirmed.order).toBeGreaterThanOrEqual(killAfter);
      expectWholeRecordsOnly(tables, before, writes, outcomes);

      // The restarted server serves what is stored, and takes new writes of every kind.
      for (const customer of customers) {
        const own = await second.api.get('/api/Address/user').set('Authorization', customer.auth);
        const stored = tables.addresses.filter((row) => row.userId === customer.id).map((row) => row.id);
        expect((own.body.data as Array<{ id: number }>).map((address) => address.id).sort()).toEqual(stored.sort());
      }
      const customer = customers[0];
      const oldest = tables.addresses.find((row) => row.userId === customer.id);
      if (oldest)
        expect(
          (await second.api.delete(`/api/Address/${String(oldest.id)}`).set('Authorization', customer.auth)).status,
        ).toBe(200);
      expect(
        (await second.api.post('/api/Address').set('Authorization', customer.auth).send(addressBody())).status,
      ).toBe(201);
      expect((await second.api.post('/api/send-email').send(bookingBody(300 + round))).status).toBe(201);
      expect((await second.api.post('/api/Order').set('Authorization', customer.auth).send(orderBody())).status).toBe(
        201,
      );
      expect(second.stderr()).toBe('');
      await second.stop();
      await data.remove();
    },
    ROUND_TIMEOUT_MS,
  );

  it('a graceful stop (SIGTERM) finishes the mails under way and records their outcome on the booking', async () => {
    const data = await place(() => copyData(prepared, `crash-graceful-${engine}`));
    const server = await start(data);
    const res = await server.api.post('/api/send-email').send(bookingBody(7));
    expect(res.status).toBe(201);
    await server.stop();
    const stored = (await readTables(data.location, ['bookings'])).bookings.find(
      (row) => row.reference === res.body.data.reference,
    );
    expect(stored).toMatchObject({ mailCustomer: 'sent', mailCompany: 'sent' });
    expect(server.stderr()).toBe('');
  });
});
