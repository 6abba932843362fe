import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminLogin, dismissToasts } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { parseCsv } from './support/csv';
import { testOnServerOfItsOwn } from './support/isolatedServer';

/**
 * The product table: search, filters, sort, page and size kept in the URL (a reload and
 * the menu bring them back), the CSV of every match, bulk delete behind a confirmation, the
 * unsaved-changes warning of the form, and a table still usable on a 375 px phone.
 */
// Products are created and deleted here; the seed's counts stay right for every other spec.
const test = testOnServerOfItsOwn();

const tokenOf = async (request: APIRequestContext) =>
  (await (await request.post('/api/Auth/login', { data: ADMIN })).json()).data.tokens.accessToken as string;

async function createProducts(request: APIRequestContext, names: string[]): Promise<number[]> {
  const headers = { Authorization: `Bearer ${await tokenOf(request)}` };
  const ids: number[] = [];
  for (const name of names) {
    const created = await request.post('/api/Product', {
      headers,
      multipart: {
        Name: name,
        Description: `${name}, made for the product table test.`,
        Price: '650',
        StockQuantity: '4',
        CategoryId: '8',
        HsnCode: '0603',
        GstRate: '12',
      },
    });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).data.id as number);
  }
  return ids;
}

const productTable = (page: Page) => page.getByRole('table', { name: 'Products' });
const productNames = async (page: Page) =>
  (await productTable(page).locator('tbody tr td:nth-child(3) .fw-semibold').allTextContents()).map((name) =>
    name.trim(),
  );
const openProductEntry = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Product Entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Entry' })).toBeVisible();
};

test('the table state lives in the URL: it survives a reload and the menu, and the table works on a 375 px phone', async ({
  page,
}) => {
  await adminLogin(page);
  await openProductEntry(page);
  // A product sold in sizes shows the sum of its sizes' stock, each size's stock, and that one is low.
  const shirtStock = productTable(page)
    .getByRole('row', { name: /Workshop Series 2025 T-shirt/ })
    .getByRole('cell')
    .nth(5);
  await expect(shirtStock).toContainText(/^51\(XS \/ beige 0 \(low\) · /);
  await expect(shirtStock).toContainText('Low stock');
  await page.getByLabel('Filter by status').selectOption({ label: 'Active' });
  await page.getByLabel('Filter by stock').selectOption({ label: 'In stock' });
  await productTable(page).getByRole('button', { name: 'Price' }).click();
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page).toHaveURL(/active=true/);
  await expect(page).toHaveURL(/stock=in/);
  await expect(page).toHaveURL(/sort=price&order=asc/);
  await expect(page).toHaveURL(/limit=10/);
  await page
    .getByRole('navigation', { name: 'Pages of Products' })
    .getByRole('link', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  // The seed: 15 active products, all in stock (the T-shirt through its sizes).
  await expect(page.getByText('Showing 11–15 of 15')).toBeVisible();
  const secondPage = await productNames(page);
  expect(secondPage).toHaveLength(5);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByText('Showing 11–15 of 15')).toBeVisible();
  expect(await productNames(page)).toEqual(secondPage);
  await expect(page.getByLabel('Filter by status')).toHaveValue('true');
  await expect(page.getByLabel('Filter by stock')).toHaveValue('in');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(productTable(page).getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Away and back through the menu (a bare /admin/product-entry): the same list.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openProductEntry(page);
  await expect(page).toHaveURL(/stock=in/);
  await expect(page.getByText('Showing 11–15 of 15')).toBeVisible();
  expect(await productNames(page)).toEqual(secondPage);

  // A phone: each row a card, the actions reachable, no sideways scrolling of the page.
  await page.setViewportSize({ width: 375, height: 812 });
  const edit = productTable(page).getByRole('button', { name: `Edit ${secondPage[0]}` });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  const tick = productTable(page).getByRole('checkbox', { name: `Select ${secondPage[0]}` });
  await tick.scrollIntoViewIfNeeded();
  await expect(tick).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await edit.click();
  await expect(page.getByRole('heading', { name: `Edit product: ${secondPage[0]}` })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the CSV holds every product of the current filter (all pages) with the visible columns', async ({
  page,
  request,
}) => {
  await adminLogin(page);
  await page.goto('/admin/product-entry?active=true&sort=name&order=asc&limit=10');
  await expect(page.getByText('Showing 1–10 of 15')).toBeVisible();
  const visibleHeaders = (await productTable(page).getByRole('columnheader').allTextContents()).map((text) =>
    text.replace(/[↕▲▼]/g, '').trim(),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('products.csv');
  await expect(page.getByText('Exported 15 products.')).toBeVisible();
  const rows = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));

  expect(rows[0]).toEqual([
    'Name',
    'SKU',
    'Category',
    'Price',
    'Sale price',
    'Stock',
    'Stock by size/colour',
    'Status',
  ]);
  // Every text column of the table is in the file (the tick box, thumbnail and buttons are not data).
  for (const header of visibleHeaders.filter((header) => !['Select', 'Image', 'Actions'].includes(header)))
    expect(rows[0]).toContain(header);

  const api = await request.get('/api/Product?active=true&_sort=name&_order=asc&_limit=100', {
    headers: { Authorization: `Bearer ${await tokenOf(request)}` },
  });
  const expected = (await api.json()).data as Array<{
    name: string;
    price: number;
    stockQuantity: number;
    variants: Array<{ stockQuantity: number }>;
  }>;
  // A product sold in sizes has the sum of their stock (the seed's T-shirt: 51).
  const stockOf = (product: (typeof expected)[number]) =>
    product.variants.length === 0
      ? product.stockQuantity
      : product.variants.reduce((sum, variant) => sum + variant.stockQuantity, 0);
  expect(rows).toHaveLength(expected.length + 1);
  expect(rows.slice(1).map((row) => row[0])).toEqual(expected.map((product) => product.name));
  expect(rows.slice(1).map((row) => [Number(row[3]), Number(row[5]), row[7]])).toEqual(
    expected.map((product) => [product.price, stockOf(product), 'Active']),
  );
  expect(rows.find((row) => row[0] === 'Workshop Series 2025 T-shirt')?.slice(5, 7)).toEqual([
    '51',
    'XS / beige 0 · XS / green 0 · S / beige 6 · S / green 4 · M / beige 10 · M / green 2 · L / beige 8 · L / green 8 · XL / beige 3 · XL / green 5 · XXL / beige 4 · XXL / green 1',
  ]);
  // The first page's names, as the table shows them, lead the file.
  expect(rows.slice(1, 11).map((row) => row[0])).toEqual(await productNames(page));
});

