import { lazy, Suspense } from 'react';
import type { SearchComboboxProps } from './SearchCombobox';

// The predictive search's code (box, list, its API endpoint) loads the first time a visitor opens
// the search: the form pages' first render stays within the 130 KB script budget.
const SearchCombobox = lazy(() =>
  import(/* webpackChunkName: "search-box" */ './SearchCombobox').then((module) => ({
    default: module.SearchCombobox,
  })),
);

export function LazySearchCombobox(props: SearchComboboxProps) {
  return (
    <Suspense fallback={null}>
      <SearchCombobox {...props} />
    </Suspense>
  );
}
