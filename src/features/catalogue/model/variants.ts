import type { Product } from '@/shared/contract/product';
import { isSoldOut } from '@/shared/contract/productRules';
import type { ProductVariant } from '@/shared/contract/productVariants';
import { PRODUCT_SIZES } from '@/shared/config/shop';

/*
 * A product's choices from its variants: a size picker only when some variant has a size, a
 * colour picker only when some has a colour. A product with variants sells from their stock,
 * one without from its own.
 */

type Variants = Pick<Product, 'variants' | 'stockQuantity'>;

/** Under this many left, the page says "Only N left". */
export const LOW_STOCK = 5;

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
const sizeRank = (size: string) => {
  const rank = (PRODUCT_SIZES as readonly string[]).indexOf(size);
  return rank === -1 ? PRODUCT_SIZES.length : rank;
};

/** The sizes (XS to XXL order) and colours (as the admin ordered them) the product comes in. */
export function productOptions(product: Variants) {
  return {
    sizes: distinct(product.variants.map((v) => v.size)).sort((a, b) => sizeRank(a) - sizeRank(b)),
    colours: distinct(product.variants.map((v) => v.colour)),
  };
}

/** The variant of a size and colour ('' or null: the product has no such option). */
export const findVariant = (
  product: Variants,
  size: string | null,
  colour: string | null,
): ProductVariant | undefined => product.variants.find((v) => v.size === (size ?? '') && v.colour === (colour ?? ''));

const inStock = (variants: ProductVariant[]) => variants.some((v) => v.stockQuantity > 0);

/** A size is sold out in the chosen colour (or in every colour when none is chosen). */
export const sizeSoldOut = (product: Variants, size: string, colour: string | null) =>
  !inStock(product.variants.filter((v) => v.size === size && (colour === null || v.colour === colour)));

/** A colour is sold out in the chosen size (or in every size when none is chosen). */
export const colourSoldOut = (product: Variants, colour: string, size: string | null) =>
  !inStock(product.variants.filter((v) => v.colour === colour && (size === null || v.size === size)));

/** Nothing of the product is left. */
export const productSoldOut = (product: Variants) => isSoldOut(product);

/** The stock that applies now: the chosen variant's, or the product's own; undefined while a choice is missing. */
export function stockNow(product: Variants, variant: ProductVariant | undefined): number | undefined {
  if (product.variants.length === 0) return product.stockQuantity;
  return variant?.stockQuantity;
}

/** The colour chosen first: the first one still in stock (the first one if none is). */
export function initialColour(product: Variants, colours: string[]): string | null {
  if (colours.length === 0) return null;
  return colours.find((colour) => !colourSoldOut(product, colour, null)) ?? colours[0];
}
