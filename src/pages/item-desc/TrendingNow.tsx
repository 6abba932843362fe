import { TRENDING_NOW } from '@/content/shop/catalogue';
import { SHOP_TEXT } from '@/content/shop/text';
import { AddToBagButton } from '@/features/cart';
import { discountPercent } from '@/shared/lib/discountPercent';
import { DiscountedPrice } from '@/shared/ui/DiscountedPrice';

/** The Trending Now grid under the product (spec §2); each item goes straight into the bag. */
export function TrendingNow() {
  return (
    <section aria-labelledby="trending-now" className="mt-5">
      <h2 id="trending-now" className="h3 mb-3">
        {SHOP_TEXT.trendingNow}
      </h2>
      <ul className="row row-cols-2 row-cols-lg-4 g-3 list-unstyled">
        {TRENDING_NOW.map((item) => {
          const percent = discountPercent(item.originalPrice, item.price);
          return (
            <li key={item.productId} className="col">
              <article className="card h-100">
                <img src={item.image.src} alt={item.image.alt} width={300} height={300} loading="lazy" className="card-img-top h-auto" />
                <div className="card-body d-flex flex-column gap-2">
                  <h3 className="h6 card-title mb-0">{item.name}</h3>
                  <DiscountedPrice className="small flex-grow-1" original={item.originalPrice} current={item.price} badge={SHOP_TEXT.price.off(percent)} />
                  <AddToBagButton item={item} label={SHOP_TEXT.detail.addToBag} className="btn btn-outline-primary btn-sm" />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
