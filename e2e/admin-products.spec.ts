import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER, adminLogin, dismissToasts, fillProduct } from './support/admin';
import { expectOverlaySettled, waitForAnimations } from './support/overlays';
import { registerCustomer } from './support/shop';

const FIXTURES = path.join(__dirname, 'fixtures');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  // Colour contrast is measured on colours at rest, not mid-transition.
  await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a customer is refused at /admin/login and logged out at once', async ({ page }) => {
  // A customer of this test's own: the logout ends every access token of the user, which would pull
  // the demo customer's session from under the specs using it meanwhile.
  const customer = await registerCustomer(page.request, 'admin-refused');
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Access denied. Only administrators can login here.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The store writes the browser's storage a moment after the state changes: polled.
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('user')]))
    .toEqual([null, null]);
  // The admin areas stay closed to the customer.
  await page.goto('/admin/product-entry');
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fproduct-entry$/);
});

test('an admin creates, edits, finds and deletes a product with two images', async ({ page, request }) => {
  const name = `E2E Paper Lantern ${Date.now()}`;
  const sku = `E2E-LANTERN-${Date.now()}`;
  // The success toast shows for 3 s from the login on: watched from the start, not once the
  // dashboard has settled.
  await Promise.all([expect(page.getByText('Login successful!')).toBeVisible({ timeout: 30_000 }), adminLogin(page)]);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Product Entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Entry' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Product Management');

  // Create with two images, the second as the main image.
  await fillProduct(page, { name, sku, price: '1499', stock: '12' });
  await page.getByLabel(/^Category/).selectOption({ label: 'Event Merchandise' });
  await page
    .getByLabel('Images')
    .setInputFiles([path.join(FIXTURES, 'lantern-front.png'), path.join(FIXTURES, 'lantern-back.webp')]);
  const mainImage = page.getByRole('group', { name: 'Main image' });
  await expect(mainImage.locator('img')).toHaveCount(2);
  await mainImage.getByRole('radio', { name: 'lantern-back.webp' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Operation successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');

  // In the table with its first image as a 50x50 thumbnail that really loads.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
  await expect(thumbnail).toHaveAttribute('width', '50');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await expect(row).toContainText('₹1,499');
  await expect(row).toContainText('Active');
  const imageUrl = (await thumbnail.getAttribute('src'))!;
  await dismissToasts(page);

  // Edit: the sale price.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit product: ${name}` })).toBeFocused();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(page.getByRole('group', { name: 'Main image' }).getByRole('radio', { name: 'Image 2' })).toBeChecked();
  await page.getByLabel(/^Sale price/).fill('1199');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Operation successful')).toBeVisible();
  await expect(row.locator('del')).toHaveText(/₹1,499/);
  await expect(row).toContainText('₹1,199');
  await expect(row.locator('img')).toHaveAttribute('src', imageUrl); // no new files: images kept

  // Search by SKU, kept in the URL.
  await page.getByLabel('Search by name, SKU or description').fill(sku);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${sku}`));
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Search by name, SKU or description')).toHaveValue(sku);
  await expect(page.locator('tbody tr')).toHaveCount(1);

  // Delete, after confirming; the files go with it.
  await dismissToasts(page);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete product' });
  await expect(dialog).toContainText('Are you sure you want to delete this product?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();
  expect((await request.get(imageUrl)).status()).toBe(404);
});

test('the product API refuses a customer and hides inactive products from the public', async ({ request }) => {
  const login = await request.post('/api/Auth/login', { data: CUSTOMER });
  const token = (await login.json()).data.tokens.accessToken as string;
  const refused = await request.post('/api/Product', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { Name: 'Nope', Description: 'Nope', Price: '1', StockQuantity: '1', CategoryId: '1' },
  });
  expect(refused.status()).toBe(403);
  const adminToken = (await (await request.post('/api/Auth/login', { data: ADMIN })).json()).data.tokens
    .accessToken as string;
  const all = (await (await request.get('/api/Product', { headers: { Authorization: `Bearer ${adminToken}` } })).json())
    .data as Array<{ isActive: boolean }>;
  const visible = (await (await request.get('/api/Product')).json()).data as Array<{ isActive: boolean }>;
  expect(all.some((p) => !p.isActive)).toBe(true);
  expect(visible.every((p) => p.isActive)).toBe(true);
});

test('the public site never downloads the admin code', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (req) => files.push(new URL(req.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(files.filter((file) => /\/assets\/admin-/.test(file))).toEqual([]);
});

test('the admin login and the product form with errors pass axe (WCAG 2.2 A/AA)', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Register Admin Account' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Back to Login' }).click();
  await adminLogin(page);
  await page.goto('/admin/product-entry');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please provide a product name.')).toBeVisible();
  await expect(page.getByText('Please provide a valid price.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the dashboard, the master entry page and the messenger pass axe too', async ({ page }) => {
  await adminLogin(page);
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Master Entry' }).click();
  await page.getByRole('button', { name: 'Submit form' }).click();
  await expect(page.getByText('Please choose a username.')).toBeVisible();
  await page.getByLabel(/^First name/).fill('Mark');
  await page.getByLabel(/^Last name/).focus();
  await expect(page.getByText('Looks good!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Open messenger' }).click();
  await expectOverlaySettled(page.getByRole('dialog', { name: /Messenger/ }));
  await expectNoAxeViolations(page);
});

test('the sidebar collapses into a menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await adminLogin(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'Product Entry' }).click();
  await expect(page).toHaveURL(/\/admin\/product-entry$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Entry' })).toBeVisible();
});
