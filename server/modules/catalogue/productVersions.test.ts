import { PRODUCT_EDIT_MESSAGES } from '../../../src/shared/contract/product';
import { PRODUCT_API_MESSAGES } from './productEditor.service';
import { productTestKit, validFields } from '../../test/productRequests';
import { createTestApp, type TestApp } from '../../test/testApp';

// Lost updates on products: every edit names the version it is based on; sales never bump it and
// an edit never writes the stock back unless the admin changed it.

const address = {
  recipientName: 'Asha Verma',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};

let t: TestApp;
let kit: ReturnType<typeof productTestKit>;
let token: string;
beforeEach(async () => {
  t = await createTestApp({ config: { rateLimitFactor: 0 } });
  kit = productTestKit(t);
  token = await kit.adminToken();
});
afterEach(() => t.cleanup());

/** A new active product with `stock` items, as the admin's form creates it. */
async function product(stock = 5): Promise<{ id: number; version: number; stockQuantity: number }> {
  const res = await kit.post(token, validFields({ StockQuantity: String(stock), SKU: '' }));
  expect(res.status).toBe(201);
  return res.body.data;
}

/** A customer buys `quantity` of the product (cash on delivery). */
async function sell(productId: number, quantity: number) {
  const customer = await kit.customerToken();
  const res = await t.api
    .post('/api/Order')
    .set('Authorization', `Bearer ${customer}`)
    .send({
      items: [{ productId, quantity }],
      shippingAddress: address,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    });
  expect(res.status).toBe(201);
}

const stored = async (id: number) => (await t.store.catalogue.findProduct(id))!;

