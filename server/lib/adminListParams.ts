import type { Request, Response } from 'express';
import type { ListRequest } from '../db/repositories/listQuery';
import { badRequest } from './httpError';

/*
 * The admin lists' query parameters (`_page`, `_limit`, `_sort`, `_order`, `q`), checked once.
 * The shared list kit (branch wt/inbox, server/lib/listParams.ts) answers the same contract; this
 * module gives way to it when that branch is merged.
 */
export const ADMIN_LIST_LIMITS = { defaultLimit: 20, maxLimit: 100, maxQuery: 100 } as const;

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function parseListParams<S extends string>(req: Request, sorts: readonly S[], defaults: { sort: S; order: 'asc' | 'desc' }): ListRequest<S> {
  const errors: Record<string, string[]> = {};
  const int = (name: string, fallback: number) => {
    const raw = single(req.query[name]);
    if (raw === undefined || raw === '') return fallback;
    if (!/^[1-9][0-9]{0,6}$/.test(raw)) errors[name] = ['Must be a whole number from 1'];
    return Number(raw);
  };
  const page = int('_page', 1);
  // A larger page size is capped, not refused: a client asking for "all" gets the most we give.
  const limit = Math.min(int('_limit', ADMIN_LIST_LIMITS.defaultLimit), ADMIN_LIST_LIMITS.maxLimit);
  const sort = single(req.query._sort) ?? defaults.sort;
  if (!(sorts as readonly string[]).includes(sort)) errors._sort = [`Sort by one of: ${sorts.join(', ')}`];
  const order = single(req.query._order) ?? defaults.order;
  if (order !== 'asc' && order !== 'desc') errors._order = ['Must be asc or desc'];
  const q = (single(req.query.q) ?? '').trim();
  if (q.length > ADMIN_LIST_LIMITS.maxQuery) errors.q = [`Must be at most ${ADMIN_LIST_LIMITS.maxQuery} characters`];
  if (Object.keys(errors).length > 0) throw badRequest('The list parameters are not valid', errors);
  return { page, limit, sort: sort as S, order: order as 'asc' | 'desc', q };
}

/** A yes/no filter (`published=true`); anything else is no filter. */
export function booleanFilter(req: Request, name: string): boolean | undefined {
  const raw = single(req.query[name]);
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

export function sendTotal(res: Response, total: number): void {
  res.setHeader('X-Total-Count', String(total));
}

/** A record id from the path: a positive integer, or the given 404. */
export function idParam(req: Request, notFound: () => Error): number {
  const raw = req.params.id ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}
