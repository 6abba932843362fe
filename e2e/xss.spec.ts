import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../hostile/support/xss';
import { ADMIN, adminLogin } from './support/admin';
import { startIsolatedServer, type IsolatedServer } from './support/isolatedServer';

/**
 * Script payloads stored through the API in every text field the site shows (names, addresses,
 * product names and descriptions, order lines and delivery addresses) are shown as text in
 * Chromium: each payload is visible literally, no element it describes exists and none of them
 * ran (each would set `window.__xss`). On a server of its own: the demo admin's name changes.
 */
const P = XSS_PAYLOADS;
const next = (index: number) => P[(index + 1) % P.length];
const PASSWORD = 'Secret#123';
// Recipients are required on addresses; the name is one more place a payload is stored.
const STATE = { state: 'Delhi', zipCode: '110003', country: 'India', recipientPhone: '9876543210' };

/** What a payload would create if the page parsed it as HTML. */
const INJECTED = 'img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript:"], [onerror], [onload]';

async function expectNothingRan(page: Page) {
  await expect(page.locator(INJECTED)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

async function ok<T>(response: Promise<{ status(): number; json(): Promise<{ data: T }> }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.status()).toBe(status);
  return (await res.json()).data;
}

type Login = { tokens: { accessToken: string; refreshToken: string }; user: unknown };

/** Logs in through the API and hands the session to the page, as the login form would. */
async function logInAs(page: Page, api: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await ok<Login>(api.post('/api/Auth/login', { data: credentials }));
  await page.evaluate((data) => {
    localStorage.setItem('accessToken', data.tokens.accessToken);
    localStorage.setItem('refreshToken', data.tokens.refreshToken);
    localStorage.setItem('user', JSON.stringify(data.user));
  }, login);
  return { Authorization: `Bearer ${login.tokens.accessToken}` };
}

test.describe('stored script payloads are shown as text', () => {
  test.describe.configure({ mode: 'serial' });
  let server: IsolatedServer;
  let api: APIRequestContext;
  const customer = { email: `xss-e2e-${Date.now()}@example.com`, password: PASSWORD };
  const orderNumbers: string[] = [];

  test.beforeAll(async () => {
    server = await startIsolatedServer({});
    api = await playwrightRequest.newContext({ baseURL: server.baseURL });
    await ok<null>(
      api.post('/api/Auth/register', {
        data: {
          firstName: P[0],
          lastName: P[1],
          email: customer.email,
          phone: '',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptTerms: true,
        },
      }),
      201,
    );
    // Registering answers without tokens (the same for a taken address): log in as the client does.
    const registered = await ok<Login>(
      api.post('/api/Auth/login', { data: { email: customer.email, password: PASSWORD } }),
    );
    const asCustomer = { Authorization: `Bearer ${registered.tokens.accessToken}` };
    const admin = await ok<Login>(api.post('/api/Auth/login', { data: ADMIN }));
    const asAdmin = { Authorization: `Bearer ${admin.tokens.accessToken}` };
    await ok(api.put('/api/User/profile', { headers: asAdmin, data: { firstName: P[2], lastName: P[3], phone: '' } }));

    for (const [index, payload] of P.entries()) {
      await ok(
        api.post('/api/Address', {
          headers: asCustomer,
          data: {
            street: payload,
            city: next(index),
            recipientName: `For ${payload}`,
            ...STATE,
            isDefault: index === 0,
          },
        }),
        201,
      );
      const product = await ok<{ id: number }>(
        api.post('/api/Product', {
          headers: asAdmin,
          multipart: {
            Name: payload,
            Description: next(index),
            SKU: `XSS-${index}`,
            Price: '500',
            StockQuantity: '10',
            CategoryId: '6',
            HsnCode: '0603',
            GstRate: '12',
          },
        }),
        201,
      );
      const order = await ok<{ orderNumber: string }>(
        api.post('/api/Order', {
          headers: asCustomer,
          data: {
            items: [{ productId: product.id, quantity: 1 }],
            shippingAddress: { street: payload, city: next(index), recipientName: `For ${payload}`, ...STATE },
            deliveryMethod: 'standard',
            paymentMethod: 'cod',
          },
        }),
        201,
      );
      orderNumbers.push(order.orderNumber);
    }
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test("the customer's account page and order confirmation", async ({ page }) => {
    await page.goto(server.baseURL);
    await logInAs(page, api, customer);

    await page.goto(`${server.baseURL}/user/profile`);
    await expect(page.getByText(`Welcome back, ${P[0]}!`, { exact: true })).toBeVisible();
    const profile = page.getByRole('tabpanel', { name: 'Profile' });
    await expect(profile).toContainText(P[0]);
    await expect(profile).toContainText(P[1]);
    await expectNothingRan(page);

    await page.goto(`${server.baseURL}/user/profile?tab=addresses`);
    const addresses = page.getByRole('tabpanel', { name: 'Addresses' });
    for (const [index, payload] of P.entries()) {
      await expect(addresses.getByText(payload, { exact: true })).toBeVisible();
      await expect(addresses.getByText(`${next(index)}, Delhi 110003`, { exact: true })).toBeVisible();
    }
    await expectNothingRan(page);

    await page.goto(`${server.baseURL}/user/profile?tab=orders`);
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    for (const payload of P) await expect(orders.getByText(payload, { exact: true })).toBeVisible();
    await expectNothingRan(page);

    for (const [index, orderNumber] of orderNumbers.entries()) {
      await page.goto(`${server.baseURL}/checkout/confirmation/${orderNumber}`);
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
      await expect(page.getByText(P[index], { exact: true })).toBeVisible(); // the product's name
      await expect(page.getByText(`${P[index]}, ${next(index)}`)).toBeVisible(); // the delivery address
      await expectNothingRan(page);
    }
  });

  test("the admin's name, profile, product table and product form", async ({ page }) => {
    await adminLogin(page, ADMIN, server.baseURL);
    const name = `${P[2]} ${P[3]}`;
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toContainText(name);
    await expectNothingRan(page);

    await page.goto(`${server.baseURL}/admin/product-entry/profile`);
    await expect(page.locator('#main-content').getByText(name, { exact: true })).toBeVisible();
    await expectNothingRan(page);

    await page.goto(`${server.baseURL}/admin/product-entry?q=XSS-`);
    await expect(page.locator('tbody tr')).toHaveCount(P.length);
    for (const payload of P)
      await expect(
        page.getByRole('row', { name: new RegExp(payload.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
      ).toBeVisible();
    await expectNothingRan(page);

    await page.getByRole('button', { name: `Edit ${P[4]}` }).click();
    await expect(page.getByRole('heading', { name: `Edit product: ${P[4]}` })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue(P[4]);
    await expect(page.getByLabel(/^Description/)).toHaveValue(next(4));
    await expectNothingRan(page);
  });
});
