/** A page of a list route: its rows and how many match in all (X-Total-Count). */
export interface FetchedPage<T> {
  items: T[];
  total: number;
}

/**
 * Every row of a paged list, page by page of `pageSize` (the server's cap), in the list's order:
 * for exports of "all that matches", not just the page on screen.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<FetchedPage<T>>,
  pageSize = 100,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, pageSize);
    rows.push(...result.items);
    if (result.items.length < pageSize || rows.length >= result.total) return rows;
  }
}
