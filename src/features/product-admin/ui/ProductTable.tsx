import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { TableRegion } from '@/shared/ui/TableRegion';
import type { ProductSortKey, SortDirection } from '../model/listQuery';
import { PRODUCT_TEXT, type Product } from '../model/types';
import { ProductPrice } from './ProductPrice';
import { ProductThumbnail } from './ProductThumbnail';

export interface ProductTableProps {
  products: Product[];
  sort: ProductSortKey | null;
  dir: SortDirection;
  onSort: (key: ProductSortKey) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** Category names by id, shown under the product name. */
  categoryNames?: Record<number, string>;
  /** The product in the form (its row is marked). */
  editingId?: number | null;
  /** Disables the row actions, e.g. while a delete runs. */
  busy?: boolean;
}

const COLUMNS: Array<{ label: string; sortKey?: ProductSortKey; className?: string }> = [
  { label: 'Image' },
  { label: 'Name', sortKey: 'name' },
  { label: 'Price', sortKey: 'price' },
  { label: 'Stock', sortKey: 'stock', className: 'text-end' },
  { label: 'Status', sortKey: 'status' },
  { label: 'Actions', className: 'text-end' },
];

function SortableHeader({ label, sortKey, sort, dir, onSort, className }: { label: string; sortKey: ProductSortKey; sort: ProductSortKey | null; dir: SortDirection; onSort: (key: ProductSortKey) => void; className?: string }) {
  const active = sort === sortKey;
  return (
    <th scope="col" className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="btn btn-link p-0 fw-semibold text-reset text-decoration-none" onClick={() => onSort(sortKey)}>
        {label}
        <span aria-hidden="true" className="ms-1 small">
          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The product list (spec §2): Image, Name, Price, Stock, Status, Actions; sortable by column. */
export function ProductTable({ products, sort, dir, onSort, onEdit, onDelete, categoryNames = {}, editingId, busy }: ProductTableProps) {
  return (
    <TableRegion label="Products">
      <Table hover className="align-middle mb-0 product-table">
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) =>
              column.sortKey ? (
                <SortableHeader key={column.label} label={column.label} sortKey={column.sortKey} sort={sort} dir={dir} onSort={onSort} className={column.className} />
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {products.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="text-center py-4 text-body-secondary">
                {PRODUCT_TEXT.noProducts}
              </td>
            </tr>
          ) : (
            products.map((product) => (
              <tr key={product.id} className={product.id === editingId ? 'table-active' : undefined} aria-current={product.id === editingId ? 'true' : undefined}>
                <td>
                  <ProductThumbnail product={product} />
                </td>
                <td>
                  <span className="fw-semibold d-block">{product.name}</span>
                  <small className="text-body-secondary">
                    {[product.sku && `SKU ${product.sku}`, categoryNames[product.categoryId]].filter(Boolean).join(' · ')}
                  </small>
                </td>
                <td>
                  <ProductPrice price={product.price} salePrice={product.salePrice} />
                </td>
                <td className="text-end">{product.stockQuantity}</td>
                <td>
                  <Badge bg={product.isActive ? 'success' : 'secondary'}>{product.isActive ? PRODUCT_TEXT.active : PRODUCT_TEXT.inactive}</Badge>
                </td>
                <td className="text-end text-nowrap">
                  <Button size="sm" variant="outline-primary" className="me-2" onClick={() => onEdit(product)} disabled={busy} aria-label={`Edit ${product.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => onDelete(product)} disabled={busy} aria-label={`Delete ${product.name}`}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </TableRegion>
  );
}
