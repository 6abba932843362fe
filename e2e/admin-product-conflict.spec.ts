import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, adminLogin } from './support/admin';
import { waitForAnimations } from './support/overlays';
import { ADDRESS, registerCustomer } from './support/shop';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const STALE =
  'This product was changed by someone else after you opened it. Reload it to see the current version, then make your changes again.';

const tokenOf = async (request: APIRequestContext, credentials: { email: string; password: string }) =>
  (await (await request.post('/api/Auth/login', { data: credentials })).json()).data.tokens.accessToken as string;

test('a save from a stale product form is refused under the form, and Reload shows the product as it is now', async ({
  page,
  request,
}) => {
  const name = `E2E Stale Lamp ${Date.now()}`;
  const adminToken = await tokenOf(request, ADMIN);
  const admin = { Authorization: `Bearer ${adminToken}` };
  const created = await request.post('/api/Product', {
    headers: admin,
    multipart: {
      Name: name,
      Description: 'A lamp for the stale-form test.',
      Price: '800',
      StockQuantity: '5',
      CategoryId: '8',
      HsnCode: '0603',
      GstRate: '12',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  // The admin opens the product in the form.
  await adminLogin(page);
  await page.goto(`/admin/product-entry?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Stock quantity/)).toHaveValue('5');

  // Meanwhile another admin renames it, and a customer buys 3 (a customer of this test's own: an
  // order of the demo customer would change the seeded orders e2e/accounts.spec.ts counts).
  const customer = await registerCustomer(request, 'stale-lamp');
  const renamed = `${name} (renamed)`;
  const other = await request.put(`/api/Product/${id}`, {
    headers: { ...admin, 'If-Match': '"1"' },
    multipart: {
      Name: renamed,
      Description: 'A lamp for the stale-form test.',
      Price: '800',
      StockQuantity: '5',
      OriginalStockQuantity: '5',
      CategoryId: '8',
      HsnCode: '0603',
      GstRate: '12',
    },
  });
  expect(other.status()).toBe(200);
  const order = await request.post('/api/Order', {
    headers: { Authorization: customer.bearer },
    data: {
      items: [{ productId: id, quantity: 3 }],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    },
  });
  expect(order.status()).toBe(201);

  // The stale form is saved: refused, with the reason under the form and the admin's typing kept.
  await page.getByLabel(/^Price/).fill('950');
  await page.getByRole('button', { name: 'Update' }).click();
  const alert = page.getByRole('alert').filter({ hasText: STALE });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel(/^Price/)).toHaveValue('950');
  // Colour contrast is measured on colours at rest, not mid-transition.
  await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Reload: the product as it is now (the other admin's name, the stock left after the sale).
  await alert.getByRole('button', { name: 'Reload the product' }).click();
  await expect(page.getByRole('heading', { name: `Edit product: ${renamed}` })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(renamed);
  await expect(page.getByLabel(/^Stock quantity/)).toHaveValue('2');
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);

  // Saved again from the current version: it goes through, and the sale stays counted.
  await page.getByLabel(/^Price/).fill('950');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Operation successful')).toBeVisible();
  const now = (await (await request.get(`/api/Product/${id}`)).json()).data;
  expect(now).toMatchObject({ name: renamed, price: 950, stockQuantity: 2, version: 3 });
});
