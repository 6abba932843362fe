import { parseRupees } from '@/shared/config/productFilters';
import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_SEARCH_MAX_LENGTH,
  type ProductListArgs,
  type ProductListOrder,
  type ProductListSort,
} from '@/shared/contract/productList';

/** The products page's sort choices as they read in the address (`?sort=price-asc`). */
export const SORT_CHOICES = ['featured', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'newest'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

const SORTS: Record<SortChoice, { sort?: ProductListSort; order?: ProductListOrder }> = {
  featured: {},
  'price-asc': { sort: 'price', order: 'asc' },
  'price-desc': { sort: 'price', order: 'desc' },
  'name-asc': { sort: 'name', order: 'asc' },
  'name-desc': { sort: 'name', order: 'desc' },
  newest: { sort: 'createdAt', order: 'desc' },
};

/** What the products page shows, read from its address; anything malformed falls back to the default. */
export interface ListState {
  sort: SortChoice;
  q: string;
  page: number;
  /** Bounds of the price paid, whole rupees (`?minPrice=500&maxPrice=2000`). */
  minPrice?: number;
  maxPrice?: number;
  /** Only what can be bought now (`?inStock=true`). */
  inStock?: boolean;
}

/** The price bounds of the address; a malformed one, or a range upside down, is no bound. */
function readPriceRange(params: URLSearchParams): Pick<ListState, 'minPrice' | 'maxPrice'> {
  const read = (name: string) => {
    const value = parseRupees(params.get(name) ?? '');
    return value === undefined || Number.isNaN(value) ? undefined : value;
  };
  const minPrice = read('minPrice');
  const maxPrice = read('maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) return {};
  return { ...(minPrice !== undefined ? { minPrice } : {}), ...(maxPrice !== undefined ? { maxPrice } : {}) };
}

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    sort: (SORT_CHOICES as readonly (string | null)[]).includes(sort) ? (sort as SortChoice) : 'featured',
    q: (params.get('q') ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    ...readPriceRange(params),
    ...(params.get('inStock') === 'true' ? { inStock: true } : {}),
  };
}

/** The list is narrowed by something the visitor chose (for "Clear filters"). */
export const isFiltered = (state: ListState) =>
  Boolean(state.q || state.sort !== 'featured' || state.minPrice !== undefined || state.maxPrice !== undefined) ||
  state.inStock === true;

/** The address's query for a state: defaults are left out, so `/products` stays `/products`. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.q) params.set('q', state.q);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.inStock) params.set('inStock', 'true');
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const listArgs = (state: ListState, category: string | undefined): ProductListArgs => ({
  page: state.page,
  limit: PRODUCT_PAGE_SIZE,
  ...SORTS[state.sort],
  ...(state.q ? { q: state.q } : {}),
  ...(category ? { category } : {}),
  ...(state.minPrice !== undefined ? { minPrice: state.minPrice } : {}),
  ...(state.maxPrice !== undefined ? { maxPrice: state.maxPrice } : {}),
  ...(state.inStock ? { inStock: true } : {}),
});

export const pageCount = (total: number, limit = PRODUCT_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));
