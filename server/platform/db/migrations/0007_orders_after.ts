import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Checkout and after: guest orders (`user_id` may be null), the customer's name, e-mail
 * and phone on every order, the recipient of the delivery, UPI beside cash on delivery with a
 * payment status, the courier and tracking number, a status timeline (`order_events`) and returns
 * (`order_returns`). Addresses gain the recipient's name and phone; order lines the variant.
 *
 * SQLite cannot drop NOT NULL in place, and dropping `orders` while `order_items` points at it
 * would cascade-delete the items (the implicit DELETE of DROP TABLE runs foreign-key actions,
 * and `foreign_keys` cannot be switched off inside the migrations' transaction). So on SQLite both
 * tables are rebuilt: new copies are filled, the items table is dropped first (nothing points at
 * it), then the orders table, and the copies are renamed (a rename rewrites the items' reference).
 */

type Table = CreateTableBuilder<string, never>;
const MONEY = sql`numeric(12,2)`;

/** Columns every engine adds to `orders`: [name, default for the existing rows or null = nullable]. */
const ORDER_COLUMNS: Array<[name: string, fill: string | null]> = [
  ['customer_name', ''],
  ['customer_email', ''],
  ['customer_phone', ''],
  ['ship_recipient_name', ''],
  ['ship_recipient_phone', ''],
  ['payment_status', 'due_on_delivery'],
  ['paid_at', null],
  ['courier_name', null],
  ['tracking_number', null],
  ['shipped_at', null],
  ['delivered_at', null],
];

const OLD_ORDER_COLUMNS = [
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
];
const OLD_ITEM_COLUMNS = [
  'id',
  'order_id',
  'line_no',
  'product_id',
  'name',
  'quantity',
  'price',
  'image_url',
  'size',
  'colour',
];

async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`pragma defer_foreign_keys = on`.execute(db);
  let orders = db.schema
    .createTable('orders_new')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('order_number', 'text', (col) => col.unique())
    .addColumn('order_date', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('subtotal', MONEY, (col) => col.notNull())
    .addColumn('shipping_cost', MONEY, (col) => col.notNull())
    .addColumn('discount', MONEY, (col) => col.notNull())
    .addColumn('total_amount', MONEY, (col) => col.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('delivery_method', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('channel', 'text')
    .addColumn('ship_street', 'text', (col) => col.notNull())
    .addColumn('ship_city', 'text', (col) => col.notNull())
    .addColumn('ship_state', 'text', (col) => col.notNull())
    .addColumn('ship_zip_code', 'text', (col) => col.notNull())
    .addColumn('ship_country', 'text', (col) => col.notNull()) as unknown as Table;
  for (const [name, fill] of ORDER_COLUMNS)
    orders = orders.addColumn(name, 'text', (col) => (fill === null ? col : col.notNull().defaultTo(fill)));
  await orders.execute();
  const orderList = sql.join(OLD_ORDER_COLUMNS.map((name) => sql.ref(name)));
  await sql`insert into orders_new (${orderList}) select ${orderList} from orders`.execute(db);

  await db.schema
    .createTable('order_items_new')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders_new.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('variant_id', 'integer')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('price', MONEY, (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('size', 'text')
    .addColumn('colour', 'text')
    .addUniqueConstraint('order_items_line', ['order_id', 'line_no'])
    .execute();
  const itemList = sql.join(OLD_ITEM_COLUMNS.map((name) => sql.ref(name)));
  await sql`insert into order_items_new (${itemList}) select ${itemList} from order_items`.execute(db);

  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await sql`alter table orders_new rename to orders`.execute(db);
  await sql`alter table order_items_new rename to order_items`.execute(db);
  await db.schema.createIndex('orders_user_date').on('orders').columns(['user_id', 'order_date']).execute();
  await db.schema.createIndex('order_items_image_url').on('order_items').column('image_url').execute();
}

async function alterOnPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders alter column user_id drop not null`.execute(db);
  for (const [name, fill] of ORDER_COLUMNS) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, 'text', (col) => (fill === null ? col : col.notNull().defaultTo(fill)))
      .execute();
  }
  await db.schema.alterTable('order_items').addColumn('variant_id', 'integer').execute();
}

export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  await (engine === 'postgres' ? alterOnPostgres(db) : rebuildOnSqlite(db));

  // The orders placed before this migration were all customers': their contact comes from the account.
  await sql`update orders set
      customer_name = coalesce((select trim(u.first_name || ' ' || u.last_name) from users u where u.id = orders.user_id), ''),
      customer_email = coalesce((select u.email from users u where u.id = orders.user_id), ''),
      customer_phone = coalesce((select u.phone from users u where u.id = orders.user_id), '')`.execute(db);
  // A courier's tracking number finds one order; guests' first-order check looks orders up by e-mail.
  await db.schema
    .createIndex('orders_tracking_number')
    .on('orders')
    .column('tracking_number')
    .unique()
    .where(sql.ref('tracking_number'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('orders_customer_email')
    .on('orders')
    .expression(sql`lower(customer_email)`)
    .execute();

  await db.schema
    .alterTable('addresses')
    .addColumn('recipient_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('addresses')
    .addColumn('recipient_phone', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  const withId = (name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await withId('order_events')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('actor', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await withId('order_returns')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // One return per order line (a line is returned whole).
  await db.schema
    .createIndex('order_returns_line')
    .on('order_returns')
    .columns(['order_id', 'line_no'])
    .unique()
    .execute();
}