describe('GET /api/Product/{id}', () => {
  it('answers the product with its version, and the version as the ETag', async () => {
    const created = await product();
    const res = await t.api.get(`/api/Product/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, data: { id: created.id, version: 1, stockQuantity: 5 } });
    expect(res.headers.etag).toBe('"1"');
  });

  it('hides inactive products from the public (404) but not from an admin, and answers 404 for unknown ids', async () => {
    const res = await kit.post(token, validFields({ IsActive: 'false', SKU: '' }));
    const id = res.body.data.id as number;
    expect((await t.api.get(`/api/Product/${id}`)).status).toBe(404);
    expect((await t.api.get(`/api/Product/${id}`).set('Authorization', `Bearer ${token}`)).body.data).toMatchObject({
      id,
      isActive: false,
    });
    for (const unknown of ['99999', 'abc', '1.5']) {
      const missing = await t.api.get(`/api/Product/${unknown}`);
      expect([missing.status, missing.body]).toEqual([
        404,
        { isSuccess: false, message: PRODUCT_API_MESSAGES.notFound },
      ]);
    }
  });
});

describe('PUT /api/Product/{id} names the version it is based on', () => {
  it('answers 428 without Version or If-Match (If-Match: * does not count), and changes nothing', async () => {
    const created = await product();
    for (const ifMatch of [undefined, '*']) {
      let request = kit.putAsIs(
        token,
        created.id,
        validFields({ Name: 'Blind save', OriginalStockQuantity: '5', SKU: '' }),
      );
      if (ifMatch) request = request.set('If-Match', ifMatch);
      const res = await request;
      expect([res.status, res.body]).toEqual([
        428,
        { isSuccess: false, message: PRODUCT_API_MESSAGES.versionRequired },
      ]);
    }
    expect(await stored(created.id)).toMatchObject({ name: 'Marigold Garland', version: 1 });
  });

  it('answers 400 for a malformed If-Match, a Version that disagrees with it, and a missing OriginalStockQuantity', async () => {
    const created = await product();
    const fields = validFields({ OriginalStockQuantity: '5', SKU: '' });
    for (const ifMatch of ['1', 'W/"1"', '"1", "2"', '"abc"']) {
      const res = await kit.putAsIs(token, created.id, fields).set('If-Match', ifMatch);
      expect([ifMatch, res.status, res.body.message]).toEqual([ifMatch, 400, PRODUCT_API_MESSAGES.ifMatchInvalid]);
    }
    const differ = await kit.putAsIs(token, created.id, { ...fields, Version: '2' }).set('If-Match', '"1"');
    expect([differ.status, differ.body.message]).toEqual([400, PRODUCT_API_MESSAGES.versionsDiffer]);
    const noStock = await kit.putAsIs(token, created.id, validFields({ Version: '1', SKU: '' }));
    expect([noStock.status, noStock.body.errors]).toEqual([
      400,
      { OriginalStockQuantity: [PRODUCT_EDIT_MESSAGES.originalStock] },
    ]);
    expect((await stored(created.id)).version).toBe(1);
  });

  it('saves with If-Match (the ETag of GET), bumps the version, and refuses a second save from the old version with 409', async () => {
    const created = await product();
    const etag = (await t.api.get(`/api/Product/${created.id}`)).headers.etag as string;
    const first = await kit
      .putAsIs(
        token,
        created.id,
        validFields({ Name: 'First edit', OriginalStockQuantity: '5', StockQuantity: '5', SKU: '' }),
      )
      .set('If-Match', etag);
    expect([first.status, first.body.data.version, first.headers.etag]).toEqual([200, 2, '"2"']);

    const stale = await kit.putAsIs(
      token,
      created.id,
      validFields({ Name: 'Stale edit', Version: '1', OriginalStockQuantity: '5', StockQuantity: '5', SKU: '' }),
    );
    expect([stale.status, stale.body]).toEqual([
      409,
      { isSuccess: false, message: PRODUCT_API_MESSAGES.versionChanged },
    ]);
    expect(await stored(created.id)).toMatchObject({ name: 'First edit', version: 2 });
  });

  it('of two saves from the same version at the same moment, exactly one is written', async () => {
    const created = await product();
    const save = (name: string) =>
      kit.putAsIs(
        token,
        created.id,
        validFields({ Name: name, Version: '1', OriginalStockQuantity: '5', StockQuantity: '5', SKU: '' }),
      );
    const answers = await Promise.all([save('Edit A'), save('Edit B')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200)!.body.data.name as string;
    expect(await stored(created.id)).toMatchObject({ name: winner, version: 2 });
  });
});

describe('sales are never undone by an edit', () => {
  it('stock 5, 3 sold, then a save from the form loaded before the sale: the edit is kept and the stock stays 2', async () => {
    const created = await product(5);
    await sell(created.id, 3);
    expect(await stored(created.id)).toMatchObject({ stockQuantity: 2, version: 1 });

    // The form still shows stock 5 and version 1; the admin changed the price only.
    const res = await kit.putAsIs(
      token,
      created.id,
      validFields({ Price: '1500', StockQuantity: '5', Version: '1', OriginalStockQuantity: '5', SKU: '' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 1500, stockQuantity: 2, version: 2 });
    expect(await stored(created.id)).toMatchObject({ price: 1500, stockQuantity: 2 });
  });

  it('a stock change typed into a form loaded before a sale is refused with 409 under the stock field; one without a sale is written', async () => {
    const created = await product(5);
    await sell(created.id, 3);
    const stale = await kit.putAsIs(
      token,
      created.id,
      validFields({ StockQuantity: '10', Version: '1', OriginalStockQuantity: '5', SKU: '' }),
    );
    const message = PRODUCT_API_MESSAGES.stockChanged(5, 2);
    expect([stale.status, stale.body]).toEqual([
      409,
      { isSuccess: false, message, errors: { StockQuantity: [message] } },
    ]);
    expect(await stored(created.id)).toMatchObject({ stockQuantity: 2, version: 1 });

    // Reloaded: the form shows 2; the admin sets 10.
    const fresh = await kit.putAsIs(
      token,
      created.id,
      validFields({ StockQuantity: '10', Version: '1', OriginalStockQuantity: '2', SKU: '' }),
    );
    expect([fresh.status, fresh.body.data.stockQuantity]).toEqual([200, 10]);
  });
});
