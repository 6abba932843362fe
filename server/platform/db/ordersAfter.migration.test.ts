import { formerDatabase } from '../../test/formerDatabase';
import { migrateToLatest } from './migrate';

const former = formerDatabase('0007');

describe('migration 0007: orders after checkout', () => {
  it('keeps every order and item (SQLite rebuilds both tables), fills the contact from the account and lets guest orders in', async () => {
    await former.migratedTo('0005_booking_dates', async (engine, raw) => {
      await raw
        .insertInto('users')
        .values({
          id: 5,
          first_name: 'Farah',
          last_name: 'Khan',
          email: 'farah@example.com',
          phone: '+91 98100 22222',
          role: 'Customer',
          status: 'active',
          password_hash: 'x',
          created_at: '2025-08-01T00:00:00.000Z',
        })
        .execute();
      const ship = {
        ship_street: '9 Hauz Khas',
        ship_city: 'New Delhi',
        ship_state: 'Delhi',
        ship_zip_code: '110016',
        ship_country: 'India',
      };
      const money = {
        subtotal: 2888,
        shipping_cost: 0,
        discount: 0,
        total_amount: 2888,
        delivery_method: 'standard',
        payment_method: 'cod',
      };
      await raw
        .insertInto('orders')
        .values({
          id: 9,
          user_id: 5,
          order_number: 'UE-20250805-00009',
          order_date: '2025-08-05T10:00:00.000Z',
          status: 'pending',
          channel: 'online',
          ...money,
          ...ship,
        })
        .execute();
      await raw
        .insertInto('order_items')
        .values({
          order_id: 9,
          line_no: 1,
          product_id: 102,
          name: 'Darjeeling Tea Hamper',
          quantity: 2,
          price: 1444,
          image_url: '/uploads/x.webp',
          size: 'M',
          colour: null,
        })
        .execute();

      expect(await migrateToLatest(engine)).toContain('0007_orders_after');

      const order = await engine.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        id: 9,
        customerName: 'Farah Khan',
        customerEmail: 'farah@example.com',
        customerPhone: '+91 98100 22222',
        paymentStatus: 'due_on_delivery',
        trackingNumber: null,
      });
      const items = await engine.db.selectFrom('orderItems').selectAll().execute();
      expect(items).toMatchObject([
        { orderId: 9, lineNo: 1, name: 'Darjeeling Tea Hamper', variantId: null, size: 'M' },
      ]);
      // A guest order (no user) now fits, and its items still cascade with it.
      await raw
        .insertInto('orders')
        .values({
          user_id: null,
          order_number: 'G-1',
          order_date: '2025-09-01T00:00:00.000Z',
          status: 'pending',
          channel: 'online',
          ...money,
          ...ship,
        })
        .execute();
      await engine.db.deleteFrom('orders').where('id', '=', 9).execute();
      expect(await engine.db.selectFrom('orderItems').selectAll().execute()).toEqual([]);
      // The rebuilt SQLite table keeps counting after the highest id (PostgreSQL's identity is untouched).
      const guest = await engine.db
        .selectFrom('orders')
        .select('id')
        .where('orderNumber', '=', 'G-1')
        .executeTakeFirstOrThrow();
      if (engine.kind === 'sqlite') expect(guest.id).toBeGreaterThan(9);
    });
  });
});
