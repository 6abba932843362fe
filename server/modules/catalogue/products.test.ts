import { PRODUCT_MESSAGES as M } from '../../../src/shared/contract/product';
import { PNG, WEBP } from '../../test/mediaFixtures';
import { placeOrder } from '../../test/orderFixtures';
import { image, productTestKit, validFields } from '../../test/productRequests';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let kit: ReturnType<typeof productTestKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = productTestKit(t);
});
afterEach(() => t.cleanup());

describe('GET /api/Category/all-flat', () => {
  it('lists every category as { id, name }', async () => {
    const res = await t.api.get('/api/Category/all-flat');
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Clothing',
      'Electronics',
      'Home Decor',
      'Beauty',
      'Books',
      'Gifting',
      'Printing',
      'Event Merchandise',
      // The shop's filter links (/products/<slug>), migration 0006's seed.
      'One of a Kind',
      'Art',
      'Gift Hampers',
      'Corporate Gifting',
      'Jaipur Artisans',
      'Darjeeling Estates',
      'Workshop Series 2025',
    ]);
    expect(res.body.data[0]).toEqual({ id: 1, name: 'Clothing' });
  });
});

describe('GET /api/Product', () => {
  it('shows the public only active products, and an admin all of them', async () => {
    const publicList = await t.api.get('/api/Product');
    expect(publicList.status).toBe(200);
    expect(publicList.body).toMatchObject({ isSuccess: true, message: expect.any(String) });
    expect(publicList.body.data.length).toBeGreaterThan(0);
    expect(publicList.body.data.every((p: { isActive: boolean }) => p.isActive)).toBe(true);

    const customer = await t.api.get('/api/Product').set('Authorization', `Bearer ${await kit.customerToken()}`);
    expect(customer.body.data).toEqual(publicList.body.data);

    const admin = await t.api.get('/api/Product').set('Authorization', `Bearer ${await kit.adminToken()}`);
    expect(admin.body.data.length).toBeGreaterThan(publicList.body.data.length);
    expect(admin.body.data.some((p: { isActive: boolean }) => !p.isActive)).toBe(true);
  });

  it('answers 401 to an invalid token so the client refreshes', async () => {
    const res = await t.api.get('/api/Product').set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
  });

  it('serves seed products in the spec shape with images that exist', async () => {
    const res = await t.api.get('/api/Product');
    for (const product of res.body.data) {
      expect(Object.keys(product).sort()).toEqual(
        [
          ...[
            'id',
            'name',
            'description',
            'price',
            'salePrice',
            'stockQuantity',
            'sku',
            'categoryId',
            'isActive',
            'images',
            'videos',
            'mainImageIndex',
            'version',
            'createdAt',
            'updatedAt',
          ],
          ...['slug', 'about', 'steepingInstructions', 'categorySlug', 'variants'],
          ...['hsnCode', 'gstRate'],
          'lowStockThreshold',
        ].sort(),
      );
      for (const { imageUrl } of product.images) {
        const served = await t.api.get(imageUrl);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toMatch(/^image\//);
      }
    }
  });
});

describe('product mutations need an admin', () => {
  it('answers 401 without a token and 403 to a customer, for every mutation, and stores nothing', async () => {
    const customer = await kit.customerToken();
    const before = await t.rows('products');

    expect((await t.api.post('/api/Product').send({})).status).toBe(401);
    expect((await t.api.put('/api/Product/1').send({})).status).toBe(401);
    expect((await t.api.delete('/api/Product/1')).status).toBe(401);

    const created = await kit.post(customer, validFields(), [image(PNG)]);
    expect(created.status).toBe(403);
    expect(created.body.isSuccess).toBe(false);
    expect((await kit.put(customer, 1, validFields())).status).toBe(403);
    expect((await t.api.delete('/api/Product/1').set('Authorization', `Bearer ${customer}`)).status).toBe(403);

    expect(await t.rows('products')).toEqual(before);
    expect(kit.newUploads()).toEqual([]);
    expect(kit.staged()).toEqual([]);
  });
});

describe('POST /api/Product', () => {
  it('creates the product with its images under generated names, served with nosniff', async () => {
    const res = await kit.post(await kit.adminToken(), validFields({ MainImageIndex: '1' }), [
      image(PNG, 'front view.png'),
      image(WEBP, 'back.webp', 'image/webp'),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.isSuccess).toBe(true);
    const product = res.body.data;
    expect(product).toMatchObject({
      name: 'Marigold Garland',
      description: 'Fresh marigold garlands for mandap and entrance decor.',
      price: 1200,
      salePrice: 999.5,
      stockQuantity: 15,
      sku: 'DECOR-MARIGOLD-01',
      categoryId: 3,
      isActive: true,
      mainImageIndex: 1,
      videos: [],
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0].imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(product.images[1].imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(product));
    expect(kit.staged()).toEqual([]);

    const served = await t.api.get(product.images[1].imageUrl);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    expect(await t.store.catalogue.findProduct(product.id)).toEqual(product);
  });

  it('stores a product without a sale price as null and inactive when asked', async () => {
    const res = await kit.post(
      await kit.adminToken(),
      validFields({ SalePrice: undefined, IsActive: 'false', SKU: '' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ salePrice: null, isActive: false, sku: '', images: [], mainImageIndex: 0 });
    const publicList = await t.api.get('/api/Product');
    expect(publicList.body.data.some((p: { id: number }) => p.id === res.body.data.id)).toBe(false);
  });

  it('answers the spec messages under the fields for missing values', async () => {
    const res = await kit.post(await kit.adminToken(), { IsActive: 'true' });
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.errors).toEqual({
      Name: [M.name],
      Description: [M.description],
      Price: [M.price],
      StockQuantity: [M.stockQuantity],
      CategoryId: [M.category],
    });
  });

  it.each([
    ['{ Price: -1 }', { Price: '-1' }, 'Price', M.price],
    ['{ Price: 0x10 }', { Price: '0x10' }, 'Price', M.price],
    ['{ Price: 1e3 }', { Price: '1e3' }, 'Price', M.price],
    ['{ Price: 10.999 }', { Price: '10.999' }, 'Price', M.price],
    ['{ SalePrice: -5 }', { SalePrice: '-5' }, 'SalePrice', M.salePrice],
    ['{ SalePrice: 1500 }', { SalePrice: '1500' }, 'SalePrice', M.salePriceAbovePrice],
    ['{ StockQuantity: 1.5 }', { StockQuantity: '1.5' }, 'StockQuantity', M.stockQuantity],
    ['{ StockQuantity: -3 }', { StockQuantity: '-3' }, 'StockQuantity', M.stockQuantity],
    ['{ CategoryId: 99 }', { CategoryId: '99' }, 'CategoryId', M.category],
    ['{ SKU: has spaces }', { SKU: 'has spaces' }, 'SKU', M.sku],
    ['{ SKU: gift-hamper-01 }', { SKU: 'gift-hamper-01' }, 'SKU', M.skuTaken],
    ['{ MainImageIndex: 1 }', { MainImageIndex: '1' }, 'MainImageIndex', M.mainImage],
    ['{ IsActive: maybe }', { IsActive: 'maybe' }, 'IsActive', M.isActive],
    ['{ Name: 201 characters }', { Name: 'x'.repeat(201) }, 'Name', M.tooLong(200)],
  ])('refuses %s with a field error and keeps no file', async (_label, overrides, field, message) => {
    const res = await kit.post(await kit.adminToken(), validFields(overrides), [image(PNG)]);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(kit.newUploads()).toEqual([]);
    expect(kit.staged()).toEqual([]);
  });

  it('accepts a sale price equal to the price and a zero stock', async () => {
    const res = await kit.post(await kit.adminToken(), validFields({ SalePrice: '1200', StockQuantity: '0' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ salePrice: 1200, stockQuantity: 0 });
  });
});

describe('DELETE /api/Product/{id}', () => {
  it('removes the product and its files, and answers 404 for one that does not exist', async () => {
    const token = await kit.adminToken();
    const created = (await kit.post(token, validFields(), [image(PNG), image(WEBP, 'b.webp', 'image/webp')])).body.data;
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(created));
    expect(kit.newUploads()).toHaveLength(6);

    const res = await t.api.delete(`/api/Product/${created.id}`).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, message: 'Product deleted successfully' });
    expect(kit.newUploads()).toEqual([]);
    expect(((await t.rows('products')) as Array<{ id: number }>).some((p) => p.id === created.id)).toBe(false);

    const again = await t.api.delete(`/api/Product/${created.id}`).set('Authorization', `Bearer ${token}`);
    expect(again.status).toBe(404);
    expect((await t.api.delete('/api/Product/abc').set('Authorization', `Bearer ${token}`)).status).toBe(404);
  });

  it('keeps the orders of a deleted product as they were (the product table deletes through this route, one by one)', async () => {
    const token = await kit.adminToken();
    const auth = `Bearer ${token}`;
    const order = await placeOrder(t, null);
    const detail = async () =>
      (await t.api.get(`/api/admin/orders/${order.id}`).set('Authorization', auth)).body.data as {
        items: Array<Record<string, unknown>>;
        totalAmount: number;
      };
    const before = await detail();
    expect(before.items.map((item) => item.productId)).toEqual([102]);

    expect((await t.api.delete('/api/Product/102').set('Authorization', auth)).status).toBe(200);
    expect((await t.api.get('/api/Product/102').set('Authorization', auth)).status).toBe(404);
    const after = await detail();
    expect(after.items.map(({ name, quantity, price }) => ({ name, quantity, price }))).toEqual(
      before.items.map(({ name, quantity, price }) => ({ name, quantity, price })),
    );
    expect(after.totalAmount).toBe(before.totalAmount);
  });

  it('keeps a file that another product still uses', async () => {
    const token = await kit.adminToken();
    const seedImage = (await t.store.catalogue.findProduct(1))!;
    // Two records pointing at one file, as seed data may do.
    const { id: _id, createdAt: _created, updatedAt: _updated, ...second } = (await t.store.catalogue.findProduct(2))!;
    await t.store.catalogue.updateProduct(2, { ...second, images: [...seedImage.images] }, new Date().toISOString(), {
      version: second.version,
    });
    await t.api.delete('/api/Product/1').set('Authorization', `Bearer ${token}`);
    expect((await t.api.get(seedImage.images[0].imageUrl)).status).toBe(200);
  });
});
