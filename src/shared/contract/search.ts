import { number, object, string, type InferType } from 'yup';
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
} from '../config/search';
import type { PartialKeys } from './fields/types';
import type { Product } from './product';

/**
 * `GET /api/search?q=&limit=`: q trimmed, 2 to 100 characters; limit a whole number from 1,
 * capped at the maximum (more asks for all there is, not for an error).
 */
export const searchQuerySchema = object({
  q: string()
    .default('')
    .trim()
    .min(SEARCH_QUERY_MIN, SEARCH_MESSAGES.tooShort)
    .max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong),
  limit: number()
    .typeError(SEARCH_MESSAGES.badLimit)
    .integer(SEARCH_MESSAGES.badLimit)
    .min(1, SEARCH_MESSAGES.badLimit)
    .default(SEARCH_LIMIT_DEFAULT)
    .transform((value: number) => (Number.isFinite(value) ? Math.min(value, SEARCH_LIMIT_MAX) : value)),
});

export type SearchQuery = InferType<typeof searchQuerySchema>;

/** The client's request: `limit` may be left out (the default). */
export type SearchRequest = PartialKeys<SearchQuery, 'limit'>;

/** One hit of the site search: its title, the page on this site that shows it, a short excerpt. */
export interface SearchHit {
  title: string;
  url: string;
  excerpt: string;
}

/** A product hit: an active product of the shop, linked to `/product/:slug`. */
export interface ProductSearchHit extends SearchHit, Pick<Product, 'id' | 'name' | 'slug' | 'price' | 'salePrice'> {
  imageUrl: string;
}

/** The answer of `GET /api/search?q=&limit=`: at most `limit` hits per group. */
export interface SearchResults {
  query: string;
  products: ProductSearchHit[];
  events: SearchHit[];
  posts: SearchHit[];
  services: SearchHit[];
}
