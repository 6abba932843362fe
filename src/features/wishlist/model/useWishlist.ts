import { useCallback, useEffect, useRef } from 'react';
import { selectIsLoggedIn, selectUser } from '@/features/auth';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import {
  useAddToWishlistMutation,
  useGetWishlistQuery,
  useMergeWishlistMutation,
  useRemoveFromWishlistMutation,
} from '../api/wishlistApi';
import { selectGuestWishlist, wishlistActions } from './wishlistSlice';

/**
 * The visitor's wishlist wherever it lives: a guest's in the browser's storage, a logged-in
 * customer's on the server. `add` and `remove` resolve to false when the server refused.
 */
export function useWishlist() {
  const dispatch = useFeatureDispatch();
  const loggedIn = useFeatureSelector(selectIsLoggedIn);
  const guestIds = useFeatureSelector(selectGuestWishlist);
  const server = useGetWishlistQuery(undefined, { skip: !loggedIn });
  const [addOnServer] = useAddToWishlistMutation();
  const [removeOnServer] = useRemoveFromWishlistMutation();
  const serverIds = server.data?.items.map((item) => item.productId);
  const productIds = loggedIn ? (serverIds ?? []) : guestIds;

  const add = useCallback(
    async (productId: number) => {
      if (!loggedIn) {
        dispatch(wishlistActions.added(productId));
        return true;
      }
      return addOnServer(productId).then((result) => !('error' in result));
    },
    [loggedIn, dispatch, addOnServer],
  );
  const remove = useCallback(
    async (productId: number) => {
      if (!loggedIn) {
        dispatch(wishlistActions.removed(productId));
        return true;
      }
      return removeOnServer(productId).then((result) => !('error' in result));
    },
    [loggedIn, dispatch, removeOnServer],
  );

  return {
    loggedIn,
    productIds,
    count: productIds.length,
    /** The customer's rows from the server (undefined for a guest or until loaded). */
    serverItems: loggedIn ? server.data?.items : undefined,
    serverState: server,
    has: (productId: number) => productIds.includes(productId),
    add,
    remove,
  };
}

/**
 * At login the guest's products join the customer's list on the server (the union is kept); the
 * guest list is then emptied. A failed merge keeps the guest list and tries again at the next login.
 */
export function useWishlistMergeAtLogin() {
  const dispatch = useFeatureDispatch();
  const user = useFeatureSelector(selectUser);
  const loggedIn = useFeatureSelector(selectIsLoggedIn);
  const guestIds = useFeatureSelector(selectGuestWishlist);
  const [merge] = useMergeWishlistMutation();
  const triedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!loggedIn || !user) {
      triedFor.current = null;
      return;
    }
    if (guestIds.length === 0 || triedFor.current === user.id) return;
    triedFor.current = user.id;
    const ids = [...guestIds];
    void merge(ids).then((result) => {
      if (!('error' in result)) dispatch(wishlistActions.merged(ids));
    });
  }, [loggedIn, user, guestIds, merge, dispatch]);
}
