/*
 * The list state an admin table keeps in the URL (react-admin style) and the query it sends to
 * the server's list parser (server/platform/lib/listParams.ts): `_page`, `_limit`, `_sort`, `_order`, `q`
 * and the list's own filters.
 */
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListState<F extends string = string> {
  page: number;
  limit: number;
  sort: string;
  order: SortOrder;
  q: string;
  /** Every declared filter; '' when not set. */
  filters: Record<F, string>;
}

export interface ListDefaults<F extends string = string> {
  sort: string;
  order: SortOrder;
  limit?: number;
  /** Names of the filters the list keeps in the URL (e.g. `type`, `state`). */
  filters?: readonly F[];
}

/** The URL names of the list state (the filters use their own names). */
export const URL_KEYS = { page: 'page', limit: 'limit', sort: 'sort', order: 'order', q: 'q' } as const;

const positiveInt = (value: string | null) =>
  value !== null && /^[1-9][0-9]{0,6}$/.test(value) ? Number(value) : undefined;

/** Reads the list state from URL search params, falling back to the defaults for missing or bad values. */
export function readListState<F extends string>(params: URLSearchParams, defaults: ListDefaults<F>): ListState<F> {
  const limit = positiveInt(params.get(URL_KEYS.limit));
  const order = params.get(URL_KEYS.order);
  const filters = Object.fromEntries((defaults.filters ?? []).map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;
  return {
    page: positiveInt(params.get(URL_KEYS.page)) ?? 1,
    limit: limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : (defaults.limit ?? 20),
    sort: params.get(URL_KEYS.sort) || defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    q: params.get(URL_KEYS.q) ?? '',
    filters,
  };
}

/** The server query of a list state: only what is set, so cache keys stay small. */
export function listQueryArgs<F extends string>(state: ListState<F>): Record<string, string | number> {
  const args: Record<string, string | number> = {
    _page: state.page,
    _limit: state.limit,
    _sort: state.sort,
    _order: state.order,
  };
  if (state.q.trim()) args.q = state.q.trim();
  for (const [name, value] of Object.entries(state.filters) as Array<[string, string]>) if (value) args[name] = value;
  return args;
}

/** The number of pages for a total (at least 1, so "page 1 of 1" reads right on an empty list). */
export const pageCountOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
