import type { Cell } from '@/shared/lib/tableExport';
import { PRODUCT_TABLE_TEXT as T, PRODUCT_TEXT } from './text';
import type { Product } from '@/shared/contract/product';
import { productStockBreakdown, productStockTotal } from '@/shared/contract/productStock';

/** Category names by id (the table and the CSV show the name). */
export type CategoryNames = Record<number, string>;

/** Status as the table writes it. */
export const productStatus = (product: Pick<Product, 'isActive'>) =>
  product.isActive ? PRODUCT_TEXT.active : PRODUCT_TEXT.inactive;

/**
 * The table's text columns as the CSV holds them, in the table's order (the image is left out:
 * a file has no use for it). Prices are plain rupee amounts so a spreadsheet can sum them.
 */
const CSV_COLUMNS: ReadonlyArray<{ header: string; text: (product: Product, categories: CategoryNames) => Cell }> = [
  { header: T.columns.name, text: (p) => p.name },
  { header: T.columns.sku, text: (p) => p.sku ?? '' },
  { header: T.columns.category, text: (p, categories) => categories[p.categoryId] ?? '' },
  { header: T.columns.price, text: (p) => p.price },
  { header: T.columns.salePrice, text: (p) => p.salePrice ?? '' },
  { header: T.columns.stock, text: productStockTotal },
  {
    header: T.columns.stockByVariant,
    text: (p) =>
      productStockBreakdown(p)
        .map((variant) => `${variant.label} ${variant.stock}`)
        .join(' · '),
  },
  { header: T.columns.status, text: productStatus },
];

/** The header row and one row per product, for `toCsv`. */
export const productCsvRows = (products: Product[], categories: CategoryNames): Cell[][] => [
  CSV_COLUMNS.map((column) => column.header),
  ...products.map((product) => CSV_COLUMNS.map((column) => column.text(product, categories))),
];
