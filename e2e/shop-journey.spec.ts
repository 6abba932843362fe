import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminLogin, fillProductTax } from './support/admin';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { waitForMail } from './support/outbox';

// The shop from end to end: what the admin stocks is what the shop sells, at one price from the
// product page to the e-mail, and its stock goes down with each sale.

const FIXTURES = path.join(__dirname, 'fixtures');
// Its own server: a retry after a failure finds no garland from the first try, and nothing here
// changes the counts other specs expect of the shared server.
const test = testOnServerOfItsOwn();
const NAME = 'Marigold Door Garland';
const SLUG = 'marigold-door-garland';
const bag = (page: Page) => page.getByRole('dialog', { name: /Your Bag/ });

type Listed = { variants: Array<{ size: string; stockQuantity: number }> };
const stockBySize = async (page: Page) => {
  const res = await page.request.get(`/api/Product/slug/${SLUG}`);
  expect(res.status()).toBe(200);
  return Object.fromEntries(((await res.json()).data as Listed).variants.map((v) => [v.size, v.stockQuantity]));
};

test('the admin stocks a garland in sizes; it is listed, filtered and found; a guest buys the last S by UPI at the page price; the size then shows sold out', async ({
  page,
  browser,
  baseURL,
  ownServer,
}) => {
  // The admin creates it with a photo, in the Gift Hampers category, S: 1, M: 5, L: sold out.
  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Product Entry' }).click();
  await page.getByLabel(/^Name/).fill(NAME);
  await page.getByLabel(/^SKU/).fill(`E2E-GARLAND-${Date.now()}`);
  await page.getByLabel(/^Description/).fill('A marigold and mango-leaf garland for the front door.');
  await page.getByLabel(/^Category/).selectOption({ label: 'Gift Hampers' });
  await page.getByLabel(/^Price/).fill('850');
  await fillProductTax(page, '0603', '0 %');
  const sizes = page.getByRole('group', { name: 'Sizes and colours' });
  for (const size of ['S', 'M', 'L']) await sizes.getByLabel(size, { exact: true }).check();
  await page.getByLabel('Stock of S').fill('1');
  await page.getByLabel('Stock of M').fill('5');
  await page.getByLabel('Stock of L').fill('0');
  await page.getByLabel('Images').setInputFiles(path.join(FIXTURES, 'marigold-toran.jpg'));
  await page.getByRole('button', { name: 'Create' }).click();
  // The photo's AVIF and WebP sizes are encoded before the answer: seconds on a busy 2-core machine.
  await expect(page.getByText('Operation successful')).toBeVisible({ timeout: 30_000 });

  // A visitor (a fresh browser, no admin session) finds it under its filter and through search.
  const context = await browser.newContext({ baseURL });
  const shopper = await context.newPage();
  await shopper.goto('/products/gift-hamper?sort=newest');
  const card = shopper.getByRole('article', { name: NAME });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₹850');
  await shopper.goto('/products/art');
  await expect(shopper.getByRole('article', { name: NAME })).toHaveCount(0);
  await shopper.goto(`/search?q=${encodeURIComponent('marigold door')}`);
  await shopper.getByRole('link', { name: NAME }).first().click();
  await expect(shopper).toHaveURL(new RegExp(`/product/${SLUG}$`));

  // The page: L is sold out and cannot be chosen; the price is the one the admin set.
  await expect(shopper.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(shopper.locator('#size-L')).toBeDisabled();
  await expect(shopper.locator('main')).toContainText('₹850');
  await shopper.locator('label[for="size-S"]').click();
  await expect(shopper.getByText('Only 1 left')).toBeVisible();
  await shopper.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await expect(bag(shopper).getByTestId('bag-subtotal')).toHaveText('₹850');
  await bag(shopper).getByRole('link', { name: 'Checkout' }).click();

  // Guest checkout by UPI: the order charges the page's price (plus the shipping band shown).
  const email = `e2e-garland-${Date.now()}@example.com`;
  await shopper.getByRole('textbox', { name: 'Full name', exact: true }).fill('Kiran Guest');
  await shopper.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await shopper.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98111 22334');
  await shopper.getByLabel("Recipient's name").fill('Kiran Guest');
  await shopper.getByLabel("Recipient's mobile number").fill('98111 22334');
  await shopper.getByLabel('Street address').fill('4 Janpath');
  await shopper.getByLabel('City').fill('New Delhi');
  await shopper.getByLabel('State or union territory').selectOption('Delhi');
  await shopper.getByLabel('PIN code').fill('110001');
  await shopper.getByRole('button', { name: 'Use this address' }).click();
  await shopper.getByRole('radio', { name: 'UPI' }).check();
  await expect(shopper.locator('main')).toContainText('₹850');
  const total = (await shopper.getByTestId('checkout-total').textContent())!.trim();
  // The server's answer is checked first, so a refusal says why in the report.
  const [placed] = await Promise.all([
    shopper.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/Order',
      { timeout: 30_000 },
    ),
    shopper.getByRole('button', { name: 'Place order' }).click(),
  ]);
  expect(placed.status(), await placed.text()).toBe(201);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 15_000,
  });
  const orderNumber = (await shopper.getByTestId('order-number').textContent())!.trim();
  await expect(shopper.getByTestId('confirmation-total')).toHaveText(total);

  // The e-mail names the same line price and total.
  const mail = await waitForMail(
    email,
    new RegExp(`Your order ${orderNumber} is confirmed`),
    10_000,
    ownServer.dataDir,
  );
  // (The outbox is read byte by byte, so the rupee sign is left out of the comparison.)
  const digits = (text: string) => /[\d,]+/.exec(text)?.[0];
  expect(digits(new RegExp(`1 x ${NAME} \\(size S\\)\\s+(.+)`).exec(mail)![1])).toBe('850');
  expect(digits(/Total \(UPI\): ([^\n]+)/.exec(mail)![1])).toBe(digits(total));

  // Stock: S went from 1 to 0 (M and L untouched), and the page now shows S sold out too.
  expect(await stockBySize(shopper)).toEqual({ S: 0, M: 5, L: 0 });
  await shopper.goto(`/product/${SLUG}`);
  await expect(shopper.locator('#size-S')).toBeDisabled();
  await expect(shopper.locator('#size-M')).toBeEnabled();
  await context.close();
});
