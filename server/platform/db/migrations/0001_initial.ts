import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * The first schema: every collection of the former JSON data file as a table, plus the mail
 * outbox, shared rate-limit counters and settings. Column types are chosen to behave the same on
 * SQLite and PostgreSQL (see server/platform/db/schema.ts); only the id column differs by engine.
 */

type Table = CreateTableBuilder<string, never>;

/** An auto-numbered id that is never reused, on either engine. */
function withId(table: Table, engine: EngineKind): Table {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

const MONEY = sql`numeric(12,2)`;

export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const create = (name: string, withSerialId = true) => {
    const table = db.schema.createTable(name);
    return withSerialId ? withId(table as unknown as Table, engine) : (table as unknown as Table);
  };

  await create('users')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await create('refresh_sessions', false)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('remember_me', 'boolean', (col) => col.notNull())
    .addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('expires_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('rotated_at_ms', 'bigint')
    .addColumn('revoked_at_ms', 'bigint')
    .execute();
  await db.schema.createIndex('refresh_sessions_user').on('refresh_sessions').column('user_id').execute();
  await db.schema.createIndex('refresh_sessions_expiry').on('refresh_sessions').column('expires_at_ms').execute();

  await create('password_resets', false)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('expires_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('used_at_ms', 'bigint')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expiry').on('password_resets').column('expires_at_ms').execute();

  await create('categories')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .execute();

  await create('products')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price', MONEY, (col) => col.notNull())
    .addColumn('sale_price', MONEY)
    .addColumn('stock_quantity', 'integer', (col) => col.notNull().check(sql`stock_quantity >= 0`))
    .addColumn('sku', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull())
    .addColumn('images', 'text', (col) => col.notNull())
    .addColumn('videos', 'text', (col) => col.notNull())
    .addColumn('main_image_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('products_sku_unique')
    .on('products')
    .expression(sql`lower(sku)`)
    .unique()
    .where(sql.ref('sku'), '<>', '')
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();

  await create('addresses')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
  // One default address per customer, whatever the number of server processes.
  await db.schema
    .createIndex('addresses_one_default')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', sql.lit(true))
    .execute();

  await create('orders')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
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
    .addColumn('ship_country', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_user_date').on('orders').columns(['user_id', 'order_date']).execute();

  await create('order_items')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('price', MONEY, (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('size', 'text')
    .addColumn('colour', 'text')
    .addUniqueConstraint('order_items_line', ['order_id', 'line_no'])
    .execute();

  await create('bookings')
    .addColumn('reference', 'text', (col) => col.unique())
    .addColumn('calendar_uid', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('service_id', 'integer', (col) => col.notNull())
    .addColumn('service_name', 'text', (col) => col.notNull())
    .addColumn('service_price', 'text', (col) => col.notNull())
    .addColumn('amount', MONEY)
    .addColumn('price_label', 'text', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('preferred_method', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('mail_customer', 'text', (col) => col.notNull())
    .addColumn('mail_company', 'text', (col) => col.notNull())
    .execute();
  // One confirmed booking per slot, held by the database for every server process.
  await db.schema
    .createIndex('bookings_one_per_slot')
    .on('bookings')
    .column('starts_at')
    .unique()
    .where(sql.ref('status'), '=', 'confirmed')
    .execute();

  await create('newsletter_subscriptions')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_mailed_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('welcome_mail_id', 'integer')
    .execute();
  await db.schema
    .createIndex('newsletter_email_unique')
    .on('newsletter_subscriptions')
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await create('contact_messages')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('enquiry_type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await create('consultations')
    .addColumn('reference', 'text', (col) => col.unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('consultation_type', 'text', (col) => col.notNull())
    .addColumn('preferred_method', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('budget', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await create('meeting_registrations')
    .addColumn('reference', 'text', (col) => col.unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('mobile_key', 'text', (col) => col.notNull().unique())
    .addColumn('age', 'integer', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('profession', 'text', (col) => col.notNull())
    .addColumn('organization', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await create('mail_outbox')
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('locked_until_ms', 'bigint')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('related_type', 'text')
    .addColumn('related_id', 'integer')
    .addColumn('related_role', 'text')
    .addColumn('created_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('sent_at_ms', 'bigint')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at_ms']).execute();

  await create('rate_limits', false)
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at_ms', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at_ms').execute();

  await create('settings', false)
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}
