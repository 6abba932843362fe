import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Products the visitor marked with Add to Wishlist. Kept in the store for the visit, not persisted. */
export interface WishlistState {
  productIds: number[];
}

export const initialWishlistState: WishlistState = { productIds: [] };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** Adds the product, or takes it off the wishlist when it is on it. */
    toggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.productIds = state.productIds.includes(id) ? state.productIds.filter((other) => other !== id) : [...state.productIds, id];
    },
  },
  selectors: {
    selectWishlist: (state) => state.productIds,
    selectIsInWishlist: (state, productId: number) => state.productIds.includes(productId),
  },
});

export const wishlistActions = wishlistSlice.actions;
export const { selectWishlist, selectIsInWishlist } = wishlistSlice.selectors;
