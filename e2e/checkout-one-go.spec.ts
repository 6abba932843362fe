import { expect, test } from '@playwright/test';
import { createOwnProduct, productPathOf, unique } from './support/shop';

// A guest on a phone fills the details and the address and presses Place order once: the filled
// address form is the address (its own "Use this address" button need not be pressed), and a wrong
// field is named, focused and scrolled into view.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a guest on a phone fills every field and places the order with one press of Place order', async ({ page }) => {
    const product = await createOwnProduct(page.request, 'One Go Lantern');
    await page.goto(await productPathOf(page.request, product.id));
    await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Kiran Guest');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`e2e-one-go-${unique()}@example.com`);
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98111 22334');
    await page.getByLabel("Recipient's name").fill('Kiran Guest');
    await page.getByLabel("Recipient's mobile number").fill('98111 22334');
    await page.getByLabel('Street address').fill('4 Janpath');
    await page.getByLabel('City').fill('New Delhi');
    await page.getByLabel('State or union territory').selectOption('Delhi');
    // A PIN code of another state: Place order names the field and takes the visitor to it.
    await page.getByLabel('PIN code').fill('400001');
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.click();
    const pin = page.getByLabel('PIN code');
    await expect(pin).toBeFocused();
    await expect(pin).toBeInViewport();
    await expect(pin).toHaveAccessibleDescription(/This PIN code is not in Delhi/);

    await pin.fill('110001');
    const [placed] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/Order'),
      placeOrder.click(),
    ]);
    expect(placed.status(), await placed.text()).toBe(201);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    expect((await placed.json()).data.shippingAddress).toMatchObject({ street: '4 Janpath', zipCode: '110001' });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the order summary with Place order stays in view while the visitor fills the column beside it', async ({
    page,
  }) => {
    const product = await createOwnProduct(page.request, 'Sticky Summary Lamp');
    await page.goto(await productPathOf(page.request, product.id));
    await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    // The payment choice and the discount code sit at the end of the left column, below the fold.
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('radio', { name: 'UPI' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('radio', { name: 'UPI' })).toBeInViewport();
    await expect(placeOrder).toBeInViewport();
  });
});
