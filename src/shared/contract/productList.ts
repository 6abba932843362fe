import * as yup from 'yup';
import { IN_STOCK_VALUES, PRICE_FILTER_MAX, PRICE_FILTER_MESSAGES, RUPEES_PATTERN } from '../config/productFilters';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './fields/slug';

// The product list's query (`GET /api/Product`), shared by the server (validation) and the client
// (what the products page's address may ask for), and the admin table's.

/** Sort keys: the price a customer pays (sale price if any), the name, or when it was added. */
export const PRODUCT_LIST_SORTS = ['price', 'name', 'createdAt'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];
export const PRODUCT_LIST_ORDERS = ['asc', 'desc'] as const;
export type ProductListOrder = (typeof PRODUCT_LIST_ORDERS)[number];

/** A page holds 12 products unless `_limit` says otherwise (at most 60). */
export const PRODUCT_PAGE_SIZE = 12;
export const PRODUCT_MAX_LIMIT = 60;
export const PRODUCT_MAX_PAGE = 10_000;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

export const PRODUCT_LIST_MESSAGES = {
  page: `The page must be a whole number from 1 to ${PRODUCT_MAX_PAGE}.`,
  limit: `The limit must be a whole number from 1 to ${PRODUCT_MAX_LIMIT}.`,
  sort: `Sort by one of: ${PRODUCT_LIST_SORTS.join(', ')}.`,
  order: 'The order must be asc or desc.',
  q: `The search text must be at most ${PRODUCT_SEARCH_MAX_LENGTH} characters.`,
  categoryId: 'The category id must be a whole number from 1.',
  category: 'The category must be a slug: lowercase letters, digits and hyphens.',
  ...PRICE_FILTER_MESSAGES,
} as const;

const M = PRODUCT_LIST_MESSAGES;
const whole = (message: string, max: number) =>
  yup
    .number()
    .transform((value: number, raw: unknown) =>
      typeof raw === 'string' && !/^\d{1,9}$/.test(raw.trim()) ? Number.NaN : value,
    )
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message);

/** Whole rupees from 0 (the price filter's bounds, compared with the price paid). */
const rupees = (message: string) =>
  yup
    .number()
    .transform((value: number, raw: unknown) =>
      typeof raw === 'string' && !RUPEES_PATTERN.test(raw.trim()) ? Number.NaN : value,
    )
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(PRICE_FILTER_MAX, message);

/** `GET /api/Product` query parameters; every one optional. */
export const productListQuerySchema = yup.object({
  _page: whole(M.page, PRODUCT_MAX_PAGE),
  _limit: whole(M.limit, PRODUCT_MAX_LIMIT),
  _sort: yup.string().oneOf(PRODUCT_LIST_SORTS, M.sort),
  _order: yup.string().oneOf(PRODUCT_LIST_ORDERS, M.order),
  q: yup.string().trim().max(PRODUCT_SEARCH_MAX_LENGTH, M.q),
  categoryId: whole(M.categoryId, 999_999_999),
  category: yup
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH, M.category)
    .matches(SLUG_PATTERN, { message: M.category, excludeEmptyString: false }),
  minPrice: rupees(M.minPrice),
  maxPrice: rupees(M.maxPrice).test('not-below-min', M.priceRange, function notBelowMin(value) {
    const min: unknown = this.parent.minPrice;
    return value === undefined || typeof min !== 'number' || !Number.isFinite(min) || value >= min;
  }),
  /** `true`: only what can be bought now (a product with variants: some variant in stock). */
  inStock: yup.string().oneOf(IN_STOCK_VALUES, M.inStock),
});

export type ProductListQuery = yup.InferType<typeof productListQuerySchema>;

/** The query's names without json-server's leading underscore (`_page` -> `page`). */
type Unprefixed<T> = { [K in keyof T as K extends `_${infer Name}` ? Name : K]: T[K] };

/** One page of the shop's list as the client asks for it: the query above, page and limit always given. */
export type ProductListArgs = Unprefixed<
  Required<Pick<ProductListQuery, '_page' | '_limit'>> &
    Pick<ProductListQuery, '_sort' | '_order' | 'q' | 'category' | 'minPrice' | 'maxPrice'>
> & { inStock?: boolean };

/** The admin's table also filters by status and stock, sorts by stock and shows up to 100 a page (the list kit's sizes). */
export const ADMIN_PRODUCT_MAX_LIMIT = 100;
export const ADMIN_PRODUCT_LIST_SORTS = [...PRODUCT_LIST_SORTS, 'stock'] as const;
export const PRODUCT_ACTIVE_FILTERS = ['true', 'false'] as const;
/** The stock is the variants' sum (or the product's own): in: above 0; out: 0; low: some size at or below its threshold (productStock). */
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

export const ADMIN_PRODUCT_LIST_MESSAGES = {
  limit: `The limit must be a whole number from 1 to ${ADMIN_PRODUCT_MAX_LIMIT}.`,
  sort: `Sort by one of: ${ADMIN_PRODUCT_LIST_SORTS.join(', ')}.`,
  active: 'The status filter must be true or false.',
  stock: `The stock filter must be one of: ${PRODUCT_STOCK_FILTERS.join(', ')}.`,
} as const;

/** `GET /api/Product` as an admin asks it: the shop's parameters plus `active` and `stock`. */
export const adminProductListQuerySchema = productListQuerySchema.shape({
  _limit: whole(ADMIN_PRODUCT_LIST_MESSAGES.limit, ADMIN_PRODUCT_MAX_LIMIT),
  _sort: yup.string().oneOf(ADMIN_PRODUCT_LIST_SORTS, ADMIN_PRODUCT_LIST_MESSAGES.sort),
  active: yup.string().oneOf(PRODUCT_ACTIVE_FILTERS, ADMIN_PRODUCT_LIST_MESSAGES.active),
  stock: yup.string().oneOf(PRODUCT_STOCK_FILTERS, ADMIN_PRODUCT_LIST_MESSAGES.stock),
});

export type AdminProductListQuery = yup.InferType<typeof adminProductListQuerySchema>;
