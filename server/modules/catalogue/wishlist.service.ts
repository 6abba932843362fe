import {
  MAX_WISHLIST_ITEMS,
  WISHLIST_MESSAGES,
  type WishlistData,
  type WishlistProduct,
} from '../../../src/shared/contract/wishlist';
import { mainImageUrl } from '../../../src/shared/config/productLinks';
import type { AppContext } from '../../context';
import type { WishlistRow } from './wishlist.repository';
import { conflict, notFound } from '../../platform/lib/httpError';

function toItem(row: WishlistRow): WishlistProduct {
  return {
    productId: row.productId,
    name: row.name,
    slug: row.slug,
    imageUrl: mainImageUrl(row),
    price: row.price,
    salePrice: row.salePrice,
    inStock: row.stockQuantity > 0,
    needsChoice: row.needsChoice,
    addedAt: row.addedAt,
  };
}

/**
 * A logged-in customer's wishlist. Changes run in a transaction that first locks the customer, so
 * the cap holds however many requests arrive together; the primary key keeps one row per product.
 */
export function wishlistService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  const stamp = () => new Date(clock.now()).toISOString();
  const list = async (userId: number): Promise<WishlistData> => ({
    items: (await store.wishlist.listOwn(userId)).map(toItem),
  });

  return {
    list,

    /** Adds one active product (already there: nothing changes). */
    async add(userId: number, productId: number): Promise<WishlistData> {
      await store.transaction(async (tx) => {
        await tx.users.lock(userId);
        if ((await tx.wishlist.ownedAmong(userId, [productId])).length > 0) return;
        if ((await tx.wishlist.countOwn(userId)) >= MAX_WISHLIST_ITEMS) throw conflict(WISHLIST_MESSAGES.full);
        if ((await tx.wishlist.addActive(userId, [productId], stamp())) === 0)
          throw notFound(WISHLIST_MESSAGES.notFound);
      });
      return list(userId);
    },

    /**
     * The merge at login: the union of the customer's list and the guest's products. Ids of
     * products that are gone or inactive are skipped (a guest list may be old); past the cap the
     * rest is left out.
     */
    async merge(userId: number, productIds: readonly number[]): Promise<WishlistData> {
      const unique = [...new Set(productIds)];
      await store.transaction(async (tx) => {
        await tx.users.lock(userId);
        const owned = new Set(await tx.wishlist.ownedAmong(userId, unique));
        const room = MAX_WISHLIST_ITEMS - (await tx.wishlist.countOwn(userId));
        await tx.wishlist.addActive(userId, unique.filter((id) => !owned.has(id)).slice(0, Math.max(0, room)), stamp());
      });
      return list(userId);
    },

    /** Takes the product off the list; not on it is no error (the list is as asked either way). */
    async remove(userId: number, productId: number): Promise<WishlistData> {
      await store.wishlist.removeOwn(userId, productId);
      return list(userId);
    },
  };
}
