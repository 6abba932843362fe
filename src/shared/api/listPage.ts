import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ApiSuccess } from '../contract/envelope';

/** One page of an admin list: its rows and the count of all matches (X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** `transformResponse` of an admin list endpoint (rows in the envelope, total in the header). */
export function toListPage<T>(response: ApiSuccess<T[]>, meta: FetchBaseQueryMeta | undefined): ListPage<T> {
  const header = meta?.response?.headers.get('X-Total-Count');
  const total = header !== null && header !== undefined && /^\d+$/.test(header) ? Number(header) : response.data.length;
  return { items: response.data, total };
}
