import type { Scope } from '../../store';
import { lowStockNow } from './productRows';

/** A variant as the admin's editor saves it, in display order. `stockFrom`: the stock the form loaded, when the stock was changed. */
export interface VariantWrite {
  size: string;
  colour: string;
  stockQuantity: number;
  stockFrom?: number;
  /** Absent: the default (a new variant) or kept (an existing one). */
  lowStockThreshold?: number;
}

/** A variant at or below its low-stock threshold, with its product's name (a staff notice names both). */
export interface LowVariant {
  variantId: number;
  productId: number;
  productName: string;
  size: string;
  colour: string;
  stockQuantity: number;
  lowStockThreshold: number;
}

/** A variant whose stock was no longer what the form loaded (sales since): nothing should be kept. */
export interface StaleVariant {
  size: string;
  colour: string;
  from: number;
  now: number;
}

const colourKey = (colour: string) => colour.trim().toLowerCase();
const keyOf = (variant: { size: string; colour: string }) => `${variant.size}|${colourKey(variant.colour)}`;

/**
 * The variants of a product as the admin's editor writes them. Meant to run in the transaction
 * that also bumps the product's version, so the set of variants the form loaded is the set here.
 */
export function productVariantsRepository({ db }: Scope) {
  return {
    /** Of these variants, those whose stock is at or below their threshold now (in id order). */
    atOrBelowThreshold: async (variantIds: readonly number[]): Promise<LowVariant[]> => {
      if (variantIds.length === 0) return [];
      const rows = await db
        .selectFrom('productVariants')
        .innerJoin('products', 'products.id', 'productVariants.productId')
        .select([
          'productVariants.id as variantId',
          'productVariants.productId',
          'products.name as productName',
          'productVariants.size',
          'productVariants.colour',
          'productVariants.stockQuantity',
          'productVariants.lowStockThreshold',
        ])
        .where('productVariants.id', 'in', [...new Set(variantIds)])
        .whereRef('productVariants.stockQuantity', '<=', 'productVariants.lowStockThreshold')
        .orderBy('productVariants.id')
        .execute();
      return rows;
    },

    /** Active products with some variant (or, without variants, their own stock) at or below its threshold. */
    countLowStockProducts: async (): Promise<number> => {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('products.isActive', '=', true)
        .where(lowStockNow)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * Makes the product's variants `variants`: a (size, colour) that stays keeps its id (bags
     * hold variant ids), new ones are added, missing ones removed. A stock is written only when
     * `stockFrom` is given, with one conditional UPDATE (`... AND stock_quantity = stockFrom`),
     * so a sale since the form was loaded is never overwritten; the first variant where that
     * fails is returned (the caller rolls the transaction back).
     */
    replace: async (productId: number, variants: VariantWrite[]): Promise<StaleVariant | null> => {
      const existing = await db
        .selectFrom('productVariants')
        .select(['id', 'size', 'colour', 'stockQuantity'])
        .where('productId', '=', productId)
        .execute();
      const byKey = new Map(existing.map((row) => [keyOf(row), row]));
      const kept = new Set<number>();
      for (const [position, variant] of variants.entries()) {
        const row = byKey.get(keyOf(variant));
        if (!row) {
          await db
            .insertInto('productVariants')
            .values({
              productId,
              size: variant.size,
              colour: variant.colour,
              stockQuantity: variant.stockQuantity,
              ...(variant.lowStockThreshold !== undefined ? { lowStockThreshold: variant.lowStockThreshold } : {}),
              position,
            })
            .execute();
          continue;
        }
        kept.add(row.id);
        let update = db
          .updateTable('productVariants')
          .set({
            colour: variant.colour,
            position,
            ...(variant.lowStockThreshold !== undefined ? { lowStockThreshold: variant.lowStockThreshold } : {}),
            ...(variant.stockFrom !== undefined ? { stockQuantity: variant.stockQuantity } : {}),
          })
          .where('id', '=', row.id);
        if (variant.stockFrom !== undefined) update = update.where('stockQuantity', '=', variant.stockFrom);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) {
          const now = await db
            .selectFrom('productVariants')
            .select('stockQuantity')
            .where('id', '=', row.id)
            .executeTakeFirst();
          return {
            size: row.size,
            colour: row.colour,
            from: variant.stockFrom ?? row.stockQuantity,
            now: now?.stockQuantity ?? 0,
          };
        }
      }
      const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (removed.length > 0) await db.deleteFrom('productVariants').where('id', 'in', removed).execute();
      return null;
    },
  };
}
