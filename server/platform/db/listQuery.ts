import { sql, type Expression, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../lib/listParams';

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

/** Where a page starts: an offset given, or the page number of an admin list. */
const offsetOf = (request: ListRequest | PageQuery<string>) =>
  'offset' in request ? request.offset : (request.page - 1) * request.limit;

/**
 * One page of `query` (all columns) in the requested order, ties broken by id the same way so pages
 * never overlap, and the count of all its rows; both run at once. `request.sort` is one of the
 * repository's allowed columns, checked by the route.
 */
export async function pageOf<DB, TB extends keyof DB & string>(
  query: SelectQueryBuilder<DB, TB, object>,
  request: ListRequest | PageQuery<string>,
): Promise<ListPage<Selectable<DB[TB]>>> {
  // Kysely cannot follow the generic table through these two selections; the casts say what they hold.
  const [rows, counted] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql.ref(request.sort), request.order)
      .orderBy(sql.ref('id'), request.order)
      .limit(request.limit)
      .offset(offsetOf(request))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() as Promise<{
      total: number | string | bigint;
    }>,
  ]);
  return { rows: rows as unknown as Selectable<DB[TB]>[], total: Number(counted.total) };
}

/** A list query as a repository takes it: a LIKE pattern already made, and an offset. */
export interface PageQuery<S extends string> {
  /** Lowercased LIKE pattern (listParams.likePattern); undefined for no search. */
  pattern?: string;
  sort: S;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** `column` contains the pattern (case-insensitive on both engines). */
export const likeColumn = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/**
 * One page of `query` with only `columns`, in the requested order (ties broken by id), and the
 * count of all its rows; both run at once.
 */
export async function selectedPage<T>(
  // Any table: Kysely cannot follow a generic table through the selections, so the result is typed by the caller.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, object>,
  columns: readonly string[],
  request: PageQuery<string>,
): Promise<{ items: T[]; total: number }> {
  const [items, count] = await Promise.all([
    query
      .select(columns)
      .orderBy(sql.ref(request.sort), request.order)
      .orderBy(sql.ref('id'), request.order)
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as T[], total: Number((count as { count: number | string }).count) };
}
