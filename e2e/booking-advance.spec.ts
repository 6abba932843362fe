import { expect, type Page } from '@playwright/test';
import { adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { chooseWithMouse, dayAhead, fillDetails, next } from './support/booking';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { waitForMail } from './support/outbox';

// A priced service takes an advance: the review says what is paid now and later, the
// confirmation holds the slot with UPI pay options and a pay-by time (IST), staff mark the UPI
// payment seen, and the manage page then shows it paid with its receipt; cancelled there, the
// refund the tiers give is shown before and after, and staff confirm the UPI refund they paid.
// Days 26 and 27 ahead are this spec's own; on a server of its own so a retry finds them free again.
const test = testOnServerOfItsOwn();

/** axe at each width (the context names the screen for the reader). */
async function axeAt(page: Page, widths: number[], _context: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test('a priced booking is held until its advance is marked paid, then confirmed with a receipt', async ({
  page,
  browser,
  baseURL,
  ownServer,
}) => {
  const email = `advance${Date.now()}@example.com`;
  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await customer.goto('/online-booking');
  await chooseWithMouse(customer, {
    category: /^Services/,
    service: 'Caricature',
    date: dayAhead(26),
    time: '11:00 AM',
    method: 'phone-call',
  });
  await fillDetails(customer, { name: 'Kavya Sharma', email, phone: '+91 98100 33333', message: 'Birthday party' });
  await next(customer).click();

  // The review: ₹9,999 in all, 25 % (₹2,500) now, the rest 7 days before.
  await expect(customer.getByTestId('booking-pay-now-later')).toContainText(
    'Pay now: advance ₹2,500 (incl. GST) · Later: balance ₹7,499, due 7 days before the event',
  );
  await axeAt(customer, [375, 1280], 'the review step');
  await customer.getByRole('button', { name: 'Confirm Booking' }).click();

  // The confirmation: held, pay by … IST, the UPI QR code and link.
  await expect(customer).toHaveURL(/\/booking\/confirmed\/BK-\d{6}$/);
  const reference = customer.url().match(/BK-\d{6}/)![0];
  await expect(customer.getByRole('heading', { name: /pay the advance to confirm it/ })).toBeVisible();
  await expect(customer.getByTestId('booking-pay-by')).toContainText(/Pay the advance by .*IST/);
  await expect(customer.getByTestId('booking-payment')).toContainText('Advance due now');
  await expect(customer.getByRole('img', { name: 'UPI QR code for the advance' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
    'href',
    new RegExp(`^upi://pay\\?.*am=2500\\.00.*tn=${reference}-A`),
  );
  await axeAt(customer, [375, 1280], 'the held confirmation');
  const held = await waitForMail(email, /Subject: Pay the advance to confirm/, 10_000, ownServer.dataDir);
  const manageUrl = /Pay the advance \(UPI or online\): (http\S+)/.exec(held)?.[1];
  expect(manageUrl).toBeTruthy();

  // Staff see it awaiting its advance and mark the UPI payment seen.
  await adminLogin(page);
  await page.goto('/admin/bookings');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search bookings' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Awaiting advance');
  await expect(row).toContainText('Due');
  await axeAt(page, [375, 1280], 'the bookings list with an advance due');
  await row.getByRole('button', { name: `Mark advance paid: ${reference} (Kavya Sharma)` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The booking becomes confirmed, a receipt is issued');
  await dialog.getByLabel('Payment note (UPI reference, optional)').fill('UTR 4455');
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, mark paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Advance for ${reference} marked paid` })).toBeVisible();
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('Paid');
  const confirmed = await waitForMail(email, /Subject: Consultation booked/, 10_000, ownServer.dataDir);
  expect(confirmed).toContain('filename=receipt-RV-');

  // The manage page: confirmed, the advance paid with its receipt, the balance due.
  await customer.goto(new URL(manageUrl!).pathname);
  const payment = customer.getByTestId('booking-payment');
  await expect(payment).toContainText('Advance paid');
  await expect(payment).toContainText(/Receipt\s*RV\/\d{2}-\d{2}\/\d{6}/);
  await expect(payment).toContainText('Balance');
  await expect(customer.getByRole('img', { name: 'UPI QR code for the advance' })).toHaveCount(0);
  await axeAt(customer, [375, 1280], 'the manage page with the advance paid');

  // Cancelled 26 days ahead: the dialog gives the server's refund first (the whole advance less ₹500).
  await customer.getByRole('button', { name: 'Cancel booking' }).click();
  const cancelDialog = customer.getByRole('dialog', { name: 'Cancel this consultation?' });
  await expect(cancelDialog.getByTestId('refund-quote')).toHaveText(
    'Cancelling now refunds ₹2,000 of your ₹2,500 advance (fee ₹500).',
  );
  await expectOverlaySettled(cancelDialog);
  await axeAt(customer, [375, 1280], 'the cancel question with its refund');
  await cancelDialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(customer.getByTestId('refund-made')).toContainText(
    /Refund: ₹2,000 of your ₹2,500 advance \(credit note CN\/\d{2}-\d{2}\/\d{6}\)/,
  );
  await axeAt(customer, [375, 1280], 'the manage page after the refund');
  const cancelled = await waitForMail(email, /Subject: Consultation cancelled/, 10_000, ownServer.dataDir);
  expect(cancelled).toContain('filename=credit-note-CN-');

  // Staff pay the UPI refund and confirm it with its reference.
  await page.reload();
  await row.getByRole('button', { name: `Confirm refund paid: ${reference} (Kavya Sharma)` }).click();
  const refundDialog = page.getByRole('dialog');
  await refundDialog.getByLabel('UPI reference (UTR)').fill('UTR 7788');
  await expectOverlaySettled(refundDialog);
  await expectNoAxeViolations(page);
  await refundDialog.getByRole('button', { name: 'Confirm refund paid' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Refund recorded as paid (reference UTR 7788)' }),
  ).toBeVisible();
  await expect(row).toContainText('paid (UTR 7788)');

  // The advance rules screen, with the refund tiers below.
  await page.goto('/admin/bookings/advances');
  await expect(page.getByRole('row', { name: /Caricature/ })).toContainText('₹2,500');
  await expect(page.getByRole('heading', { name: 'Cancellation refunds' })).toBeVisible();
  await expect(page.getByLabel('Refund (% of advance)').first()).toHaveValue('100');
  await axeAt(page, [375, 1280], 'the advance rules and refund tiers');
  await customerContext.close();
});
