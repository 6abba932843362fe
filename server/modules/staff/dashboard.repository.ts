import { sql } from 'kysely';
import type { DashboardPeriod } from '../../../src/shared/contract/dashboard';
import type { Scope } from '../../store';

const count = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

/** The back office dashboard's counts, each one query over what the other screens list. */
export function dashboardRepository({ db }: Scope) {
  return {
    /** Orders placed in [fromIso, toIso) and their total in rupees, cancelled ones left out. */
    ordersBetween: async (fromIso: string, toIso: string): Promise<DashboardPeriod> => {
      const row = await db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number | string>('totalAmount'), sql<number>`0`).as('revenue'),
        ])
        .where('orderDate', '>=', fromIso)
        .where('orderDate', '<', toIso)
        .where(sql`lower(status)`, '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      return { orders: Number(row.count), revenue: Math.round(Number(row.revenue) * 100) / 100 };
    },

    /** Orders in one of these statuses (compared lowercased, as the order screens do). */
    ordersInStatus: async (statuses: readonly string[]): Promise<number> =>
      count(
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where(sql`lower(status)`, 'in', statuses)
          .executeTakeFirst(),
      ),

    upcomingBookings: async (nowIso: string): Promise<number> =>
      count(
        await db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('status', '=', 'confirmed')
          .where('startsAt', '>=', nowIso)
          .executeTakeFirst(),
      ),

    /** Contact messages, consultation requests and meeting registrations not opened yet. */
    unreadInbox: async (): Promise<number> => {
      const tables = ['contactMessages', 'consultations', 'meetingRegistrations'] as const;
      const counts = await Promise.all(
        tables.map((table) =>
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('readAt', 'is', null)
            .executeTakeFirst(),
        ),
      );
      return counts.reduce((sum, row) => sum + count(row), 0);
    },

    /** Mails the outbox gave up on (every retry failed). */
    failedMails: async (): Promise<number> =>
      count(
        await db
          .selectFrom('mailOutbox')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('status', '=', 'failed')
          .executeTakeFirst(),
      ),
  };
}
