import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { waitForMail } from './support/outbox';
import { ADDRESS, createOwnProduct, registerCustomer, stockOf } from './support/shop';

test('a customer cancels an order that has not shipped: the status changes, the stock returns, a mail confirms it', async ({
  page,
}) => {
  const { email, password, bearer } = await registerCustomer(page.request, 'cancel');
  // A product of this spec's own: its stock moves only with this test's order.
  const product = await createOwnProduct(page.request, 'Cancel Lamp');
  const stock = () => stockOf(page.request, product.id);
  const before = await stock();
  const placed = await page.request.post('/api/Order', {
    headers: { Authorization: bearer },
    data: {
      items: [{ productId: product.id, quantity: 2 }],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()).data as { orderNumber: string };
  expect(await stock()).toBe(before - 2);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await page.getByRole('tab', { name: /Orders/ }).click();
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(order).toContainText('pending');

  await order.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog).toBeVisible();
  // Keeping the order has the focus: Enter never cancels by accident.
  await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();

  await expect(dialog).toBeHidden();
  await expect(order).toContainText('cancelled');
  await expect(order.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
  await expect(page.getByText(`Order ${orderNumber} is cancelled.`)).toBeVisible();
  expect(await stock()).toBe(before);
  await waitForMail(email, new RegExp(`Subject: Your order ${orderNumber} is cancelled`));
  await expectNoAxeViolations(page);
});
