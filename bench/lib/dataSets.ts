import path from 'node:path';
import { CATALOGUE, formatCataloguePrice, parseCataloguePrice } from '../../src/content/serviceCatalogue';
import { TIME_SLOTS } from '../../src/shared/config/booking';
import { istDateOf } from '../../src/shared/contract/fields/bookingDates';
import { readSnapshot, type Snapshot } from '../../server/platform/db/seedSnapshot';
import { ROOT } from './processes';

/*
 * The data sets of `npm run bench:data` and the records in them. Every generated record is a pure
 * function of its index, in the shape of the seed file (db.json), so the SQLite file and the JSON
 * file for plain json-server hold exactly the same data without either being kept in memory.
 */

export const SEED_FILE = path.join(ROOT, 'db.json');

/** How generated records are spread over the tables; order items come on top (3 rows per order). */
export const SPLIT = { users: 0.1, addresses: 0.3, orders: 0.4, bookings: 0.2 } as const;
export const ITEMS_PER_ORDER = 3;
/**
 * The address write runs need accounts with room (a customer may save 20 addresses) and the seed
 * has two, so 1x gets this many users without records; the larger sets use their first generated
 * users, who hold a few addresses each.
 */
export const WRITER_ACCOUNTS = 200;
/** Shared by every generated user: hashing a million passwords would take a day. */
export const BENCH_PASSWORD = 'Bench#12345';

export interface TableCounts {
  users: number;
  addresses: number;
  orders: number;
  bookings: number;
}

export interface DataSet {
  name: string;
  /** Generated records (order items not counted). */
  records: number;
  counts: TableCounts;
}

const split = (records: number): TableCounts => ({
  users: Math.round(records * SPLIT.users),
  addresses: Math.round(records * SPLIT.addresses),
  orders: Math.round(records * SPLIT.orders),
  bookings: Math.round(records * SPLIT.bookings),
});

export const DATA_SETS: readonly DataSet[] = [
  { name: '1x', records: WRITER_ACCOUNTS, counts: { users: WRITER_ACCOUNTS, addresses: 0, orders: 0, bookings: 0 } },
  { name: '100k', records: 100_000, counts: split(100_000) },
  { name: '1M', records: 1_000_000, counts: split(1_000_000) },
];

/** `BENCH_SIZES=1x,100k` picks a subset (case-insensitive); unset: all of them. */
export function selectedSets(value = process.env.BENCH_SIZES): DataSet[] {
  if (!value) return [...DATA_SETS];
  const wanted = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = wanted.filter((name) => !DATA_SETS.some((set) => set.name.toLowerCase() === name));
  if (unknown.length)
    throw new Error(
      `Unknown BENCH_SIZES ${unknown.join(', ')} (known: ${DATA_SETS.map((set) => set.name).join(', ')})`,
    );
  return DATA_SETS.filter((set) => wanted.includes(set.name.toLowerCase()));
}

type Row = Record<string, unknown>;

/** Where a set's generated records go: ids continue after the seed's, owners are contiguous runs of users. */
export interface Layout {
  set: DataSet;
  seed: Snapshot;
  firstId: TableCounts;
}

const maxId = (rows: Row[] | undefined) => Math.max(0, ...(rows ?? []).map((row) => Number(row.id) || 0));

export function layoutFor(set: DataSet, seed = readSnapshot(SEED_FILE)): Layout {
  const firstId = {
    users: maxId(seed.users) + 1,
    addresses: maxId(seed.addresses) + 1,
    orders: maxId(seed.orders) + 1,
    bookings: maxId(seed.bookings) + 1,
  };
  return { set, seed, firstId };
}

/**
 * The user owning record `index` of a table with `count` rows. Owners never decrease with the
 * index, so every index (user_id, ...) is filled in order, as in a database that grew over time,
 * and each user gets the same share (3 addresses and 4 orders with the default split).
 */
function ownerIndex(layout: Layout, index: number, count: number): number {
  return Math.floor((index * layout.set.counts.users) / count);
}

/** Generated users that can still save addresses, for the address write runs. */
export function writerUserIds(layout: Layout): number[] {
  const amount = Math.min(WRITER_ACCOUNTS, layout.set.counts.users);
  return Array.from({ length: amount }, (_, index) => layout.firstId.users + index);
}

