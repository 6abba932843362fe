import { sql, type SqlBool } from 'kysely';
import type {
  AdminCustomer,
  AdminCustomerBooking,
  AdminCustomerDetail,
  AdminCustomerMessage,
  AdminCustomerOrder,
  AdminCustomerReturn,
  AdminCustomerSort,
} from '../../../src/shared/contract/adminCustomer';
import type { PaymentStatus } from '../../../src/shared/config/shop';
import { likeColumn, selectedPage, type PageQuery } from '../../platform/db/listQuery';
import type { Scope } from '../../store';

/** The only columns of an account that leave the server (never its hash or token version). */
const CUSTOMER_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'phone', 'createdAt'] as const;

/**
 * Customer accounts and what each did: orders placed signed in, or as a guest with the account's
 * e-mail; bookings and contact messages by e-mail (they carry no account); return requests of
 * those orders. E-mails are stored lowercased by every form; compared lowercased all the same.
 */
export function customersRepository({ db }: Scope) {
  return {
    list: (query: PageQuery<AdminCustomerSort>): Promise<{ items: AdminCustomer[]; total: number }> => {
      let base = db.selectFrom('users').where('role', '=', 'Customer');
      const pattern = query.pattern;
      if (pattern !== undefined)
        base = base.where((eb) =>
          eb.or([
            likeColumn('email', pattern),
            likeColumn('phone', pattern),
            likeColumn('firstName', pattern),
            likeColumn('lastName', pattern),
            sql<SqlBool>`lower(first_name || ' ' || last_name) like ${pattern} escape '\\'`,
          ]),
        );
      return selectedPage<AdminCustomer>(base, CUSTOMER_COLUMNS, query);
    },

    find: (id: number): Promise<AdminCustomer | undefined> =>
      db
        .selectFrom('users')
        .select(CUSTOMER_COLUMNS)
        .where('id', '=', id)
        .where('role', '=', 'Customer')
        .executeTakeFirst(),

    /** Everything matched to the account `id` with e-mail `email`, newest first. */
    activityOf: async (id: number, email: string): Promise<Omit<AdminCustomerDetail, 'customer'>> => {
      const address = email.trim().toLowerCase();
      // The account's orders, and the guest orders placed with its e-mail.
      const ofCustomer = sql<SqlBool>`(orders.user_id = ${id} or (orders.user_id is null and lower(orders.customer_email) = ${address}))`;
      const [orders, bookings, contactMessages, returns] = await Promise.all([
        db
          .selectFrom('orders')
          .select(['id', 'orderNumber', 'orderDate', 'status', 'paymentStatus', 'totalAmount', 'userId'])
          .where(ofCustomer)
          .orderBy('orderDate', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('bookings')
          .select(['id', 'reference', 'serviceName', 'startsAt', 'status'])
          .where(sql<string>`lower(email)`, '=', address)
          .orderBy('startsAt', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('contactMessages')
          .select(['id', 'createdAt', 'enquiryType', 'message', 'readAt', 'handledAt'])
          .where(sql<string>`lower(email)`, '=', address)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('orderReturns')
          .innerJoin('orders', 'orders.id', 'orderReturns.orderId')
          .select([
            'orderReturns.id',
            'orderReturns.orderId',
            'orders.orderNumber',
            'orderReturns.lineNo',
            'orderReturns.reason',
            'orderReturns.status',
            'orderReturns.requestedAt',
          ])
          .where(ofCustomer)
          .orderBy('orderReturns.requestedAt', 'desc')
          .orderBy('orderReturns.id', 'desc')
          .execute(),
      ]);
      return {
        orders: orders.map((row): AdminCustomerOrder => ({
          id: row.id,
          orderNumber: row.orderNumber ?? '',
          orderDate: row.orderDate,
          status: row.status,
          paymentStatus: row.paymentStatus as PaymentStatus,
          totalAmount: Number(row.totalAmount),
          asGuest: row.userId === null,
        })),
        bookings: bookings.map((row): AdminCustomerBooking => ({
          id: row.id,
          reference: row.reference ?? '',
          service: row.serviceName,
          startsAt: row.startsAt,
          status: row.status,
        })),
        contactMessages: contactMessages.map((row): AdminCustomerMessage => ({ ...row })),
        returns: returns.map((row): AdminCustomerReturn => ({ ...row, orderNumber: row.orderNumber ?? '' })),
      };
    },
  };
}
