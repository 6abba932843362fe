import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  listQueryArgs,
  readListState,
  URL_KEYS,
  type ListDefaults,
  type ListState,
  type SortOrder,
} from './listParams';

const storageKeyOf = (key: string) => `list-params:${key}`;

function savedSearch(key: string): string | null {
  try {
    return sessionStorage.getItem(storageKeyOf(key));
  } catch {
    return null; // storage blocked: the URL alone keeps the state
  }
}

export interface ListParamsApi<F extends string> extends ListState<F> {
  /** The query for the server's list route (`_page`, `_limit`, `_sort`, `_order`, `q`, filters). */
  queryArgs: Record<string, string | number>;
  setPage(page: number): void;
  setLimit(limit: number): void;
  /** Sorts by a column; the same column again flips the order. */
  toggleSort(column: string): void;
  setSort(column: string, order: SortOrder): void;
  setQ(q: string): void;
  setFilter(name: F, value: string): void;
  /** The URL of a page of this list (links keep the rest of the state). */
  hrefFor(page: number): string;
  /** The list's URL as it is now: an item view links back to it. */
  listHref: string;
}

/**
 * List state (search, filters, sort, page, page size) kept in the URL's search params, so a
 * reload, a bookmark or the Back button shows the same list. The last state of each list is also
 * kept for the browser tab (sessionStorage under `key`): opening the list again from the menu
 * restores it, as react-admin does.
 */
export function useListParams<F extends string = never>(key: string, defaults: ListDefaults<F>): ListParamsApi<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const current = searchParams.toString();
  // A bare URL (the menu link) shows the saved state at once, then the URL is brought in line.
  const restored = current === '' ? savedSearch(key) : null;
  const effective = useMemo(() => new URLSearchParams(restored ?? current), [restored, current]);
  const defaultsKey = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults compared by value
  const state = useMemo(() => readListState(effective, defaults), [effective, defaultsKey]);

  useEffect(() => {
    if (restored) setSearchParams(new URLSearchParams(restored), { replace: true });
  }, [restored, setSearchParams]);
  useEffect(() => {
    try {
      if (current) sessionStorage.setItem(storageKeyOf(key), current);
    } catch {
      // storage blocked: nothing to restore later
    }
  }, [key, current]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, keepPage = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous.toString() === '' ? (restored ?? '') : previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!keepPage) next.delete(URL_KEYS.page); // a new search, filter, sort or size starts at page 1
          return next;
        },
        { replace: !keepPage },
      );
    },
    [setSearchParams, restored],
  );

  const hrefFor = useCallback(
    (page: number) => {
      const next = new URLSearchParams(effective);
      if (page <= 1) next.delete(URL_KEYS.page);
      else next.set(URL_KEYS.page, String(page));
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [effective, pathname],
  );

  return {
    ...state,
    queryArgs: useMemo(() => listQueryArgs(state), [state]),
    setPage: (page) => update({ [URL_KEYS.page]: page > 1 ? String(page) : undefined }, true),
    setLimit: (limit) => update({ [URL_KEYS.limit]: String(limit) }),
    toggleSort: (column) =>
      update({
        [URL_KEYS.sort]: column,
        [URL_KEYS.order]: state.sort === column && state.order === 'asc' ? 'desc' : 'asc',
      }),
    setSort: (column, order) => update({ [URL_KEYS.sort]: column, [URL_KEYS.order]: order }),
    setQ: (q) => update({ [URL_KEYS.q]: q.trim() || undefined }),
    setFilter: (name, value) => update({ [name]: value || undefined }),
    hrefFor,
    listHref: hrefFor(state.page),
  };
}
