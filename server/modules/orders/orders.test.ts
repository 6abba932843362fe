import { bearerFor, registerCustomer } from '../../test/customers';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('GET /api/Order/user', () => {
  it("answers the caller's orders, newest first, without the owner id", async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const res = await t.api.get('/api/Order/user').set('Authorization', demo.auth);
    expect(res.status).toBe(200);
    const orders = res.body.data as Array<
      Record<string, unknown> & { items: Array<{ imageUrl: string; quantity: number; price: number }> }
    >;
    expect(orders.map((order) => [order.orderNumber, order.status, order.items.length])).toEqual([
      ['UE-2025-00142', 'Processing', 1],
      ['UE-2025-00117', 'Shipped', 6],
      ['UE-2025-00101', 'Delivered', 2],
    ]);
    for (const order of orders) {
      expect(order).not.toHaveProperty('userId');
      expect(order).toMatchObject({
        id: expect.any(Number),
        orderDate: expect.any(String),
        totalAmount: expect.any(Number),
      });
      const subtotal = order.items.reduce((sum, item) => sum + item.quantity * item.price, 0);
      expect(order.totalAmount).toBe(subtotal + (order.shippingCost as number) - (order.discount as number));
    }
  });

  it('serves every seeded item image from /uploads', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const orders = (await t.api.get('/api/Order/user').set('Authorization', demo.auth)).body.data as Array<{
      items: Array<{ imageUrl: string }>;
    }>;
    const urls = new Set(orders.flatMap((order) => order.items.map((item) => item.imageUrl)));
    for (const url of urls) {
      const image = await t.api.get(url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it("never shows one customer another's orders, and needs a login", async () => {
    const other = await registerCustomer(t, 'b@example.com');
    const res = await t.api.get('/api/Order/user').set('Authorization', other.auth);
    expect(res.body.data).toEqual([]);
    const admin = await bearerFor(t, DEMO.admin);
    expect((await t.api.get('/api/Order/user').set('Authorization', admin.auth)).body.data).toEqual([]);
    expect((await t.api.get('/api/Order/user')).status).toBe(401);
  });
});
