export { toWishlistProduct, useGetWishlistQuery, wishlistApi } from './api/wishlistApi';
export { startWishlistStorageSync, WISHLIST_STORED_FIELDS, wishlistPersistConfig } from './model/persistence';
export { WISHLIST_TEXT } from './model/text';
export { useWishlist, useWishlistMergeAtLogin } from './model/useWishlist';
export { initialWishlistState, sanitizeWishlistIds, selectGuestWishlist, wishlistActions, wishlistSlice, type WishlistState } from './model/wishlistSlice';
export { WishlistButton } from './ui/WishlistButton';
export { HeartIcon, WishlistLink } from './ui/WishlistLink';
export { WishlistList } from './ui/WishlistList';
