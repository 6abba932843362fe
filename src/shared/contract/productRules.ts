import type { Product } from './product';

// Two rules of a product's sale that the shop, the order and search engines share; a file without
// the schemas, so a page that only describes a product does not load yup with them.
/** What a product sells at now: its sale price when it has one (the shop, the order and search engines agree). */
export const sellingPrice = (product: Pick<Product, 'price' | 'salePrice'>): number =>
  product.salePrice ?? product.price;

/** Nothing of the product is left: one with variants sells from their stock, one without from its own. */
export const isSoldOut = (product: Pick<Product, 'variants' | 'stockQuantity'>): boolean =>
  product.variants.length > 0
    ? !product.variants.some((variant) => variant.stockQuantity > 0)
    : product.stockQuantity <= 0;
