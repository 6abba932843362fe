import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { testOnServerOfItsOwn } from './support/isolatedServer';

// The shop from the catalogue: the products page's filters, sort, search and pages live in the
// address; every product has its page at /product/<slug>.

// The counts below are the seed's: products other specs create on the shared server never change them.
const test = testOnServerOfItsOwn();

const cards = (page: Page) => page.getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();
const bag = (page: Page) => page.getByRole('dialog', { name: /Your Bag/ });
const TEE = 'Workshop Series 2025 T-shirt';

test('filters by a category link, sorts, searches and pages, all in the address', async ({ page }) => {
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 1–12 of 15 products');

  // Paging: the second page holds the last three active products.
  const pages = page.getByRole('navigation', { name: 'Pages of products' });
  // Styled page links, each at least 44 x 44 px (a thumb's target), in one row.
  for (const link of await pages.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await expect(pages.getByRole('listitem').first()).toHaveCSS('list-style-type', 'none');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards(page)).toHaveCount(3);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A filter link of the sidebar.
  await page.getByRole('navigation', { name: 'Filter products' }).getByRole('link', { name: 'Art' }).click();
  await expect(page).toHaveURL(/\/products\/art$/);
  // The previous page's cards stay until the filtered list arrives, so the names are polled.
  await expect
    .poll(async () => (await cardNames(page)).sort())
    .toEqual(['Event Art Print', 'Festive Greeting Card Set']);

  // Sort by the price paid: the cards (₹199 on sale) come before the print (₹1,699).
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/products\/art\?sort=price-asc$/);
  await expect(cards(page).first()).toContainText('Festive Greeting Card Set');
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(cards(page).first()).toContainText('Event Art Print');

  // Search across the catalogue, kept through a reload.
  await page.getByRole('navigation', { name: 'Filter products' }).getByRole('link', { name: 'All products' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('darjeeling');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?sort=price-desc&q=darjeeling$/);
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  expect(await cardNames(page)).toEqual(['Darjeeling Tea Hamper', 'Darjeeling Second Flush Tea']);

  // Nothing found: say so, and clear the filters.
  await page.goto('/products/corporate?q=saffron');
  await expect(page.getByText('No products match your filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards(page)).toHaveCount(12);
});

test('opens a product by its slug: sold-out size disabled, few left, added to the bag at the page price', async ({
  page,
}) => {
  await page.goto('/products/workshop-series-2025');
  await cards(page).getByRole('link', { name: TEE }).click();
  await expect(page).toHaveURL(/\/product\/workshop-series-2025-t-shirt$/);
  await expect(page.getByRole('heading', { level: 1, name: TEE })).toBeVisible();

  await expect(page.getByRole('radio', { name: 'XS (sold out)' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a size');
  await page.locator('label[for="size-M"]').click();
  await page.locator('label[for="colour-green"]').click();
  await expect(page.getByText('Only 2 left')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await expect(bag(page)).toBeVisible();
  await expect(bag(page).getByRole('listitem').filter({ hasText: TEE })).toContainText('Size M · Green');
  await expect(bag(page).getByTestId('bag-subtotal')).toHaveText('₹749');
  // The store writes the browser's storage a moment after the state changes: polled.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(JSON.parse(localStorage.getItem('cart') ?? '{}'))))
    .toContain('"variantId"');
});

test('a product page says what it sells to search engines (Product JSON-LD on PUBLIC_URL), and an unknown slug says it is not found', async ({
  page,
  baseURL,
}) => {
  await page.goto('/item-desc2');
  await expect(page.getByRole('heading', { level: 1, name: 'Darjeeling Tea Hamper' })).toBeVisible();
  await expect(page.getByText('Save 15%').first()).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = data.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product');
  expect(product).toMatchObject({
    name: 'Darjeeling Tea Hamper',
    sku: 'SHOP-HAMPER-DARJ',
    offers: {
      price: '1444.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${baseURL}/product/darjeeling-tea-hamper`,
    },
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/product/darjeeling-tea-hamper`,
  );

  const missing = await page.goto('/product/no-such-product');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the home page Our Products cards open the products they name', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /View product\s*: Event Art Prints/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event Art Print' })).toBeVisible();
});

test('axe finds no WCAG 2.2 A/AA violations on the products page and a product page with sizes', async ({ page }) => {
  await page.goto('/products?sort=name-asc&page=2');
  await expect(cards(page)).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.goto('/product/workshop-series-2025-t-shirt');
  await expect(page.getByRole('region', { name: 'Trending Now' })).toBeVisible();
  await expectNoAxeViolations(page);
});
