import type { Product, ProductImage } from '@/shared/contract/product';
import { sellingPrice } from '@/shared/contract/productRules';
import { discountPercent } from './discountPercent';

/**
 * A product's prices as the shop shows them: what is paid (the sale price when there is one),
 * the struck list price, and the saving by the spec's rule (rounded share of the difference).
 * The bag shows the same figure; the server prices the order from its own record anyway.
 */
export function productPrice(product: Pick<Product, 'price' | 'salePrice'>) {
  const current = sellingPrice(product);
  const original = product.salePrice !== null && product.salePrice < product.price ? product.price : undefined;
  return { current, original, percent: original === undefined ? 0 : discountPercent(original, current) };
}

/** The picture a product shows first. */
/** The product's main photo (with its AVIF/WebP variants when it has them). */
export const mainImage = (product: Pick<Product, 'images' | 'mainImageIndex'>): ProductImage =>
  product.images[product.mainImageIndex] ?? product.images[0] ?? { imageUrl: '' };

export const mainImageUrl = (product: Pick<Product, 'images' | 'mainImageIndex'>) => mainImage(product).imageUrl;
