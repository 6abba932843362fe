import { sql, type SqlBool } from 'kysely';
import type { ProductStockFilter } from '../../../src/shared/contract/productList';
import { slugify, uniqueSlug } from '../../../src/shared/contract/fields/slug';
import type { CategoryRecord, ProductRecord } from './tables';
import type { Scope } from '../../store';
import {
  containsPattern,
  effectivePrice,
  inStockNow,
  lowStockNow,
  productsWithCategory,
  readProduct,
  stockTotal,
  toProducts,
  type ProductQuery,
} from './productRows';

/**
 * A product's writable fields (the admin's form). Without a slug a new product gets one from its
 * name (made unique); an edit without one keeps the slug it has, as without an HSN code or a GST
 * rate (a new product then has no code yet and the general rate). Variants are rows of their own.
 */
export type ProductFields = Omit<
  ProductRecord,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
  | 'slug'
  | 'about'
  | 'steepingInstructions'
  | 'categorySlug'
  | 'variants'
  | 'hsnCode'
  | 'gstRate'
  | 'lowStockThreshold'
> &
  Partial<Pick<ProductRecord, 'slug' | 'about' | 'steepingInstructions' | 'hsnCode' | 'gstRate' | 'lowStockThreshold'>>;

/** How the shop's list is ordered: by the price paid (sale price if any), name or newest first; the admin's also by stock. */
export type ProductSort = 'price' | 'name' | 'createdAt' | 'stock';

export interface ProductListOptions {
  activeOnly: boolean;
  categoryId?: number;
  categorySlug?: string;
  /** Found in the name or description, case-insensitive, as literal text. */
  q?: string;
  /** The search also finds the SKU (the admin's table). */
  searchSku?: boolean;
  /** The admin's status filter (with `activeOnly: false`). */
  active?: boolean;
  /** The stock is the variants' sum (or the product's own): in: above 0; out: 0; low: some variant (or the product without variants) at or below its threshold. */
  stock?: ProductStockFilter;
  /** Bounds of the price paid (sale price if any), inclusive, in rupees. */
  minPrice?: number;
  maxPrice?: number;
  /** Only products that can be bought now (some variant in stock, or the product's own stock). */
  inStock?: boolean;
  sort?: ProductSort;
  order?: 'asc' | 'desc';
  /** A page of the list (the total is counted as well); without it, every match. */
  page?: { limit: number; offset: number };
}

/**
 * What an edit is based on: the version the form loaded and, when the admin changed the stock,
 * the stock the form loaded (`stockFrom`) and the new value. Without `stock` the edit leaves the
 * stock as it is now, whatever was sold since the form was loaded.
 */
export interface ProductEditBase {
  version: number;
  stock?: { from: number; to: number };
}

/** The outcome of a conditional edit: the new product, or why nothing was written (with the product as it is now). */
export type ProductEditResult =
  | { outcome: 'updated'; product: ProductRecord }
  | { outcome: 'notFound' }
  | { outcome: 'versionChanged' | 'stockChanged'; current: ProductRecord };

/** The columns of the writable fields (a whole record may be passed: what is read-only is left out). */
const toRow = (fields: ProductFields) => {
  const {
    id: _id,
    version: _version,
    createdAt: _created,
    updatedAt: _updated,
    categorySlug: _slug,
    variants: _variants,
    ...writable
  } = fields as ProductFields & Partial<ProductRecord>;
  return { ...writable, images: JSON.stringify(fields.images), videos: JSON.stringify(fields.videos) };
};

