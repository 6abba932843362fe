import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { ListPagination } from '../ListPagination';
import { pageCountOf, PAGE_SIZES, type SortOrder } from './listParams';
import { DATA_TABLE_TEXT } from './text';
import './dataTable.scss';

export interface DataTableColumn<T> {
  /** The column's id; for a sortable column also its `_sort` value. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  className?: string;
}

/** What the table needs of `useListParams` (or any other list state). */
export interface DataTableListState {
  page: number;
  limit: number;
  sort: string;
  order: SortOrder;
  toggleSort(column: string): void;
  setLimit(limit: number): void;
  hrefFor(page: number): string;
}

export interface DataTableProps<T> {
  /** Names the table (its <caption>) and its paging. */
  caption: string;
  columns: Array<DataTableColumn<T>>;
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** All matching rows on the server (X-Total-Count). */
  total: number;
  list: DataTableListState;
  /** Shown in the table when there are no rows. */
  emptyMessage: ReactNode;
  isLoading?: boolean;
  /** Buttons or links per row, in a last "Actions" column (on a phone: the foot of each card). */
  actions?: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /** Hide the caption visually (a heading above says the same). */
  captionHidden?: boolean;
}

const ariaSort = (active: boolean, order: SortOrder) =>
  active ? (order === 'asc' ? 'ascending' : 'descending') : undefined;

/**
 * The admin table: a captioned table whose sortable headers are buttons (aria-sort on the sorted
 * one), numbered pages as links (aria-current), a labelled page-size select, an empty state and,
 * below 576 px, each row as a card with its labels (the headers wrap into a row of sort buttons).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  list,
  emptyMessage,
  isLoading,
  actions,
  rowClassName,
  captionHidden,
}: DataTableProps<T>) {
  const sizeId = useId();
  const items = rows ?? [];
  const from = items.length === 0 ? 0 : (list.page - 1) * list.limit + 1;
  const to = items.length === 0 ? 0 : from + items.length - 1;
  const columnCount = columns.length + (actions ? 1 : 0);

  return (
    <div className="data-table">
      <table className="table table-hover align-middle mb-2" aria-busy={isLoading || undefined}>
        <caption className={captionHidden ? 'visually-hidden' : 'caption-top'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = list.sort === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? ariaSort(active, list.order) : undefined}
                  className={column.sortable ? 'data-table__sortable' : 'data-table__plain'}
                >
                  {column.sortable ? (
                    <button type="button" className="data-table__sort" onClick={() => list.toggleSort(column.key)}>
                      {column.header}
                      <span className="data-table__arrow" aria-hidden="true">
                        {active ? (list.order === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="data-table__plain">
                {DATA_TABLE_TEXT.actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {isLoading && items.length === 0 ? (
            <tr className="data-table__message">
              <td colSpan={columnCount}>{DATA_TABLE_TEXT.loading}</td>
            </tr>
          ) : items.length === 0 ? (
            <tr className="data-table__message">
              <td colSpan={columnCount}>{emptyMessage}</td>
            </tr>
          ) : (
            items.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td data-label={DATA_TABLE_TEXT.actions} className="data-table__actions">
                    {actions(row)}
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <div className="data-table__footer">
        <p className="mb-0 small" role="status">
          {DATA_TABLE_TEXT.showing(from, to, total)}
        </p>
        <div className="data-table__size">
          <Form.Label htmlFor={sizeId} className="mb-0 small">
            {DATA_TABLE_TEXT.pageSize}
          </Form.Label>
          <Form.Select
            id={sizeId}
            size="sm"
            value={list.limit}
            onChange={(event) => list.setLimit(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </div>
        <ListPagination
          page={list.page}
          pageCount={pageCountOf(total, list.limit)}
          hrefFor={list.hrefFor}
          label={DATA_TABLE_TEXT.paging(caption)}
        />
      </div>
    </div>
  );
}
