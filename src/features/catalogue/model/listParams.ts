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
}

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    sort: (SORT_CHOICES as readonly (string | null)[]).includes(sort) ? (sort as SortChoice) : 'featured',
    q: (params.get('q') ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address's query for a state: defaults are left out, so `/products` stays `/products`. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.q) params.set('q', state.q);
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
});

export const pageCount = (total: number, limit = PRODUCT_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));
