import { PRODUCT_SIZES } from '@/shared/config/shop';
import { LOW_STOCK_THRESHOLD_DEFAULT, colourKey, type VariantPayload } from '@/shared/contract/productVariants';
import type { Product } from '@/shared/contract/product';

// The variants editor's grid: chosen sizes × colours, a stock per cell. Cells are regenerated
// when a size or colour is added or removed; a cell that stays keeps the stock typed into it.

/** One cell of the grid as the form holds it (a number input: a number, or '' while empty). */
export interface VariantCell {
  size: string;
  colour: string;
  stock: number | string;
  /** Low stock at or below this (5 for a new cell). */
  threshold: number | string;
}

const sameCell = (a: { size: string; colour: string }, b: { size: string; colour: string }) =>
  a.size === b.size && colourKey(a.colour) === colourKey(b.colour);

/** Sizes in the shop's order (XS..XXL), whatever order they were ticked in. */
export const orderedSizes = (sizes: readonly string[]) => PRODUCT_SIZES.filter((size) => sizes.includes(size));

/**
 * The grid for these sizes and colours, row by row (size, then colour): none when neither is
 * chosen (the product keeps its single stock field), one dimension when only one is.
 */
export function regrid(
  sizes: readonly string[],
  colours: readonly string[],
  previous: readonly VariantCell[],
): VariantCell[] {
  if (sizes.length === 0 && colours.length === 0) return [];
  const rows = sizes.length > 0 ? orderedSizes(sizes) : [''];
  const columns = colours.length > 0 ? colours : [''];
  return rows.flatMap((size) =>
    columns.map((colour) => {
      const kept = previous.find((cell) => sameCell(cell, { size, colour }));
      return { size, colour, stock: kept?.stock ?? '', threshold: kept?.threshold ?? LOW_STOCK_THRESHOLD_DEFAULT };
    }),
  );
}

/** A product's variants as the editor's values. */
export function variantsToForm(variants: Product['variants']): {
  sizes: string[];
  colours: string[];
  variants: VariantCell[];
} {
  const sizes = orderedSizes([...new Set(variants.map((variant) => variant.size).filter(Boolean))]);
  const colours: string[] = [];
  for (const { colour } of variants)
    if (colour && !colours.some((known) => colourKey(known) === colourKey(colour))) colours.push(colour);
  const cells = variants.map((variant) => ({
    size: variant.size,
    colour: variant.colour,
    stock: variant.stockQuantity,
    threshold: variant.lowStockThreshold,
  }));
  return { sizes, colours, variants: regrid(sizes, colours, cells) };
}

/**
 * The `Variants` payload: each cell with its stock and, for a variant the product already had,
 * the stock the form loaded (so the server writes only stocks the admin changed, from that value).
 */
export function variantsPayload(cells: readonly VariantCell[], loaded: Product['variants'] = []): VariantPayload[] {
  return cells.map((cell) => {
    const stockQuantity = Math.trunc(Number(cell.stock));
    const before = loaded.find((variant) => sameCell(variant, cell));
    const lowStockThreshold = Math.trunc(Number(cell.threshold));
    const payload = { size: cell.size, colour: cell.colour.trim(), stockQuantity, lowStockThreshold };
    return before ? { ...payload, originalStockQuantity: before.stockQuantity } : payload;
  });
}
