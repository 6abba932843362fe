import { useId } from 'react';
import { Link } from 'react-router';
import { SHOP_TEXT } from '@/content/shop/text';
import type { Product } from '@/shared/contract/product';
import { DiscountedPrice } from './DiscountedPrice';
import { type ImagePriority } from '@/shared/ui/imagePriority';
import { ResponsiveImage } from './ResponsiveImage';
import { productPath } from '../model/paths';
import { mainImage, productPrice } from '../model/pricing';
import { CATALOGUE_TEXT } from '../model/text';
import { productSoldOut } from '../model/variants';

/** A product card: picture, name, description, price with the struck list price and the saving. */
export function ProductCard(props: { product: Product; headingLevel?: 2 | 3; imagePriority?: ImagePriority }) {
  const { product, headingLevel = 3, imagePriority = 'above-fold' } = props;
  const Heading = `h${headingLevel}` as const;
  const { current, original, percent } = productPrice(product);
  const nameId = useId(); // the article is named by its heading (unique names in a grid)
  const image = mainImage(product);
  return (
    <article className="card h-100 shadow-sm product-card" aria-labelledby={nameId}>
      {/* The name beside it says what the picture shows. */}
      <ResponsiveImage
        image={image}
        alt=""
        sizes="(min-width: 1200px) 300px, (min-width: 768px) 33vw, 100vw"
        fallbackWidth={400}
        fallbackHeight={400}
        className="card-img-top product-card__image"
        priority={imagePriority}
      />
      <div className="card-body d-flex flex-column">
        <Heading className="h5 card-title" id={nameId}>
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link to={productPath(product.slug)} className="stretched-link text-reset text-decoration-none">
            {product.name}
          </Link>
        </Heading>
        <p className="card-text text-body-secondary small flex-grow-1">{product.description}</p>
        <DiscountedPrice
          original={original ?? current}
          current={current}
          badge={percent > 0 ? SHOP_TEXT.price.save(percent) : undefined}
        />
        {productSoldOut(product) && (
          <p className="small fw-semibold text-danger mb-0 mt-1">{CATALOGUE_TEXT.product.soldOutProduct}</p>
        )}
      </div>
    </article>
  );
}

/** A card's shape while the list loads: the same size, so nothing moves when the products arrive. */
export function ProductCardPlaceholder() {
  return (
    <div className="card h-100 shadow-sm product-card" aria-hidden="true">
      <div className="card-img-top product-card__image product-card__placeholder" />
      <div className="card-body placeholder-glow">
        <p className="h5 placeholder col-8" />
        <p className="placeholder col-12" />
        <p className="placeholder col-5 mb-0" />
      </div>
    </div>
  );
}
