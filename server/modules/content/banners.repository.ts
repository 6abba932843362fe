import { sql, type Selectable } from 'kysely';
import type { BannersTable } from './tables';
import type { Scope } from '../../store';

export type BannerRecord = Omit<Selectable<BannersTable>, 'active'> & { active: boolean };
export type BannerFields = Omit<BannerRecord, 'id' | 'position' | 'createdAt' | 'updatedAt'>;

const toBanner = (row: Selectable<BannersTable>): BannerRecord => ({ ...row, active: Boolean(row.active) });

/** The home page's hero slides, in `position` order. */
export function bannersRepository({ db }: Scope) {
  const findById = async (id: number): Promise<BannerRecord | undefined> => {
    const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toBanner(row);
  };
  return {
    listActive: async (): Promise<BannerRecord[]> =>
      (
        await db
          .selectFrom('banners')
          .selectAll()
          .where('active', '=', true)
          .orderBy('position')
          .orderBy('id')
          .execute()
      ).map(toBanner),

    listAll: async (): Promise<BannerRecord[]> =>
      (await db.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute()).map(toBanner),

    findById,

    /** Added at the end: its position is one more than the largest, in the same statement. */
    insert: async (fields: BannerFields, now: string): Promise<BannerRecord> => {
      const position = sql<number>`(select coalesce(max(position), 0) + 1 from banners)`;
      return toBanner(
        await db
          .insertInto('banners')
          .values({ ...fields, position, createdAt: now, updatedAt: now })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    update: async (id: number, fields: Partial<BannerFields>, now: string): Promise<BannerRecord | undefined> => {
      const row = await db
        .updateTable('banners')
        .set({ ...fields, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toBanner(row);
    },

    remove: async (id: number): Promise<boolean> =>
      Number((await db.deleteFrom('banners').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0,

    /** The slide just before (`up`) or after (`down`) this one in the order, if any. */
    neighbour: async (
      banner: Pick<BannerRecord, 'id' | 'position'>,
      direction: 'up' | 'down',
    ): Promise<BannerRecord | undefined> => {
      const before = direction === 'up';
      const row = await db
        .selectFrom('banners')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('position', before ? '<' : '>', banner.position),
            eb.and([eb('position', '=', banner.position), eb('id', before ? '<' : '>', banner.id)]),
          ]),
        )
        .orderBy('position', before ? 'desc' : 'asc')
        .orderBy('id', before ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
      return row && toBanner(row);
    },

    setPosition: async (id: number, position: number, now: string) => {
      await db.updateTable('banners').set({ position, updatedAt: now }).where('id', '=', id).execute();
    },
  };
}
