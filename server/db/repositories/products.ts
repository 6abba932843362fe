import { sql, type Selectable } from 'kysely';
import type { CategoryRecord, ProductRecord, ProductsTable } from '../schema';
import type { Scope } from '../store';

/** A product's writable fields (the admin's form). */
export type ProductFields = Omit<ProductRecord, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

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

function toProduct(row: Selectable<ProductsTable>): ProductRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    salePrice: row.salePrice === null ? null : Number(row.salePrice),
    stockQuantity: row.stockQuantity,
    sku: row.sku,
    categoryId: row.categoryId,
    isActive: Boolean(row.isActive),
    images: JSON.parse(row.images) as ProductRecord['images'],
    videos: JSON.parse(row.videos) as ProductRecord['videos'],
    mainImageIndex: row.mainImageIndex,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const toRow = (fields: ProductFields) => ({ ...fields, images: JSON.stringify(fields.images), videos: JSON.stringify(fields.videos) });

/** The shop's products and their categories. */
export function catalogueRepository({ db }: Scope) {
  return {
    listCategories: (): Promise<CategoryRecord[]> => db.selectFrom('categories').selectAll().orderBy('id').execute(),

    categoryExists: async (id: number) => (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

    listProducts: async (options: { activeOnly: boolean }): Promise<ProductRecord[]> => {
      let query = db.selectFrom('products').selectAll().orderBy('id');
      if (options.activeOnly) query = query.where('isActive', '=', true);
      return (await query.execute()).map(toProduct);
    },

    findProduct: async (id: number): Promise<ProductRecord | undefined> => {
      const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toProduct(row);
    },

    findProductsByIds: async (ids: readonly number[]): Promise<ProductRecord[]> =>
      ids.length === 0 ? [] : (await db.selectFrom('products').selectAll().where('id', 'in', [...ids]).execute()).map(toProduct),

    /** Another product with this SKU (case-insensitive), if any. */
    skuTaken: async (sku: string, exceptId?: number) => {
      if (!sku) return false;
      let query = db.selectFrom('products').select('id').where(sql<string>`lower(sku)`, '=', sku.toLowerCase());
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Throws a unique violation (`products_sku_unique`) when another product has the SKU. */
    insertProduct: async (fields: ProductFields, now: string): Promise<ProductRecord> =>
      toProduct(await db.insertInto('products').values({ ...toRow(fields), createdAt: now, updatedAt: now }).returningAll().executeTakeFirstOrThrow()),

    /**
     * One conditional statement (`... WHERE id = ? AND version = ?`, and `AND stock_quantity = ?`
     * when the edit sets the stock) that bumps the version: of two saves from the same version
     * exactly one is written, on any number of server processes. The stock is written only when
     * the edit changes it, so a sale since the form was loaded is never undone. Throws a unique
     * violation (`products_sku_unique`) when another product has the SKU.
     */
    updateProduct: async (id: number, fields: ProductFields, now: string, base: ProductEditBase): Promise<ProductEditResult> => {
      // The form's stock is written only through `base.stock`.
      const { stockQuantity: _formStock, ...others } = toRow(fields);
      let query = db
        .updateTable('products')
        .set((eb) => ({ ...others, ...(base.stock ? { stockQuantity: base.stock.to } : {}), updatedAt: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', base.version);
      if (base.stock) query = query.where('stockQuantity', '=', base.stock.from);
      const row = await query.returningAll().executeTakeFirst();
      if (row) return { outcome: 'updated', product: toProduct(row) };
      const current = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) return { outcome: 'notFound' };
      return { outcome: current.version !== base.version ? 'versionChanged' : 'stockChanged', current: toProduct(current) };
    },

    deleteProduct: async (id: number): Promise<ProductRecord | undefined> => {
      const row = await db.deleteFrom('products').where('id', '=', id).returningAll().executeTakeFirst();
      return row && toProduct(row);
    },

    /**
     * Takes `quantity` from the stock only if that much is left: one conditional statement, so
     * stock never goes below zero however many orders arrive together. False when there was not enough.
     */
    takeStock: async (id: number, quantity: number): Promise<boolean> => {
      const result = await db
        .updateTable('products')
        .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', quantity) }))
        .where('id', '=', id)
        .where('stockQuantity', '>=', quantity)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Puts stock back (a cancelled order's items). A product deleted since changes nothing. */
    returnStock: async (id: number, quantity: number): Promise<void> => {
      await db
        .updateTable('products')
        .set((eb) => ({ stockQuantity: eb('stockQuantity', '+', quantity) }))
        .where('id', '=', id)
        .execute();
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
      return (await db.selectFrom('orderItems').select('id').where('imageUrl', '=', url).executeTakeFirst()) !== undefined;
    },
  };
}
