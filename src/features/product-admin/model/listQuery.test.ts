import { applyListQuery, readListQuery, toggleSort, writeListQuery } from './listQuery';
import { makeProduct } from '@/test/products';
import type { Product } from './types';

const make = (id: number, name: string, price: number, extra: Partial<Product> = {}) => makeProduct({ id, name, price, stockQuantity: id, ...extra });

const products = [make(1, 'Banner', 300), make(2, 'apron', 100, { salePrice: 50, isActive: false }), make(3, 'Candle', 200, { sku: 'GIFT-9' })];

describe('the product list query', () => {
  it('reads safe values from the URL and writes only what differs from the defaults', () => {
    expect(readListQuery(new URLSearchParams('q=can&sort=price&dir=desc&page=2'))).toEqual({ q: 'can', sort: 'price', dir: 'desc', page: 2 });
    expect(readListQuery(new URLSearchParams('sort=evil&page=-3&dir=up'))).toEqual({ q: '', sort: null, dir: 'asc', page: 1 });
    expect(writeListQuery({ q: ' x ', sort: null, dir: 'desc', page: 1 }, new URLSearchParams('keep=1')).toString()).toBe('keep=1&q=x');
    expect(writeListQuery({ q: '', sort: 'name', dir: 'desc', page: 3 }).toString()).toBe('sort=name&dir=desc&page=3');
  });

  it('searches names and SKUs, case-insensitively', () => {
    const query = readListQuery(new URLSearchParams('q=gift'));
    expect(applyListQuery(products, query).rows.map((p) => p.name)).toEqual(['Candle']);
    expect(applyListQuery(products, { ...query, q: 'BAN' }).rows.map((p) => p.name)).toEqual(['Banner']);
  });

  it('lists newest first by default and sorts by a column both ways', () => {
    const base = readListQuery(new URLSearchParams());
    expect(applyListQuery(products, base).rows.map((p) => p.id)).toEqual([3, 2, 1]);
    const byName = toggleSort(base, 'name');
    expect(applyListQuery(products, byName).rows.map((p) => p.name)).toEqual(['apron', 'Banner', 'Candle']);
    expect(applyListQuery(products, toggleSort(byName, 'name')).rows.map((p) => p.name)).toEqual(['Candle', 'Banner', 'apron']);
    // The price a customer pays: the sale price when there is one.
    expect(applyListQuery(products, toggleSort(base, 'price')).rows.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(applyListQuery(products, toggleSort(base, 'status')).rows.map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('pages by ten and clamps a page past the end', () => {
    const many = Array.from({ length: 23 }, (_, i) => make(i + 1, `P${i + 1}`, i));
    const page3 = applyListQuery(many, { q: '', sort: null, dir: 'asc', page: 3 });
    expect(page3).toMatchObject({ total: 23, page: 3, pageCount: 3 });
    expect(page3.rows.map((p) => p.id)).toEqual([3, 2, 1]);
    expect(applyListQuery(many, { q: '', sort: null, dir: 'asc', page: 9 }).page).toBe(3);
    expect(applyListQuery([], { q: '', sort: null, dir: 'asc', page: 2 })).toMatchObject({ rows: [], page: 1, pageCount: 1 });
  });
});
