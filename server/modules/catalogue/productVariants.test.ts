import type { Product } from '../../../src/shared/contract/product';
import { PRODUCT_SHOP_MESSAGES as S } from '../../../src/shared/contract/productVariants';
import { PRODUCT_API_MESSAGES } from './productEditor.service';
import { freshProductTestSetup, type ProductTestSetup, validFields } from '../../test/productRequests';
import { type TestApp } from '../../test/testApp';

// The shop fields of the admin's product editor: slug, About Product, Steeping Instructions and
// variants with their own stock, saved with the same stale-save rules as the product's stock.

let t: TestApp;
let kit: ProductTestSetup['kit'];
let token: string;
freshProductTestSetup((setup) => ({ t, kit, token } = setup));

type VariantIn = { size?: string; colour?: string; stockQuantity: number; originalStockQuantity?: number };
const grid = (sizes: string[], colours: string[], stock: (size: string, colour: string) => number): VariantIn[] =>
  sizes.flatMap((size) => colours.map((colour) => ({ size, colour, stockQuantity: stock(size, colour) })));
const withVariants = (variants: VariantIn[], overrides: Record<string, string | undefined> = {}) =>
  validFields({ SKU: '', StockQuantity: '0', Variants: JSON.stringify(variants), ...overrides });
/** The variants as the form loaded them: each with the stock it showed. */
const loaded = (product: Product): VariantIn[] =>
  product.variants.map((v) => ({
    size: v.size,
    colour: v.colour,
    stockQuantity: v.stockQuantity,
    originalStockQuantity: v.stockQuantity,
  }));
const options = (product: Product) => product.variants.map((v) => [v.size, v.colour, v.stockQuantity]);

