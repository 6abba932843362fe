import type { Product } from '@/shared/contract/product';
import { ok, type FakeRoute } from './fakeApi';
import { makeProduct } from './products';

/*
 * Shop products for UI tests, shaped like the seed's (db.json): the spec's sample hamper, an
 * apparel product with sizes and colours (XS sold out, M green nearly), and a product that is
 * not a tea. Plus a fake of the catalogue's two calls.
 */

export const HAMPER = makeProduct({
  id: 102,
  name: 'Darjeeling Tea Hamper',
  slug: 'darjeeling-tea-hamper',
  description: 'First-flush Darjeeling, two cups and a linen wrap in a cane basket.',
  about: 'Spring first-flush leaves.\n\nThe hamper holds 200 g of tea.',
  steepingInstructions: 'Heat water to 90 °C.\nSteep for 3 minutes.',
  price: 1699,
  salePrice: 1444,
  stockQuantity: 500,
  categoryId: 11,
  categorySlug: 'gift-hamper',
  images: ['1', '2', '3', '4'].map((n) => ({ imageUrl: `/uploads/darjeeling-${n}.webp` })),
});

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const TEE = makeProduct({
  id: 208,
  name: 'Workshop Series 2025 T-shirt',
  slug: 'workshop-series-2025-t-shirt',
  description: 'Organic cotton crew T-shirt.',
  about: 'Soft organic cotton.',
  price: 899,
  salePrice: 749,
  stockQuantity: 0,
  categoryId: 15,
  categorySlug: 'workshop-series-2025',
  images: [{ imageUrl: '/uploads/tee.webp' }],
  variants: SIZES.flatMap((size, index) => [
    { id: 3 + index * 2, size, colour: 'beige', stockQuantity: size === 'XS' ? 0 : 6, lowStockThreshold: 5 },
    {
      id: 4 + index * 2,
      size,
      colour: 'green',
      stockQuantity: size === 'XS' ? 0 : size === 'M' ? 2 : 8,
      lowStockThreshold: 5,
    },
  ]),
});

export const ART_PRINT = makeProduct({
  id: 207,
  name: 'Event Art Print',
  slug: 'event-art-print',
  description: 'A limited A3 print.',
  about: 'Giclée print on cotton paper.',
  price: 1999,
  salePrice: 1699,
  stockQuantity: 18,
  categoryId: 10,
  categorySlug: 'art',
  images: [{ imageUrl: '/uploads/art.webp' }],
});

export const SHOP_PRODUCTS: Product[] = [HAMPER, TEE, ART_PRINT];

const paid = (product: Product) => product.salePrice ?? product.price;
/** As the server decides: with variants, some variant in stock; without, the product's own stock. */
const canBuy = (product: Product) =>
  product.variants.length > 0 ? product.variants.some((v) => v.stockQuantity > 0) : product.stockQuantity > 0;

/**
 * `GET /api/Product` (category, price paid, in stock, paging and X-Total-Count) and
 * `GET /api/Product/slug/{slug}` over `products`.
 */
export function catalogueRoutes(products: Product[] = SHOP_PRODUCTS): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {
    'GET /api/Product': ({ query }) => {
      const category = query.get('category');
      const min = query.has('minPrice') ? Number(query.get('minPrice')) : -Infinity;
      const max = query.has('maxPrice') ? Number(query.get('maxPrice')) : Infinity;
      const inStock = query.get('inStock') === 'true';
      const matching = products.filter(
        (product) =>
          (!category || product.categorySlug === category) &&
          paid(product) >= min &&
          paid(product) <= max &&
          (!inStock || canBuy(product)),
      );
      const limit = Number(query.get('_limit') ?? matching.length);
      const page = Number(query.get('_page') ?? 1);
      return {
        ...ok(matching.slice((page - 1) * limit, page * limit)),
        headers: { 'X-Total-Count': String(matching.length) },
      };
    },
  };
  for (const product of products) routes[`GET /api/Product/slug/${product.slug}`] = () => ok(product);
  return routes;
}
