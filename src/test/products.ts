import type { Product } from '@/shared/contract/product';

/** A catalogue product for tests; every field can be overridden. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    description: `Description of product ${id}`,
    price: 1000,
    salePrice: null,
    stockQuantity: 5,
    lowStockThreshold: 5,
    sku: `SKU-${id}`,
    categoryId: 1,
    isActive: true,
    images: [],
    videos: [],
    mainImageIndex: 0,
    version: 1,
    slug: `product-${id}`,
    about: '',
    steepingInstructions: '',
    categorySlug: 'one',
    variants: [],
    hsnCode: '0902',
    gstRate: 5,
    ...overrides,
  };
}
