import { Link } from 'react-router';
import type { CardProduct } from '@/content/shop/types';
import { SHOP_TEXT } from '@/content/shop/text';
import { discountPercent } from '@/shared/lib/discountPercent';
import { DiscountedPrice } from '@/shared/ui/DiscountedPrice';
import { imageLoading, type ImagePriority } from '@/shared/ui/imagePriority';

/** A product card (spec §3): picture, name, description, struck original and discounted price, percent off. */
export function ProductCard(props: { product: CardProduct; headingLevel?: 2 | 3; imagePriority?: ImagePriority }) {
  const { product, headingLevel = 3, imagePriority = 'above-fold' } = props;
  const Heading = `h${headingLevel}` as const;
  const percent = discountPercent(product.originalPrice, product.discountedPrice);
  return (
    <article className="card h-100 shadow-sm product-card">
      <img src={product.image.src} alt={product.image.alt} width={400} height={400} className="card-img-top product-card__image" {...imageLoading(imagePriority)} />
      <div className="card-body d-flex flex-column">
        <Heading className="h5 card-title">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link to={product.href} className="stretched-link text-reset text-decoration-none">
            {product.name}
          </Link>
        </Heading>
        <p className="card-text text-body-secondary small flex-grow-1">{product.description}</p>
        <DiscountedPrice original={product.originalPrice} current={product.discountedPrice} badge={percent > 0 ? SHOP_TEXT.price.off(percent) : undefined} />
      </div>
    </article>
  );
}
