import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { ProductRecord, ProductsTable, ProductVariantRecord } from './tables';

/*
 * Reading products: the row with its category's slug, then the variants of all the rows read in
 * one more query (never one query per product).
 */

type ProductRow = Selectable<ProductsTable> & { categorySlug: string | null };

/** `products` with its category's slug (a product may point at a category deleted since: ''). */
export const productsWithCategory = (db: Kysely<Database>) =>
  db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.categoryId')
    .selectAll('products')
    .select('categories.slug as categorySlug');

export type ProductQuery = SelectQueryBuilder<Database, 'products' | 'categories', ProductRow>;

async function variantsOf(db: Kysely<Database>, productIds: number[]): Promise<Map<number, ProductVariantRecord[]>> {
  const byProduct = new Map<number, ProductVariantRecord[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('productVariants')
    .select(['id', 'productId', 'size', 'colour', 'stockQuantity', 'lowStockThreshold'])
    .where('productId', 'in', productIds)
    .orderBy('productId')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const { productId, ...variant } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(variant);
    byProduct.set(productId, list);
  }
  return byProduct;
}

function toProduct(row: ProductRow, variants: ProductVariantRecord[]): ProductRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    about: row.about,
    steepingInstructions: row.steepingInstructions,
    price: Number(row.price),
    salePrice: row.salePrice === null ? null : Number(row.salePrice),
    stockQuantity: row.stockQuantity,
    lowStockThreshold: row.lowStockThreshold,
    sku: row.sku,
    categoryId: row.categoryId,
    categorySlug: row.categorySlug ?? '',
    isActive: Boolean(row.isActive),
    images: JSON.parse(row.images) as ProductRecord['images'],
    videos: JSON.parse(row.videos) as ProductRecord['videos'],
    mainImageIndex: row.mainImageIndex,
    variants,
    hsnCode: row.hsnCode,
    gstRate: Number(row.gstRate) as ProductRecord['gstRate'],
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The products of these rows, in the rows' order, with their variants. */
export async function toProducts(db: Kysely<Database>, rows: ProductRow[]): Promise<ProductRecord[]> {
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, variants.get(row.id) ?? []));
}

/** One product (by a condition on `products`), with its category slug and variants. */
export async function readProduct(
  db: Kysely<Database>,
  where: (query: ProductQuery) => ProductQuery,
): Promise<ProductRecord | undefined> {
  const row = await where(productsWithCategory(db) as ProductQuery).executeTakeFirst();
  return row ? (await toProducts(db, [row]))[0] : undefined;
}

/** `%text%` for LIKE with `\` as the escape character: `%`, `_` and `\` in the text match themselves. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The price a customer pays, as SQL: the sale price when there is one. */
export const effectivePrice = sql<number>`coalesce(products.sale_price, products.price)`;

/**
 * Something of the product can be bought now, as SQL: a product with variants sells from them (some
 * variant has stock), one without from its own stock (as the product page's "Sold out" decides).
 */
export const inStockNow = sql<SqlBool>`(
  exists (select 1 from product_variants pv where pv.product_id = products.id and pv.stock_quantity > 0)
  or (products.stock_quantity > 0
    and not exists (select 1 from product_variants pv where pv.product_id = products.id))
)`;

/** What the product has to sell, as SQL: its variants' stock summed, or its own stock without variants. */
export const stockTotal = sql<number>`coalesce(
  (select sum(pv.stock_quantity) from product_variants pv where pv.product_id = products.id),
  products.stock_quantity
)`;

/**
 * Low stock, as SQL: some variant is at or below its threshold, or (without variants) the
 * product's own stock is at or below the product's threshold.
 */
export const lowStockNow = sql<SqlBool>`(
  exists (select 1 from product_variants pv
    where pv.product_id = products.id and pv.stock_quantity <= pv.low_stock_threshold)
  or (products.stock_quantity <= products.low_stock_threshold
    and not exists (select 1 from product_variants pv where pv.product_id = products.id))
)`;
