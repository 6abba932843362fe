import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
export const CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' };

/** Logs in at /admin/login (of `origin`, default the configured server) and waits for the dashboard. */
export async function adminLogin(page: Page, credentials = ADMIN, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Fills the product form's required fields. */
export async function fillProduct(page: Page, product: { name: string; price: string; stock: string; sku?: string; description?: string }) {
  await page.getByLabel(/^Name/).fill(product.name);
  await page.getByLabel(/^SKU/).fill(product.sku ?? '');
  await page.getByLabel(/^Description/).fill(product.description ?? `${product.name}, made for the end-to-end test.`);
  await page.getByLabel(/^Price/).fill(product.price);
  await page.getByLabel(/^Stock quantity/).fill(product.stock);
}

/** Closes the notifications on screen, so the next check sees only new ones. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close notification' });
  while ((await close.count()) > 0) await close.first().click();
}

/** Logs the demo customer in through /login; the account page opens. */
export async function customerLogin(page: Page, credentials = CUSTOMER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
}
