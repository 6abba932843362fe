import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminLogin, fillProductTax } from './support/admin';
import { expectNoAxeViolations } from './support/axe';

// The admin stocks what the shop sells. A product with sizes, a stock per size and a
// photo, saved through the editor, is listed by the API with its variants and responsive sources.

const FIXTURES = path.join(__dirname, 'fixtures');

test('an admin creates "Marigold Toran Garland" with a photo and stock per size; the API lists its variants and image sources', async ({
  page,
  request,
}) => {
  // A name of this run's own: a retry (or another run on the same server) would otherwise find the
  // slug taken and get "marigold-toran-garland-2".
  const run = String(Date.now());
  const sku = `E2E-TORAN-${run}`;
  const name = `Marigold Toran Garland ${run}`;
  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Product Entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Entry' })).toBeVisible();

  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^SKU/).fill(sku);
  await page.getByLabel(/^Description/).fill('A door toran of fresh marigolds and mango leaves.');
  await page.getByLabel(/^Price/).fill('850');
  await fillProductTax(page, '0603', '0 %');
  await page
    .getByLabel('About Product')
    .fill('Hand-strung in Old Delhi on the morning of delivery.\n\nLasts about a week.');
  const variants = page.getByRole('group', { name: 'Sizes and colours' });
  for (const size of ['S', 'M', 'L']) await variants.getByLabel(size, { exact: true }).check();
  await expect(page.getByLabel(/^Stock quantity/)).toHaveCount(0);
  const grid = page.getByRole('table', { name: 'Stock per variant' });
  await expect(grid.getByRole('rowheader')).toHaveText(['S', 'M', 'L']);
  await page.getByLabel('Stock of S').fill('4');
  await page.getByLabel('Stock of M').fill('6');
  await page.getByLabel('Stock of L').fill('2');
  await page.getByLabel('Images').setInputFiles(path.join(FIXTURES, 'marigold-toran.jpg'));
  await expect(page.getByRole('group', { name: 'Main image' }).locator('img')).toHaveCount(1);

  // The whole editor, variants grid included, with an error showing under a cell.
  await page.getByLabel('Stock of L').fill('');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Stock of L')).toHaveAccessibleDescription('Please provide a valid quantity.');
  await expectNoAxeViolations(page, 'main form');
  await page.getByLabel('Stock of L').fill('2');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Operation successful')).toBeVisible();

  const res = await request.get('/api/Product');
  expect(res.ok()).toBe(true);
  type Listed = {
    sku: string;
    slug: string;
    about: string;
    variants: Array<{ size: string; colour: string; stockQuantity: number }>;
    images: Array<{
      imageUrl: string;
      width: number;
      height: number;
      sources: Array<{ type: string; srcset: string }>;
    }>;
  };
  const product = ((await res.json()).data as Listed[]).find((p) => p.sku === sku)!;
  expect(product).toMatchObject({
    slug: `marigold-toran-garland-${run}`,
    about: 'Hand-strung in Old Delhi on the morning of delivery.\n\nLasts about a week.',
  });
  expect(product.variants.map((v) => [v.size, v.colour, v.stockQuantity])).toEqual([
    ['S', '', 4],
    ['M', '', 6],
    ['L', '', 2],
  ]);
  const [photo] = product.images;
  expect([photo.width, photo.height]).toEqual([1000, 667]);
  expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  for (const source of photo.sources)
    expect(source.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1000w']);
  const variant = await request.get(photo.sources[0].srcset.split(' ')[0]);
  expect([variant.status(), variant.headers()['content-type']]).toEqual([200, 'image/avif']);
});
