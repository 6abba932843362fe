import type { Product } from './types';

// The product list's search, sort and page, kept in the URL query (?q=&sort=&dir=&page=) so a
// view can be bookmarked, shared and restored with the back button.

export const PRODUCT_SORT_KEYS = ['name', 'price', 'stock', 'status'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ProductListQuery {
  q: string;
  /** null: newest first. */
  sort: ProductSortKey | null;
  dir: SortDirection;
  page: number;
}

export const PRODUCTS_PER_PAGE = 10;

export function readListQuery(params: URLSearchParams): ProductListQuery {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    sort: (PRODUCT_SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as ProductSortKey) : null,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query as URL parameters, leaving out defaults so URLs stay short. */
export function writeListQuery(query: ProductListQuery, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
  set('q', query.q.trim() || null);
  set('sort', query.sort);
  set('dir', query.sort && query.dir === 'desc' ? 'desc' : null);
  set('page', query.page > 1 ? String(query.page) : null);
  return params;
}

/** Clicking a column header: first ascending, then descending. */
export function toggleSort(query: ProductListQuery, key: ProductSortKey): ProductListQuery {
  const dir: SortDirection = query.sort === key && query.dir === 'asc' ? 'desc' : 'asc';
  return { ...query, sort: key, dir, page: 1 };
}

/** The price a customer pays: the sale price when there is one. */
export const effectivePrice = (product: Product) => product.salePrice ?? product.price;

const compareBy: Record<ProductSortKey, (a: Product, b: Product) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }),
  price: (a, b) => effectivePrice(a) - effectivePrice(b),
  stock: (a, b) => a.stockQuantity - b.stockQuantity,
  status: (a, b) => Number(b.isActive) - Number(a.isActive),
};

export interface ProductListPage {
  rows: Product[];
  /** Products matching the search. */
  total: number;
  page: number;
  pageCount: number;
}

/** Filters by name or SKU, sorts (ties: newest first), and cuts out the requested page (clamped). */
export function applyListQuery(products: Product[], query: ProductListQuery, perPage = PRODUCTS_PER_PAGE): ProductListPage {
  const needle = query.q.trim().toLowerCase();
  const matching = needle
    ? products.filter((p) => p.name.toLowerCase().includes(needle) || (p.sku ?? '').toLowerCase().includes(needle))
    : products;
  const newestFirst = (a: Product, b: Product) => b.id - a.id;
  const sign = query.dir === 'desc' ? -1 : 1;
  const sorted = [...matching].sort((a, b) => (query.sort ? sign * compareBy[query.sort](a, b) : 0) || newestFirst(a, b));
  const pageCount = Math.max(1, Math.ceil(sorted.length / perPage));
  const page = Math.min(query.page, pageCount);
  return { rows: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length, page, pageCount };
}
