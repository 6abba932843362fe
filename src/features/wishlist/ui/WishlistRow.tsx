import { Link } from 'react-router';
import type { WishlistProduct } from '@/shared/contract/wishlist';
import { productPath } from '@/shared/config/productLinks';
import { PriceTag } from '@/shared/ui/PriceTag';
import { WISHLIST_TEXT } from '../model/text';

export interface WishlistRowProps {
  item: WishlistProduct;
  onMoveToBag(item: WishlistProduct): void;
  onRemove(item: WishlistProduct): void;
}

/**
 * One saved product: picture, name (to its page), its price now, Move to bag (a product with
 * sizes or colours links to its page to choose them instead) and Remove.
 */
export function WishlistRow({ item, onMoveToBag, onRemove }: WishlistRowProps) {
  const page = productPath(item.slug);
  const onSale = item.salePrice !== null && item.salePrice < item.price;
  return (
    <li className="d-flex gap-3 py-3 border-bottom align-items-center flex-wrap" data-testid="wishlist-row">
      <img src={item.imageUrl} alt="" width={88} height={88} className="rounded flex-shrink-0 object-fit-cover" />
      <div className="flex-grow-1 min-w-0">
        <h2 className="h6 mb-1">
          <Link to={page}>{item.name}</Link>
        </h2>
        <PriceTag price={item.salePrice ?? item.price} originalPrice={onSale ? item.price : undefined} />
        {!item.inStock && <p className="small text-danger mb-0">{WISHLIST_TEXT.outOfStock}</p>}
      </div>
      <div className="d-flex gap-2">
        {item.needsChoice ? (
          <Link to={page} className="btn btn-primary btn-sm" aria-label={WISHLIST_TEXT.chooseOptionsLabel(item.name)}>
            {WISHLIST_TEXT.chooseOptions}
          </Link>
        ) : (
          item.inStock && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={WISHLIST_TEXT.moveToBagLabel(item.name)}
              onClick={() => onMoveToBag(item)}
            >
              {WISHLIST_TEXT.moveToBag}
            </button>
          )
        )}
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          aria-label={WISHLIST_TEXT.removeLabel(item.name)}
          onClick={() => onRemove(item)}
        >
          {WISHLIST_TEXT.remove}
        </button>
      </div>
    </li>
  );
}
