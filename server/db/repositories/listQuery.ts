import { sql, type Expression, type SqlBool } from 'kysely';
import { likePattern } from '../../lib/listParams';

/** A page of an admin list: the rows and how many match in all (the X-Total-Count). */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** What an admin list asks for, already checked by the route (columns are from an allow list). */
export interface ListRequest<Sort extends string = string> {
  page: number;
  limit: number;
  sort: Sort;
  order: 'asc' | 'desc';
  q: string;
}

/** Any of `columns` contains `q` (case-insensitive on both engines). */
export function matchesAny(columns: string[], q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
