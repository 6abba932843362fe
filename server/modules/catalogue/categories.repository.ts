import { sql } from 'kysely';
import type { AdminCategory } from '../../../src/shared/contract/category';
import type { Scope } from '../../store';
import { matchesAny, type ListPage, type ListRequest } from '../../platform/db/listQuery';

export const CATEGORY_SORTS = ['name', 'slug', 'id', 'productCount'] as const;

/** The shop's categories (name and the slug the /products filters use), for the back office. */
export function categoriesRepository({ db }: Scope) {
  const withCount = () =>
    db
      .selectFrom('categories')
      .select(['categories.id', 'categories.name', 'categories.slug'])
      .select(
        sql<number>`(select count(*) from products where products.category_id = categories.id)`.as('productCount'),
      );
  const read = (row: { id: number; name: string; slug: string; productCount: number | string }): AdminCategory => ({
    ...row,
    productCount: Number(row.productCount),
  });

  return {
    list: async (request: ListRequest<(typeof CATEGORY_SORTS)[number]>): Promise<ListPage<AdminCategory>> => {
      const filtered = request.q
        ? db.selectFrom('categories').where(matchesAny(['name', 'slug'], request.q))
        : db.selectFrom('categories');
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      let query = withCount();
      if (request.q) query = query.where(matchesAny(['categories.name', 'categories.slug'], request.q));
      const rows = await query
        .orderBy(
          request.sort === 'productCount' ? sql.ref('productCount') : sql.ref(`categories.${request.sort}`),
          request.order,
        )
        .orderBy('categories.id', request.order)
        .limit(request.limit)
        .offset((request.page - 1) * request.limit)
        .execute();
      return { rows: rows.map(read), total: Number(total) };
    },

    findById: async (id: number): Promise<AdminCategory | undefined> => {
      const row = await withCount().where('categories.id', '=', id).executeTakeFirst();
      return row && read(row);
    },

    insert: async (fields: { name: string; slug: string }): Promise<number> =>
      (await db.insertInto('categories').values(fields).returning('id').executeTakeFirstOrThrow()).id,

    update: async (id: number, fields: { name: string; slug: string }): Promise<boolean> =>
      Number((await db.updateTable('categories').set(fields).where('id', '=', id).executeTakeFirst()).numUpdatedRows) >
      0,

    /**
     * Deletes the category only while no product uses it, in one conditional statement (a product
     * saved meanwhile by another server process cannot be orphaned; the foreign key backs it up).
     */
    removeIfUnused: async (id: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('categories')
        .where('id', '=', id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('products').select('products.id').whereRef('products.categoryId', '=', 'categories.id')),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
