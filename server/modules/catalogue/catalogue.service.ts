import {
  PRODUCT_PAGE_SIZE,
  type AdminProductListQuery,
  type ProductListQuery,
} from '../../../src/shared/contract/productList';
import type { AppContext } from '../../context';
import type { ProductRecord } from './tables';

/** A page of the shop's list and how many products match in all (the `X-Total-Count`). */
export interface ProductPage {
  items: ProductRecord[];
  total: number;
}

/** The catalogue as the shop and the product form read it. */
export function catalogueService(ctx: Pick<AppContext, 'store'>) {
  const visible = (product: ProductRecord | undefined, includeInactive: boolean) =>
    product && (product.isActive || includeInactive) ? product : undefined;

  return {
    categories: () => ctx.store.catalogue.listCategories(),

    /** The public sees the shop's active products; an admin manages all of them. */
    products: async (includeInactive: boolean) =>
      (await ctx.store.catalogue.listProducts({ activeOnly: !includeInactive })).items,

    /**
     * The shop's list: filtered by category (id or slug), search text, price paid and stock,
     * sorted, paged when `_page` or `_limit` is given (12 a page by default); without either,
     * every match (the admin's table). Public callers see active products only.
     */
    list: (query: ProductListQuery | AdminProductListQuery, includeInactive: boolean): Promise<ProductPage> => {
      const paged = query._page !== undefined || query._limit !== undefined;
      const limit = query._limit ?? PRODUCT_PAGE_SIZE;
      return ctx.store.catalogue.listProducts({
        activeOnly: !includeInactive,
        categoryId: query.categoryId,
        categorySlug: query.category || undefined,
        q: query.q || undefined,
        searchSku: includeInactive,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        inStock: query.inStock === 'true',
        // Only an admin's query holds these (the shop's schema has no such fields).
        active: includeInactive && 'active' in query && query.active ? query.active === 'true' : undefined,
        stock: includeInactive && 'stock' in query ? query.stock : undefined,
        sort: query._sort,
        order: query._order,
        page: paged ? { limit, offset: ((query._page ?? 1) - 1) * limit } : undefined,
      });
    },

    /** One product; an inactive one only for an admin. */
    product: async (id: number, includeInactive: boolean) =>
      visible(await ctx.store.catalogue.findProduct(id), includeInactive),

    /** One product by its slug (the shop's `/product/:slug`); an inactive one only for an admin. */
    productBySlug: async (slug: string, includeInactive: boolean) =>
      visible(await ctx.store.catalogue.findProductBySlug(slug), includeInactive),
  };
}
