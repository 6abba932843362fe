import { sql, type Selectable } from 'kysely';
import type { BlogProduct } from '../../../src/shared/contract/blogPost';
import type { BlogPostsTable } from './tables';
import type { Scope } from '../../store';
import { matchesAny, pageOf, type ListPage, type ListRequest } from '../../platform/db/listQuery';

export type BlogPostRecord = Omit<Selectable<BlogPostsTable>, 'published' | 'product'> & {
  published: boolean;
  product: BlogProduct | null;
};
export type BlogPostFields = Omit<BlogPostRecord, 'id' | 'createdAt' | 'updatedAt'>;
export const BLOG_POST_SORTS = ['date', 'title', 'type', 'author', 'updatedAt', 'published'] as const;

const toPost = (row: Selectable<BlogPostsTable>): BlogPostRecord => ({
  ...row,
  published: Boolean(row.published),
  product: row.product ? (JSON.parse(row.product) as BlogProduct) : null,
});

const toRow = <T extends Partial<BlogPostFields>>(fields: T) => ({
  ...fields,
  ...('product' in fields ? { product: fields.product ? JSON.stringify(fields.product) : null } : {}),
});

/** The posts of /blogs and their admin list. */
export function blogPostsRepository({ db }: Scope) {
  return {
    /**
     * Published posts: Event posts on or after `today` (an IST date) first, soonest first, as on
     * /events; then every other post, newest first. Dates are YYYY-MM-DD text.
     */
    listPublished: async (today: string): Promise<BlogPostRecord[]> => {
      const upcoming = sql<number>`case when ${sql.ref('type')} = 'Event' and ${sql.ref('date')} >= ${today} then 0 else 1 end`;
      const rows = await db
        .selectFrom('blogPosts')
        .selectAll()
        .where('published', '=', true)
        .orderBy(upcoming)
        .orderBy(sql`case when ${upcoming} = 0 then ${sql.ref('date')} else '' end`)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toPost);
    },

    findBySlug: async (slug: string): Promise<BlogPostRecord | undefined> => {
      const row = await db.selectFrom('blogPosts').selectAll().where('slug', '=', slug).executeTakeFirst();
      return row && toPost(row);
    },

    findById: async (id: number): Promise<BlogPostRecord | undefined> => {
      const row = await db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toPost(row);
    },

    list: async (
      request: ListRequest<(typeof BLOG_POST_SORTS)[number]>,
      filters: { published?: boolean },
    ): Promise<ListPage<BlogPostRecord>> => {
      let query = db.selectFrom('blogPosts');
      if (request.q) query = query.where(matchesAny(['title', 'author', 'type', 'slug'], request.q));
      if (filters.published !== undefined) query = query.where('published', '=', filters.published);
      const page = await pageOf(query, request);
      return { rows: page.rows.map(toPost), total: page.total };
    },

    insert: async (fields: BlogPostFields, now: string): Promise<BlogPostRecord> =>
      toPost(
        await db
          .insertInto('blogPosts')
          .values({
            ...toRow(fields),
            product: fields.product ? JSON.stringify(fields.product) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),

    update: async (id: number, fields: Partial<BlogPostFields>, now: string): Promise<BlogPostRecord | undefined> => {
      const row = await db
        .updateTable('blogPosts')
        .set({ ...toRow(fields), updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toPost(row);
    },

    remove: async (id: number): Promise<boolean> =>
      Number((await db.deleteFrom('blogPosts').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0,
  };
}
