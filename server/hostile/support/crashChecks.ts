import { ADDRESSES_PER_CUSTOMER, type Outcome, type Write, type WriteKind } from './concurrentWrites';

type Row = Record<string, unknown>;
type Db = Record<string, Row[]>;

const newRecords = (db: Db, prepared: Db, collection: string) => {
  const old = new Set((prepared[collection] ?? []).map((record) => record.id));
  return (db[collection] ?? []).filter((record) => !old.has(record.id));
};

const without = (record: Row, keys: string[]) => Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

const paise = (rupees: unknown) => Math.round(Number(rupees) * 100);

/** Every write that was answered 2xx is in the data file, exactly as its answer showed it. */
export function expectEveryAnsweredWriteStored(db: Db, writes: Write[], outcomes: Outcome[]): Record<WriteKind, number> {
  const confirmed: Record<WriteKind, number> = { address: 0, booking: 0, order: 0 };
  writes.forEach((write, index) => {
    const { status, body } = outcomes[index];
    if (status === undefined) return;
    // The server was healthy until the kill: every answer that came back is a success.
    expect({ kind: write.kind, status }).toEqual({ kind: write.kind, status: 201 });
    const data = body!.data!;
    confirmed[write.kind] += 1;
    if (write.kind === 'address') {
      const stored = db.addresses.find((record) => record.id === data.id);
      expect(stored && without(stored, ['createdAt', 'updatedAt'])).toEqual({ ...data, userId: write.customer!.id });
      expect(data).toMatchObject(without(write.body, ['isDefault']));
    } else if (write.kind === 'booking') {
      const stored = db.bookings.find((record) => record.reference === data.reference);
      expect(stored).toMatchObject({ day: data.day, time: data.time, priceLabel: data.totalAmount, service: { name: data.service } });
      expect(stored).toMatchObject({ day: write.body.selectedDate, time: write.body.selectedTime, name: (write.body.formData as Row).name });
    } else {
      const stored = db.orders.find((record) => record.id === data.id);
      expect(stored && without(stored, ['userId', 'channel'])).toEqual(data);
      expect(stored).toMatchObject({ userId: write.customer!.id, shippingAddress: write.body.shippingAddress });
    }
  });
  return confirmed;
}

/**
 * Nothing in the file is half-written or junk: every new record is whole, came from one of this
 * round's requests, and the invariants across records hold (one default address per customer,
 * one booking per slot, each order's totals add up and its stock was taken in the same write).
 */
export function expectWholeRecordsOnly(db: Db, prepared: Db, writes: Write[]): void {
  const sent = (kind: WriteKind) => writes.filter((write) => write.kind === kind);

  const addresses = newRecords(db, prepared, 'addresses');
  const addressKeys = ['city', 'country', 'createdAt', 'id', 'isDefault', 'state', 'street', 'updatedAt', 'userId', 'zipCode'];
  for (const record of addresses) {
    expect(Object.keys(record).sort()).toEqual(addressKeys);
    const write = sent('address').find((candidate) => candidate.body.street === record.street);
    expect(write && { ...without(write.body, ['isDefault']), userId: write.customer!.id }).toEqual(
      without(record, ['id', 'isDefault', 'createdAt', 'updatedAt']),
    );
  }
  expect(new Set(addresses.map((record) => record.street)).size).toBe(addresses.length);
  for (const customer of new Set(addresses.map((record) => record.userId))) {
    const own = addresses.filter((record) => record.userId === customer);
    expect(own.length).toBeLessThanOrEqual(ADDRESSES_PER_CUSTOMER);
    expect(own.filter((record) => record.isDefault)).toHaveLength(1);
  }

  const bookings = newRecords(db, prepared, 'bookings');
  for (const record of bookings) {
    const write = sent('booking').find((candidate) => (candidate.body.formData as Row).name === record.name);
    expect(write).toBeDefined();
    expect(record).toMatchObject({ day: write!.body.selectedDate, time: write!.body.selectedTime, status: 'confirmed', reference: expect.stringMatching(/^BK-\d{6}$/) });
    expect(record).toEqual(expect.objectContaining({ email: expect.any(String), phone: expect.any(String), startsAt: expect.any(String), mail: expect.any(Object) }));
  }
  expect(new Set(bookings.map((record) => `${record.day} ${record.time}`)).size).toBe(bookings.length);

  const orders = newRecords(db, prepared, 'orders');
  const ordered = new Map<unknown, number>();
  for (const record of orders) {
    const items = record.items as Row[];
    expect(items).toHaveLength(1);
    const write = sent('order').find((candidate) => (candidate.body.shippingAddress as Row).street === (record.shippingAddress as Row).street);
    expect(write && { userId: write.customer!.id, items: write.body.items }).toEqual({
      userId: record.userId,
      items: items.map(({ productId, quantity }) => ({ productId, quantity })),
    });
    const subtotal = items.reduce((sum, item) => sum + paise(item.price) * Number(item.quantity), 0);
    expect(paise(record.subtotal)).toBe(subtotal);
    expect(paise(record.totalAmount)).toBe(subtotal + paise(record.shippingCost) - paise(record.discount));
    for (const item of items) ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + Number(item.quantity));
  }
  for (const product of prepared.products) {
    const now = db.products.find((candidate) => candidate.id === product.id)!;
    expect({ product: product.id, stock: now.stockQuantity }).toEqual({ product: product.id, stock: Number(product.stockQuantity) - (ordered.get(product.id) ?? 0) });
  }

  // The rest of the file is as it was before the round.
  for (const collection of ['users', 'categories']) expect(db[collection]).toEqual(prepared[collection]);
  const oldOrders = prepared.orders.map((order) => db.orders.find((candidate) => candidate.id === order.id));
  expect(oldOrders).toEqual(prepared.orders);
}
