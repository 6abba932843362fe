import type { Scope } from '../../store';

/** A wishlist row with what the list shows of its product (always the product as it is now). */
export interface WishlistRow {
  productId: number;
  name: string;
  slug: string;
  price: number;
  salePrice: number | null;
  /** The product's own stock, or its variants' total when it has variants. */
  stockQuantity: number;
  /** It has a variant with a size or a colour: a shopper must choose one. */
  needsChoice: boolean;
  images: Array<{ imageUrl: string }>;
  mainImageIndex: number;
  addedAt: string;
}

/** Customers' wishlists. Every query names the owner. */
export function wishlistRepository({ db }: Scope) {
  return {
    /** The customer's active products on the list, newest first (an inactive product is hidden, not removed). */
    listOwn: async (userId: number): Promise<WishlistRow[]> => {
      const rows = await db
        .selectFrom('wishlistItems as w')
        .innerJoin('products as p', 'p.id', 'w.productId')
        .select([
          'w.productId',
          'p.name',
          'p.slug',
          'p.price',
          'p.salePrice',
          'p.stockQuantity',
          'p.images',
          'p.mainImageIndex',
          'w.createdAt as addedAt',
        ])
        .select((eb) => [
          eb
            .selectFrom('productVariants as v')
            .select((inner) => inner.fn.count<number>('v.id').as('n'))
            .whereRef('v.productId', '=', 'p.id')
            .as('variantCount'),
          eb
            .selectFrom('productVariants as v')
            .select((inner) => inner.fn.sum<number>('v.stockQuantity').as('s'))
            .whereRef('v.productId', '=', 'p.id')
            .as('variantStock'),
          eb
            .selectFrom('productVariants as v')
            .select((inner) => inner.fn.count<number>('v.id').as('c'))
            .whereRef('v.productId', '=', 'p.id')
            .where((inner) => inner.or([inner('v.size', '<>', ''), inner('v.colour', '<>', '')]))
            .as('choiceCount'),
        ])
        .where('w.userId', '=', userId)
        .where('p.isActive', '=', true)
        .orderBy('w.createdAt', 'desc')
        .orderBy('w.productId', 'desc')
        .execute();
      return rows.map(({ variantCount, variantStock, choiceCount, ...row }) => ({
        ...row,
        stockQuantity: Number(variantCount) > 0 ? Number(variantStock ?? 0) : row.stockQuantity,
        needsChoice: Number(choiceCount) > 0,
        price: Number(row.price),
        salePrice: row.salePrice === null ? null : Number(row.salePrice),
        images: JSON.parse(row.images) as WishlistRow['images'],
      }));
    },

    countOwn: async (userId: number): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('wishlistItems')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** The ids among `productIds` already on the customer's list. */
    ownedAmong: async (userId: number, productIds: readonly number[]): Promise<number[]> =>
      productIds.length === 0
        ? []
        : (
            await db
              .selectFrom('wishlistItems')
              .select('productId')
              .where('userId', '=', userId)
              .where('productId', 'in', [...productIds])
              .execute()
          ).map((row) => row.productId),

    /**
     * Adds the active products among `productIds` in one statement; ones already on the list stay
     * as they are (the primary key, `do nothing`). Returns how many rows were added.
     */
    addActive: async (userId: number, productIds: readonly number[], now: string): Promise<number> => {
      if (productIds.length === 0) return 0;
      const result = await db
        .insertInto('wishlistItems')
        .columns(['userId', 'productId', 'createdAt'])
        .expression((eb) =>
          eb
            .selectFrom('products')
            .select((inner) => [inner.val(userId).as('userId'), 'id', inner.val(now).as('createdAt')])
            .where('id', 'in', [...productIds])
            .where('isActive', '=', true),
        )
        .onConflict((conflict) => conflict.columns(['userId', 'productId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    removeOwn: async (userId: number, productId: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('wishlistItems')
        .where('userId', '=', userId)
        .where('productId', '=', productId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
