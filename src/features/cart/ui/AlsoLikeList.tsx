import { ALSO_LIKE } from '@/content/shop/catalogue';
import { useFeatureDispatch } from '@/shared/model/hooks';
import { DiscountedPrice } from '@/shared/ui/DiscountedPrice';
import { cartActions } from '../model/cartSlice';
import { lineFromShopItem } from '../model/fromContent';
import { CART_TEXT } from '../model/text';

/** You may also like: adds the item, or increments it when it is already in the bag (spec §4). */
export function AlsoLikeList({ onAdded }: { onAdded(name: string): void }) {
  const dispatch = useFeatureDispatch();
  return (
    <section aria-labelledby="bag-also-like" className="mt-4">
      <h3 id="bag-also-like" className="h6 text-uppercase text-body-secondary">
        {CART_TEXT.alsoLike}
      </h3>
      <ul className="list-unstyled mb-0">
        {ALSO_LIKE.map((item) => (
          <li key={item.productId} className="d-flex align-items-center gap-3 py-2">
            <img src={item.image.src} alt="" width={48} height={48} className="rounded flex-shrink-0" loading="lazy" />
            <div className="flex-grow-1 small">
              <p className="mb-0 fw-semibold">{item.name}</p>
              <DiscountedPrice original={item.originalPrice} current={item.price} />
            </div>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={CART_TEXT.addItem(item.name)}
              onClick={() => {
                dispatch(cartActions.lineAdded(lineFromShopItem(item)));
                onAdded(item.name);
              }}
            >
              {CART_TEXT.add}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
