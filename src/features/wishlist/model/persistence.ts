import type { PersistConfig } from 'redux-persist';
import { createFieldStorage, subscribeToStoredFields, type StoredField } from '@/shared/lib/persistStorage';
import { sanitizeWishlistIds, wishlistActions, type WishlistState } from './wishlistSlice';

/** The guest's wishlist is the `wishlist` storage item: a JSON list of product ids. */
export const WISHLIST_STORED_FIELDS: Record<'productIds', StoredField> = {
  productIds: { item: 'wishlist', codec: 'json' },
};

export const wishlistPersistConfig: PersistConfig<WishlistState> = {
  key: 'wishlist',
  storage: createFieldStorage(WISHLIST_STORED_FIELDS),
  whitelist: ['productIds'],
  serialize: false,
  ...({ deserialize: false } as object),
  migrate: async (state) =>
    state
      ? ({
          ...state,
          productIds: sanitizeWishlistIds((state as unknown as { productIds?: unknown }).productIds),
        } as typeof state)
      : state,
};

/** Reloads the guest's wishlist when another tab changes the `wishlist` item. */
export function startWishlistStorageSync(
  dispatch: (action: ReturnType<typeof wishlistActions.syncedFromStorage>) => unknown,
) {
  return subscribeToStoredFields(WISHLIST_STORED_FIELDS, (values) => {
    dispatch(wishlistActions.syncedFromStorage(values.productIds ?? []));
  });
}
