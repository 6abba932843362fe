export { searchApi, useSearchQuery, type SearchRequest } from './api/searchApi';
export { searchPagePath, searchableQuery } from './model/results';
export { SEARCH_SUGGESTIONS, SEARCH_TEXT } from './model/text';
export { LazySearchCombobox } from './ui/LazySearchCombobox';
export type { SearchComboboxProps } from './ui/SearchCombobox';
export { SearchResults } from './ui/SearchResults';
