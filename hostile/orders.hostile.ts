import { openEngine } from '../server/platform/db/engine';
import { MAX_LINE_QUANTITY, MAX_ORDER_ITEMS, MAX_ORDER_LINES } from '../src/shared/config/shop';
import { ORDER_MESSAGES } from '../src/shared/contract/order';
import { DEMO_CUSTOMER, logIn } from './support/accounts';
import { orderBody } from './support/bodies';
import { describeOnEngines, freshData, type TestData } from './support/engines';
import { expectResponsive, measureWhile } from './support/eventLoop';
import { startServers, type ServerProcess } from './support/serverProcess';

// One cash-on-delivery order took a product's whole stock (99 per line x
// 50 lines). Orders are capped per line and in all, and the customer can cancel before shipping,
// which gives the stock back once however many cancels (on however many servers) arrive together.

const HAMPER = 102;

describeOnEngines('order caps and cancellation', (engine) => {
  let data: TestData;
  let servers: ServerProcess[] = [];
  let auth = '';
  const server = () => servers[0];
  const stockOf = async (id: number) =>
    (await server().rows('products')).find((row) => row.id === id)!.stockQuantity as number;
  const statusOf = async (id: number) => (await server().rows('orders')).find((row) => row.id === id)!.status as string;
  const place = async (items: unknown[]) =>
    server().api.post('/api/Order').set('Authorization', auth).send(orderBody({ items }));

  beforeAll(async () => {
    data = await freshData(engine, `orders-${engine}`);
    servers = await startServers(2, data.dataDir, data.env);
    auth = (await logIn(server(), DEMO_CUSTOMER)).auth;
  });
  afterAll(async () => {
    await Promise.all(servers.map((running) => running.stop()));
    await data?.remove();
  });

  it('the reported order (99 per line x 50 lines) answers 400 and takes no stock, without stalling the server', async () => {
    const stock = await stockOf(HAMPER);
    const body = JSON.stringify(
      orderBody({ items: Array.from({ length: 50 }, () => ({ productId: HAMPER, quantity: 99 })) }),
    );
    const measure = await measureWhile(server(), () =>
      server().api.post('/api/Order').set('Authorization', auth).set('Content-Type', 'application/json').send(body),
    );
    expect(measure.result.status).toBe(400);
    expect(measure.result.body.errors).toMatchObject({
      items: [ORDER_MESSAGES.tooManyLines, ORDER_MESSAGES.tooManyItems],
      'items[0].quantity': [ORDER_MESSAGES.quantity],
    });
    expectResponsive(measure);
    expect(await stockOf(HAMPER)).toBe(stock);
  });

  it(`more than ${MAX_LINE_QUANTITY} on a line or ${MAX_ORDER_ITEMS} in all answers 400 with the field named`, async () => {
    const stock = await stockOf(HAMPER);
    const line = await place([{ productId: HAMPER, quantity: MAX_LINE_QUANTITY + 1 }]);
    expect([line.status, line.body.errors]).toEqual([400, { 'items[0].quantity': [ORDER_MESSAGES.quantity] }]);
    const full = await place(
      Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({
        productId: HAMPER,
        quantity: MAX_LINE_QUANTITY,
        size: ['XS', 'S', 'M', 'L', 'XL', 'XXL'][i % 6],
        colour: i % 2 ? 'beige' : 'green',
      })),
    );
    expect([full.status, full.body.errors]).toEqual([400, { items: [ORDER_MESSAGES.tooManyItems] }]);
    expect(await stockOf(HAMPER)).toBe(stock);
  });

  it('cancels sent together to both servers: one wins, the stock comes back once, one mail is queued', async () => {
    const stock = await stockOf(HAMPER);
    const placed = await place([{ productId: HAMPER, quantity: 4 }]);
    expect(placed.status).toBe(201);
    expect(await stockOf(HAMPER)).toBe(stock - 4);
    const { id, orderNumber } = placed.body.data as { id: number; orderNumber: string };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        servers[i % 2].api.post(`/api/Order/${id}/cancel`).set('Authorization', auth),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await stockOf(HAMPER)).toBe(stock);
    expect(await statusOf(id)).toBe('cancelled');
    const mails = (await server().rows('mailOutbox')).filter(
      (row) => String(row.subject) === `Your order ${orderNumber} is cancelled`,
    );
    expect(mails).toHaveLength(1);
  });

  it('an order marked shipped cannot be cancelled, and its stock stays sold', async () => {
    const placed = await place([{ productId: HAMPER, quantity: 2 }]);
    const { id } = placed.body.data as { id: number };
    const stock = await stockOf(HAMPER);
    // The warehouse marks it shipped (no API does this yet): the cancel finds the status changed.
    const direct = openEngine({ ...data.location, pgPoolSize: 1 });
    await direct.db.updateTable('orders').set({ status: 'Shipped' }).where('id', '=', id).execute();
    await direct.close();
    const res = await server().api.post(`/api/Order/${id}/cancel`).set('Authorization', auth);
    expect([res.status, res.body]).toEqual([
      409,
      { isSuccess: false, message: 'This order is shipped and can no longer be cancelled' },
    ]);
    expect([await statusOf(id), await stockOf(HAMPER)]).toEqual(['Shipped', stock]);
  });

  it('both servers are running and logged no error', () => {
    for (const running of servers) {
      expect(running.running()).toBe(true);
      expect(running.stderr()).toBe('');
    }
  });
});
