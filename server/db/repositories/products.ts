import type { Product } from '../../../src/shared/api/types';
import type { ProductPayloadInput } from '../../../src/shared/validation/product';
import type { Database } from '../database';

/** A stored product: the spec's Product plus when it was created and last changed. */
export interface ProductRecord extends Product {
  createdAt: string;
  updatedAt: string;
}

declare module '../schema' {
  interface DbSchema {
    products: ProductRecord[];
  }
}

export const findProduct = (db: Database, id: number) => db.all('products').find((product) => product.id === id);

/** The product's fields from a validated payload (files are handled by the caller). */
export function productFields(input: ProductPayloadInput) {
  return {
    name: input.Name,
    description: input.Description,
    price: input.Price,
    salePrice: input.SalePrice ?? null,
    stockQuantity: input.StockQuantity,
    sku: input.SKU,
    categoryId: input.CategoryId,
    isActive: input.IsActive,
    mainImageIndex: input.MainImageIndex,
  };
}

/** Every file URL of a product. */
export const mediaUrlsOf = (product: Pick<Product, 'images' | 'videos'>) => [
  ...product.images.map((image) => image.imageUrl),
  ...product.videos.map((video) => video.videoUrl),
];
