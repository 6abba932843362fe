import { LOW_STOCK_THRESHOLD_DEFAULT, variantLabel } from './productVariants';

export { LOW_STOCK_THRESHOLD_DEFAULT, PRODUCT_STOCK_MESSAGES } from './productVariants';

// A product's true stock: a product sold in sizes/colours sells from its variants, so its stock is
// their sum (its own `stockQuantity` is then unused); one without variants sells from its own.
// Each variant (or the product without variants) has a low-stock threshold: it is "low" when its
// stock is at or below it. Shared by the admin's table and form and the server's filters.

interface StockedVariant {
  size: string;
  colour: string;
  stockQuantity: number;
  lowStockThreshold?: number;
}

interface StockedProduct {
  stockQuantity: number;
  lowStockThreshold?: number;
  variants?: readonly StockedVariant[];
}

/** What the product has to sell: the sum of its variants' stock, or its own stock without variants. */
export function productStockTotal(product: StockedProduct): number {
  const variants = product.variants ?? [];
  if (variants.length === 0) return product.stockQuantity;
  return variants.reduce((sum, variant) => sum + variant.stockQuantity, 0);
}

/** Each variant's stock with its label ("M", "M / beige"), in display order; none without variants. */
export function productStockBreakdown(product: StockedProduct) {
  return (product.variants ?? []).map((variant) => ({
    label: variantLabel(variant.size, variant.colour),
    stock: variant.stockQuantity,
    low: variant.stockQuantity <= (variant.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT),
  }));
}

/** Low: some variant (or the product without variants) is at or below its threshold. */
export function isLowStock(product: StockedProduct): boolean {
  const variants = product.variants ?? [];
  if (variants.length === 0) return product.stockQuantity <= (product.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT);
  return productStockBreakdown(product).some((variant) => variant.low);
}

/** "51 (S 10 · M 20 · L 21)", or "7" without variants: the table's cell and the CSV's. */
export function productStockText(product: StockedProduct): string {
  const total = String(productStockTotal(product));
  const parts = productStockBreakdown(product).map((variant) => `${variant.label} ${variant.stock}`);
  return parts.length === 0 ? total : `${total} (${parts.join(' · ')})`;
}
