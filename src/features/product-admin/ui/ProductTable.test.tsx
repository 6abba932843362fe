import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '@/test/products';
import type { DataTableListState } from '@/shared/ui/data-table';
import { PRODUCT_TABLE_TEXT, PRODUCT_TEXT } from '../model/text';
import type { Product } from '@/shared/contract/product';
import { ProductTable, type ProductTableProps } from './ProductTable';

const product = (overrides: Partial<Product>): Product =>
  makeProduct({
    name: 'Festive Gift Hamper',
    price: 250000,
    stockQuantity: 25,
    images: [{ imageUrl: '/uploads/first.webp' }, { imageUrl: '/uploads/second.webp' }],
    mainImageIndex: 1,
    ...overrides,
  });

const listState = (overrides: Partial<DataTableListState> = {}): DataTableListState => ({
  page: 1,
  limit: 20,
  sort: 'createdAt',
  order: 'desc',
  toggleSort: jest.fn(),
  setLimit: jest.fn(),
  hrefFor: (page) => `?page=${page}`,
  ...overrides,
});

const renderTable = (products: Product[], props: Partial<ProductTableProps> = {}) => {
  const handlers = { onToggle: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() };
  const list = listState(props.list);
  render(
    <ProductTable
      products={products}
      total={products.length}
      categoryNames={{ 6: 'Gifting' }}
      selected={new Set()}
      {...handlers}
      {...props}
      list={list}
    />,
  );
  return { ...handlers, list };
};

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('ProductTable', () => {
  it('has the spec columns, with a tick box and the category', () => {
    renderTable([product({ categoryId: 6 })]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim())).toEqual([
      'Select',
      'Image',
      'Name',
      'Category',
      'Price',
      'Stock',
      'Status',
      'Actions',
    ]);
    expect(within(rowOf('Festive Gift Hamper')).getByText('Gifting')).toBeInTheDocument();
  });

  it('ticks a row through a box named after the product, and shows the ticked ones checked', async () => {
    const handlers = renderTable([product({}), product({ id: 2, name: 'Plain Tote' })], { selected: new Set([2]) });
    expect(screen.getByRole('checkbox', { name: 'Select Plain Tote' })).toBeChecked();
    const hamper = screen.getByRole('checkbox', { name: 'Select Festive Gift Hamper' });
    expect(hamper).not.toBeChecked();
    await userEvent.click(hamper);
    expect(handlers.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
  });

  it('shows the first image as a 50x50 thumbnail, or a placeholder without images', () => {
    renderTable([product({}), product({ id: 2, name: 'Plain Tote', images: [] })]);
    const thumbnail = rowOf('Festive Gift Hamper').querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/uploads/first.webp');
    expect(thumbnail).toHaveAttribute('width', '50');
    expect(thumbnail).toHaveAttribute('height', '50');
    expect(rowOf('Plain Tote').querySelector('img')).toBeNull();
    expect(within(rowOf('Plain Tote')).getByText('No image')).toBeInTheDocument();
  });

  it('strikes the price through when there is a sale price, in INR with Indian grouping', () => {
    renderTable([product({ salePrice: 150000 }), product({ id: 2, name: 'Plain Tote', price: 499 })]);
    const struck = rowOf('Festive Gift Hamper').querySelector('del');
    expect(struck).toHaveTextContent('₹2,50,000');
    expect(within(rowOf('Festive Gift Hamper')).getByText('₹1,50,000')).toBeInTheDocument();
    expect(rowOf('Plain Tote').querySelector('del')).toBeNull();
    expect(within(rowOf('Plain Tote')).getByText('₹499')).toBeInTheDocument();
  });

  it('reads Active or Inactive in the status badge', () => {
    renderTable([product({}), product({ id: 2, name: 'Hidden Item', isActive: false })]);
    expect(within(rowOf('Festive Gift Hamper')).getByText(PRODUCT_TEXT.active)).toHaveClass('badge');
    expect(within(rowOf('Hidden Item')).getByText(PRODUCT_TEXT.inactive)).toHaveClass('badge');
  });

  it('shows the sizes’ total stock with each size’s stock, and marks a size at or below its threshold as low', () => {
    const variant = (id: number, size: string, stockQuantity: number, lowStockThreshold = 5) => ({
      id,
      size,
      colour: '',
      stockQuantity,
      lowStockThreshold,
    });
    renderTable([
      product({
        name: 'Workshop T-shirt',
        stockQuantity: 0,
        variants: [variant(1, 'S', 10), variant(2, 'M', 20), variant(3, 'L', 21)],
      }),
      product({
        id: 2,
        name: 'Workshop mug',
        stockQuantity: 0,
        variants: [variant(4, 'S', 5, 2), variant(5, 'M', 3, 3)],
      }),
      product({ id: 3, name: 'Plain Tote', stockQuantity: 7, variants: [] }),
    ]);
    const stockOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[5];
    expect(stockOf('Workshop T-shirt')).toHaveTextContent(/^51\(S 10 · M 20 · L 21\)$/);
    expect(within(stockOf('Workshop T-shirt')).queryByText(PRODUCT_TABLE_TEXT.lowStock)).toBeNull();
    expect(stockOf('Workshop mug')).toHaveTextContent(/^8\(S 5 · M 3 \(low\)\)Low stock$/);
    expect(within(stockOf('Workshop mug')).getByText(/^M 3/)).toHaveClass('fw-semibold');
    expect(stockOf('Plain Tote')).toHaveTextContent(/^7$/);
  });

  it('says No products found for an empty list', () => {
    renderTable([]);
    expect(screen.getByRole('cell', { name: PRODUCT_TEXT.noProducts })).toBeInTheDocument();
  });

  it('calls Edit and Delete with the row, and sorts from the column headers', async () => {
    const handlers = renderTable([product({})], { list: listState({ sort: 'price', order: 'desc' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Festive Gift Hamper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Festive Gift Hamper' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: /Stock/ }));
    expect(handlers.list.toggleSort).toHaveBeenCalledWith('stock');
  });
});
