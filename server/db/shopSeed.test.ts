import fs from 'node:fs';
import path from 'node:path';
import { HAMPER_LIST_PRICE, PRODUCT_CARDS, PRODUCT_DETAILS, SHOP_ITEMS } from '../../src/content/shop/catalogue';
import { PRODUCT_PAGE_PRICE } from '../../src/content/shop/prices';
import { unitPrice, type PricingProduct } from '../services/orderPricing';
import { SEED_UPLOADS_DIR } from '../uploads';

// The shop pages show fixed content; the server prices orders from the products collection.
// These checks keep the two in step, so the bag never shows one price and the order another.

const seed = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'db.json'), 'utf8')) as { products: Array<PricingProduct & { description: string }> };
const record = (id: number) => {
  const found = seed.products.find((product) => product.id === id);
  if (!found) throw new Error(`product ${id} is missing from the seed`);
  return found;
};

describe('the shop items in the seed products collection', () => {
  it.each(Object.values(PRODUCT_DETAILS).map((detail) => [detail.path, detail] as const))('%s is priced at the bag price of 1444', (_path, detail) => {
    const product = record(detail.productId);
    expect(product).toMatchObject({ name: detail.name, description: detail.description, isActive: true, price: HAMPER_LIST_PRICE });
    expect(unitPrice(product)).toBe(PRODUCT_PAGE_PRICE.bagPrice);
    expect(product.images[product.mainImageIndex].imageUrl).toBe(detail.bagImage);
  });

  it.each(SHOP_ITEMS.map((item) => [item.name, item] as const))('%s has the price the page shows', (_name, item) => {
    const product = record(item.productId);
    expect(product).toMatchObject({ name: item.name, description: item.description, isActive: true, price: item.originalPrice, salePrice: item.price });
    expect(product.images[product.mainImageIndex].imageUrl).toBe(item.bagImage);
  });

  it('every product card shows the list price and the price the bag charges', () => {
    for (const card of PRODUCT_CARDS) {
      expect([card.originalPrice, card.discountedPrice]).toEqual([HAMPER_LIST_PRICE, PRODUCT_PAGE_PRICE.bagPrice]);
    }
  });

  it('every shop image the records point at is a small raster in the seed uploads', () => {
    const files = [...Object.values(PRODUCT_DETAILS).map((d) => d.bagImage), ...SHOP_ITEMS.map((i) => i.bagImage)].map((url) => url.replace('/uploads/', ''));
    for (const file of files) {
      const full = path.join(SEED_UPLOADS_DIR, file);
      expect(fs.existsSync(full)).toBe(true);
      expect(file).toMatch(/\.webp$/);
      expect(fs.statSync(full).size).toBeLessThan(50 * 1024);
    }
  });
});
