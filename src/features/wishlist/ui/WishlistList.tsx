import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAddToBag } from '@/features/cart';
import type { WishlistProduct } from '@/shared/contract/wishlist';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureDispatch } from '@/shared/model/hooks';
import { useWishlistProductQuery } from '../api/wishlistApi';
import { WISHLIST_TEXT } from '../model/text';
import { useWishlist } from '../model/useWishlist';
import { wishlistActions } from '../model/wishlistSlice';
import { WishlistRow, type WishlistRowProps } from './WishlistRow';
import { errorStatus } from '@/shared/api';

/** A guest's row: the product as the shop shows it now; a product that is gone leaves the list. */
function GuestRow({ productId, ...actions }: { productId: number } & Omit<WishlistRowProps, 'item'>) {
  const dispatch = useFeatureDispatch();
  const { data, error } = useWishlistProductQuery(productId);
  const gone = error !== undefined && errorStatus(error) === 404;
  useEffect(() => {
    if (gone) dispatch(wishlistActions.removed(productId));
  }, [gone, productId, dispatch]);
  return data ? <WishlistRow item={data} {...actions} /> : null;
}

/** The /wishlist page's list: the saved products with Move to bag and Remove, or the empty state. */
export function WishlistList() {
  const wishlist = useWishlist();
  const addToBag = useAddToBag();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLParagraphElement>(null);

  const remove = async (item: WishlistProduct) => {
    if (await wishlist.remove(item.productId)) {
      setAnnouncement(WISHLIST_TEXT.removedItem(item.name));
      // The row's buttons are gone: keep the keyboard user on the list.
      headingRef.current?.focus();
    } else setAnnouncement(WISHLIST_TEXT.changeFailed);
  };
  const moveToBag = async (item: WishlistProduct) => {
    addToBag({
      id: item.productId,
      name: item.name,
      image: item.imageUrl,
      price: item.salePrice ?? item.price,
      description: '',
    });
    if (await wishlist.remove(item.productId)) setAnnouncement(WISHLIST_TEXT.movedToBag(item.name));
  };
  const actions = {
    onMoveToBag: (item: WishlistProduct) => void moveToBag(item),
    onRemove: (item: WishlistProduct) => void remove(item),
  };

  const { loggedIn, serverItems, serverState } = wishlist;
  const loading = loggedIn && serverState.isLoading;
  const failed = loggedIn && serverState.isError && !serverItems;
  const empty = !loading && !failed && wishlist.count === 0;

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p ref={headingRef} tabIndex={-1} className="text-body-secondary">
        {loggedIn ? WISHLIST_TEXT.description : `${WISHLIST_TEXT.description} ${WISHLIST_TEXT.guestNote}`}
      </p>
      {loading && <p role="status">{WISHLIST_TEXT.loading}</p>}
      {failed && <p role="alert">{WISHLIST_TEXT.failed}</p>}
      {empty && (
        <div className="py-4">
          <p className="h5">{WISHLIST_TEXT.empty}</p>
          <p>{WISHLIST_TEXT.emptyHint}</p>
          <Link to={ROUTES.products} className="btn btn-outline-primary">
            {WISHLIST_TEXT.browse}
          </Link>
        </div>
      )}
      {!empty && (
        <ul className="list-unstyled mb-0" aria-label={WISHLIST_TEXT.title}>
          {loggedIn
            ? serverItems?.map((item) => <WishlistRow key={item.productId} item={item} {...actions} />)
            : wishlist.productIds.map((id) => <GuestRow key={id} productId={id} {...actions} />)}
        </ul>
      )}
    </>
  );
}
