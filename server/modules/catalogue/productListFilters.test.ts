import type { Product } from '../../../src/shared/contract/product';
import { PRODUCT_LIST_MESSAGES as M } from '../../../src/shared/contract/productList';
import { productTestKit, validFields } from '../../test/productRequests';
import { createTestApp, type TestApp } from '../../test/testApp';

// The shop list's price and stock filters (`minPrice`, `maxPrice`, `inStock`), applied by the
// database on both engines, with the other parameters and the paging.

let t: TestApp;
let kit: ReturnType<typeof productTestKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = productTestKit(t);
});
afterEach(() => t.cleanup());

const paid = (p: Product) => p.salePrice ?? p.price;
const names = (body: { data: Product[] }) => body.data.map((p) => p.name).sort();
const list = (query: string) => t.api.get(`/api/Product?${query}`);

async function create(fields: Record<string, string>): Promise<Product> {
  const res = await kit.post(await kit.adminToken(), validFields({ SKU: '', SalePrice: '', ...fields }));
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('GET /api/Product?minPrice&maxPrice', () => {
  it('keeps the products whose price paid (sale price if any) is within the bounds, both inclusive', async () => {
    const all = (await list('')).body.data as Product[];
    const expectRange = async (query: string, keep: (price: number) => boolean) => {
      const res = await list(query);
      const expected = all
        .filter((p) => keep(paid(p)))
        .map((p) => p.name)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect([query, res.status, names(res.body), res.headers['x-total-count']]).toEqual([
        query,
        200,
        expected,
        String(expected.length),
      ]);
    };
    await expectRange('minPrice=500&maxPrice=1000', (price) => price >= 500 && price <= 1000);
    await expectRange('minPrice=1000', (price) => price >= 1000);
    await expectRange('maxPrice=499', (price) => price <= 499);
    // The tea hampers cost 1,444 on sale (1,699 listed): exactly the bound is in, the list price does not count.
    await expectRange('minPrice=1444&maxPrice=1444', (price) => price === 1444);
    expect(names((await list('minPrice=1699&maxPrice=1699')).body)).not.toContain('Darjeeling Tea Hamper');
  });

  it('combines with the category, search, sort and paging; the total counts every match', async () => {
    const res = await list('category=gift-hamper&maxPrice=1500&_sort=price&_order=desc&_page=1&_limit=2');
    expect(res.status).toBe(200);
    const prices = (res.body.data as Product[]).map(paid);
    expect(prices).toEqual([1444, 1444]);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(2);
    const rest = await list('category=gift-hamper&maxPrice=1500&_sort=price&_order=desc&_page=2&_limit=2');
    expect((rest.body.data as Product[]).every((p) => paid(p) <= 1500 && p.categorySlug === 'gift-hamper')).toBe(true);
    expect(rest.headers['x-total-count']).toBe(res.headers['x-total-count']);
    expect(names((await list('q=darjeeling&minPrice=1000')).body)).toEqual(['Darjeeling Tea Hamper']);
  });
});

describe('GET /api/Product?inStock=true', () => {
  it('keeps what can be bought now: own stock without variants, some variant in stock with them', async () => {
    const soldOut = await create({ Name: 'Sold Out Diya', StockQuantity: '0' });
    const inStock = await create({ Name: 'Stocked Diya', StockQuantity: '3' });
    // Stock of the product itself, but every variant sold out: sold out, as the product page says.
    const variantsGone = await create({
      Name: 'Sold Out Kurta',
      StockQuantity: '9',
      Variants: JSON.stringify([{ size: 'M', colour: 'green', stockQuantity: 0 }]),
    });
    const variantLeft = await create({
      Name: 'Last Kurta',
      StockQuantity: '0',
      Variants: JSON.stringify([
        { size: 'M', colour: 'green', stockQuantity: 0 },
        { size: 'L', colour: 'green', stockQuantity: 1 },
      ]),
    });

    const every = names((await list('q=diya')).body).concat(names((await list('q=kurta')).body));
    expect(every).toEqual(expect.arrayContaining([soldOut.name, inStock.name, variantsGone.name, variantLeft.name]));
    const stocked = [
      ...names((await list('q=diya&inStock=true')).body),
      ...names((await list('q=kurta&inStock=true')).body),
    ];
    expect(stocked).toEqual(expect.arrayContaining([inStock.name, variantLeft.name]));
    expect(stocked).not.toContain(soldOut.name);
    expect(stocked).not.toContain(variantsGone.name);

    // The seed's T-shirt has no stock of its own but sizes in stock.
    const all = await list('inStock=true');
    expect(names(all.body)).toContain('Workshop Series 2025 T-shirt');
    expect(names(all.body)).not.toContain(soldOut.name);
    expect(all.headers['x-total-count']).toBe(String(all.body.data.length));
    // `false` is no filter.
    expect(names((await list('q=diya&inStock=false')).body)).toEqual(names((await list('q=diya')).body));
  });

  it('combines with the price bounds', async () => {
    await create({ Name: 'Sold Out Lantern', Price: '750', StockQuantity: '0' });
    const stocked = await create({ Name: 'Stocked Lantern', Price: '760', StockQuantity: '2' });
    const res = await list('q=lantern&minPrice=700&maxPrice=800&inStock=true');
    expect([res.status, names(res.body), res.headers['x-total-count']]).toEqual([200, [stocked.name], '1']);
  });
});

describe('bad filter values', () => {
  it('answers 400 with a message for each field', async () => {
    const res = await list('minPrice=-1&maxPrice=abc&inStock=yes');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      isSuccess: false,
      message: expect.any(String),
      errors: { minPrice: [M.minPrice], maxPrice: [M.maxPrice], inStock: [M.inStock] },
    });
    for (const value of ['1e3', '0x10', '12.5', ' ', '', '10000001', 'Infinity']) {
      const bad = await t.api.get('/api/Product').query({ minPrice: value });
      expect([value, bad.status, bad.body.errors]).toEqual([value, 400, { minPrice: [M.minPrice] }]);
    }
    const reversed = await list('minPrice=2000&maxPrice=1000');
    expect([reversed.status, reversed.body.errors]).toEqual([400, { maxPrice: [M.priceRange] }]);
    expect((await list('minPrice=1&minPrice=2')).status).toBe(400);
    expect((await list('minPrice=0&maxPrice=10000000')).status).toBe(200);
  });
});
