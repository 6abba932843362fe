import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import {
  ProductTable,
  applyListQuery,
  readListQuery,
  toggleSort,
  writeListQuery,
  type Category,
  type Product,
  type ProductListQuery,
} from '@/features/product-admin';
import { ListPagination } from '@/shared/ui/ListPagination';

interface ProductListSectionProps {
  products: Product[];
  categories: Category[];
  editingId: number | null;
  busy: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Search by name or SKU, sortable table and pages; all three live in the URL query. */
export function ProductListSection({ products, categories, editingId, busy, onEdit, onDelete }: ProductListSectionProps) {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const view = applyListQuery(products, query);
  const categoryNames = Object.fromEntries(categories.map((category) => [category.id, category.name]));

  const update = (next: ProductListQuery, replace = false) => setParams(writeListQuery(next, params), { replace });
  const hrefFor = (page: number) => `?${writeListQuery({ ...query, page }, params).toString()}`;

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end justify-content-between mb-3">
        <Form.Group controlId="product-search" className="flex-grow-1" style={{ maxWidth: '24rem' }}>
          <Form.Label>Search by name or SKU</Form.Label>
          <Form.Control
            type="search"
            value={query.q}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => update({ ...query, q: event.target.value, page: 1 }, true)}
          />
        </Form.Group>
        <p className="mb-0 small text-body-secondary" role="status">
          {view.total === 1 ? '1 product' : `${view.total} products`}
          {query.q.trim() && ` matching “${query.q.trim()}”`}
        </p>
      </div>
      <ProductTable
        products={view.rows}
        sort={query.sort}
        dir={query.dir}
        onSort={(key) => update(toggleSort(query, key))}
        onEdit={onEdit}
        onDelete={onDelete}
        categoryNames={categoryNames}
        editingId={editingId}
        busy={busy}
      />
      <div className="d-flex justify-content-end mt-3">
        <ListPagination page={view.page} pageCount={view.pageCount} hrefFor={hrefFor} label="Product list pages" />
      </div>
    </>
  );
}
