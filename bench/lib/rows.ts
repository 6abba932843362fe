import { addressRecord, bookingRecord, ITEMS_PER_ORDER, orderRecord, userRecord, type Layout } from './dataSets';

/*
 * The generated records as table rows (snake_case columns of server/platform/db/migrations), in batches
 * that respect the foreign keys: users, then addresses, orders with their items, bookings. Both
 * bulk loaders (SQLite and PostgreSQL) insert exactly these; booleans stay JS booleans here
 * (SQLite wants 1/0, the SQLite loader converts them).
 */

export interface Batch {
  table: string;
  columns: readonly string[];
  rows: unknown[][];
}

type Row = Record<string, unknown>;

interface TableSpec {
  count: (layout: Layout) => number;
  /** One record of the snapshot shape becomes rows of one or more tables. */
  toRows: (record: Row) => Array<[table: string, values: unknown[]]>;
  record: (layout: Layout, index: number, passwordHash: string) => Row;
}

export const COLUMNS = {
  users: ['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'status', 'password_hash', 'created_at'],
  addresses: [
    'id',
    'user_id',
    'street',
    'city',
    'state',
    'zip_code',
    'country',
    'is_default',
    'created_at',
    'updated_at',
  ],
  orders: [
    'id',
    'user_id',
    'order_number',
    'order_date',
    'status',
    'subtotal',
    'shipping_cost',
    'discount',
    'total_amount',
    'discount_code',
    'delivery_method',
    'payment_method',
    'channel',
    'ship_street',
    'ship_city',
    'ship_state',
    'ship_zip_code',
    'ship_country',
  ],
  order_items: ['order_id', 'line_no', 'product_id', 'name', 'quantity', 'price', 'image_url', 'size', 'colour'],
  bookings: [
    'id',
    'reference',
    'calendar_uid',
    'status',
    'service_id',
    'service_name',
    'service_price',
    'amount',
    'price_label',
    'date',
    'time',
    'starts_at',
    'preferred_method',
    'name',
    'email',
    'phone',
    'event_type',
    'message',
    'created_at',
    'mail_customer',
    'mail_company',
  ],
} as const satisfies Record<string, readonly string[]>;

const pick = (record: Row, keys: readonly string[]) => keys.map((key) => record[key]);

const SPECS: readonly TableSpec[] = [
  {
    count: (layout) => layout.set.counts.users,
    record: userRecord,
    toRows: (u) => [
      [
        'users',
        pick(u, ['id', 'firstName', 'lastName', 'email', 'phone', 'role', 'status', 'passwordHash', 'createdAt']),
      ],
    ],
  },
  {
    count: (layout) => layout.set.counts.addresses,
    record: addressRecord,
    toRows: (a) => [
      [
        'addresses',
        pick(a, [
          'id',
          'userId',
          'street',
          'city',
          'state',
          'zipCode',
          'country',
          'isDefault',
          'createdAt',
          'updatedAt',
        ]),
      ],
    ],
  },
  {
    count: (layout) => layout.set.counts.orders,
    record: orderRecord,
    toRows: (o) => {
      const ship = o.shippingAddress as Row;
      const order = [
        ...pick(o, [
          'id',
          'userId',
          'orderNumber',
          'orderDate',
          'status',
          'subtotal',
          'shippingCost',
          'discount',
          'totalAmount',
        ]),
        null, // discount_code
        ...pick(o, ['deliveryMethod', 'paymentMethod']),
        null, // channel: seeded history, not a checkout order
        ...pick(ship, ['street', 'city', 'state', 'zipCode', 'country']),
      ];
      const items = (o.items as Row[]).map((item): [string, unknown[]] => [
        'order_items',
        [o.id, ...pick(item, ['id', 'productId', 'name', 'quantity', 'price', 'imageUrl']), null, null],
      ]);
      return [['orders', order], ...items];
    },
  },
  {
    count: (layout) => layout.set.counts.bookings,
    record: bookingRecord,
    toRows: (b) => {
      const service = b.service as Row;
      const mail = b.mail as Row;
      return [
        [
          'bookings',
          [
            ...pick(b, ['id', 'reference', 'calendarUid', 'status']),
            ...pick(service, ['id', 'name', 'price']),
            ...pick(b, [
              'amount',
              'priceLabel',
              'date',
              'time',
              'startsAt',
              'preferredMethod',
              'name',
              'email',
              'phone',
              'eventType',
              'message',
              'createdAt',
            ]),
            mail.customer,
            mail.company,
          ],
        ],
      ];
    },
  },
];

/** Every generated row, `batchRecords` records at a time (a batch of orders is followed by their items). */
export function* generatedBatches(layout: Layout, passwordHash: string, batchRecords = 20_000): Generator<Batch> {
  for (const spec of SPECS) {
    const count = spec.count(layout);
    for (let start = 0; start < count; start += batchRecords) {
      const byTable = new Map<string, unknown[][]>();
      for (let index = start; index < Math.min(count, start + batchRecords); index += 1) {
        for (const [table, values] of spec.toRows(spec.record(layout, index, passwordHash))) {
          const rows = byTable.get(table) ?? [];
          rows.push(values);
          byTable.set(table, rows);
        }
      }
      for (const [table, rows] of byTable) yield { table, columns: COLUMNS[table as keyof typeof COLUMNS], rows };
    }
  }
}

/** Rows one set adds to the seed, per table (order items included). */
export function generatedRowCounts(layout: Layout): Record<string, number> {
  const { users, addresses, orders, bookings } = layout.set.counts;
  return { users, addresses, orders, order_items: orders * ITEMS_PER_ORDER, bookings };
}
