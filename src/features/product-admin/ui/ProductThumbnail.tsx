import type { Product } from '@/shared/contract/product';

const THUMBNAIL_SIZE = 50;

/**
 * The first image as a 50x50 thumbnail (spec: Screens and routes, Business constants). Its alt is empty: the product's name is
 * in the next cell, so a screen reader would only hear it twice.
 */
export function ProductThumbnail({ product }: { product: Pick<Product, 'images'> }) {
  const first = product.images[0];
  if (!first) {
    return (
      <span className="product-thumb product-thumb--empty" style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }}>
        No image
      </span>
    );
  }
  return (
    <img
      src={first.imageUrl}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading="lazy"
      decoding="async"
      className="product-thumb"
    />
  );
}