const pad = (value: number, width = 7) => String(value).padStart(width, '0');
const MINUTE = 60_000;
/** Generated history starts here; bookings must stay before the API's September 2025 slots. */
const HISTORY_START = Date.UTC(2020, 0, 1);
const BOOKINGS_END = Date.UTC(2025, 0, 1);
const BOOKING_STEP_MS = 10 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

export function userRecord(layout: Layout, index: number, passwordHash: string): Row {
  return {
    id: layout.firstId.users + index,
    firstName: 'Bench',
    lastName: `User ${index}`,
    // Zero-padded, so the unique lower(email) index is filled in order too.
    email: `bench.user${pad(index)}@example.com`,
    phone: `+91 98${pad(index % 100_000_000, 8)}`,
    role: 'Customer',
    status: 'active',
    passwordHash,
    createdAt: iso(HISTORY_START + index * MINUTE),
  };
}

const ADDRESS = { city: 'New Delhi', state: 'Delhi', zipCode: '110003', country: 'India' };

export function addressRecord(layout: Layout, index: number): Row {
  const { addresses } = layout.set.counts;
  const owner = ownerIndex(layout, index, addresses);
  const stamp = iso(HISTORY_START + index * MINUTE);
  return {
    id: layout.firstId.addresses + index,
    userId: layout.firstId.users + owner,
    street: `${(index % 250) + 1}, Bench Marg, Block ${index}`,
    ...ADDRESS,
    // A user's first address is the default one (the partial unique index allows one).
    isDefault: index === 0 || ownerIndex(layout, index - 1, addresses) !== owner,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

const ORDER_STATUSES = ['Delivered', 'Shipped', 'Processing'];

export function orderRecord(layout: Layout, index: number): Row {
  const products = layout.seed.products ?? [];
  const id = layout.firstId.orders + index;
  const items = Array.from({ length: ITEMS_PER_ORDER }, (_, line) => {
    const product = products[(index + line) % products.length];
    const images = product.images as Array<{ imageUrl: string }> | undefined;
    return {
      id: line + 1,
      productId: product.id,
      name: product.name,
      quantity: 1 + (line % 2),
      price: product.price,
      imageUrl: images?.[0]?.imageUrl ?? '',
    };
  });
  const subtotal = items.reduce((sum, item) => sum + Number(item.price) * item.quantity, 0);
  return {
    id,
    userId: layout.firstId.users + ownerIndex(layout, index, layout.set.counts.orders),
    orderNumber: `BENCH-${pad(id, 8)}`,
    orderDate: iso(HISTORY_START + index * MINUTE),
    status: ORDER_STATUSES[index % ORDER_STATUSES.length],
    items,
    subtotal,
    shippingCost: 0,
    discount: 0,
    totalAmount: subtotal,
    shippingAddress: { street: `${(index % 250) + 1}, Bench Marg`, ...ADDRESS },
    deliveryMethod: 'standard',
    paymentMethod: 'cod',
  };
}

/**
 * Bookings every ten minutes from 2020 on, so no two share `starts_at` (one confirmed booking per
 * start) and none takes a slot the API books (from the day after tomorrow on). Date and slot are only plausible
 * labels: nothing reads them back against `starts_at`.
 */
export function bookingRecord(layout: Layout, index: number): Row {
  const startsAt = HISTORY_START + index * BOOKING_STEP_MS;
  if (startsAt >= BOOKINGS_END) throw new Error(`Too many generated bookings: booking ${index} would start after 2024`);
  const service = CATALOGUE[index % CATALOGUE.length];
  const id = layout.firstId.bookings + index;
  const reference = `BK-${String(id).padStart(6, '0')}`;
  return {
    id,
    reference,
    calendarUid: `${reference.toLowerCase()}@bench.example`,
    status: 'confirmed',
    service: { id: service.id, name: service.name, price: service.price },
    amount: parseCataloguePrice(service.price)?.amount ?? null,
    priceLabel: formatCataloguePrice(service.price, 'To be determined'),
    date: istDateOf(startsAt),
    time: TIME_SLOTS[index % TIME_SLOTS.length],
    startsAt: iso(startsAt),
    preferredMethod: 'video-call',
    name: `Bench Guest ${index}`,
    email: `guest${index}@example.com`,
    phone: '+91 98100 00000',
    eventType: 'corporate',
    message: 'Generated booking',
    createdAt: iso(startsAt - 7 * 24 * 60 * MINUTE),
    mail: { customer: 'sent', company: 'sent' },
  };
}