test('ticked products are deleted together after a confirmation that names how many', async ({ page, request }) => {
  const prefix = `E2E Bulk ${Date.now()}`;
  const names = [`${prefix} Alpha`, `${prefix} Beta`, `${prefix} Gamma`];
  const ids = await createProducts(request, names);
  await adminLogin(page);
  await page.goto(`/admin/product-entry?q=${encodeURIComponent(prefix)}&sort=name&order=asc`);
  await expect(productTable(page).locator('tbody tr')).toHaveCount(3);
  const deleteSelected = page.getByRole('button', { name: 'Delete selected' });
  await expect(deleteSelected).toBeDisabled();

  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await expect(page.getByText('2 products selected')).toBeVisible();
  await deleteSelected.click();
  let dialog = page.getByRole('dialog', { name: 'Delete products' });
  await expect(dialog).toContainText('Delete 2 products?');
  await expect(dialog.getByRole('listitem')).toHaveText([names[0], names[1]]);
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(productTable(page).locator('tbody tr')).toHaveCount(3);

  await deleteSelected.click();
  dialog = page.getByRole('dialog', { name: 'Delete products' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 products deleted')).toBeVisible();
  await expect(productTable(page).locator('tbody tr')).toHaveCount(1);
  expect(await productNames(page)).toEqual([names[2]]);
  const headers = { Authorization: `Bearer ${await tokenOf(request)}` };
  expect([
    (await request.get(`/api/Product/${ids[0]}`, { headers })).status(),
    (await request.get(`/api/Product/${ids[1]}`, { headers })).status(),
    (await request.get(`/api/Product/${ids[2]}`, { headers })).status(),
  ]).toEqual([404, 404, 200]);

  // Select all on the page, then delete the one left.
  await dismissToasts(page);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByRole('checkbox', { name: `Select ${names[2]}` })).toBeChecked();
  await deleteSelected.click();
  await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No products found')).toBeVisible();
});

test('the product form warns before unsaved changes are lost, and not after a save or a delete', async ({
  page,
  request,
}) => {
  const name = `E2E Unsaved Lamp ${Date.now()}`;
  await createProducts(request, [name]);
  await adminLogin(page);
  await page.goto(`/admin/product-entry?q=${encodeURIComponent(name)}`);
  const dashboardLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(/^Sale price/).fill('599');
  await dashboardLink.click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/product-entry/);
  await expect(page.getByLabel(/^Sale price/)).toHaveValue('599');

  // Closing the tab gets the browser's own question (dismissed here: the page stays).
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const browserDialog = await beforeUnload;
  expect(browserDialog.type()).toBe('beforeunload');
  await browserDialog.dismiss();
  await expect(page.getByLabel(/^Sale price/)).toHaveValue('599');

  // Saved: leaving asks nothing.
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Operation successful')).toBeVisible();
  await dashboardLink.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Edited, then the product deleted: nothing is left to lose.
  await openProductEntry(page);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(/^Sale price/).fill('549');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
  await dashboardLink.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("The browser's Back button asks too: Stay keeps the form and its address, Leave takes the step", async ({
  page,
  request,
}) => {
  const name = `E2E Back Lamp ${Date.now()}`;
  await createProducts(request, [name]);
  await adminLogin(page);
  await openProductEntry(page);
  // Searching changes only the search params: no question, even with changes in the form.
  await page.getByRole('searchbox', { name: 'Search by name, SKU or description' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(/^Sale price/).fill('499');
  const entryUrl = page.url();

  await page.goBack({ waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(entryUrl);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(entryUrl);
  await expect(page.getByLabel(/^Sale price/)).toHaveValue('499');

  await page.goBack({ waitUntil: 'commit' });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Entry' })).toHaveCount(0);
});
