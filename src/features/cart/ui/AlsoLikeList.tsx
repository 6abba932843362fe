import { Link } from 'react-router';
import type { Product } from '@/shared/contract/product';
import { mainImageUrl, productPath } from '@/shared/config/productLinks';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import { PriceTag } from '@/shared/ui/PriceTag';
import { ALSO_LIKE_SHOWN, useAlsoLikeProductsQuery, useBagProductQuery } from '../api/bagProductsApi';
import { cartActions, selectCartLines } from '../model/cartSlice';
import { CART_TEXT } from '../model/text';

/**
 * Products of the same category that are not in the bag yet, at most `ALSO_LIKE_SHOWN`; when the
 * category has too few, others (`fallback`, any category, still none from the bag) fill the list.
 */
export function alsoLikeFrom(
  products: readonly Product[],
  categoryId: number | undefined,
  inBag: ReadonlySet<number>,
  fallback: readonly Product[] = [],
): Product[] {
  const same = products.filter(
    (p) => p.isActive && !inBag.has(p.id) && (categoryId === undefined || p.categoryId === categoryId),
  );
  const others = fallback.filter((p) => p.isActive && !inBag.has(p.id) && !same.some((s) => s.id === p.id));
  return [...same, ...others].slice(0, ALSO_LIKE_SHOWN);
}

/**
 * You may also like: products from the category of the item added last (others when it has too
 * few), never one already in the bag. One sold in sizes or colours links to its page to choose; the others are added as they are.
 */
export function AlsoLikeList() {
  const dispatch = useFeatureDispatch();
  const lines = useFeatureSelector(selectCartLines);
  const latest = lines.at(-1);
  const { data: latestProduct, isFetching: readingLatest } = useBagProductQuery(latest?.id ?? 0, { skip: !latest });
  const categoryId = latest ? latestProduct?.categoryId : undefined;
  const { data: products = [], isSuccess: sameDone } = useAlsoLikeProductsQuery(
    { categoryId },
    { skip: Boolean(latest) && (readingLatest || categoryId === undefined) },
  );
  const inBag = new Set(lines.map((line) => line.id));
  const needMore = Boolean(latest) && sameDone && alsoLikeFrom(products, categoryId, inBag).length < ALSO_LIKE_SHOWN;
  const { data: anyCategory = [] } = useAlsoLikeProductsQuery({}, { skip: !needMore });
  const suggestions = alsoLikeFrom(products, categoryId, inBag, anyCategory);
  if (suggestions.length === 0) return null;

  return (
    <section aria-labelledby="bag-also-like" className="mt-4">
      <h3 id="bag-also-like" className="h6 text-uppercase text-body-secondary">
        {CART_TEXT.alsoLike}
      </h3>
      <ul className="list-unstyled mb-0" data-testid="also-like">
        {suggestions.map((product) => {
          const needsChoice = product.variants.some((v) => v.size !== '' || v.colour !== '');
          const onSale = product.salePrice !== null && product.salePrice < product.price;
          return (
            <li key={product.id} className="d-flex align-items-center gap-3 py-2">
              <img
                src={mainImageUrl(product)}
                alt=""
                width={48}
                height={48}
                className="rounded flex-shrink-0 object-fit-cover"
                loading="lazy"
              />
              <div className="flex-grow-1 small">
                <p className="mb-0 fw-semibold">{product.name}</p>
                <PriceTag
                  price={product.salePrice ?? product.price}
                  originalPrice={onSale ? product.price : undefined}
                />
              </div>
              {needsChoice ? (
                <Link
                  to={productPath(product.slug)}
                  className="btn btn-outline-primary btn-sm"
                  aria-label={CART_TEXT.chooseOptions(product.name)}
                  onClick={() => dispatch(cartActions.drawerClosed())}
                >
                  {CART_TEXT.choose}
                </Link>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={CART_TEXT.addItem(product.name)}
                  onClick={() =>
                    dispatch(
                      cartActions.lineAdded({
                        id: product.id,
                        name: product.name,
                        image: mainImageUrl(product),
                        price: product.salePrice ?? product.price,
                        description: product.description,
                      }),
                    )
                  }
                >
                  {CART_TEXT.add}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
