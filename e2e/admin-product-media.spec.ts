import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { ADMIN, adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { testOnServerOfItsOwn } from './support/isolatedServer';

/**
 * Editing a product's images. The admin moves the second photo up, removes the other one
 * and adds a new one; the shop's product page then shows them in that order, and the file of the
 * removed photo is gone.
 */
// Its own server: the product and its files never show on the shared one.
const test = testOnServerOfItsOwn();
const FIXTURES = path.join(__dirname, 'fixtures');

type Listed = { id: number; images: Array<{ imageUrl: string }>; mainImageIndex: number };

const sources = (images: Locator) =>
  images.evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
const photo = (name: string, type: string) => new Blob([fs.readFileSync(path.join(FIXTURES, name))], { type });

/** A product with two photos (the front is the main one), made through the API. */
async function createLantern(request: APIRequestContext, name: string, slug: string): Promise<Listed> {
  const login = await request.post('/api/Auth/login', { data: ADMIN });
  const token = (await login.json()).data.tokens.accessToken as string;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    Name: name,
    Slug: slug,
    Description: 'A paper lantern for the media test.',
    Price: '450',
    StockQuantity: '6',
    CategoryId: '8',
    HsnCode: '0603',
    GstRate: '12',
  })) {
    form.append(field, value);
  }
  form.append('Images', photo('lantern-front.png', 'image/png'), 'lantern-front.png');
  form.append('Images', photo('lantern-back.webp', 'image/webp'), 'lantern-back.webp');
  const created = await request.post('/api/Product', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data as Listed;
}

test('the admin reorders, removes and adds photos of a product; the product page shows the new order', async ({
  page,
  request,
}) => {
  const name = `E2E Media Lantern ${Date.now()}`;
  const slug = `e2e-media-lantern-${Date.now()}`;
  const created = await createLantern(request, name, slug);
  const [front, back] = created.images.map((image) => image.imageUrl);

  await adminLogin(page);
  await page.goto(`/admin/product-entry?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit product: ${name}` })).toBeFocused();
  const current = page.getByRole('group', { name: 'Current images' });
  await expect(current.getByRole('listitem')).toHaveCount(2);
  await expect(current.locator('li img')).toHaveCount(2);

  // The back photo moves up: focus stays on it (its other arrow, as it is now first).
  await current.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(current.getByRole('button', { name: 'Move image 1 down' })).toBeFocused();
  await expect(current.getByText('Image 2 moved up; it is now image 1 of 2.')).toBeAttached();
  await expect.poll(() => sources(current.locator('li img'))).toEqual([back, front]);

  // The front photo (now second) is removed, and a new photo added after the kept one.
  await current.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(current.getByRole('listitem')).toHaveCount(1);
  await expect(current.getByRole('button', { name: 'Remove image 1' })).toBeFocused();
  await page.getByLabel('Images', { exact: true }).setInputFiles(path.join(FIXTURES, 'marigold-toran.jpg'));
  const main = page.getByRole('group', { name: 'Main image' });
  await expect(main.getByRole('radio')).toHaveCount(2);
  await expect(main.getByRole('radio', { name: 'Image 1' })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Update' }).click();
  // The new photo's AVIF and WebP sizes are encoded before the answer: seconds on a busy machine.
  await expect(page.getByText('Operation successful')).toBeVisible({ timeout: 30_000 });

  const saved = (await (await request.get(`/api/Product/slug/${slug}`)).json()).data as Listed;
  expect(saved.images).toHaveLength(2);
  expect(saved.images[0].imageUrl).toBe(back);
  expect([front, back]).not.toContain(saved.images[1].imageUrl);
  expect(saved.mainImageIndex).toBe(0);
  // The removed photo's file is deleted; the kept one is still served.
  expect((await request.get(front)).status()).toBe(404);
  expect((await request.get(back)).status()).toBe(200);

  // The shop's page: the main (kept) photo first, then the new one.
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Product images' });
  await expect(gallery.getByRole('button', { name: /^Show image/ })).toHaveCount(2);
  await expect.poll(() => sources(gallery.locator('li img'))).toEqual(saved.images.map((image) => image.imageUrl));
});
