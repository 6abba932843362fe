export { startWishlistStorageSync, wishlistPersistConfig } from './model/persistence';
export { WISHLIST_TEXT } from './model/text';
export { wishlistActions, wishlistSlice } from './model/wishlistSlice';
export { WishlistButton } from './ui/WishlistButton';
export { WishlistLink } from './ui/WishlistLink';
export { WishlistList } from './ui/WishlistList';
