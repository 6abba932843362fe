import { array, number, object, type InferType } from 'yup';
import type { Product } from './product';

/** At most this many products on one wishlist (and in one merge). */
export const MAX_WISHLIST_ITEMS = 100;

export const WISHLIST_MESSAGES = {
  productIds: `Send productIds: a list of at most ${MAX_WISHLIST_ITEMS} product ids`,
  productId: 'Each product id must be a positive whole number',
  full: `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products. Remove one to add another.`,
  notFound: 'Product not found',
} as const;

/** `PUT /api/wishlist` (the merge at login): the guest's product ids, added to the customer's list. */
export const wishlistMergeSchema = object({
  productIds: array()
    .of(
      number()
        .typeError(WISHLIST_MESSAGES.productId)
        .integer(WISHLIST_MESSAGES.productId)
        .min(1, WISHLIST_MESSAGES.productId)
        .max(2_147_483_647, WISHLIST_MESSAGES.productId)
        .required(WISHLIST_MESSAGES.productId),
    )
    .typeError(WISHLIST_MESSAGES.productIds)
    .max(MAX_WISHLIST_ITEMS, WISHLIST_MESSAGES.productIds)
    .required(WISHLIST_MESSAGES.productIds),
});

export type WishlistMergeInput = InferType<typeof wishlistMergeSchema>;

/** A product on the customer's wishlist, with its current price and whether it needs a size or colour choice. */
export interface WishlistProduct extends Pick<Product, 'name' | 'slug' | 'price' | 'salePrice'> {
  productId: number;
  imageUrl: string;
  /** In stock now (a product with variants: any variant). */
  inStock: boolean;
  /** It has sizes or colours: "Move to bag" sends the customer to its page to choose. */
  needsChoice: boolean;
  addedAt: string;
}

/** The answer of every /api/wishlist call: the caller's whole list, newest first. */
export interface WishlistData {
  items: WishlistProduct[];
}
