import { formerDatabase } from '../../test/formerDatabase';
import { migrateToLatest } from './migrate';

const former = formerDatabase('0005');

/** A booking as the former version stored it: a day number of September 2025 and the start it computed. */
const formerBooking = (id: number, day: number, time: string, startsAt: string) => ({
  id,
  reference: `BK-00000${id}`,
  calendar_uid: `bk-00000${id}@localhost`,
  status: 'confirmed',
  service_id: 1,
  service_name: 'Caricature',
  service_price: '9999',
  amount: 9999,
  price_label: '₹9,999',
  day,
  time,
  starts_at: startsAt,
  preferred_method: 'video-call',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98100 11111',
  event_type: '',
  message: 'Sangeet',
  created_at: '2025-08-20T10:00:00.000Z',
  mail_customer: 'sent',
  mail_company: 'sent',
});

describe('migration 0005: bookings on real dates', () => {
  it('turns the former day numbers into the IST dates their starts fell on ("September 31" became October 1)', async () => {
    await former.migratedTo('0001_initial', async (engine, raw) => {
      await raw
        .insertInto('bookings')
        .values([
          formerBooking(1, 12, '11:00 AM', '2025-09-12T05:30:00.000Z'),
          formerBooking(2, 31, '09:00 AM', '2025-10-01T03:30:00.000Z'),
          formerBooking(3, 1, '07:00 PM', '2025-09-01T13:30:00.000Z'),
        ])
        .execute();

      expect(await migrateToLatest(engine)).toContain('0005_booking_dates');

      const rows = await engine.db.selectFrom('bookings').selectAll().orderBy('id').execute();
      expect(
        rows.map((row) => [row.reference, row.date, row.time, row.startsAt, Number(row.sequence), row.cancelledAt]),
      ).toEqual([
        ['BK-000001', '2025-09-12', '11:00 AM', '2025-09-12T05:30:00.000Z', 0, null],
        ['BK-000002', '2025-10-01', '09:00 AM', '2025-10-01T03:30:00.000Z', 0, null],
        ['BK-000003', '2025-09-01', '07:00 PM', '2025-09-01T13:30:00.000Z', 0, null],
      ]);
      expect(rows[0]).not.toHaveProperty('day');
    });
  });
});
