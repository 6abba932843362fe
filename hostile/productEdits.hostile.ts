import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { orderBody } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { serversPerTest } from './support/serversPerTest';

/**
 * Lost updates on products, as reproduced against the old server: an admin who saved a form
 * loaded before a sale put the stock back (stock 5, 3 sold, stale save -> 5 again), and of two
 * admins saving the same product the later one silently overwrote the other. Here on two server
 * processes on one database: the stale save keeps its edit but not the old stock, and of two
 * saves from the same version exactly one is written, the other answered 409.
 */
const run = serversPerTest();

/** The admin form's multipart fields for the product, with what the form was loaded with. */
const form = (patch: Record<string, string>) => ({
  Name: 'Stale save test',
  Description: 'd',
  Price: '100',
  StockQuantity: '5',
  CategoryId: '1',
  ...patch,
});

describeOnEngines('product edits against sales and each other', (engine) => {
  it('stock 5, 3 sold, a save from the form loaded before: the edit is kept and the stock stays 2; two saves from one version: one wins', async () => {
    const { servers } = await run.start(engine, `product-edits-${engine}`, 2);
    const [first, second] = servers;
    const admin = await logIn(first, DEMO_ADMIN);
    const customer = await logIn(second, DEMO_CUSTOMER);

    const created = await first.api.post('/api/Product').set('Authorization', admin.auth).field(form({}));
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    // The admin opens the form from the product list, as the back office does.
    const listed = await first.api.get('/api/Product').set('Authorization', admin.auth);
    const loaded = (listed.body.data as Array<{ id: number; stockQuantity: number; version: number }>).find(
      (product) => product.id === id,
    )!;
    expect(loaded.stockQuantity).toBe(5);

    // Meanwhile 3 are sold through the other server.
    const order = await second.api
      .post('/api/Order')
      .set('Authorization', customer.auth)
      .send(orderBody({ items: [{ productId: id, quantity: 3 }] }));
    expect(order.status).toBe(201);

    // The stale form changes the price only; its stock field still shows 5.
    const stale = await second.api
      .put(`/api/Product/${id}`)
      .set('Authorization', admin.auth)
      .field(form({ Price: '150', Version: String(loaded.version), OriginalStockQuantity: '5' }));
    expect([stale.status, stale.body.data?.price, stale.body.data?.stockQuantity]).toEqual([200, 150, 2]);
    const stored = async () => (await first.rows('products')).find((row) => row.id === id)!;
    expect(await stored()).toMatchObject({ stockQuantity: 2, version: 2 });

    // Two admins save from the same version at the same moment, one through each server, naming it by the ETag of GET.
    const etag = (await first.api.get(`/api/Product/${id}`)).headers.etag as string;
    expect(etag).toBe('"2"');
    const saves = await Promise.all(
      servers.map((server, n) =>
        server.api
          .put(`/api/Product/${id}`)
          .set('Authorization', admin.auth)
          .set('If-Match', etag)
          .field(form({ Name: `Admin ${n}`, Price: '150', StockQuantity: '2', OriginalStockQuantity: '2' })),
      ),
    );
    expect(saves.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = saves.find((res) => res.status === 409)!;
    expect(loser.body).toEqual({ isSuccess: false, message: expect.stringContaining('changed by someone else') });
    const winner = saves.find((res) => res.status === 200)!;
    expect(await stored()).toMatchObject({ name: winner.body.data.name, stockQuantity: 2, version: 3 });
    expect(servers.map((server) => server.stderr())).toEqual(['', '']);
  });
});
