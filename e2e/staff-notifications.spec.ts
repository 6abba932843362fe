import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/outbox';
import { createOwnProduct, productPathOf, unique } from './support/shop';

// A guest's order reaches the staff: an unread notification in the back office's bell (which
// links to the order and is then read) and a mail to each staff member through the outbox.

/** A guest buys one of a product of this spec's own through the shop; the order's number. */
async function guestOrder(page: Page): Promise<string> {
  const product = await createOwnProduct(page.request, 'Bell Lantern');
  await page.goto(await productPathOf(page.request, product.id));
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Nisha Guest');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`e2e-bell-${unique()}@example.com`);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98111 22335');
  await page.getByLabel("Recipient's name").fill('Nisha Guest');
  await page.getByLabel("Recipient's mobile number").fill('98111 22335');
  await page.getByLabel('Street address').fill('4 Janpath');
  await page.getByLabel('City').fill('New Delhi');
  await page.getByLabel('State or union territory').selectOption('Delhi');
  await page.getByLabel('PIN code').fill('110001');
  const [placed] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/Order'),
    page.getByRole('button', { name: 'Place order' }).click(),
  ]);
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data.orderNumber as string;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a guest's order shows in the admin's bell, opens the order and is read; the staff are mailed (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const orderNumber = await guestOrder(page);
    await adminLogin(page);
    await expect(page.getByRole('button', { name: /^Notifications, \d+ new$/ })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await bell.click();
    const item = page.getByRole('link', { name: new RegExp(`Unread: New order ${orderNumber}`) });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page, '.admin-header');

    const [read] = await Promise.all([
      page.waitForResponse(
        (res) => res.request().method() === 'POST' && /\/api\/admin\/notifications\/\d+\/read$/.test(res.url()),
      ),
      item.click(),
    ]);
    expect(read.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
    await bell.click();
    await expect(page.getByRole('link', { name: new RegExp(`^New order ${orderNumber}`) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Unread: New order ${orderNumber}`) })).toHaveCount(0);

    const mail = await waitForMail(ADMIN.email, new RegExp(`Subject: \\[Back office\\] New order ${orderNumber}`));
    expect(mail).toContain('Nisha Guest');
  });
}
