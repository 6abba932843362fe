import fs from 'node:fs';
import path from 'node:path';
import type { Test } from 'supertest';
import type { Product } from '../../src/shared/contract/product';
import { imageFileUrls } from '../modules/catalogue/productMedia';
import { DEMO, freshAppWithAdmin, type TestApp } from './testApp';

/** Valid text fields of a product payload, as the admin form sends them. */
export const validFields = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const fields: Record<string, string | undefined> = {
    Name: 'Marigold Garland',
    Description: 'Fresh marigold garlands for mandap and entrance decor.',
    Price: '1200',
    SalePrice: '999.50',
    StockQuantity: '15',
    SKU: 'DECOR-MARIGOLD-01',
    CategoryId: '3',
    IsActive: 'true',
    MainImageIndex: '0',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
};

export interface Upload {
  field: 'Images' | 'Videos' | string;
  content: Buffer;
  filename: string;
  contentType: string;
}

export function withPayload(request: Test, fields: Record<string, string>, uploads: Upload[] = []): Test {
  let req = request;
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const upload of uploads)
    req = req.attach(upload.field, upload.content, { filename: upload.filename, contentType: upload.contentType });
  return req;
}

/** Helpers bound to one test app: tokens for the demo accounts and a view of the uploads folder. */
export function productTestKit(t: TestApp) {
  const seedFiles = new Set(fs.readdirSync(t.config.uploadsDir));
  const stagingDir = path.join(t.config.uploadsDir, '.incoming');
  return {
    adminToken: async () => (await t.login(DEMO.admin)).tokens.accessToken,
    customerToken: async () => (await t.login(DEMO.customer)).tokens.accessToken,
    /** Files in the uploads folder that the seed did not put there. */
    newUploads: () =>
      fs.readdirSync(t.config.uploadsDir).filter((name) => !seedFiles.has(name) && name !== '.incoming'),
    /** The names of every file of these products: photos with their variants, and videos (sorted, as `newUploads().sort()`). */
    filesOf: (...products: Array<Pick<Product, 'images' | 'videos'>>) =>
      products
        .flatMap((product) => [
          ...product.images.flatMap(imageFileUrls),
          ...product.videos.map((video) => video.videoUrl),
        ])
        .map((url) => url.replace(/^\/uploads\//, ''))
        .sort(),
    staged: () => (fs.existsSync(stagingDir) ? fs.readdirSync(stagingDir) : []),
    fileOf: (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, '')),
    post: (token: string, fields: Record<string, string>, uploads: Upload[] = []) =>
      withPayload(t.api.post('/api/Product').set('Authorization', `Bearer ${token}`), fields, uploads),
    /** An edit based on the product as stored now (its Version and stock), unless `fields` name them. */
    put: async (token: string, id: number, fields: Record<string, string>, uploads: Upload[] = []) => {
      const current = await t.store.catalogue.findProduct(id);
      const base: Record<string, string> = current
        ? { Version: String(current.version), OriginalStockQuantity: String(current.stockQuantity) }
        : {};
      return withPayload(
        t.api.put(`/api/Product/${id}`).set('Authorization', `Bearer ${token}`),
        { ...base, ...fields },
        uploads,
      );
    },
    /** An edit exactly as given (no Version or stock added). */
    putAsIs: (token: string, id: number, fields: Record<string, string>, uploads: Upload[] = []) =>
      withPayload(t.api.put(`/api/Product/${id}`).set('Authorization', `Bearer ${token}`), fields, uploads),
  };
}

export const image = (content: Buffer, filename = 'photo.png', contentType = 'image/png'): Upload => ({
  field: 'Images',
  content,
  filename,
  contentType,
});
export const video = (content: Buffer, filename = 'clip.mp4', contentType = 'video/mp4'): Upload => ({
  field: 'Videos',
  content,
  filename,
  contentType,
});

/** What a product route test works with: the app, its request kit and the demo admin's token. */
export interface ProductTestSetup {
  t: TestApp;
  kit: ReturnType<typeof productTestKit>;
  token: string;
}

/** A fresh app with the demo admin logged in before every test of the file, handed to `onReady`. */
export function freshProductTestSetup(onReady: (setup: ProductTestSetup) => void): void {
  freshAppWithAdmin((app, admin) => onReady({ t: app, kit: productTestKit(app), token: admin.token }));
}
