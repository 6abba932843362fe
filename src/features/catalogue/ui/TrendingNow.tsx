import { useId } from 'react';
import { Link } from 'react-router';
import { SHOP_TEXT } from '@/content/shop/text';
import { useAddToBag } from '@/features/cart';
import type { Product } from '@/shared/contract/product';
import { DiscountedPrice } from './DiscountedPrice';
import { useListProductsQuery } from '../api/catalogueApi';
import { productPath } from '../model/paths';
import { ResponsiveImage } from './ResponsiveImage';
import { mainImage, mainImageUrl, productPrice } from '../model/pricing';
import { productSoldOut } from '../model/variants';

const SHOWN = 4;

/** Other active products for the Trending Now grid: the same category first, then the newest. */
export function trendingFor(
  product: Pick<Product, 'id'>,
  sameCategory: readonly Product[],
  others: readonly Product[],
): Product[] {
  const seen = new Set([product.id]);
  const picked: Product[] = [];
  for (const candidate of [...sameCategory, ...others]) {
    if (picked.length === SHOWN) break;
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    picked.push(candidate);
  }
  return picked;
}

function TrendingCard({ product }: { product: Product }) {
  const addToBag = useAddToBag();
  const { current, original, percent } = productPrice(product);
  const nameId = useId(); // the article is named by its heading (unique names in a grid)
  // A product with sizes or colours is chosen on its own page; the others go straight into the bag.
  const direct = product.variants.length === 0 && !productSoldOut(product);
  return (
    <article className="card h-100" aria-labelledby={nameId}>
      <ResponsiveImage
        image={mainImage(product)}
        alt=""
        sizes="(min-width: 992px) 25vw, 50vw"
        fallbackWidth={300}
        fallbackHeight={300}
        className="card-img-top h-auto"
      />
      <div className="card-body d-flex flex-column gap-2">
        <h3 className="h6 card-title mb-0" id={nameId}>
          <Link to={productPath(product.slug)} className="text-reset">
            {product.name}
          </Link>
        </h3>
        <DiscountedPrice
          className="small flex-grow-1"
          original={original ?? current}
          current={current}
          badge={percent > 0 ? SHOP_TEXT.price.save(percent) : undefined}
        />
        {direct && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-label={`${SHOP_TEXT.detail.addToBag}: ${product.name}`}
            onClick={() =>
              addToBag({
                id: product.id,
                name: product.name,
                image: mainImageUrl(product),
                price: current,
                description: product.description,
              })
            }
          >
            {SHOP_TEXT.detail.addToBag}
          </button>
        )}
      </div>
    </article>
  );
}

/** The Trending Now grid under the product (spec: Screens and routes), from the catalogue. */
export function TrendingNow({ product }: { product: Pick<Product, 'id' | 'categorySlug'> }) {
  const same = useListProductsQuery({
    page: 1,
    limit: SHOWN + 1,
    category: product.categorySlug || undefined,
    sort: 'createdAt',
    order: 'desc',
  });
  const all = useListProductsQuery({ page: 1, limit: SHOWN * 2 + 1, sort: 'createdAt', order: 'desc' });
  const items = trendingFor(product, same.data?.items ?? [], all.data?.items ?? []);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="trending-now" className="mt-5">
      <h2 id="trending-now" className="h3 mb-3">
        {SHOP_TEXT.trendingNow}
      </h2>
      <ul className="row row-cols-2 row-cols-lg-4 g-3 list-unstyled">
        {items.map((item) => (
          <li key={item.id} className="col">
            <TrendingCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
