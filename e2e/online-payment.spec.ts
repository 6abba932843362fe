import { expect, request as playwrightRequest, test } from '@playwright/test';
import { startTestGateway, type TestGateway } from '../server/modules/payments/razorpay/testGateway';
import { startIsolatedServer, type IsolatedServer } from './support/isolatedServer';
import { createOwnProduct, productPathOf, unique } from './support/shop';

/**
 * Online payment end to end, against a server of its own whose gateway is the local test gateway
 * (server/modules/payments/razorpay/testGateway.ts): every other spec's server has no gateway.
 * The gateway's webhooks are lost here, so it is the customer's return (the signed callback,
 * confirmed with the gateway) that marks the order paid.
 */
const KEYS = { keyId: 'rzp_test_e2e', keySecret: 'e2e-key-secret', webhookSecret: 'e2e-webhook-secret' };
let gateway: TestGateway;
let server: IsolatedServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  gateway = await startTestGateway(KEYS);
  gateway.state.webhooks = false;
  server = await startIsolatedServer({
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_URL: gateway.url,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await gateway?.close();
});

test("a guest pays online on the gateway's page and comes back to an order marked paid", async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const product = await createOwnProduct(api, 'Online Pay Diya');
  await page.goto(`${server.baseURL}${await productPathOf(api, product.id)}`);
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const email = `e2e-online-${unique()}@example.com`;
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Meera Guest');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98111 22335');
  await page.getByLabel("Recipient's name").fill('Meera Guest');
  await page.getByLabel("Recipient's mobile number").fill('98111 22335');
  await page.getByLabel('Street address').fill('7 Janpath');
  await page.getByLabel('City').fill('New Delhi');
  await page.getByLabel('State or union territory').selectOption('Delhi');
  await page.getByLabel('PIN code').fill('110001');
  await page.getByRole('radio', { name: 'Pay online: card or UPI' }).check();
  const [placed] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/Order'),
    page.getByRole('button', { name: 'Place order' }).click(),
  ]);
  expect(placed.status()).toBe(201);

  // The gateway's hosted page (the answer left with the page: the order is read from its link),
  // then back to the shop through the signed callback.
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}/i/plink_`));
  const link = gateway.links.get(new URL(page.url()).pathname.split('/').at(-1)!)!;
  const order = { orderNumber: link.reference_id };
  await expect(page.getByText(`Amount: ₹${(link.amount / 100).toFixed(2)}`)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(`${server.baseURL}/tracking`);

  await page.getByRole('textbox', { name: 'Order number' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill(email);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByTestId('tracked-status')).toHaveText(/pending/i);
  await expect(page.getByText(/Payment received online \(pay_/)).toBeVisible();
  await api.dispose();
});