async function createToran(): Promise<Product> {
  const res = await kit.post(
    token,
    withVariants(
      grid(['S', 'M'], ['marigold', 'rose'], (size, colour) => (size === 'S' ? 4 : 6) + (colour === 'rose' ? 1 : 0)),
      {
        Name: 'Marigold Toran Garland',
        // As a browser sends a textarea in a multipart body: CRLF, stored as LF.
        About: 'Hand-strung marigolds.\r\n\r\nLasts a week.',
      },
    ),
  );
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('creating a product with the shop fields', () => {
  it('stores the variants in order with their stock, a slug made from the name, About and empty Steeping Instructions', async () => {
    const product = await createToran();
    expect(product).toMatchObject({
      slug: 'marigold-toran-garland',
      about: 'Hand-strung marigolds.\n\nLasts a week.',
      steepingInstructions: '',
    });
    expect(options(product)).toEqual([
      ['S', 'marigold', 4],
      ['S', 'rose', 5],
      ['M', 'marigold', 6],
      ['M', 'rose', 7],
    ]);
    const listed = ((await t.api.get('/api/Product')).body.data as Product[]).find((p) => p.id === product.id);
    expect(listed?.variants).toEqual(product.variants);
  });

  it('keeps a slug the admin typed, refuses one another product uses or that is not URL-safe', async () => {
    const mine = await kit.post(token, validFields({ SKU: '', Slug: 'toran-deluxe' }));
    expect([mine.status, mine.body.data.slug]).toEqual([201, 'toran-deluxe']);
    const taken = await kit.post(token, validFields({ SKU: '', Slug: 'toran-deluxe' }));
    expect([taken.status, taken.body.errors]).toEqual([400, { Slug: [S.slugTaken] }]);
    const bad = await kit.post(token, validFields({ SKU: '', Slug: 'Toran Deluxe!' }));
    expect([bad.status, bad.body.errors]).toEqual([400, { Slug: [S.slug] }]);
    // Without one, a name already used gets the next free slug.
    const again = await kit.post(token, validFields({ SKU: '', Name: 'Toran Deluxe' }));
    expect(again.body.data.slug).toBe('toran-deluxe-2');
  });

  it.each([
    ['not JSON', '[{size:'],
    ['a size that is not offered', JSON.stringify([{ size: 'XXXL', stockQuantity: 1 }])],
    [
      'the same size and colour twice (colours compared without case)',
      JSON.stringify([
        { size: 'S', colour: 'Rose', stockQuantity: 1 },
        { size: 'S', colour: 'rose ', stockQuantity: 2 },
      ]),
    ],
    [
      'a size on some variants only',
      JSON.stringify([
        { size: 'S', stockQuantity: 1 },
        { colour: 'rose', stockQuantity: 2 },
      ]),
    ],
    ['a negative stock', JSON.stringify([{ size: 'S', stockQuantity: -1 }])],
    ['a colour over 30 characters', JSON.stringify([{ colour: 'x'.repeat(31), stockQuantity: 1 }])],
    ['an object for a colour', JSON.stringify([{ colour: { toString: 1 }, stockQuantity: 1 }])],
  ])('refuses variants with %s (400 on Variants, nothing stored)', async (_case, variants) => {
    const before = [(await t.rows('products')).length, (await t.rows('productVariants')).length];
    const res = await kit.post(token, validFields({ SKU: '', Variants: variants }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    expect(Object.keys(res.body.errors).every((field) => field.startsWith('Variants'))).toBe(true);
    expect([(await t.rows('products')).length, (await t.rows('productVariants')).length]).toEqual(before);
  });
});

describe('editing the variants', () => {
  it('writes only the stocks the admin changed: a sale since the form was loaded stays sold', async () => {
    const product = await createToran();
    const [sMarigold, sRose] = product.variants;
    expect(await t.store.catalogue.takeStock(product.id, sRose.id, 2)).toBe(true); // a customer buys 2 S / rose
    const edit = loaded(product).map((v) =>
      v.size === 'S' && v.colour === 'marigold' ? { ...v, stockQuantity: 40 } : v,
    );
    const res = await kit.put(
      token,
      product.id,
      withVariants(edit, { Name: 'Marigold Toran Garland', StockQuantity: '0' }),
    );
    expect(res.status).toBe(200);
    expect(options(res.body.data)).toEqual([
      ['S', 'marigold', 40],
      ['S', 'rose', 3],
      ['M', 'marigold', 6],
      ['M', 'rose', 7],
    ]);
    // The same rows: a bag holding a variant id still finds it.
    expect(res.body.data.variants.slice(0, 2).map((v: { id: number }) => v.id)).toEqual([sMarigold.id, sRose.id]);
  });

  it('refuses with 409 a stock edit of a variant sold since the form was loaded, keeping everything as it was', async () => {
    const product = await createToran();
    const sRose = product.variants[1];
    await t.store.catalogue.takeStock(product.id, sRose.id, 1);
    const edit = loaded(product).map((v) =>
      v.colour === 'rose' && v.size === 'S' ? { ...v, stockQuantity: 20 } : { ...v, stockQuantity: 99 },
    );
    const res = await kit.put(
      token,
      product.id,
      withVariants(edit, { Name: 'Renamed', StockQuantity: '0', Version: String(product.version) }),
    );
    expect(res.status).toBe(409);
    const message = S.variantStockChanged('S / rose', 5, 4);
    expect(res.body).toEqual({ isSuccess: false, message, errors: { Variants: [message] } });
    const stored = (await t.store.catalogue.findProduct(product.id))!;
    expect([stored.name, stored.version]).toEqual(['Marigold Toran Garland', product.version]);
    expect(options(stored)).toEqual([
      ['S', 'marigold', 4],
      ['S', 'rose', 4],
      ['M', 'marigold', 6],
      ['M', 'rose', 7],
    ]);
  });

  it('a sale that lands between the early check and the write still rolls the whole save back', async () => {
    const product = await createToran();
    const sRose = product.variants[1];
    const store = t.context.store;
    const realTransaction = store.transaction;
    // The sale happens inside the save's window: after the early check, before the variants' conditional update.
    const sell = jest.spyOn(store, 'transaction').mockImplementationOnce(async (work) => {
      await t.direct().updateTable('productVariants').set({ stockQuantity: 0 }).where('id', '=', sRose.id).execute();
      return realTransaction(work);
    });
    const edit = loaded(product).map((v) => (v.colour === 'rose' && v.size === 'S' ? { ...v, stockQuantity: 20 } : v));
    const res = await kit.put(token, product.id, withVariants(edit, { StockQuantity: '0' }));
    expect(sell).toHaveBeenCalled();
    sell.mockRestore();
    expect(res.status).toBe(409);
    expect(res.body.errors.Variants).toEqual([S.variantStockChanged('S / rose', 5, 0)]);
    const stored = (await t.store.catalogue.findProduct(product.id))!;
    expect([stored.version, options(stored)[0], options(stored)[1]]).toEqual([
      product.version,
      ['S', 'marigold', 4],
      ['S', 'rose', 0],
    ]);
  });

  it('adds and removes sizes and colours; an edit without Variants or About keeps them', async () => {
    const product = await createToran();
    const edit = [
      ...loaded(product).filter((v) => v.colour !== 'rose'),
      { size: 'L', colour: 'marigold', stockQuantity: 2 },
    ];
    const res = await kit.put(token, product.id, withVariants(edit, { StockQuantity: '0' }));
    expect(options(res.body.data)).toEqual([
      ['S', 'marigold', 4],
      ['M', 'marigold', 6],
      ['L', 'marigold', 2],
    ]);
    const plain = await kit.put(token, product.id, validFields({ SKU: '', StockQuantity: '0', Name: 'Toran' }));
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({
      name: 'Toran',
      about: 'Hand-strung marigolds.\n\nLasts a week.',
      slug: 'marigold-toran-garland',
    });
    expect(plain.body.data.variants).toEqual(res.body.data.variants);
    const none = await kit.put(token, product.id, validFields({ SKU: '', StockQuantity: '9', Variants: '[]' }));
    expect([none.body.data.variants, none.body.data.stockQuantity]).toEqual([[], 9]);
  });

  it('needs the stock each existing variant was loaded with', async () => {
    const product = await createToran();
    const edit = product.variants.map((v) => ({ size: v.size, colour: v.colour, stockQuantity: v.stockQuantity }));
    const res = await kit.put(token, product.id, withVariants(edit, { StockQuantity: '0' }));
    expect([res.status, res.body.errors]).toEqual([400, { Variants: [S.variantOriginal] }]);
  });

  it('keeps its own slug, and refuses another product’s', async () => {
    const product = await createToran();
    expect(
      (await kit.put(token, product.id, validFields({ SKU: '', StockQuantity: '0', Slug: 'marigold-toran-garland' })))
        .status,
    ).toBe(200);
    const taken = await kit.put(
      token,
      product.id,
      validFields({ SKU: '', StockQuantity: '0', Slug: 'festive-gift-hamper' }),
    );
    expect([taken.status, taken.body.message, taken.body.errors]).toEqual([
      400,
      PRODUCT_API_MESSAGES.invalid,
      { Slug: [S.slugTaken] },
    ]);
  });
});
