import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Content the staff keep current: events, blog posts and the home page's hero slides,
 * formerly fixed in the client. Rows come from the seed (`events`, `blogPosts`, `banners` in
 * db.json): on a new database through the seed import, on an existing one through the one-time
 * content import that runs after the migrations (server/platform/db/seedImport.ts).
 */
type Table = CreateTableBuilder<string, never>;

function withId(table: Table, engine: EngineKind): Table {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

const MONEY = sql`numeric(12,2)`;

export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const create = (name: string) => withId(db.schema.createTable(name) as unknown as Table, engine);

  await create('events')
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    // The IST calendar date, YYYY-MM-DD (sorts as text; "past" is decided against today's IST date).
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price', MONEY, (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('original_price', MONEY, (col) => col.notNull().check(sql`original_price >= 0`))
    .addColumn('published', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('events_published_date').on('events').columns(['published', 'date']).execute();

  await create('blog_posts')
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('Blog', 'Event')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('read_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('time', 'text', (col) => col.notNull().defaultTo(''))
    // JSON of the post's package (name, description, benefits, price, rating, reviews, url) or null.
    .addColumn('product', 'text')
    .addColumn('published', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('blog_posts_published_date').on('blog_posts').columns(['published', 'date']).execute();

  await create('banners')
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('image', 'video')`))
    .addColumn('src_desktop', 'text', (col) => col.notNull())
    .addColumn('src_mobile', 'text', (col) => col.notNull())
    .addColumn('poster', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('alt', 'text', (col) => col.notNull().check(sql`length(alt) > 0`))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subtitle', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cta_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cta_link', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('banners_position').on('banners').column('position').execute();
}
