import fs from 'node:fs';
import { pdfText } from '../server/modules/billing/pdfText';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN } from './support/admin';
import { waitForMail } from './support/outbox';
import { ADDRESS, createOwnProduct, productPathOf, stockOf } from './support/shop';

// Checkout and after: a guest pays by UPI, a customer by cash on delivery, /tracking finds
// an order only with the right contact, and the customer's order page cancels and returns.

const PASSWORD = 'Secret#123';
const unique = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const bag = (page: Page) => page.getByRole('dialog', { name: /Your Bag/ });

/**
 * Puts one of a product (no sizes or colours) in the bag from its page and goes to checkout from
 * the bag: the spec's Assam Masala Chai Hamper at /item-desc unless another product is given.
 */
async function bagOneAndCheckOut(page: Page, product = { path: '/item-desc', name: 'Assam Masala Chai Hamper' }) {
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await bag(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).not.toHaveText('—');
}

async function fillAddress(page: Page) {
  await page.getByLabel("Recipient's name").fill(ADDRESS.recipientName);
  await page.getByLabel("Recipient's mobile number").fill(ADDRESS.recipientPhone);
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State or union territory').selectOption(ADDRESS.state);
  await page.getByLabel('PIN code').fill(ADDRESS.zipCode);
}

async function bearerFor(request: APIRequestContext, credentials: { email: string; password: string }) {
  const res = await request.post('/api/Auth/login', { data: credentials });
  expect(res.status()).toBe(200);
  return `Bearer ${(await res.json()).data.tokens.accessToken}`;
}

