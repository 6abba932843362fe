import type { Request } from 'express';
import { parseFilter } from './listParams';

/** A yes/no filter of an admin list (`?published=true`); any other value is 400 (shared list parser). */
export function booleanFilter(req: Request, name: string): boolean | undefined {
  const value = parseFilter(req.query, name, ['true', 'false'] as const);
  return value === undefined ? undefined : value === 'true';
}

/** A record id from the path: a positive integer, or the given 404. */
export function idParam(req: Request, notFound: () => Error): number {
  const raw = req.params.id ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}
