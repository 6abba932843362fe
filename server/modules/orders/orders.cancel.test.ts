import { MAX_LINE_QUANTITY, MAX_ORDER_ITEMS, MAX_ORDER_LINES } from '../../../src/shared/config/shop';
import { ORDER_MESSAGES } from '../../../src/shared/contract/order';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';
import { bearerFor, registerCustomer } from '../../test/customers';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const address = {
  recipientName: 'Asha Verma',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};
const order = (items: Array<{ productId: number; quantity: number }>) => ({
  items,
  shippingAddress: address,
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
});
const stockOf = async (id: number) =>
  ((await t.rows('products')) as Array<{ id: number; stockQuantity: number }>).find((p) => p.id === id)!.stockQuantity;
const statusOf = async (id: number) =>
  ((await t.rows('orders')) as Array<{ id: number; status: string }>).find((o) => o.id === id)!.status;

async function place(
  auth: string,
  items = [
    { productId: 102, quantity: 3 },
    { productId: 201, quantity: 2 },
  ],
) {
  const res = await t.api.post('/api/Order').set('Authorization', auth).send(order(items));
  expect(res.status).toBe(201);
  return res.body.data as { id: number; orderNumber: string; status: string };
}

describe('order caps', () => {
  it(`refuses more than ${MAX_LINE_QUANTITY} of an item on a line`, async () => {
    const { auth } = await bearerFor(t, DEMO.customer);
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', auth)
      .send(order([{ productId: 102, quantity: MAX_LINE_QUANTITY + 1 }]));
    expect([res.status, res.body]).toEqual([
      400,
      { isSuccess: false, message: VALIDATION_FAILED, errors: { 'items[0].quantity': [ORDER_MESSAGES.quantity] } },
    ]);
  });

  it(`refuses more than ${MAX_ORDER_LINES} lines and more than ${MAX_ORDER_ITEMS} items in all, on the quote too`, async () => {
    const { auth } = await bearerFor(t, DEMO.customer);
    const lines = Array.from({ length: MAX_ORDER_LINES + 1 }, () => ({ productId: 102, quantity: 1 }));
    const tooManyLines = await t.api.post('/api/Order').set('Authorization', auth).send(order(lines));
    expect([tooManyLines.status, tooManyLines.body.errors]).toEqual([400, { items: [ORDER_MESSAGES.tooManyLines] }]);
    const heavy = Array.from({ length: 6 }, (_, i) => ({
      productId: [101, 102, 103, 201, 202, 203][i],
      quantity: MAX_LINE_QUANTITY,
    }));
    for (const path of ['/api/Order', '/api/Order/quote']) {
      const res = await t.api.post(path).set('Authorization', auth).send(order(heavy));
      expect([path, res.status, res.body.errors]).toEqual([path, 400, { items: [ORDER_MESSAGES.tooManyItems] }]);
    }
    const stock = await stockOf(102);
    await place(auth, heavy.slice(0, 5));
    expect(await stockOf(102)).toBe(stock - MAX_LINE_QUANTITY);
  });
});

describe('POST /api/Order/:id/cancel', () => {
  it('cancels the customer’s pending order, returns its stock and mails the customer', async () => {
    const { auth } = await bearerFor(t, DEMO.customer);
    const before = [await stockOf(102), await stockOf(201)];
    const placed = await place(auth);
    expect([await stockOf(102), await stockOf(201)]).toEqual([before[0] - 3, before[1] - 2]);
    const res = await t.api.post(`/api/Order/${placed.id}/cancel`).set('Authorization', auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isSuccess: true,
      message: 'Order cancelled',
      data: { id: placed.id, status: 'cancelled' },
    });
    expect(res.body.data).not.toHaveProperty('userId');
    expect([await stockOf(102), await stockOf(201)]).toEqual(before);
    await t.context.outbox.idle();
    const mail = decodeQuotedPrintable(t.outbox().find((raw) => raw.includes('is cancelled'))!);
    expect(mail).toContain(`Subject: Your order ${placed.orderNumber} is cancelled`);
    expect(mail).toContain('To: customer@example.com');
  });

  it('answers 409 for an order already cancelled, shipped or delivered, and changes nothing', async () => {
    const { auth } = await bearerFor(t, DEMO.customer);
    const placed = await place(auth);
    expect((await t.api.post(`/api/Order/${placed.id}/cancel`).set('Authorization', auth)).status).toBe(200);
    const stock = await stockOf(102);
    const again = await t.api.post(`/api/Order/${placed.id}/cancel`).set('Authorization', auth);
    expect([again.status, again.body]).toEqual([409, { isSuccess: false, message: 'This order is already cancelled' }]);
    expect(await stockOf(102)).toBe(stock);
    const seeded = (await t.api.get('/api/Order/user').set('Authorization', auth)).body.data as Array<{
      id: number;
      status: string;
    }>;
    for (const status of ['Shipped', 'Delivered']) {
      const target = seeded.find((o) => o.status === status)!;
      const res = await t.api.post(`/api/Order/${target.id}/cancel`).set('Authorization', auth);
      expect([res.status, res.body.message]).toEqual([
        409,
        `This order is ${status.toLowerCase()} and can no longer be cancelled`,
      ]);
      expect(await statusOf(target.id)).toBe(status);
    }
  });

  it('two cancels at the same moment: one wins, the stock comes back once', async () => {
    const { auth } = await bearerFor(t, DEMO.customer);
    const before = await stockOf(102);
    const placed = await place(auth);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.api.post(`/api/Order/${placed.id}/cancel`).set('Authorization', auth)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(102)).toBe(before);
  });

  it('only the owner can cancel: another customer gets 404, a guest 401, an admin 403', async () => {
    const { auth } = await bearerFor(t, DEMO.customer);
    const placed = await place(auth);
    const other = (await registerCustomer(t, 'someone-else@example.com')).auth;
    const res = await t.api.post(`/api/Order/${placed.id}/cancel`).set('Authorization', other);
    expect([res.status, res.body]).toEqual([404, { isSuccess: false, message: 'Order not found' }]);
    expect((await t.api.post(`/api/Order/${placed.id}/cancel`)).status).toBe(401);
    const admin = (await bearerFor(t, DEMO.admin)).auth;
    expect((await t.api.post(`/api/Order/${placed.id}/cancel`).set('Authorization', admin)).status).toBe(403);
    for (const id of ['0', 'abc', '99999999999', '1e3'])
      expect((await t.api.post(`/api/Order/${id}/cancel`).set('Authorization', auth)).status).toBe(404);
    expect(await statusOf(placed.id)).toBe('pending');
  });
});
