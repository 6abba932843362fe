import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/outbox';
import { ADDRESS } from './support/shop';

// A UPI order holds its stock until its pay-by time: the guest sees "Pay by HH:MM IST" with the
// payment instructions and in the confirmation mail, and the staff give more time from the
// order's back-office page.

const HOLD_MS = 30 * 60_000;
const unique = () => `e2e-hold-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The time of day in IST the page should show for an instant (24-hour). */
const istTime = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(ms));

async function placeUpiGuestOrder(page: Page, email: string) {
  await page.goto('/item-desc');
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await page
    .getByRole('dialog', { name: /Your Bag/ })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Hema Guest');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('91234 56789');
  await page.getByLabel("Recipient's name").fill(ADDRESS.recipientName);
  await page.getByLabel("Recipient's mobile number").fill(ADDRESS.recipientPhone);
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State or union territory').selectOption(ADDRESS.state);
  await page.getByLabel('PIN code').fill(ADDRESS.zipCode);
  await page.getByRole('button', { name: 'Use this address' }).click();
  await page.getByRole('radio', { name: 'UPI' }).check();
  await expect(page.getByTestId('checkout-total')).not.toHaveText('—');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
}

test('a guest paying by UPI is told to pay by a time in IST; the staff extend it', async ({ page, browser }) => {
  const email = unique();
  const before = Date.now();
  await placeUpiGuestOrder(page, email);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

  const payBy = page.getByTestId('upi-pay-by');
  await expect(payBy).toContainText(/^Pay by \d\d:\d\d IST/);
  const deadline = Date.parse((await payBy.locator('time').getAttribute('datetime'))!);
  expect(deadline).toBeGreaterThanOrEqual(before + HOLD_MS - 1000);
  expect(deadline).toBeLessThanOrEqual(Date.now() + HOLD_MS);
  await expect(payBy).toContainText(`Pay by ${istTime(deadline)} IST`);
  await expectNoAxeViolations(page);

  const mail = await waitForMail(email, new RegExp(`Your order ${orderNumber} is confirmed`));
  expect(mail).toMatch(new RegExp(`Pay by ${istTime(deadline)} IST on \\d{1,2} [A-Z][a-z]+`));

  // The back office: the order shows its pay-by, and Extend by 1 hour moves it an hour later.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await adminLogin(staff);
  await staff.goto(`/admin/orders?q=${orderNumber}`);
  await staff.getByRole('link', { name: orderNumber }).click();
  const hold = staff.getByRole('form', { name: 'Time to pay' });
  await expect(hold.getByTestId('admin-pay-by')).toContainText(`Pay by ${istTime(deadline)} IST`);
  await hold.getByRole('combobox', { name: 'Extend by' }).selectOption({ label: '1 hour' });
  await hold.getByRole('button', { name: 'Extend' }).click();
  const confirmExtend = staff.getByRole('dialog', { name: 'Give the customer more time to pay?' });
  await expect(confirmExtend).toContainText(
    `Extends the hold of order ${orderNumber} to ${istTime(deadline + 60 * 60_000)} IST`,
  );
  await confirmExtend.getByRole('button', { name: 'Extend and e-mail' }).click();
  await expect(hold.getByTestId('admin-pay-by')).toContainText(`Pay by ${istTime(deadline + 60 * 60_000)} IST`);
  await expectNoAxeViolations(staff);
  await waitForMail(email, new RegExp(`More time to pay for order ${orderNumber}`));
  await staffContext.close();
});
