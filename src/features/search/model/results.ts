import type { SearchHit, SearchResults } from '@/shared/contract/search';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '@/shared/config/search';
import { type SEARCH_TEXT } from './text';

export type SearchGroupKey = keyof typeof SEARCH_TEXT.groups;
const SEARCH_GROUPS: SearchGroupKey[] = ['products', 'events', 'posts', 'services'];

/** The query as the server takes it, or null when it is too short or too long to ask. */
export function searchableQuery(raw: string): string | null {
  const q = raw.trim();
  return q.length >= SEARCH_QUERY_MIN && q.length <= SEARCH_QUERY_MAX ? q : null;
}

export const resultCount = (results: SearchResults) => SEARCH_GROUPS.reduce((sum, key) => sum + results[key].length, 0);

/** The results page of a query. */
export const searchPagePath = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/** The non-empty groups with their hits, in the page's order. */
export const groupsOf = (results: SearchResults): Array<{ key: SearchGroupKey; hits: SearchHit[] }> =>
  SEARCH_GROUPS.map((key) => ({ key, hits: results[key] as SearchHit[] })).filter((group) => group.hits.length > 0);