/** The shop's products and their categories. */
export function catalogueRepository({ db }: Scope) {
  const byId = (id: number) => readProduct(db, (query) => query.where('products.id', '=', id));

  /** A slug no other product has: `base`, else `base-2`, `base-3`... */
  const freeSlug = async (base: string, exceptId?: number) => {
    let query = db
      .selectFrom('products')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    const taken = new Set((await query.execute()).map((row) => row.slug));
    return uniqueSlug(base, (slug) => taken.has(slug));
  };

  return {
    listCategories: (): Promise<CategoryRecord[]> => db.selectFrom('categories').selectAll().orderBy('id').execute(),

    categoryExists: async (id: number) =>
      (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

    /** Products matching the options in the chosen order (ties by id), and how many match in all. */
    listProducts: async (options: ProductListOptions): Promise<{ items: ProductRecord[]; total: number }> => {
      const filtered = <Q extends ProductQuery>(query: Q): Q => {
        let result = query;
        if (options.activeOnly) result = result.where('products.isActive', '=', true) as Q;
        if (options.active !== undefined) result = result.where('products.isActive', '=', options.active) as Q;
        if (options.stock === 'in') result = result.where(stockTotal, '>', 0) as Q;
        if (options.stock === 'low') result = result.where(lowStockNow) as Q;
        if (options.stock === 'out') result = result.where(stockTotal, '<=', 0) as Q;
        if (options.minPrice !== undefined) result = result.where(effectivePrice, '>=', options.minPrice) as Q;
        if (options.maxPrice !== undefined) result = result.where(effectivePrice, '<=', options.maxPrice) as Q;
        if (options.inStock) result = result.where(inStockNow) as Q;
        if (options.categoryId !== undefined)
          result = result.where('products.categoryId', '=', options.categoryId) as Q;
        if (options.categorySlug !== undefined)
          result = result.where('categories.slug', '=', options.categorySlug) as Q;
        if (options.q) {
          const pattern = containsPattern(options.q);
          const fields = [
            sql<SqlBool>`lower(products.name) like ${pattern} escape '\\'`,
            sql<SqlBool>`lower(products.description) like ${pattern} escape '\\'`,
          ];
          if (options.searchSku)
            fields.push(sql<SqlBool>`lower(coalesce(products.sku, '')) like ${pattern} escape '\\'`);
          result = result.where((eb) => eb.or(fields)) as Q;
        }
        return result;
      };
      const direction = options.order ?? 'asc';
      let query = filtered(productsWithCategory(db) as ProductQuery);
      if (options.sort === 'price') query = query.orderBy(effectivePrice, direction);
      else if (options.sort === 'name') query = query.orderBy('products.name', direction);
      else if (options.sort === 'createdAt') query = query.orderBy('products.createdAt', direction);
      else if (options.sort === 'stock') query = query.orderBy(stockTotal, direction);
      query = query.orderBy('products.id', options.sort ? direction : 'asc');
      if (options.page) query = query.limit(options.page.limit).offset(options.page.offset);
      const items = await toProducts(db, await query.execute());
      if (!options.page) return { items, total: items.length };
      const counted = await filtered(productsWithCategory(db) as ProductQuery)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(counted.count) };
    },

    findProduct: byId,

    findProductBySlug: (slug: string) => readProduct(db, (query) => query.where('products.slug', '=', slug)),

    findProductsByIds: async (ids: readonly number[]): Promise<ProductRecord[]> =>
      ids.length === 0
        ? []
        : toProducts(
            db,
            await productsWithCategory(db)
              .where('products.id', 'in', [...ids])
              .execute(),
          ),

    /** Another product with this SKU (case-insensitive), if any. */
    skuTaken: async (sku: string, exceptId?: number) => {
      if (!sku) return false;
      let query = db
        .selectFrom('products')
        .select('id')
        .where(sql<string>`lower(sku)`, '=', sku.toLowerCase());
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Throws a unique violation (`products_sku_unique`) when another product has the SKU. */
    insertProduct: async (fields: ProductFields, now: string): Promise<ProductRecord> => {
      const slug = fields.slug || (await freeSlug(slugify(fields.name)));
      const { id } = await db
        .insertInto('products')
        .values({ ...toRow(fields), slug, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await byId(id))!;
    },

    /**
     * One conditional statement (`... WHERE id = ? AND version = ?`, and `AND stock_quantity = ?`
     * when the edit sets the stock) that bumps the version: of two saves from the same version
     * exactly one is written, on any number of server processes. The stock is written only when
     * the edit changes it, so a sale since the form was loaded is never undone. Throws a unique
     * violation (`products_sku_unique`) when another product has the SKU.
     */
    updateProduct: async (
      id: number,
      fields: ProductFields,
      now: string,
      base: ProductEditBase,
    ): Promise<ProductEditResult> => {
      // The form's stock is written only through `base.stock`.
      const { stockQuantity: _formStock, ...others } = toRow(fields);
      let query = db
        .updateTable('products')
        .set((eb) => ({
          ...others,
          ...(base.stock ? { stockQuantity: base.stock.to } : {}),
          updatedAt: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', base.version);
      if (base.stock) query = query.where('stockQuantity', '=', base.stock.from);
      const row = await query.returning('id').executeTakeFirst();
      if (row) return { outcome: 'updated', product: (await byId(id))! };
      const current = await byId(id);
      if (!current) return { outcome: 'notFound' };
      return { outcome: current.version !== base.version ? 'versionChanged' : 'stockChanged', current };
    },

    deleteProduct: async (id: number): Promise<ProductRecord | undefined> => {
      const product = await byId(id);
      if (!product) return undefined;
      const row = await db.deleteFrom('products').where('id', '=', id).returning('id').executeTakeFirst();
      return row && product;
    },

    /**
     * Takes `quantity` from the stock only if that much is left: of the variant when one is given
     * (it must belong to the product), else of the product. One conditional statement, so stock
     * never goes below zero however many orders arrive together. False when there was not enough
     * (or no such variant).
     */
    takeStock: async (productId: number, variantId: number | null, quantity: number): Promise<boolean> => {
      const result =
        variantId === null
          ? await db
              .updateTable('products')
              .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', quantity) }))
              .where('id', '=', productId)
              .where('stockQuantity', '>=', quantity)
              .executeTakeFirst()
          : await db
              .updateTable('productVariants')
              .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', quantity) }))
              .where('id', '=', variantId)
              .where('productId', '=', productId)
              .where('stockQuantity', '>=', quantity)
              .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The stock now left of a product, or of one of its size/colour variants (0 when gone). */
    stockLeft: async (
      productId: number,
      variantId: number | null,
    ): Promise<{ left: number; lowStockThreshold: number }> => {
      const row =
        variantId === null
          ? await db
              .selectFrom('products')
              .select(['stockQuantity', 'lowStockThreshold'])
              .where('id', '=', productId)
              .executeTakeFirst()
          : await db
              .selectFrom('productVariants')
              .select(['stockQuantity', 'lowStockThreshold'])
              .where('id', '=', variantId)
              .where('productId', '=', productId)
              .executeTakeFirst();
      return { left: row?.stockQuantity ?? 0, lowStockThreshold: row?.lowStockThreshold ?? 0 };
    },

    /** Puts stock back (a cancelled order's items). A product or variant deleted since changes nothing. */
    returnStock: async (productId: number, variantId: number | null, quantity: number): Promise<void> => {
      await (
        variantId === null
          ? db
              .updateTable('products')
              .set((eb) => ({ stockQuantity: eb('stockQuantity', '+', quantity) }))
              .where('id', '=', productId)
          : db
              .updateTable('productVariants')
              .set((eb) => ({ stockQuantity: eb('stockQuantity', '+', quantity) }))
              .where('id', '=', variantId)
              .where('productId', '=', productId)
      ).execute();
    },

    /**
     * Whether any product still points at this file (two records may share a seed image), or any
     * order item: an order shows the image it was placed with for as long as it is kept.
     */
    isMediaUsed: async (url: string) => {
      const pattern = `%${JSON.stringify(url).slice(1, -1)}%`;
      const row = await db
        .selectFrom('products')
        .select('id')
        .where((eb) => eb.or([eb('images', 'like', pattern), eb('videos', 'like', pattern)]))
        .executeTakeFirst();
      if (row) return true;
      return (
        (await db.selectFrom('orderItems').select('id').where('imageUrl', '=', url).executeTakeFirst()) !== undefined
      );
    },
  };
}
