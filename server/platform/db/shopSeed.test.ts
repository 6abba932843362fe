import fs from 'node:fs';
import path from 'node:path';
import { SHOP_ITEMS } from '../../../src/content/shop/shopItems';
import { COLLABORATION_FILTERS, PRODUCT_FILTERS } from '../../../src/content/shop/filters';
import { ITEM_DESC_SLUGS, PRODUCT_SIZES } from '../../../src/shared/config/shop';
import { SLUG_PATTERN } from '../../../src/shared/contract/fields/slug';
import { unitPrice, type PricingProduct } from '../../modules/orders/orderPricing';
import { SEED_UPLOADS_DIR } from '../site/uploads';
import { readSeed } from '../../test/seed';

// The seed catalogue (db.json) is what the shop shows on a new install: these checks keep it
// in step with the spec's samples, the filter links and the bag's fixed You may also like list.

type SeedProduct = PricingProduct & {
  slug: string;
  description: string;
  about: string;
  steepingInstructions: string;
  categoryId: number;
  variants: Array<{ id: number; size: string; colour: string; stockQuantity: number }>;
};
const seed = readSeed<{
  products: SeedProduct[];
  categories: Array<{ id: number; name: string; slug: string }>;
}>();
const bySlug = (slug: string) => {
  const found = seed.products.find((product) => product.slug === slug);
  if (!found) throw new Error(`product ${slug} is missing from the seed`);
  return found;
};
const categoryOf = (product: SeedProduct) =>
  seed.categories.find((category) => category.id === product.categoryId)?.slug;
/** The spec's rule (public-site.md, Business constants): the rounded share of (original - discounted) over original. */
const savePercent = (product: SeedProduct) => Math.round(((product.price - unitPrice(product)) / product.price) * 100);

describe('the seed catalogue', () => {
  it.each(Object.entries(ITEM_DESC_SLUGS))(
    '%s shows a tea hamper at 1,699 struck against 1,444, "Save 15%", without sizes',
    (_path, slug) => {
      const product = bySlug(slug);
      expect([product.isActive, product.price, unitPrice(product), savePercent(product)]).toEqual([
        true,
        1699,
        1444,
        15,
      ]);
      expect(categoryOf(product)).toBe('gift-hamper');
      expect(product.variants.filter((variant) => variant.size !== '')).toEqual([]);
      expect(product.images.length).toBe(4);
      expect(product.steepingInstructions.split('\n').length).toBeGreaterThanOrEqual(3);
    },
  );

  it('has a category for every filter link of the products page, with the link text as its name', () => {
    for (const filter of [...PRODUCT_FILTERS, ...COLLABORATION_FILTERS]) {
      expect(seed.categories.find((category) => category.slug === filter.slug)?.name).toBe(filter.label);
    }
  });

  it('gives every product a unique URL-safe slug and an About text; only teas have steeping instructions', () => {
    const slugs = seed.products.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const product of seed.products) {
      expect(product.slug).toMatch(SLUG_PATTERN);
      expect(product.about.length).toBeGreaterThan(20);
    }
    const withSteeping = seed.products
      .filter((product) => product.steepingInstructions !== '')
      .map((product) => product.slug);
    expect(withSteeping.sort()).toEqual([...Object.values(ITEM_DESC_SLUGS), 'darjeeling-second-flush-tea'].sort());
  });

  it('sells one product in sizes XS to XXL and beige or green, one size sold out in both', () => {
    const tee = bySlug('workshop-series-2025-t-shirt');
    expect(categoryOf(tee)).toBe('workshop-series-2025');
    expect([...new Set(tee.variants.map((variant) => variant.size))]).toEqual([...PRODUCT_SIZES]);
    expect([...new Set(tee.variants.map((variant) => variant.colour))]).toEqual(['beige', 'green']);
    const soldOut = PRODUCT_SIZES.filter((size) =>
      tee.variants.filter((variant) => variant.size === size).every((variant) => variant.stockQuantity === 0),
    );
    expect(soldOut).toEqual(['XS']);
    expect(seed.products.flatMap((product) => product.variants.map((variant) => variant.id)).length).toBe(
      new Set(seed.products.flatMap((p) => p.variants.map((v) => v.id))).size,
    );
  });

  it('has the Event Art Print the home page names, in the art category', () => {
    const print = bySlug('event-art-print');
    expect([print.name, print.isActive, categoryOf(print)]).toEqual(['Event Art Print', true, 'art']);
  });

  it.each(SHOP_ITEMS.map((item) => [item.name, item] as const))(
    '%s (You may also like) has the price the bag shows',
    (_name, item) => {
      const product = seed.products.find((candidate) => candidate.id === item.productId)!;
      expect(product).toMatchObject({
        name: item.name,
        description: item.description,
        isActive: true,
        price: item.originalPrice,
        salePrice: item.price,
      });
      expect(product.images[product.mainImageIndex].imageUrl).toBe(item.bagImage);
    },
  );

  it('points every product picture at a small raster in the seed uploads', () => {
    for (const product of seed.products) {
      for (const { imageUrl } of product.images) {
        const full = path.join(SEED_UPLOADS_DIR, imageUrl.replace('/uploads/', ''));
        expect([imageUrl, fs.existsSync(full)]).toEqual([imageUrl, true]);
        expect(imageUrl).toMatch(/\.webp$/);
        expect(fs.statSync(full).size).toBeLessThan(50 * 1024);
      }
    }
  });
});