/** A new customer, logged in in the page (the client's stored session) and over the API. */
async function newCustomer(page: Page) {
  const email = unique('customer');
  const registered = await page.request.post('/api/Auth/register', {
    data: {
      firstName: 'Meera',
      lastName: 'Kapoor',
      email,
      phone: '+91 98765 11111',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const res = await page.request.post('/api/Auth/login', { data: { email, password: PASSWORD } });
  const { data } = await res.json();
  await page.goto('/');
  await page.evaluate((login) => {
    localStorage.setItem('accessToken', login.tokens.accessToken);
    localStorage.setItem('refreshToken', login.tokens.refreshToken);
    localStorage.setItem('user', JSON.stringify(login.user));
  }, data);
  return { email, bearer: `Bearer ${data.tokens.accessToken}` };
}

/** The digits of an amount (`₹2,888` -> `2,888`), so the page and the mail can be compared. */
const digitsOf = (text: string) => /[\d,]+(\.\d+)?/.exec(text)?.[0];

test('a guest pays by UPI: link and QR, awaiting payment, the mail charges what the page showed; /tracking needs the right e-mail or phone', async ({
  page,
}) => {
  const email = unique('guest');
  await bagOneAndCheckOut(page);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ravi Guest');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('91234 56789');
  await fillAddress(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText('Deliver to')).toBeVisible();
  await page.getByRole('radio', { name: 'UPI' }).check();
  await expect(page.getByText('APP10')).toHaveCount(0);
  const checkoutTotal = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.getByTestId('order-status')).toHaveText('awaiting payment');
  const payLink = page.getByRole('link', { name: 'Pay with a UPI app' });
  const amount = digitsOf(checkoutTotal)!.replace(/,/g, '');
  await expect(payLink).toHaveAttribute(
    'href',
    new RegExp(`^upi://pay\\?pa=[^&]+&pn=[^&]+&am=${amount}\\.00&cu=INR&tn=${orderNumber}$`),
  );
  await expect(page.getByRole('img', { name: `UPI QR code to pay order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('confirmation-total')).toHaveText(checkoutTotal);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await waitForMail(email, new RegExp(`Your order ${orderNumber} is confirmed`));
  expect(digitsOf(/Total \(UPI\): ([^\n]+)/.exec(mail)![1])).toBe(digitsOf(checkoutTotal));

  // Tracking: a wrong e-mail gets the neutral message; the right e-mail or phone shows the order.
  await page.goto('/tracking');
  const track = async (emailOrPhone: string) => {
    await page.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
    await page.getByRole('textbox', { name: 'Email or phone number' }).fill(emailOrPhone);
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText(`Tracking request submitted for Order #${orderNumber}`).first()).toBeVisible();
  };
  await track('someone.else@example.com');
  await expect(page.getByTestId('track-result')).toContainText('We could not find an order with those details');
  await track(email);
  await expect(page.getByTestId('tracked-status')).toHaveText('awaiting payment');
  await expect(page.getByTestId('track-result')).toContainText('IST');
  await expectNoAxeViolations(page);
  await track('+91 91234 56789');
  await expect(page.getByTestId('track-result')).toContainText(`Order ${orderNumber}`);
});

test('a customer pays cash on delivery, opens the order, cancels it (stock returns), and asks for a return of a delivered order', async ({
  page,
}) => {
  const customer = await newCustomer(page);
  // A product of this test's own: its stock moves only with this test's orders.
  const product = await createOwnProduct(page.request, 'COD Hamper');
  const stockBefore = await stockOf(page.request, product.id);
  await bagOneAndCheckOut(page, { path: await productPathOf(page.request, product.id), name: product.name });
  // No saved address yet: the address book's form opens, and saving chooses it.
  await fillAddress(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /12 Lodhi Road/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.getByTestId('order-status')).toHaveText('pending');
  expect(await stockOf(page.request, product.id)).toBe(stockBefore - 1);

  // The account's order list links to the order's page.
  await page.goto('/user/profile?tab=orders');
  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/orders/${orderNumber}$`));
  await expect(page.getByTestId('order-payment')).toHaveText('Cash on delivery, due on delivery');
  await expect(page.getByTestId('order-timeline')).toContainText('IST');
  await expect(page.getByRole('button', { name: 'Print order' })).toBeVisible();
  // Cash on delivery is invoiced as placed: the tax invoice downloads as a PDF a text extractor reads.
  const documents = page.getByTestId('order-documents');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: /^Download tax invoice UE\/\d\d-\d\d\/\d{6} \(PDF\)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^UE-\d\d-\d\d-\d{6}\.pdf$/);
  const invoice = await pdfText(fs.readFileSync((await download.path())!));
  expect(invoice.text).toContain('Tax Invoice');
  expect(invoice.text).toContain('GSTIN: 07AAACU1234F1ZS');
  expect(invoice.text).toContain('0603');
  expect(invoice.text).toContain('Place of supply: Delhi (07)');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Status: cancelled');
  // The cancellation reduces the invoice by a credit note of the whole order.
  await expect(
    documents.getByRole('button', { name: /^Download credit note CN\/\d\d-\d\d\/\d{6} \(PDF\)$/ }),
  ).toBeVisible();
  expect(await stockOf(page.request, product.id)).toBe(stockBefore);

  // Another order, shipped and delivered through the admin API, then returned from its page.
  const placed = await page.request.post('/api/Order', {
    headers: { Authorization: customer.bearer },
    data: {
      items: [{ productId: 102, quantity: 1 }],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const second = (await placed.json()).data as { id: number; orderNumber: string };
  const admin = await bearerFor(page.request, ADMIN);
  const trackingNumber = `E2E-${Date.now()}`;
  expect(
    (
      await page.request.post(`/api/admin/orders/${second.id}/ship`, {
        headers: { Authorization: admin },
        data: { courierName: 'Delhivery', trackingNumber },
      })
    ).status(),
  ).toBe(200);
  expect(
    (await page.request.post(`/api/admin/orders/${second.id}/deliver`, { headers: { Authorization: admin } })).status(),
  ).toBe(200);

  // The courier's number finds it on /tracking too, with its status only (no order number).
  const tracked = await page.request.post('/api/orders/track', { data: { trackingNumber } });
  expect((await tracked.json()).data).toEqual({ status: 'delivered', courierName: 'Delhivery', trackingNumber });
  await page.goto('/tracking');
  await page.getByRole('tab', { name: 'Tracking Number' }).click();
  await page.getByRole('textbox', { name: 'Tracking (AWB) number' }).fill(trackingNumber);
  await page.getByRole('button', { name: 'Track' }).click();
  const shipment = page.getByTestId('track-result');
  await expect(shipment.getByRole('heading', { name: `Shipment ${trackingNumber}` })).toBeVisible();
  await expect(page.getByTestId('tracked-status')).toHaveText('delivered');
  await expect(page.getByTestId('tracked-shipment')).toContainText('Delhivery');
  await expect(shipment).not.toContainText(second.orderNumber);
  await expectNoAxeViolations(page);

  await page.goto(`/user/orders/${second.orderNumber}`);
  await expect(page.getByTestId('order-shipping')).toHaveText(
    new RegExp(`^Delhivery, tracking number ${trackingNumber} Shipped on .+ IST Delivered on .+ IST$`),
  );
  const form = page.getByRole('form', { name: 'Request a return' });
  await form.getByRole('group', { name: 'Items to return' }).getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(form.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Reason').fill('The box arrived crushed');
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByTestId('order-returns')).toContainText('Status: Requested');
  await expectNoAxeViolations(page);
  await waitForMail(customer.email, new RegExp(`Return requested for order ${second.orderNumber}`));
});
