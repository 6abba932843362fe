import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { Product } from '@/shared/contract/product';
import type { WishlistData, WishlistMergeInput, WishlistProduct } from '@/shared/contract/wishlist';
import { mainImageUrl } from '@/shared/config/productLinks';
import { WISHLIST_TEXT } from '../model/text';

const LIST = { type: 'Wishlist', id: 'LIST' } as const;

/** A guest's wishlist row from the public product (the same fields the server list gives a customer). */
export function toWishlistProduct(product: Product): WishlistProduct {
  const { variants } = product;
  return {
    productId: product.id,
    name: product.name,
    slug: product.slug,
    imageUrl: mainImageUrl(product),
    price: product.price,
    salePrice: product.salePrice,
    inStock: variants.length > 0 ? variants.some((variant) => variant.stockQuantity > 0) : product.stockQuantity > 0,
    needsChoice: variants.some((variant) => variant.size !== '' || variant.colour !== ''),
    addedAt: '',
  };
}

/** The customer's list on the server, and a guest's rows from the public products. */
const listApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistData, void>({
      query: () => 'wishlist',
      transformResponse: (response: ApiSuccess<WishlistData>) => response.data,
      transformErrorResponse: withFallback(WISHLIST_TEXT.failed),
      providesTags: [LIST],
    }),
    /** A guest's row: the product as the shop shows it now. */
    wishlistProduct: build.query<WishlistProduct, number>({
      query: (id) => `Product/${id}`,
      transformResponse: (response: ApiSuccess<Product>) => toWishlistProduct(response.data),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof listApi.util.upsertQueryData>) => unknown;

/** Every change answers the whole list, which replaces the cached one (no second request). */
async function replaceListWhenDone(dispatch: Dispatch, queryFulfilled: Promise<{ data: WishlistData }>) {
  try {
    const { data } = await queryFulfilled;
    await dispatch(listApi.util.upsertQueryData('getWishlist', undefined, data));
  } catch {
    // The caller reports the failure.
  }
}

const listData = (response: ApiSuccess<WishlistData>) => response.data;

export const wishlistApi = listApi.injectEndpoints({
  endpoints: (build) => ({
    addToWishlist: build.mutation<WishlistData, number>({
      query: (productId) => ({ url: `wishlist/${productId}`, method: 'PUT' }),
      transformResponse: listData,
      transformErrorResponse: withFallback(WISHLIST_TEXT.changeFailed),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceListWhenDone(dispatch, queryFulfilled),
    }),
    removeFromWishlist: build.mutation<WishlistData, number>({
      query: (productId) => ({ url: `wishlist/${productId}`, method: 'DELETE' }),
      transformResponse: listData,
      transformErrorResponse: withFallback(WISHLIST_TEXT.changeFailed),
      onQueryStarted: (productId, { dispatch, queryFulfilled }) => {
        // Gone from the list at once; the answer settles it, a failure puts it back.
        const patch = dispatch(
          listApi.util.updateQueryData('getWishlist', undefined, (draft) => {
            draft.items = draft.items.filter((item) => item.productId !== productId);
          }),
        );
        queryFulfilled.catch(() => patch.undo());
        return replaceListWhenDone(dispatch, queryFulfilled);
      },
    }),
    /** The merge at login: the guest's ids join the customer's list. */
    mergeWishlist: build.mutation<WishlistData, WishlistMergeInput['productIds']>({
      query: (productIds) => ({ url: 'wishlist', method: 'PUT', body: { productIds } }),
      transformResponse: listData,
      transformErrorResponse: withFallback(WISHLIST_TEXT.changeFailed),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => replaceListWhenDone(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useMergeWishlistMutation,
  useWishlistProductQuery,
} = wishlistApi;
