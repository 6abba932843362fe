import type { PersistConfig } from 'redux-persist';
import { createFieldStorage, subscribeToStoredFields, type StoredField } from '@/shared/lib/persistStorage';
import { cartActions, type CartState } from './cartSlice';
import { sanitizeCartLines } from './sanitize';

/** The spec's `cart` storage item holds the cart lines. */
const CART_STORED_FIELDS: Record<'lines', StoredField> = { lines: { item: 'cart', codec: 'json' } };

export const cartPersistConfig: PersistConfig<CartState> = {
  key: 'cart',
  storage: createFieldStorage(CART_STORED_FIELDS),
  whitelist: ['lines'],
  serialize: false,
  ...({ deserialize: false } as object),
  // Stored lines are checked before they reach the state.
  migrate: async (state) =>
    state
      ? ({ ...state, lines: sanitizeCartLines((state as unknown as { lines?: unknown }).lines) } as typeof state)
      : state,
};

/** Reloads the bag when another tab changes the `cart` item. */
export function startCartStorageSync(dispatch: (action: ReturnType<typeof cartActions.syncedFromStorage>) => unknown) {
  return subscribeToStoredFields(CART_STORED_FIELDS, (values) => {
    dispatch(cartActions.syncedFromStorage(values.lines ?? []));
  });
}
