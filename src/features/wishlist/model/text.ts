import { SHOP_TEXT } from '@/content/shop/text';

// The wishlist's texts in one place (tests import them).
export const WISHLIST_TEXT = {
  title: 'Wishlist',
  description: 'The products you saved for later.',
  link: (count: number) => (count === 1 ? 'Wishlist, 1 item' : `Wishlist, ${count} items`),
  add: SHOP_TEXT.detail.addToWishlist,
  inWishlist: SHOP_TEXT.detail.inWishlist,
  added: SHOP_TEXT.detail.addedToWishlist,
  removed: SHOP_TEXT.detail.removedFromWishlist,
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on a product to keep it here for later.',
  browse: 'Browse products',
  moveToBag: 'Move to bag',
  moveToBagLabel: (name: string) => `Move ${name} to the bag`,
  chooseOptions: 'Choose size and colour',
  chooseOptionsLabel: (name: string) => `Choose size and colour of ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from the wishlist`,
  movedToBag: (name: string) => `${name} moved to the bag`,
  removedItem: (name: string) => `${name} removed from the wishlist`,
  outOfStock: 'Out of stock',
  loading: 'Loading your wishlist…',
  failed: 'Your wishlist could not be loaded. Please try again.',
  changeFailed: 'The wishlist could not be changed. Please try again.',
  guestNote: 'Log in to keep your wishlist on every device.',
} as const;
