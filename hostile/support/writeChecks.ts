import { bookingReference } from '../../server/modules/bookings/bookings.service';
import { ADDRESSES_PER_CUSTOMER, type Outcome, type Write, type WriteKind } from './concurrentWrites';
import { orderAsAnswered, type Row, type Tables } from './database';

/*
 * Checks of the stored rows after a storm of concurrent writes (the crash test, several server
 * processes): what was acknowledged is stored as acknowledged, and nothing else is stored but
 * whole records from this storm's requests, with the rules across records intact.
 */

export type Counts = Record<WriteKind, number>;

const succeeded = (outcome: Outcome) => outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
const paise = (rupees: unknown) => Math.round(Number(rupees) * 100);
const formOf = (write: Write) => write.body.formData as Row;
const shipStreetOf = (write: Write) => (write.body.shippingAddress as Row).street;

const newRows = (tables: Tables, prepared: Tables, table: 'addresses' | 'bookings' | 'orders') => {
  const old = new Set(prepared[table].map((row) => row.id));
  return tables[table].filter((row) => !old.has(row.id));
};

/** The outbox's row status as a booking records it (`pending` is `queued` there). */
const asBookingMailStatus = (status: unknown) => (status === 'pending' ? 'queued' : status);

/**
 * Every write answered 2xx is stored exactly as its answer showed it, and as its request asked.
 * `delivered` holds the Message-IDs the mail server has (see `messageIdsIn`). Returns how many of
 * each kind.
 */
export function expectEveryAnsweredWriteStored(
  tables: Tables,
  writes: Write[],
  outcomes: Outcome[],
  delivered: ReadonlySet<string>,
): Counts {
  const confirmed: Counts = { address: 0, booking: 0, order: 0 };
  writes.forEach((write, index) => {
    if (!succeeded(outcomes[index])) return;
    const data = outcomes[index].body!.data!;
    confirmed[write.kind] += 1;
    if (write.kind === 'address') {
      const row = tables.addresses.find((candidate) => candidate.id === data.id);
      const { id, recipientName, recipientPhone, street, city, state, zipCode, country, isDefault } = row ?? {};
      expect({
        write: index,
        stored: row && { id, recipientName, recipientPhone, street, city, state, zipCode, country, isDefault },
      }).toEqual({ write: index, stored: data });
      expect({ write: index, owner: row?.userId }).toEqual({ write: index, owner: write.customer!.id });
      const { isDefault: _asked, ...asked } = write.body;
      expect(data).toMatchObject(asked);
    } else if (write.kind === 'booking') {
      const row = tables.bookings.find((candidate) => candidate.reference === data.reference);
      const stored = row && {
        reference: row.reference,
        service: row.serviceName,
        date: row.date,
        time: row.time,
        totalAmount: row.priceLabel,
      };
      const { confirmationMail, reference, service, date, time, totalAmount } = data;
      const answered = { reference, service, date, time, totalAmount };
      expect({ write: index, stored }).toEqual({ write: index, stored: answered });
      expect(row).toMatchObject({
        date: write.body.selectedDate,
        time: write.body.selectedTime,
        name: formOf(write).name,
        email: formOf(write).email,
      });
      // An answer that told the customer their confirmation was sent: the mail server has it. (The
      // outbox records the outcome a moment later; a kill in between only means a resend.)
      if (confirmationMail === 'sent') {
        const mail = tables.mailOutbox.find(
          (candidate) =>
            candidate.relatedType === 'booking' &&
            candidate.relatedId === row?.id &&
            candidate.relatedRole === 'customer',
        );
        expect({ write: index, delivered: delivered.has(String(mail?.messageId)) }).toEqual({
          write: index,
          delivered: true,
        });
      }
    } else {
      const row = tables.orders.find((candidate) => candidate.id === data.id);
      expect({ write: index, stored: row && orderAsAnswered(row, tables.orderItems) }).toEqual({
        write: index,
        stored: data,
      });
      expect(row).toMatchObject({ userId: write.customer!.id, shipStreet: shipStreetOf(write) });
    }
  });
  return confirmed;
}

/**
 * Nothing stored is half-written or junk: every new record is whole, comes from exactly one of
 * the storm's requests (never one that was refused), and the rules across records hold (at most
 * 20 addresses and exactly one default per customer, one booking per slot with both its mails
 * queued, each order's items and totals, stock taken in the same write). Records that existed
 * before are unchanged. Returns how many new records of each kind are stored.
 */
