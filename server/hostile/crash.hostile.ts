import fs from 'node:fs';
import path from 'node:path';
import { registerCustomer } from '../test/customers';
import { addressBody, bookingBody, orderBody } from './support/bodies';
import { buildWrites, fireAndKill, type Customer } from './support/concurrentWrites';
import { expectEveryAnsweredWriteStored, expectWholeRecordsOnly } from './support/crashChecks';
import { makeDataDir, startServer, type ServerProcess } from './support/serverProcess';

/**
 * kill -9 in the middle of 500 concurrent writes. Rate limits are off (RATE_LIMIT_FACTOR=0), so
 * every write is a real one: 200 address saves (20 for each of 10 customers), 150 bookings of
 * distinct slots and 150 orders. Each round starts from the same prepared data file, kills the
 * server after a different number of answers, restarts it on the same data folder and checks the
 * file: it parses, every write answered 2xx is there as answered, nothing is half-written.
 */
const COUNTS = { addresses: 200, bookings: 150, orders: 150 };
const CUSTOMERS = COUNTS.addresses / 20;
/** Answers received before the kill: early, midway, late. */
const KILL_AFTER = [40, 230, 440];

const tempFilesIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'));

let preparedFile: string;
let customers: Customer[];
const dirs: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  const dir = makeDataDir('crash-prepare');
  dirs.push(dir);
  const server = await startServer(dir);
  servers.push(server);
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await registerCustomer(server, `crash-${i}@example.com`, `Crash${i}`));
  await server.stop();
  preparedFile = path.join(dir, 'prepared.json');
  fs.copyFileSync(server.dbFile, preparedFile);
});

afterAll(async () => {
  for (const server of servers) if (server.running()) await server.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(KILL_AFTER.map((killAfter, round) => ({ killAfter, round })))('kill -9 after $killAfter answers of 500 writes', ({ killAfter, round }) => {
  it('restarts on the same data with every write answered 2xx stored whole, and nothing half-written', async () => {
    const dataDir = makeDataDir(`crash-${round}`);
    dirs.push(dataDir);
    fs.copyFileSync(preparedFile, path.join(dataDir, 'db.json'));
    const prepared = JSON.parse(fs.readFileSync(preparedFile, 'utf8')) as Record<string, Array<Record<string, unknown>>>;

    const first = await startServer(dataDir);
    servers.push(first);
    const writes = buildWrites(`Round ${round}`, customers, COUNTS);
    expect(writes).toHaveLength(500);
    const { outcomes, unansweredAtKill } = await fireAndKill(first.origin, writes, killAfter, first.killNow);
    await first.gone();
    // The kill really came mid-stream: some requests were still waiting for their answer.
    expect(unansweredAtKill).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.error !== undefined).length).toBeGreaterThan(0);

    const second = await startServer(dataDir);
    servers.push(second);
    const db = second.readDb(); // parses, or the test fails here
    expect(tempFilesIn(dataDir)).toEqual([]);
    const confirmed = expectEveryAnsweredWriteStored(db, writes, outcomes);
    expect(confirmed.address + confirmed.booking + confirmed.order).toBeGreaterThanOrEqual(killAfter);
    expectWholeRecordsOnly(db, prepared, writes);

    // The restarted server serves what the file holds, and takes new writes of every kind.
    for (const customer of customers) {
      const own = await second.api.get('/api/Address/user').set('Authorization', customer.auth);
      const stored = db.addresses.filter((record) => record.userId === customer.id).map((record) => record.id);
      expect((own.body.data as Array<{ id: number }>).map((address) => address.id).sort()).toEqual(stored.sort());
    }
    const customer = customers[0];
    await second.api.delete(`/api/Address/${db.addresses.find((record) => record.userId === customer.id)?.id ?? 0}`).set('Authorization', customer.auth);
    expect((await second.api.post('/api/Address').set('Authorization', customer.auth).send(addressBody())).status).toBe(201);
    expect((await second.api.post('/api/send-email').send(bookingBody(300 + round))).status).toBe(201);
    expect((await second.api.post('/api/Order').set('Authorization', customer.auth).send(orderBody())).status).toBe(201);
    expect(second.stderr()).toBe('');
    await second.stop();
  });
});

describe('a graceful stop (SIGTERM)', () => {
  it("finishes the mails under way and writes their outcome, which otherwise waits for the next write", async () => {
    const dataDir = makeDataDir('crash-graceful');
    dirs.push(dataDir);
    fs.copyFileSync(preparedFile, path.join(dataDir, 'db.json'));
    const server = await startServer(dataDir);
    servers.push(server);
    const res = await server.api.post('/api/send-email').send(bookingBody(7));
    expect(res.status).toBe(201);
    await server.stop();
    const stored = server.readDb().bookings.find((record) => record.reference === res.body.data.reference);
    expect(stored?.mail).toEqual({ customer: 'sent', company: 'sent' });
  });
});
