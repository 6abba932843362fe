import type { Request, RequestHandler, Response } from 'express';
import { asyncHandler } from './asyncHandler';
import type { FieldErrors } from '../../../src/shared/contract/envelope';
import { sendOk } from './envelope';
import { badRequest } from './httpError';

/*
 * The one parser of the admin list query (react-admin / json-server style):
 * `_page` (from 1), `_limit` (capped), `_sort` (an allow-list per route), `_order` (asc|desc)
 * and `q` (free-text search). A bad value answers 400 with an error per parameter, so a typo in
 * a bookmarked URL is reported rather than silently showing another list.
 */

export type SortOrder = 'asc' | 'desc';

/** The highest `_limit` any list answers; a larger one is lowered to it. */
export const MAX_LIST_LIMIT = 100;
export const DEFAULT_LIST_LIMIT = 20;
/** Longer searches are refused: they are typos or abuse, and bound the LIKE work. */
export const MAX_SEARCH_LENGTH = 100;

export interface ListSpec<S extends string> {
  /** The columns a client may sort by (the route decides what each means). */
  sortable: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
  defaultLimit?: number;
}

export interface ListParams<S extends string> {
  page: number;
  limit: number;
  /** Rows to skip: (page - 1) * limit. */
  offset: number;
  sort: S;
  order: SortOrder;
  /** Trimmed search text; '' for none. */
  q: string;
}

const POSITIVE_INT = /^[1-9][0-9]{0,6}$/;

/** A single query value: a repeated parameter (`?_page=1&_page=2`) is a bad value. */
function single(query: Request['query'], name: string, errors: FieldErrors): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    errors[name] = [`${name} must be given once`];
    return undefined;
  }
  return value;
}

/** Parses the list parameters or throws a 400 envelope naming each bad one. */
export function parseListParams<S extends string>(query: Request['query'], spec: ListSpec<S>): ListParams<S> {
  const errors: FieldErrors = {};
  const rawPage = single(query, '_page', errors);
  const rawLimit = single(query, '_limit', errors);
  const rawSort = single(query, '_sort', errors);
  const rawOrder = single(query, '_order', errors);
  const rawQ = single(query, 'q', errors);

  let page = 1;
  if (rawPage !== undefined && rawPage !== '') {
    if (POSITIVE_INT.test(rawPage)) page = Number(rawPage);
    else errors._page = ['_page must be a whole number from 1'];
  }
  let limit = spec.defaultLimit ?? DEFAULT_LIST_LIMIT;
  if (rawLimit !== undefined && rawLimit !== '') {
    if (POSITIVE_INT.test(rawLimit)) limit = Math.min(Number(rawLimit), MAX_LIST_LIMIT);
    else errors._limit = [`_limit must be a whole number from 1 to ${MAX_LIST_LIMIT}`];
  }
  let sort = spec.defaultSort;
  if (rawSort !== undefined && rawSort !== '') {
    if ((spec.sortable as readonly string[]).includes(rawSort)) sort = rawSort as S;
    else errors._sort = [`_sort must be one of: ${spec.sortable.join(', ')}`];
  }
  let order: SortOrder = spec.defaultOrder ?? 'asc';
  if (rawOrder !== undefined && rawOrder !== '') {
    const lower = rawOrder.toLowerCase();
    if (lower === 'asc' || lower === 'desc') order = lower;
    else errors._order = ['_order must be asc or desc'];
  }
  const q = (rawQ ?? '').trim();
  if (q.length > MAX_SEARCH_LENGTH) errors.q = [`q must be at most ${MAX_SEARCH_LENGTH} characters`];

  if (Object.keys(errors).length > 0) throw badRequest('Invalid list parameters', errors);
  return { page, limit, offset: (page - 1) * limit, sort, order, q };
}

/** An optional filter with a fixed set of values (`?type=contact`); 400 on any other value. */
export function parseFilter<T extends string>(
  query: Request['query'],
  name: string,
  allowed: readonly T[],
): T | undefined {
  const errors: FieldErrors = {};
  const value = single(query, name, errors);
  if (Object.keys(errors).length > 0) throw badRequest('Invalid list parameters', errors);
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest('Invalid list parameters', { [name]: [`${name} must be one of: ${allowed.join(', ')}`] });
  return value as T;
}

/** `%` and `_` typed by the user match themselves in a LIKE pattern (escape character `\`). */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a list: the rows in the envelope, the count of all matches in X-Total-Count. */
export function sendList<T>(res: Response, page: { items: T[]; total: number }, message = 'OK'): void {
  res.setHeader('X-Total-Count', String(page.total));
  sendOk(res, page.items, message);
}

/**
 * `GET /` of a back-office list: the query's paging, sort and search checked against `spec` (400
 * otherwise), then one page of `load` with its total in X-Total-Count.
 */
export function listHandler<S extends string>(
  spec: ListSpec<S>,
  load: (params: ListParams<S>, req: Request) => Promise<{ items: unknown[]; total: number }>,
): RequestHandler {
  return asyncHandler(async (req, res) => sendList(res, await load(parseListParams(req.query, spec), req)));
}
