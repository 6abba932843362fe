import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_WISHLIST_ITEMS } from '@/shared/contract/wishlist';

/**
 * The guest's wishlist: product ids, newest first, kept in the `wishlist` storage item. A
 * logged-in customer's list lives on the server; at login the guest's ids are merged into it
 * and this list is emptied.
 */
export interface WishlistState {
  productIds: number[];
}

export const initialWishlistState: WishlistState = { productIds: [] };

/** Only positive whole ids, each once, at most the server's cap (a hand-edited item must not break the page). */
export function sanitizeWishlistIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_WISHLIST_ITEMS);
}

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    added(state, action: PayloadAction<number>) {
      if (!state.productIds.includes(action.payload))
        state.productIds = [action.payload, ...state.productIds].slice(0, MAX_WISHLIST_ITEMS);
    },
    removed(state, action: PayloadAction<number>) {
      state.productIds = state.productIds.filter((id) => id !== action.payload);
    },
    /** Adds the product, or takes it off the wishlist when it is on it. */
    toggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.productIds = state.productIds.includes(id)
        ? state.productIds.filter((other) => other !== id)
        : [id, ...state.productIds];
    },
    /** The guest's ids went to the server at login. */
    merged(state, action: PayloadAction<number[]>) {
      state.productIds = state.productIds.filter((id) => !action.payload.includes(id));
    },
    /** Another tab changed the stored list: take its ids. */
    syncedFromStorage(state, action: PayloadAction<unknown>) {
      const ids = sanitizeWishlistIds(action.payload);
      if (ids.join() !== state.productIds.join()) state.productIds = ids;
    },
  },
  selectors: {
    selectGuestWishlist: (state) => state.productIds,
  },
});

export const wishlistActions = wishlistSlice.actions;
export const { selectGuestWishlist } = wishlistSlice.selectors;
