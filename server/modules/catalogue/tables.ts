import type { Generated, Selectable } from 'kysely';
import type { AdminCategory } from '../../../src/shared/contract/category';
import type { Product } from '../../../src/shared/contract/product';
import type { GstRate } from '../../../src/shared/contract/productTax';

/*
 * Catalogue: categories, products, their size/colour variants and customers' wishlists. A row is
 * its entity's contract (src/shared/contract) with the database's own differences.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

export interface CategoriesTable extends Omit<AdminCategory, 'id' | 'productCount'> {
  id: Generated<number>;
}

/** The columns the API's product has as they are; the lists are JSON and some columns have defaults. */
type ProductColumns = Omit<
  Product,
  | 'id'
  | 'images'
  | 'videos'
  | 'version'
  | 'about'
  | 'steepingInstructions'
  | 'categorySlug'
  | 'variants'
  | 'createdAt'
  | 'updatedAt'
  | 'hsnCode'
  | 'gstRate'
  | 'lowStockThreshold'
>;

/**
 * `stockQuantity` is never negative: a check constraint, and sales take stock with a conditional
 * update. `slug` is unique, derived from the name when not given (migration 0006).
 */
export interface ProductsTable extends ProductColumns {
  id: Generated<number>;
  /** JSON: `[{ imageUrl, width?, height?, sources? }]` (ProductImage). */
  images: string;
  /** JSON: `[{ videoUrl }]`. */
  videos: string;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every admin edit (never by a sale): the form's stale-save check (migration 0004). */
  version: Generated<number>;
  /** The "About Product" text (paragraphs separated by blank lines). */
  about: Generated<string>;
  /** The "Steeping Instructions" (one step a line); empty: the section is not shown. */
  steepingInstructions: Generated<string>;
  /** 4, 6 or 8 digits; '' for products from before the tax fields until staff give it (migration 0014). */
  hsnCode: Generated<string>;
  /** A GST slab (0, 5, 12, 18, 28); 18 for products from before the tax fields. */
  gstRate: Generated<GstRate>;
  /** Without variants: "low" at or below this; default 5, never negative (migration 0026). */
  lowStockThreshold: Generated<number>;
}

/**
 * A size and/or colour of a product with its own stock (migration 0006). `''` means "no size"
 * or "no colour"; one row per (product, size, colour). A product with variants sells from them.
 */
export interface ProductVariantsTable {
  id: Generated<number>;
  productId: number;
  size: Generated<string>;
  colour: Generated<string>;
  /** Never negative: a check constraint, and sales take stock with a conditional update. */
  stockQuantity: number;
  /** "Low" at or below this; default 5, never negative (migration 0026). */
  lowStockThreshold: Generated<number>;
  position: Generated<number>;
}

/** A product on a customer's wishlist; one row per (user, product) (migration 0008). */
export interface WishlistItemsTable {
  userId: number;
  productId: number;
  createdAt: string;
}

export type CategoryRecord = Selectable<CategoriesTable>;

/** A product as the API shows it: the images and videos lists parsed, the flags as booleans. */
export interface ProductRecord extends Product {
  createdAt: string;
  updatedAt: string;
}

export type ProductVariantRecord = ProductRecord['variants'][number];

/** The catalogue module's tables, as the query layer sees them (part of `Database`). */
export interface CatalogueTables {
  categories: CategoriesTable;
  products: ProductsTable;
  productVariants: ProductVariantsTable;
  wishlistItems: WishlistItemsTable;
}
