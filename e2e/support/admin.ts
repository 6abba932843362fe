import { expect, type Page, type Request } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
export const CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' };

const isSessionCheck = (request: Request) =>
  /\/api\/(Auth\/verify-token|User\/profile)$/.test(new URL(request.url()).pathname);

/**
 * Logs in at /admin/login (of `origin`, default the configured server) and waits until the
 * dashboard has settled: its figures loaded and no session check (the admin guard's
 * `Auth/verify-token`) still in flight. A test that leaves the page while that check is in flight
 * (a `page.goto` right after logging in) makes the browser abort it, and the guard takes an aborted
 * check for a failed one: it logs the admin out, on the server too, and the next page lands on
 * /admin/login.
 */
export async function adminLogin(page: Page, credentials = ADMIN, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  const inFlight = new Set<Request>();
  const sent = (request: Request) => {
    if (isSessionCheck(request)) inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', sent);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The figures come from the API once the admin shell (and its guard) is mounted: by then the
    // guard's check has been sent too.
    const figure = page
      .locator('.card', { has: page.getByRole('link', { name: 'Upcoming confirmed bookings', exact: true }) })
      .locator('.h4');
    await expect(figure).toHaveText(/^\d+$/);
    await expect.poll(() => inFlight.size, { message: 'session checks still in flight' }).toBe(0);
  } finally {
    page.off('request', sent);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Fills the product form's GST fields (required): the HSN code and the slab, as its option reads (`12 %`). */
export async function fillProductTax(page: Page, hsnCode = '0603', rate = '12 %') {
  await page.getByLabel(/^HSN code/).fill(hsnCode);
  await page.getByLabel(/^GST rate/).selectOption({ label: rate });
}

/** Fills the product form's required fields. */
export async function fillProduct(
  page: Page,
  product: { name: string; price: string; stock: string; sku?: string; description?: string },
) {
  await page.getByLabel(/^Name/).fill(product.name);
  await page.getByLabel(/^SKU/).fill(product.sku ?? '');
  await page.getByLabel(/^Description/).fill(product.description ?? `${product.name}, made for the end-to-end test.`);
  await page.getByLabel(/^Price/).fill(product.price);
  await page.getByLabel(/^Stock quantity/).fill(product.stock);
  await fillProductTax(page);
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
