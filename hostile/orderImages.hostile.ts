import { PNG, WEBP } from '../server/test/mediaFixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { orderBody } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { describeHostile, serverForFile } from './support/groups';

// Replacing a product's image deleted the file, and every order placed
// with it showed a broken picture. An image file is kept while any order item points at it.

type Product = { id: number; version: number; stockQuantity: number; images: Array<{ imageUrl: string }> };

describeOnEngines('order history keeps its images', (engine) => {
  const server = serverForFile(`order-images-${engine}`, engine);
  let admin = '';
  let customer = '';

  beforeAll(async () => {
    admin = (await logIn(server(), DEMO_ADMIN)).auth;
    customer = (await logIn(server(), DEMO_CUSTOMER)).auth;
  });

  const fields = {
    Description: 'A brass diya',
    Price: '250',
    StockQuantity: '40',
    CategoryId: '1',
    IsActive: 'true',
    MainImageIndex: '0',
  };
  const withFields = (req: ReturnType<ReturnType<typeof server>['api']['post']>, values: Record<string, string>) =>
    Object.entries(values).reduce((current, [name, value]) => current.field(name, value), req);
  const imageOf = async (url: string) => {
    const res = await server().api.get(url).buffer(true);
    return { status: res.status, bytes: res.body as Buffer };
  };
  const orderedImage = async (orderId: number) => {
    const orders = (await server().api.get('/api/Order/user').set('Authorization', customer)).body.data as Array<{
      id: number;
      items: Array<{ imageUrl: string }>;
    }>;
    return orders.find((order) => order.id === orderId)!.items[0].imageUrl;
  };

  describeHostile('an image replaced after the order', server, (changes) => {
    it('the order still shows the picture it was placed with, byte for byte', async () => {
      const created = await withFields(server().api.post('/api/Product').set('Authorization', admin), {
        ...fields,
        Name: 'Brass Diya',
        SKU: `DIYA-${engine}`,
      }).attach('Images', PNG, { filename: 'diya.png', contentType: 'image/png' });
      expect(created.status).toBe(201);
      const product = created.body.data as Product;
      const original = product.images[0].imageUrl;
      const stored = await imageOf(original);
      const placed = await server()
        .api.post('/api/Order')
        .set('Authorization', customer)
        .send(orderBody({ items: [{ productId: product.id, quantity: 1 }] }));
      expect(placed.status).toBe(201);
      expect(await orderedImage(placed.body.data.id)).toBe(original);

      const base = { Version: String(product.version), OriginalStockQuantity: String(product.stockQuantity) };
      const replaced = await withFields(server().api.put(`/api/Product/${product.id}`).set('Authorization', admin), {
        ...fields,
        ...base,
        Name: 'Brass Diya',
        SKU: `DIYA-${engine}`,
      }).attach('Images', WEBP, { filename: 'diya.webp', contentType: 'image/webp' });
      expect(replaced.status).toBe(200);
      expect((replaced.body.data as Product).images[0].imageUrl).not.toBe(original);

      expect(await orderedImage(placed.body.data.id)).toBe(original);
      const served = await imageOf(original);
      expect(served.status).toBe(200);
      // The upload is stored re-encoded (metadata dropped): the same bytes as right after the upload.
      expect(Buffer.compare(served.bytes, stored.bytes)).toBe(0);

      // Deleting the product keeps it too.
      expect((await server().api.delete(`/api/Product/${product.id}`).set('Authorization', admin)).status).toBe(200);
      expect((await imageOf(original)).status).toBe(200);
      // The replacement, which no order used, went with the product.
      expect((await imageOf((replaced.body.data as Product).images[0].imageUrl)).status).toBe(404);
      changes.add('orders');
      // The deletion is the catalogue's last change (the sitemap's lastmod of the product listings).
      changes.add('settings');
    });

    it('a seed product whose image is replaced: orders placed before keep the old file', async () => {
      const before = ((await server().api.get('/api/Product')).body.data as Product[]).find((p) => p.id === 103)!;
      const oldUrl = before.images[0].imageUrl;
      const placed = await server()
        .api.post('/api/Order')
        .set('Authorization', customer)
        .send(orderBody({ items: [{ productId: 103, quantity: 1 }] }));
      expect(placed.status).toBe(201);
      const edit = await server().api.get('/api/Product').set('Authorization', admin);
      const full = (edit.body.data as Array<Product & Record<string, unknown>>).find((p) => p.id === 103)!;
      const replaced = await withFields(server().api.put('/api/Product/103').set('Authorization', admin), {
        Name: String(full.name),
        Description: String(full.description),
        Price: String(full.price),
        StockQuantity: String(full.stockQuantity),
        SKU: String(full.sku),
        CategoryId: String(full.categoryId),
        IsActive: 'true',
        MainImageIndex: '0',
        Version: String(full.version),
        OriginalStockQuantity: String(full.stockQuantity),
      }).attach('Images', PNG, { filename: 'new.png', contentType: 'image/png' });
      expect(replaced.status).toBe(200);
      expect((await imageOf(oldUrl)).status).toBe(200);
      expect(await orderedImage(placed.body.data.id)).toBe(oldUrl);
      changes.add('orders');
      changes.change('products', 103);
    });
  });
});
