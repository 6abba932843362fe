import { openEngine } from '../server/platform/db/engine';
import { orderBody } from './support/bodies';
import { describeOnEngines, freshData, type TestData } from './support/engines';
import { readOutbox, waitForMails } from './support/outbox';
import { startServers, type ServerProcess } from './support/serverProcess';
import { sleep, waitFor } from './support/wait';

/*
 * Unpaid orders lapse once. Every server process runs the lapse job; here two of them on one
 * database look every 100 ms, so when a batch of UPI orders passes its pay-by at one moment both
 * go for the same orders together. Each order must be cancelled once: its stock back once, one
 * timeline event, one mail, whichever process claimed it.
 */

const HAMPER = 102;
const ORDERS = 12;
const LAPSE_SUBJECT = 'payment not received';

describeOnEngines('unpaid orders lapsing on two server processes', (engine) => {
  let data: TestData;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    data = await freshData(engine, `lapses-${engine}`);
    servers = await startServers(2, data.dataDir, { ...data.env, PAYMENT_LAPSE_INTERVAL_MS: '100' });
  });
  afterAll(async () => {
    await Promise.all(servers.map((running) => running.stop()));
    await data?.remove();
  });

  it('are each claimed by one process: cancelled once, stock back once, one event and one mail each', async () => {
    const stockOf = async () =>
      (await servers[0].rows('products')).find((row) => row.id === HAMPER)!.stockQuantity as number;
    const before = await stockOf();
    const placed = await Promise.all(
      Array.from({ length: ORDERS }, async (_, n) => {
        const res = await servers[n % 2].api.post('/api/Order').send(
          orderBody({
            items: [{ productId: HAMPER, quantity: 2 }],
            paymentMethod: 'upi',
            guest: { name: `Lapse Guest ${n}`, email: `lapse${n}@example.com`, phone: '+91 91234 56789' },
          }),
        );
        expect([res.status, res.body.data?.status]).toEqual([201, 'awaiting payment']);
        return res.body.data as { id: number; orderNumber: string; payBy: string };
      }),
    );
    const ids = placed.map((order) => order.id);
    expect(await stockOf()).toBe(before - 2 * ORDERS);
    // Thirty minutes later for all of them at once: their pay-by is moved into the past.
    const direct = openEngine({ ...data.location, pgPoolSize: 1 });
    try {
      await direct.db
        .updateTable('orders')
        .set({ payByMs: Date.now() - 1 })
        .where('id', 'in', ids)
        .execute();
    } finally {
      await direct.close();
    }

    const statuses = () =>
      servers[1].rows('orders').then((rows) => rows.filter((row) => ids.includes(row.id as number)));
    await waitFor('every order lapsed', statuses, (rows) => rows.every((row) => row.status === 'cancelled'), 20_000);
    // A few more runs of both jobs find nothing left to do.
    await sleep(500);

    expect(await stockOf()).toBe(before);
    const events = (await servers[0].rows('orderEvents')).filter(
      (event) => ids.includes(event.orderId as number) && event.actor === 'system',
    );
    expect(events.map((event) => event.orderId).sort((a, b) => Number(a) - Number(b))).toEqual(
      ids.sort((a, b) => a - b),
    );
    const queued = (await servers[0].rows('mailOutbox')).filter((row) => String(row.subject).includes(LAPSE_SUBJECT));
    expect(queued.map((row) => row.recipient).sort()).toEqual(
      Array.from({ length: ORDERS }, (_, n) => `lapse${n}@example.com`).sort(),
    );
    // Sent: the confirmation and the lapse of each order, and no more.
    await waitForMails(data.dataDir, 2 * ORDERS);
    await sleep(300);
    const sent = readOutbox(data.dataDir).filter((mail) => mail.includes(LAPSE_SUBJECT));
    expect(sent).toHaveLength(ORDERS);
    for (const order of placed) expect(sent.filter((mail) => mail.includes(order.orderNumber))).toHaveLength(1);
    expect(servers.map((running) => running.stderr())).toEqual(['', '']);
  });
});
