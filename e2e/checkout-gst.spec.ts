import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/outbox';
import { createOwnProduct, productPathOf, unique } from './support/shop';

// GST by place of supply, seen by a guest: a Delhi delivery carries CGST + SGST and a Mumbai
// delivery IGST, on the checkout's summary, the confirmation and the confirmation mail. The
// spec's product is ₹500 at 12 % (HSN 0603) with ₹79 standard delivery: ₹579 in all.

async function checkoutAs(page: Page, address: { city: string; state: string; pin: string }, email: string) {
  const product = await createOwnProduct(page.request, `GST ${address.state}`);
  await page.goto(await productPathOf(page.request, product.id));
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Meera Buyer');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98111 22334');
  await page.getByLabel("Recipient's name").fill('Meera Buyer');
  await page.getByLabel("Recipient's mobile number").fill('98111 22334');
  await page.getByLabel('Street address').fill('7 Main Road');
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State or union territory').selectOption(address.state);
  await page.getByLabel('PIN code').fill(address.pin);
  await page.getByRole('button', { name: 'Use this address' }).click();
}

const gstOf = (page: Page) => page.getByRole('region', { name: 'GST included in the total' });

test.use({ viewport: { width: 1280, height: 900 } });

test('a Delhi delivery shows CGST + SGST at checkout, on the confirmation and in the mail', async ({ page }) => {
  const email = `e2e-gst-delhi-${unique()}@example.com`;
  await checkoutAs(page, { city: 'New Delhi', state: 'Delhi', pin: '110001' }, email);
  // Once the address is chosen the quote splits the tax as the order will.
  await expect(gstOf(page)).toContainText('Place of supply: Delhi (07)');
  await expect(gstOf(page)).toContainText('CGST₹31.02');
  await expect(gstOf(page)).toContainText('SGST₹31.02');
  await expect(gstOf(page)).not.toContainText('IGST');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('confirmation-total')).toHaveText('₹579');
  await expect(gstOf(page)).toContainText('Taxable value₹516.96');
  await expect(gstOf(page)).toContainText('CGST₹31.02');
  const mail = await waitForMail(email, /is confirmed/);
  expect(mail).toContain('Place of supply: Delhi (07)');
  expect(mail).toMatch(/CGST: .{1,3}31\.02/);
});

test('a Mumbai delivery with a business GSTIN shows IGST, and the GSTIN is checked under its field', async ({
  page,
}) => {
  const email = `e2e-gst-mumbai-${unique()}@example.com`;
  await checkoutAs(page, { city: 'Mumbai', state: 'Maharashtra', pin: '400001' }, email);
  await expect(gstOf(page)).toContainText('Place of supply: Maharashtra (27)');
  await expect(gstOf(page)).toContainText('IGST₹62.03');
  await expect(gstOf(page)).not.toContainText('CGST');
  const gstin = page.getByLabel('GSTIN (optional)');
  await gstin.fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(gstin).toBeFocused();
  await expect(gstin).toHaveAccessibleDescription(/does not check out/);
  await gstin.fill('27aapfu0939f1zv');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(gstOf(page)).toContainText('IGST₹62.03');
  const mail = await waitForMail(email, /is confirmed/);
  expect(mail).toMatch(/IGST: .{1,3}62\.03/);
  expect(mail).toContain('Your GSTIN: 27AAPFU0939F1ZV');
  expect(mail).not.toContain('CGST');
});
