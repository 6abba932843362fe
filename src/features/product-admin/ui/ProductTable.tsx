import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataTableColumn, type DataTableListState } from '@/shared/ui/data-table';
import { productStatus, type CategoryNames } from '../model/productColumns';
import { PRODUCT_TABLE_TEXT as T, PRODUCT_TEXT } from '../model/text';
import type { Product } from '@/shared/contract/product';
import { ProductPrice } from './ProductPrice';
import { ProductStockCell } from './ProductStockCell';
import { ProductThumbnail } from './ProductThumbnail';

export interface ProductTableProps {
  /** This page of the list (undefined while it loads). */
  products: Product[] | undefined;
  /** Every match on the server (X-Total-Count). */
  total: number;
  list: DataTableListState;
  isLoading?: boolean;
  categoryNames: CategoryNames;
  /** Ids of the ticked rows. */
  selected: ReadonlySet<number>;
  onToggle: (product: Product, checked: boolean) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** The product in the form (its row is marked). */
  editingId?: number | null;
  /** Disables the row actions, e.g. while a delete runs. */
  busy?: boolean;
}

/** The admin's product list (spec: Screens and routes columns on the list kit): a tick box per row, sortable by name, price and stock. */
export function ProductTable({
  products,
  total,
  list,
  isLoading,
  categoryNames,
  selected,
  onToggle,
  onEdit,
  onDelete,
  editingId,
  busy,
}: ProductTableProps) {
  const columns: Array<DataTableColumn<Product>> = [
    {
      key: 'select',
      header: 'Select',
      cell: (product) => (
        <Form.Check
          type="checkbox"
          id={`product-select-${product.id}`}
          aria-label={T.select(product.name)}
          checked={selected.has(product.id)}
          onChange={(event) => onToggle(product, event.target.checked)}
        />
      ),
    },
    { key: 'image', header: T.columns.image, cell: (product) => <ProductThumbnail product={product} /> },
    {
      key: 'name',
      header: T.columns.name,
      sortable: true,
      cell: (product) => (
        <>
          <span className="fw-semibold d-block">{product.name}</span>
          {product.sku && <small className="text-body-secondary">{`${T.columns.sku} ${product.sku}`}</small>}
        </>
      ),
    },
    { key: 'category', header: T.columns.category, cell: (product) => categoryNames[product.categoryId] ?? '' },
    {
      key: 'price',
      header: T.columns.price,
      sortable: true,
      cell: (product) => <ProductPrice price={product.price} salePrice={product.salePrice} />,
    },
    {
      key: 'stock',
      header: T.columns.stock,
      sortable: true,
      cell: (product) => <ProductStockCell product={product} />,
    },
    {
      key: 'status',
      header: T.columns.status,
      cell: (product) => <Badge bg={product.isActive ? 'success' : 'secondary'}>{productStatus(product)}</Badge>,
    },
  ];

  return (
    <DataTable
      caption={T.caption}
      captionHidden
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      total={total}
      list={list}
      isLoading={isLoading}
      emptyMessage={PRODUCT_TEXT.noProducts}
      rowClassName={(product) => (product.id === editingId ? 'table-active' : undefined)}
      actions={(product) => (
        <span className="text-nowrap">
          <Button
            size="sm"
            variant="outline-primary"
            className="me-2"
            onClick={() => onEdit(product)}
            disabled={busy}
            aria-label={`Edit ${product.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onDelete(product)}
            disabled={busy}
            aria-label={`Delete ${product.name}`}
          >
            Delete
          </Button>
        </span>
      )}
    />
  );
}
