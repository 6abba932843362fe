import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '@/shared/api';
import { ListFilter, ListSearch, useListParams } from '@/shared/ui/data-table';
import { useListAdminProductsQuery } from '../api/productsApi';
import { PRODUCT_TABLE_TEXT as T, PRODUCT_TEXT } from '../model/text';
import type { Category } from '@/shared/contract/category';
import type { Product } from '@/shared/contract/product';
import { ProductTable } from './ProductTable';
import { useProductCsvExport } from './useProductCsvExport';

type Filter = 'categoryId' | 'active' | 'stock';

export interface ProductListViewProps {
  categories: Category[];
  editingId: number | null;
  busy: boolean;
  onEdit: (product: Product) => void;
  /** Asks to delete these products (one from its row, or the ticked ones). */
  onDelete: (products: Product[]) => void;
}

const STATUS_OPTIONS = [
  { value: 'true', label: PRODUCT_TEXT.active },
  { value: 'false', label: PRODUCT_TEXT.inactive },
];

/**
 * The admin's product list on the list kit: search, category, status and stock filters, sort,
 * page and page size in the URL (restored when the list is opened again); ticked rows can be
 * deleted together; the CSV holds every match of the current search and filters.
 */
export function ProductListView({ categories, editingId, busy, onEdit, onDelete }: ProductListViewProps) {
  const list = useListParams<Filter>('admin-products', {
    sort: 'createdAt',
    order: 'desc',
    limit: 20,
    filters: ['categoryId', 'active', 'stock'],
  });
  const { data, isLoading, isFetching, error } = useListAdminProductsQuery(list.queryArgs);
  const categoryNames = Object.fromEntries(categories.map((category) => [category.id, category.name]));
  const { exportState, exportCsv } = useProductCsvExport(list.queryArgs, categoryNames);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const rows = data?.items;
  // Only rows on this page count: a tick on another page or on a deleted product is forgotten.
  const selected = (rows ?? []).filter((product) => ticked.has(product.id));
  const allTicked = rows !== undefined && rows.length > 0 && selected.length === rows.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected.length > 0 && !allTicked;
  });

  const toggle = (product: Product, checked: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (checked) next.add(product.id);
      else next.delete(product.id);
      return next;
    });

  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-xl-4">
          <ListSearch value={list.q} onSearch={list.setQ} label={T.search} />
        </div>
        <div className="col-12 col-sm-4 col-xl-3">
          <ListFilter
            label={T.categoryFilter}
            allLabel={T.allCategories}
            value={list.filters.categoryId}
            onChange={(v) => list.setFilter('categoryId', v)}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          />
        </div>
        <div className="col-6 col-sm-4 col-xl-2">
          <ListFilter
            label={T.statusFilter}
            allLabel={T.allStatuses}
            value={list.filters.active}
            onChange={(v) => list.setFilter('active', v)}
            options={STATUS_OPTIONS}
          />
        </div>
        <div className="col-6 col-sm-4 col-xl-3">
          <ListFilter
            label={T.stockFilter}
            allLabel={T.anyStock}
            value={list.filters.stock}
            onChange={(v) => list.setFilter('stock', v)}
            options={T.stockOptions}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <Form.Check
          type="checkbox"
          id="product-select-page"
          ref={selectAll}
          label={T.selectPage}
          checked={allTicked}
          disabled={!rows?.length}
          onChange={(event) =>
            setTicked(event.target.checked ? new Set(rows?.map((product) => product.id)) : new Set())
          }
        />
        <span className="small" role="status">
          {selected.length > 0 ? T.selected(selected.length) : ''}
        </span>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={selected.length === 0 || busy}
          onClick={() => onDelete(selected)}
        >
          {T.deleteSelected}
        </Button>
        <Button
          size="sm"
          variant="outline-primary"
          className="ms-auto"
          disabled={exportState.busy || !data?.total}
          onClick={() => void exportCsv()}
        >
          {T.exportCsv}
        </Button>
      </div>
      <p className={exportState.failed ? 'text-danger small mb-2' : 'small mb-2'} role="status">
        {exportState.message}
      </p>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, PRODUCT_TEXT.loadFailed)}
        </p>
      )}
      <ProductTable
        products={rows}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        categoryNames={categoryNames}
        selected={ticked}
        onToggle={toggle}
        onEdit={onEdit}
        onDelete={(product) => onDelete([product])}
        editingId={editingId}
        busy={busy}
      />
    </>
  );
}
