import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '@/test/products';
import { PRODUCT_TEXT, type Product } from '../model/types';
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

const renderTable = (products: Product[], props: Partial<ProductTableProps> = {}) => {
  const handlers = { onSort: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() };
  render(<ProductTable products={products} sort={null} dir="asc" categoryNames={{ 6: 'Gifting' }} {...handlers} {...props} />);
  return handlers;
};

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('ProductTable', () => {
  it('has the spec columns', () => {
    renderTable([product({})]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim())).toEqual([
      'Image',
      'Name',
      'Price',
      'Stock',
      'Status',
      'Actions',
    ]);
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

  it('says No products found for an empty list', () => {
    renderTable([]);
    expect(screen.getByRole('cell', { name: PRODUCT_TEXT.noProducts })).toBeInTheDocument();
  });

  it('calls Edit and Delete with the row, and sorts from the column headers', async () => {
    const handlers = renderTable([product({})], { sort: 'price', dir: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Festive Gift Hamper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Festive Gift Hamper' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Stock/ }));
    expect(handlers.onSort).toHaveBeenCalledWith('stock');
  });
});
