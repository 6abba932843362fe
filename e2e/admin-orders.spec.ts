import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN, adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { waitForMail } from './support/outbox';
import { createOwnProduct, stockOf } from './support/shop';

// The back office's Orders screens: an admin finds a customer's order, ships, delivers,
// cancels and refunds from the order page; the customer hears of each step by e-mail and sees it
// on the account's order page and on /tracking; the audit log says who changed what.

const PASSWORD = 'Secret#123';
const ADDRESS = {
  recipientName: 'Meera Kapoor',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/**
 * A new customer (a unique e-mail, so its mails are its own) with one cash-on-delivery order placed
 * through the API, of a product of the test's own (so the stock the test checks moves only with its
 * own orders, whatever the other worker's specs sell meanwhile).
 */
async function customerWithOrder(request: APIRequestContext) {
  const product = await createOwnProduct(request, 'Orders Lamp');
  const email = `e2e-orders-${stamp()}@example.com`;
  const registered = await request.post('/api/Auth/register', {
    data: {
      firstName: 'Meera',
      lastName: 'Kapoor',
      email,
      phone: '+91 98765 22222',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/Auth/login', { data: { email, password: PASSWORD } });
  const bearer = `Bearer ${(await login.json()).data.tokens.accessToken}`;
  const placed = await request.post('/api/Order', {
    headers: { Authorization: bearer },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data as { id: number; orderNumber: string };
  return { email, bearer, order, product };
}

/** The customer's own browser, logged in through the login page. */
async function customerBrowser(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

const auditLog = (page: Page) => page.getByRole('table', { name: 'Changes made by admins, newest first' });

test('the admin finds an order by its number and ships it; the customer is mailed and sees it on the order page and /tracking', async ({
  page,
  browser,
}) => {
  const { email, order } = await customerWithOrder(page.request);
  const trackingNumber = `E2E-${stamp()}`;

  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNumber);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${order.orderNumber}`));
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(email);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await expectNoAxeViolations(page);

  await table.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('No admin has changed this order yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  const ship = page.getByRole('form', { name: 'Ship the order' });
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(ship.getByLabel(/Courier name/)).toHaveAccessibleDescription('Courier name is required');
  await ship.getByLabel(/Courier name/).fill('Delhivery');
  await ship.getByLabel(/Tracking number/).fill(trackingNumber);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByTestId('admin-order-status')).toContainText('shipped');
  await expect(auditLog(page).getByRole('row').nth(1)).toContainText(ADMIN.email);
  await expect(auditLog(page).getByRole('row').nth(1)).toContainText(/pending\s*shipped/);
  // The mail is held for Undo; "Send the e-mail now" lets it go at once and ends the offer.
  await page.getByRole('button', { name: 'Send the e-mail now' }).click();
  await expect(
    page.getByText(`Order ${order.orderNumber} marked shipped. The customer has been e-mailed`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(auditLog(page).getByRole('row').nth(1)).toContainText('Shipping e-mail sent to the customer');

  const customer = await customerBrowser(browser, email);
  await customer.goto(`/user/orders/${order.orderNumber}`);
  await expect(customer.getByTestId('order-status')).toHaveText('Status: shipped');
  await expect(customer.getByTestId('order-shipping')).toHaveText(
    new RegExp(`^Delhivery, tracking number ${trackingNumber} Shipped on .+ IST$`),
  );
  await customer.goto('/tracking');
  await customer.getByRole('tab', { name: 'Tracking Number' }).click();
  await customer.getByLabel(/Tracking \(AWB\) number/).fill(trackingNumber);
  await customer.getByRole('button', { name: 'Track' }).click();
  await expect(customer.getByTestId('tracked-status')).toHaveText('shipped');
  // The courier's number alone shows the status only, not which order it is.
  await expect(customer.getByTestId('track-result')).not.toContainText(order.orderNumber);
  await customer.context().close();
  const mail = await waitForMail(email, new RegExp(`Your order ${order.orderNumber} has shipped`));
  expect(mail).toContain(trackingNumber);
});

test('a delivered order goes back to refunded from the admin page, and another is cancelled behind a confirmation; the audit log keeps each step', async ({
  page,
  browser,
}) => {
  const { email, bearer, order, product } = await customerWithOrder(page.request);
  await adminLogin(page);
  await page.goto(`/admin/orders/${order.id}`);
  const ship = page.getByRole('form', { name: 'Ship the order' });
  await ship.getByLabel(/Courier name/).fill('Blue Dart');
  await ship.getByLabel(/Tracking number/).fill(`E2E-${stamp()}`);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this order delivered?' })
    .getByRole('button', { name: 'Yes, mark it delivered' })
    .click();
  await expect(page.getByTestId('admin-order-status')).toContainText('delivered');
  await page.getByRole('button', { name: 'Send the e-mail now' }).click();
  await expect(page.getByRole('button', { name: 'Send the e-mail now' })).toHaveCount(0);

  const asked = await page.request.post(`/api/Order/${order.id}/returns`, {
    headers: { Authorization: bearer },
    data: { lineNo: 1, reason: 'The lid is cracked' },
  });
  expect(asked.status()).toBe(201);
  await page.reload();
  const returns = page.getByRole('region', { name: 'Returns table' });
  await expect(returns).toContainText('The lid is cracked');
  await expectNoAxeViolations(page);
  for (const step of ['Item received', 'Quality check', 'Return approved']) {
    await returns.getByRole('button', { name: new RegExp(`^Move to: ${step} `) }).click();
    const stepDialog = page.getByRole('dialog', { name: `Move the return to “${step}”?` });
    await expect(stepDialog).toContainText(`on order ${order.orderNumber}`);
    await stepDialog.getByRole('button', { name: 'Move it and e-mail' }).click();
    await expect(returns.getByRole('cell', { name: step, exact: true })).toBeVisible();
  }

  // Refunded is reached by recording the refund: a change of mind (the ₹99 return fee off the
  // ₹500 paid for the line), sent back by UPI transfer with its reference.
  const reference = `UTR${stamp()}`.slice(0, 20);
  await returns.getByRole('button', { name: /^Record refund / }).click();
  const refundDialog = page.getByRole('dialog', { name: /Record a refund/ });
  await expect(refundDialog.getByRole('radio', { name: /^Change of mind/ })).toBeFocused();
  await refundDialog.getByRole('radio', { name: 'Change of mind (₹99 return fee deducted)' }).check();
  await expect(refundDialog.getByTestId('refund-summary')).toHaveText('Paid ₹500 · Return fee −₹99 · Refund ₹401');
  await refundDialog.getByRole('combobox', { name: 'How the money goes back' }).selectOption('UPI transfer');
  await expect(refundDialog.getByRole('option', { name: 'To the original online payment' })).toHaveCount(0);
  await refundDialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(refundDialog.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription(
    /UTR or receipt number.*Enter the transfer reference/,
  );
  await expectOverlaySettled(refundDialog);
  await expectNoAxeViolations(page);
  await refundDialog.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await refundDialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refund of ₹401 recorded. The customer has been e-mailed.')).toBeVisible();
  await expect(refundDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Refunds', exact: true })).toBeFocused();
  await expect(returns.getByRole('cell', { name: 'Refunded', exact: true })).toBeVisible();
  await expect(returns.getByRole('cell', { name: 'Finished' })).toBeVisible();
  const refundRow = page
    .getByRole('table', { name: 'Refunds recorded for this order, oldest first' })
    .getByRole('row')
    .nth(1);
  await expect(refundRow).toContainText(/Change of mind\s*UPI transfer/);
  await expect(refundRow).toContainText(reference);
  await expect(refundRow).toContainText(/₹500\s*−₹99\s*₹401\s*Processed/);
  // header + shipped, delivered, its e-mail sent at once, three return steps, the refund
  await expect(auditLog(page).getByRole('row')).toHaveCount(8);
  await expect(auditLog(page).getByRole('row').nth(1)).toContainText(/return approved\s*return refunded/);
  const refundMail = await waitForMail(email, new RegExp(`Your refund for order ${order.orderNumber}`));
  expect(refundMail).toContain(reference);

  const customer = await customerBrowser(browser, email);
  await customer.goto(`/user/orders/${order.orderNumber}`);
  await expect(customer.getByTestId('order-returns')).toContainText('Refunded');
  await customer.context().close();
  // Sent at once: "Send the e-mail now" right after the step.
  await waitForMail(email, new RegExp(`Your order ${order.orderNumber} was delivered`));

  // A second order is cancelled: the stock comes back and the customer is told. The product is
  // this test's own, so its stock moves only with this test's orders.
  const stockBefore = await stockOf(page.request, product.id);
  const placed = await page.request.post('/api/Order', {
    headers: { Authorization: bearer },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const second = (await placed.json()).data as { id: number; orderNumber: string };
  expect(await stockOf(page.request, product.id)).toBe(stockBefore - 1);
  await page.goto(`/admin/orders/${second.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  // axe measures the colours as drawn: not while the dialog and its backdrop are still fading in.
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByTestId('admin-order-status')).toContainText('cancelled');
  await expect(auditLog(page).getByRole('row').nth(1)).toContainText(/pending\s*cancelled/);
  expect(await stockOf(page.request, product.id)).toBe(stockBefore);
  await waitForMail(email, new RegExp(`Your order ${second.orderNumber} is cancelled`));
});

test('Mark delivered asks first, then Undo puts the order back to shipped and the customer is never mailed', async ({
  page,
}) => {
  const { email, order } = await customerWithOrder(page.request);
  const admin = await page.request.post('/api/Auth/login', { data: ADMIN });
  const headers = { Authorization: `Bearer ${(await admin.json()).data.tokens.accessToken}` };
  const shipped = await page.request.post(`/api/admin/orders/${order.id}/ship`, {
    headers,
    data: { courierName: 'Delhivery', trackingNumber: `E2E-${stamp()}` },
  });
  expect(shipped.status()).toBe(200);
  await adminLogin(page);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this order delivered?' });
  await expect(dialog).toContainText(`Marks order ${order.orderNumber} delivered and mails the customer.`);
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, mark it delivered' }).click();
  await expect(page.getByTestId('admin-order-status')).toContainText('delivered');
  const undo = page.getByRole('status').getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(page.getByText(`Undone: order ${order.orderNumber} is back as it was`)).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toContainText('shipped');
  await expect(auditLog(page).getByRole('row').nth(1)).toContainText(/delivered\s*shipped/);
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  // The held mail was taken back: the outbox never gets it.
  await expect(
    waitForMail(email, new RegExp(`Your order ${order.orderNumber} was delivered`), 2_000),
  ).rejects.toThrow();
});

test('at 375 px the order list and an order page are usable: no sideways page scroll, actions reachable', async ({
  page,
}) => {
  const { order } = await customerWithOrder(page.request);
  await page.setViewportSize({ width: 375, height: 800 });
  await adminLogin(page);
  const sidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto(`/admin/orders?q=${order.orderNumber}`);
  await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();
  expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: order.orderNumber }).click();
  await page.getByRole('button', { name: 'Cancel order' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeInViewport();
  expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('at 375 px a delivered COD order and a cancelled unpaid one show what their state means, items readable', async ({
  page,
  browser,
}) => {
  const { email, bearer, order, product } = await customerWithOrder(page.request);
  const unpaid = await page.request.post('/api/Order', {
    headers: { Authorization: bearer },
    data: {
      items: [{ productId: product.id, quantity: 2 }],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'upi',
    },
  });
  expect(unpaid.status()).toBe(201);
  const cancelled = (await unpaid.json()).data as { id: number; orderNumber: string };
  // The back office ships and delivers the first and cancels the second, through its API.
  const adminToken = await page.request.post('/api/Auth/login', { data: ADMIN });
  const admin = { Authorization: `Bearer ${(await adminToken.json()).data.tokens.accessToken}` };
  const trackingNumber = `E2E-${stamp()}`;
  const shipped = await page.request.post(`/api/admin/orders/${order.id}/ship`, {
    headers: admin,
    data: { courierName: 'Blue Dart', trackingNumber },
  });
  expect(shipped.ok()).toBe(true);
  expect((await page.request.post(`/api/admin/orders/${order.id}/deliver`, { headers: admin })).ok()).toBe(true);
  expect((await page.request.post(`/api/admin/orders/${cancelled.id}/cancel`, { headers: admin })).ok()).toBe(true);

  const customer = await customerBrowser(browser, email);
  await customer.setViewportSize({ width: 375, height: 800 });
  const sidewaysScroll = () =>
    customer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await customer.goto(`/user/orders/${order.orderNumber}`);
  await expect(customer.getByTestId('order-status')).toHaveText('Status: delivered');
  await expect(customer.getByTestId('order-payment')).toHaveText('Cash on delivery, paid on delivery');
  await expect(customer.getByTestId('order-shipping')).toContainText(`Blue Dart, tracking number ${trackingNumber}`);
  await expect(customer.getByTestId('order-shipping')).toContainText(/Shipped on .+ Delivered on .+IST/);
  await expect(customer.getByTestId('order-timeline')).toContainText('delivered');
  // The line's name, then its quantity and price on a line of their own, and the amount in its cell.
  const line = customer.getByRole('row', { name: /Orders Lamp/ });
  await expect(line.getByRole('cell').first()).toContainText(/Orders Lamp.*Qty 1 × ₹[\d,]+/);
  await expect(line.getByText(/^Qty 1 × ₹[\d,]+$/)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Print order' })).toBeVisible();
  expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(customer);

  await customer.goto(`/user/orders/${cancelled.orderNumber}`);
  await expect(customer.getByTestId('order-status')).toHaveText('Status: cancelled');
  await expect(customer.getByTestId('order-payment')).toHaveText('UPI, nothing due');
  await expect(customer.getByTestId('order-shipping')).toHaveText('Cancelled before shipping');
  await expect(customer.getByTestId('order-timeline')).toContainText('cancelled');
  await expect(customer.getByRole('button', { name: 'Print order' })).toHaveCount(0);
  await expect(customer.getByRole('heading', { name: 'Returns' })).toHaveCount(0);
  await expect(customer.getByTestId('order-documents')).toHaveCount(0);
  expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(customer);
  await customer.context().close();
});
