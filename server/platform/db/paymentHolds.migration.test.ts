import { formerDatabase } from '../../test/formerDatabase';
import { migrateToLatest } from './migrate';
import { EXISTING_ORDERS_GRACE_MS } from './migrations/0017_payment_holds';

const former = formerDatabase('0017');

describe('migration 0017: payment holds', () => {
  it('gives the orders already awaiting payment a day from the migration to be paid, and no other order a pay-by', async () => {
    await former.migratedTo('0014_product_tax', async (engine, raw) => {
      const order = (id: number, status: string, paymentMethod: string, paymentStatus: string) => ({
        id,
        order_number: `UE-20250801-0000${id}`,
        order_date: '2025-08-01T10:00:00.000Z',
        status,
        subtotal: 1000,
        shipping_cost: 0,
        discount: 0,
        total_amount: 1000,
        delivery_method: 'standard',
        payment_method: paymentMethod,
        payment_status: paymentStatus,
        channel: 'online',
        ship_street: '9 Hauz Khas',
        ship_city: 'New Delhi',
        ship_state: 'Delhi',
        ship_zip_code: '110016',
        ship_country: 'India',
      });
      await raw
        .insertInto('orders')
        .values([
          order(1, 'awaiting payment', 'upi', 'awaiting_payment'),
          order(2, 'pending', 'upi', 'paid'),
          order(3, 'cancelled', 'upi', 'awaiting_payment'),
          order(4, 'pending', 'cod', 'due_on_delivery'),
        ])
        .execute();

      const before = Date.now();
      expect(await migrateToLatest(engine)).toContain('0017_payment_holds');
      const rows = await engine.db.selectFrom('orders').select(['id', 'payByMs']).orderBy('id').execute();
      expect(rows.map((row) => row.payByMs === null)).toEqual([false, true, true, true]);
      expect(Number(rows[0].payByMs)).toBeGreaterThanOrEqual(before + EXISTING_ORDERS_GRACE_MS);
      expect(Number(rows[0].payByMs)).toBeLessThanOrEqual(Date.now() + EXISTING_ORDERS_GRACE_MS);
    });
  });
});
