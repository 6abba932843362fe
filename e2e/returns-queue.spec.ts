import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, adminLogin, customerLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { waitForMail } from './support/outbox';
import { ADDRESS, createOwnProduct, registerCustomer, unique } from './support/shop';

// The returns queue: a customer asks to return two items of a delivered order with a photo,
// staff find the request in the queue, reject it with a reason behind a confirmation, the
// customer is mailed the reason and sees it on the order page.

const asStaff = async (request: APIRequestContext) => {
  const login = await request.post('/api/Auth/login', { data: ADMIN });
  return `Bearer ${(await login.json()).data.tokens.accessToken}`;
};

/** A new customer's cash-on-delivery order of two products of this spec's own, shipped and delivered. */
async function deliveredOrder(request: APIRequestContext) {
  const [lamp, rug] = [await createOwnProduct(request, 'Returns Lamp'), await createOwnProduct(request, 'Returns Rug')];
  const customer = await registerCustomer(request, 'returns');
  const placed = await request.post('/api/Order', {
    headers: { Authorization: customer.bearer },
    data: {
      items: [
        { productId: lamp.id, quantity: 2 },
        { productId: rug.id, quantity: 1 },
      ],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; orderNumber: string };
  const staff = { Authorization: await asStaff(request) };
  const shipped = await request.post(`/api/admin/orders/${order.id}/ship`, {
    headers: staff,
    data: { courierName: 'Delhivery', trackingNumber: `RET-${unique()}`.slice(0, 30) },
  });
  expect(shipped.status()).toBe(200);
  expect((await request.post(`/api/admin/orders/${order.id}/deliver`, { headers: staff })).status()).toBe(200);
  return { customer, order, lamp, rug };
}

/** axe at the phone width and the desktop width. */
async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test('a customer returns two items with a photo; staff filter the queue and reject it with a reason, which the customer is mailed and shown', async ({
  page,
  browser,
}) => {
  const { customer, order, lamp, rug } = await deliveredOrder(page.request);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();

  // The customer's request: both lines, one of the two lamps, a reason and a photo.
  const shopper = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await customerLogin(shopper, customer);
  await shopper.goto(`/user/orders/${order.orderNumber}`);
  const form = shopper.getByRole('form', { name: 'Request a return' });
  const items = form.getByRole('group', { name: 'Items to return' });
  await items.getByRole('checkbox', { name: new RegExp(lamp.name) }).check();
  await items.getByRole('combobox', { name: `How many of ${lamp.name}` }).selectOption('1');
  await items.getByRole('checkbox', { name: new RegExp(rug.name) }).check();
  await form.getByLabel(/^Reason/).fill('Both arrived scratched');
  await form.getByLabel(/^Photos/).setInputFiles({ name: 'scratch.png', mimeType: 'image/png', buffer: photo });
  await axeAtBothWidths(shopper);
  await form.getByRole('button', { name: 'Send return request' }).click();
  const returns = shopper.getByTestId('order-returns');
  await expect(returns).toContainText('Status: Requested');
  await expect(returns).toContainText(`${lamp.name} × 1`);
  await expect(returns).toContainText(`${rug.name} × 1`);
  await expect(returns).toContainText('1 photo sent');
  await waitForMail(customer.email, new RegExp(`Return requested for order ${order.orderNumber}`));

  // Staff: the queue filtered by status and the order number, then the request itself.
  await adminLogin(page);
  await page.goto('/admin/returns');
  await page.getByLabel('Status', { exact: true }).selectOption('requested');
  await page.getByRole('searchbox', { name: 'Order number' }).fill(order.orderNumber);
  await page.getByRole('searchbox', { name: 'Order number' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${lamp.name} × 1, ${rug.name} × 1`);
  await axeAtBothWidths(page);
  await page.getByLabel('Age', { exact: true }).selectOption('30');
  await expect(page.getByText('No return requests match.')).toBeVisible();
  await page.getByLabel('Age', { exact: true }).selectOption('');
  await row.getByRole('link', { name: /^Review request / }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^Return request / })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${order.orderNumber}` })).toBeVisible();
  const shownPhoto = page.getByRole('img', { name: 'Photo 1 from the customer' });
  await expect(shownPhoto).toBeVisible();
  // Visible comes before loaded: wait for the picture itself (64 px wide once decoded).
  await expect.poll(() => shownPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await axeAtBothWidths(page);

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this return?' });
  await expect(dialog).toContainText('The customer is mailed that the return was not accepted');
  await expectOverlaySettled(dialog);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reason = dialog.getByLabel(/^Reason for the customer/);
  await expect(reason).toHaveAccessibleDescription('Please give the customer a reason for the rejection');
  await expectNoAxeViolations(page);
  await reason.fill('The photo shows wear from use');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('return-request-status')).toHaveText('Rejected');
  await expect(page.getByTestId('return-reject-reason')).toHaveText('The photo shows wear from use');

  const mail = await waitForMail(
    customer.email,
    new RegExp(`Your return for order ${order.orderNumber} was not accepted`),
  );
  expect(mail).toContain('The photo shows wear from use');

  await shopper.reload();
  await expect(shopper.getByTestId('return-reject-reason')).toHaveText('Reason given: The photo shows wear from use');
  await expect(shopper.getByTestId('order-returns')).toContainText('Status: Rejected');
  await shopper.context().close();
});
