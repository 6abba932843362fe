export { searchableQuery } from './model/results';
export { SEARCH_TEXT } from './model/text';
export { LazySearchCombobox } from './ui/LazySearchCombobox';
export { SearchResults } from './ui/SearchResults';
