import { useToast } from '@/shared/ui/toasts';
import { useWishlist } from '../model/useWishlist';
import { WISHLIST_TEXT } from '../model/text';

/** The product page's heart: adds the product to the wishlist, or takes it off again. */
export function WishlistButton({
  productId,
  className = 'btn btn-outline-primary btn-lg',
}: {
  productId: number;
  className?: string;
}) {
  const wishlist = useWishlist();
  const toast = useToast();
  const inWishlist = wishlist.has(productId);
  const onClick = async () => {
    const done = inWishlist ? await wishlist.remove(productId) : await wishlist.add(productId);
    if (!done) toast.error(WISHLIST_TEXT.changeFailed);
    else if (inWishlist) toast.info(WISHLIST_TEXT.removed);
    else toast.success(WISHLIST_TEXT.added);
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()}>
      <span aria-hidden="true">{inWishlist ? '♥ ' : '♡ '}</span>
      {inWishlist ? WISHLIST_TEXT.inWishlist : WISHLIST_TEXT.add}
    </button>
  );
}
