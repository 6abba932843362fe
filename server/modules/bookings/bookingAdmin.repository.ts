import { type Expression, type Selectable, type SqlBool } from 'kysely';
import type { AdminBooking } from '../../../src/shared/contract/booking';
import type { BookingMailState, BookingSort, BookingStatus } from '../../../src/shared/config/bookingAdmin';
import type { BookingsTable } from './tables';
import type { Scope } from '../../store';
import { toBooking } from './bookings.repository';
import { likeColumn, pageOf, type PageQuery } from '../../platform/db/listQuery';

export interface BookingListQuery extends PageQuery<BookingSort> {
  status?: BookingStatus;
  mail?: BookingMailState;
  /** IST dates, inclusive. */
  from?: string;
  to?: string;
}

/** A stored booking as the back office lists it: the service's name and the confirmation's mail status. */
export function toAdminBooking(row: Selectable<BookingsTable>): AdminBooking {
  const { calendarUid: _uid, service, amount: _amount, sequence: _sequence, mail, ...fields } = toBooking(row);
  return { ...fields, service: service.name, confirmationMail: mail.customer };
}
/** The back office's reads of bookings: the filtered list and a day's agenda. */
export function bookingAdminRepository({ db }: Scope) {
  return {
    list: async (query: BookingListQuery): Promise<{ items: AdminBooking[]; total: number }> => {
      const base = db.selectFrom('bookings').where((eb) => {
        const conditions: Array<Expression<SqlBool>> = [];
        if (query.status) conditions.push(eb('status', '=', query.status));
        if (query.mail) conditions.push(eb('mailCustomer', '=', query.mail));
        if (query.from) conditions.push(eb('date', '>=', query.from));
        if (query.to) conditions.push(eb('date', '<=', query.to));
        const pattern = query.pattern;
        if (pattern !== undefined) {
          conditions.push(eb.or(['name', 'email', 'phone', 'reference'].map((column) => likeColumn(column, pattern))));
        }
        return eb.and(conditions);
      });
      const page = await pageOf(base, query);
      return { items: page.rows.map(toAdminBooking), total: page.total };
    },

    /** Every booking of an IST date, by slot, the confirmed one before cancelled ones. */
    ofDate: async (date: string): Promise<AdminBooking[]> =>
      (
        await db
          .selectFrom('bookings')
          .selectAll()
          .where('date', '=', date)
          .orderBy('startsAt')
          .orderBy('status', 'desc')
          .orderBy('id')
          .execute()
      ).map(toAdminBooking),

    find: async (id: number): Promise<AdminBooking | undefined> => {
      const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toAdminBooking(row);
    },
  };
}
