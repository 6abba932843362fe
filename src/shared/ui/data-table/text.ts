/** Texts of the admin list kit (tables, paging, search). */
export const DATA_TABLE_TEXT = {
  loading: 'Loading…',
  pageSize: 'Rows per page',
  paging: (caption: string) => `Pages of ${caption}`,
  showing: (from: number, to: number, total: number) => (total === 0 ? 'No rows' : `Showing ${from}–${to} of ${total}`),
  search: 'Search',
  searchButton: 'Search',
  clearSearch: 'Clear',
  actions: 'Actions',
  sortBy: (header: string) => `Sort by ${header}`,
  all: 'All',
} as const;