export function expectWholeRecordsOnly(tables: Tables, prepared: Tables, writes: Write[], outcomes: Outcome[]): Counts {
  /** The one request a new record came from; a refused request must have stored nothing. */
  const sourceOf = (kind: WriteKind, record: unknown, matches: (write: Write) => boolean): Write => {
    const index = writes.findIndex((write) => write.kind === kind && matches(write));
    const status = index < 0 ? 'no such request' : (outcomes[index].status ?? 'unanswered');
    expect({ kind, record, refused: index < 0 || (status !== 'unanswered' && !succeeded(outcomes[index])) }).toEqual({
      kind,
      record,
      refused: false,
    });
    return writes[index];
  };
  const expectUnique = (kind: WriteKind, values: unknown[]) =>
    expect({ kind, distinct: new Set(values).size }).toEqual({ kind, distinct: values.length });

  const addresses = newRows(tables, prepared, 'addresses');
  for (const row of addresses) {
    const write = sourceOf('address', row.id, (candidate) => candidate.body.street === row.street);
    const { isDefault: _asked, ...asked } = write.body;
    const { recipientName, recipientPhone, street, city, state, zipCode, country, userId } = row;
    expect({ recipientName, recipientPhone, street, city, state, zipCode, country, userId }).toEqual({
      ...asked,
      userId: write.customer!.id,
    });
    expect(row).toEqual(
      expect.objectContaining({
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        isDefault: expect.any(Boolean),
      }),
    );
  }
  expectUnique(
    'address',
    addresses.map((row) => row.street),
  );
  for (const customer of new Set(addresses.map((row) => row.userId))) {
    const own = tables.addresses.filter((row) => row.userId === customer);
    expect(own.length).toBeLessThanOrEqual(ADDRESSES_PER_CUSTOMER);
    expect({ customer, defaults: own.filter((row) => row.isDefault).length }).toEqual({ customer, defaults: 1 });
  }

  const bookings = newRows(tables, prepared, 'bookings');
  const bookingMails = tables.mailOutbox.filter((mail) => mail.relatedType === 'booking');
  for (const row of bookings) {
    const write = sourceOf('booking', row.reference, (candidate) => formOf(candidate).name === row.name);
    const reference = bookingReference(Number(row.id));
    expect(row).toMatchObject({
      date: write.body.selectedDate,
      time: write.body.selectedTime,
      status: 'confirmed',
      reference,
      email: formOf(write).email,
    });
    expect(row.calendarUid).toMatch(new RegExp(`^${reference.toLowerCase()}-[0-9a-f]{12}@`));
    // The confirmation and the company's notice were queued in the booking's own transaction.
    // Its reminders wait in the outbox for their time; these are the two mails of the booking itself.
    const mails = bookingMails.filter(
      (mail) => mail.relatedId === row.id && !String(mail.relatedRole).startsWith('reminder'),
    );
    expect({ reference, mails: mails.map((mail) => mail.relatedRole).sort() }).toEqual({
      reference,
      mails: ['company', 'customer'],
    });
    const statusOf = (role: string) => asBookingMailStatus(mails.find((mail) => mail.relatedRole === role)?.status);
    expect({ reference, customer: row.mailCustomer, company: row.mailCompany }).toEqual({
      reference,
      customer: statusOf('customer'),
      company: statusOf('company'),
    });
  }
  expectUnique(
    'booking',
    bookings.map((row) => row.startsAt),
  );
  expectUnique(
    'booking',
    bookings.map((row) => row.name),
  );
  const bookingIds = new Set(tables.bookings.map((row) => row.id));
  expect(bookingMails.filter((mail) => !bookingIds.has(mail.relatedId))).toEqual([]);

  const orders = newRows(tables, prepared, 'orders');
  const ordered = new Map<unknown, number>();
  for (const row of orders) {
    const write = sourceOf('order', row.id, (candidate) => shipStreetOf(candidate) === row.shipStreet);
    const { items, subtotal, shippingCost, discount, totalAmount, orderNumber } = orderAsAnswered(
      row,
      tables.orderItems,
    ) as Row & { items: Row[] };
    expect(orderNumber).toEqual(expect.any(String));
    expect({ userId: row.userId, items: items.map(({ productId, quantity }) => ({ productId, quantity })) }).toEqual({
      userId: write.customer!.id,
      items: write.body.items,
    });
    const itemsTotal = items.reduce((sum, item) => sum + paise(item.price) * Number(item.quantity), 0);
    expect({ order: row.id, subtotal: paise(subtotal) }).toEqual({ order: row.id, subtotal: itemsTotal });
    expect({ order: row.id, total: paise(totalAmount) }).toEqual({
      order: row.id,
      total: itemsTotal + paise(shippingCost) - paise(discount),
    });
    for (const item of items) ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + Number(item.quantity));
  }
  expectUnique(
    'order',
    orders.map((row) => row.shipStreet),
  );
  const orderIds = new Set(tables.orders.map((row) => row.id));
  expect(tables.orderItems.filter((item) => !orderIds.has(item.orderId))).toEqual([]);
  for (const product of prepared.products) {
    const now = tables.products.find((candidate) => candidate.id === product.id);
    expect({ product: product.id, stock: now?.stockQuantity }).toEqual({
      product: product.id,
      stock: Number(product.stockQuantity) - (ordered.get(product.id) ?? 0),
    });
  }

  // The rest is as it was before the storm.
  for (const table of ['users', 'categories'] as const) expect(tables[table]).toEqual(prepared[table]);
  expect(prepared.orders.map((order) => tables.orders.find((row) => row.id === order.id))).toEqual(prepared.orders);
  const oldItems = new Set(prepared.orderItems.map((item) => item.id));
  expect(tables.orderItems.filter((item) => oldItems.has(item.id))).toEqual(prepared.orderItems);
  return { address: addresses.length, booking: bookings.length, order: orders.length };
}
