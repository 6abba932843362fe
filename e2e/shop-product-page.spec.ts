import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoEngineFindings } from './support/engines';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { createOwnProduct, unique } from './support/shop';

// The product page as a shop's: zoom of the pictures, a quantity within stock, a delivery estimate
// for a PIN code; and the products page's price and stock filters in the address.

const test = testOnServerOfItsOwn();

const HAMPER = 'Darjeeling Tea Hamper';
const bag = (page: Page) => page.getByRole('dialog', { name: /Your Bag/ });
const cards = (page: Page) => page.getByRole('article');

test('the main picture zooms with the keyboard: largest variant, previous / next, focus kept inside, Escape returns it', async ({
  page,
}) => {
  await page.goto('/item-desc2');
  await expect(page.getByRole('heading', { level: 1, name: HAMPER })).toBeVisible();
  const zoom = page.getByRole('button', { name: `Enlarge ${HAMPER}, picture 1 of 4` });
  // Still the page's LCP picture: fetched first.
  await expect(zoom.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(zoom.getByRole('img')).toHaveAttribute('loading', 'eager');

  // Reached with Tab: Shift+Tab from the first thumbnail lands on it.
  await page.getByRole('button', { name: 'Show image 1 of 4' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(zoom).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: HAMPER });
  await expect(dialog).toBeVisible();
  const big = dialog.getByRole('img', { name: `${HAMPER}, picture 1 of 4` });
  // The seed's photos are 400 px: their largest variant is the w400 one.
  await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  expect(await big.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/shop-darjeeling-hamper-w400\.avif$/);
  await expectNoAxeViolations(page);
  await expectNoEngineFindings(page, 'product zoom');

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Picture 2 of 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next picture' }).click();
  await expect(dialog.getByRole('img', { name: `${HAMPER}, picture 3 of 4` })).toBeVisible();
  // Tab never leaves focus on the page behind: the Modal pulls it back into the dialog (past the
  // last control focus may rest in the browser's own UI, where the document's active element is body).
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        dialog.evaluate((node) => document.activeElement === document.body || node.contains(document.activeElement)),
      )
      .toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back on the picture, which now shows the last one seen.
  await expect(page.getByRole('button', { name: `Enlarge ${HAMPER}, picture 3 of 4` })).toBeFocused();
});

test('the quantity stepper adds that many to the bag, within the stock', async ({ page }) => {
  await page.goto('/item-desc2');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity', exact: true });
  await expect(quantity).toHaveValue('1');
  for (const name of ['Increase quantity', 'Decrease quantity']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await quantity.fill('11');
  await expect(page.getByText('Enter a quantity from 1 to 10')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.fill('1');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();

  await expect(bag(page)).toBeVisible();
  const line = bag(page).getByRole('listitem').filter({ hasText: HAMPER });
  await expect(line.getByTestId('bag-line-quantity')).toHaveValue('3');
  await expect(bag(page).getByTestId('bag-subtotal')).toHaveText('₹4,332');
  // Kept by redux-persist: written a moment after the change, so polled.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')))
    .toEqual([expect.objectContaining({ name: HAMPER, quantity: 3 })]);
  await bag(page).getByRole('button', { name: 'Close bag' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity', exact: true })).toHaveAttribute('max', '7');
  await expect(page.getByText('3 already in your bag')).toBeVisible();

  // A variant with 2 left: no more than 2.
  await page.goto('/product/workshop-series-2025-t-shirt');
  await page.locator('label[for="size-M"]').click();
  await page.locator('label[for="colour-green"]').click();
  await expect(page.getByText('Only 2 left')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity', exact: true })).toHaveAttribute('max', '2');
});

test('Check delivery estimates the day for a PIN code and says what is wrong with a bad one', async ({ page }) => {
  await page.goto('/item-desc2');
  const form = page.getByRole('form', { name: 'Check delivery' });
  const pin = form.getByRole('textbox', { name: 'PIN code' });
  await pin.fill('12');
  await pin.press('Enter');
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();

  await pin.fill('110001');
  await form.getByRole('button', { name: 'Check' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText(
    /Delivery by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \d{1,2} [A-Z][a-z]+ \(IST\) to 110001, Delhi/,
  );
  await expect(status).toContainText('Cash on Delivery available');
  await expect(pin).not.toHaveAttribute('aria-invalid');
  await page.getByRole('spinbutton', { name: 'Quantity', exact: true }).fill('0');
  await expect(page.getByText('Enter a quantity from 1 to 10')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoEngineFindings(page, 'delivery estimate and a quantity error');
});

test('price and in-stock filters narrow the list through the address, applied by the server', async ({
  page,
  request,
}) => {
  const token = `Lantern${unique()}`;
  const soldOut = await createOwnProduct(request, `${token} sold out`, 0, 650);
  const stocked = await createOwnProduct(request, `${token} stocked`, 5, 700);
  const names = () => cards(page).getByRole('heading').allTextContents();

  await page.goto(`/products?q=${token}`);
  await expect.poll(async () => (await names()).sort()).toEqual([soldOut.name, stocked.name].sort());

  await page.getByRole('textbox', { name: 'Highest price (₹)' }).fill('690');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?q=${token}&maxPrice=690$`));
  await expect.poll(names).toEqual([soldOut.name]);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText('Price up to ₹690');

  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(new RegExp(`maxPrice=690&inStock=true$`));
  await expect(page.getByText('No products match your filters.')).toBeVisible();

  await page.goBack();
  await expect.poll(names).toEqual([soldOut.name]);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  await page.goBack();
  await expect.poll(async () => (await names()).length).toBe(2);
  await page.goForward();
  await expect(page.getByRole('textbox', { name: 'Highest price (₹)' })).toHaveValue('690');

  // A shared address: in stock and from ₹680.
  await page.goto(`/products?q=${token}&minPrice=680&inStock=true`);
  await expect.poll(names).toEqual([stocked.name]);

  // A bad range is said under the field and never sent.
  await page.getByRole('textbox', { name: 'Highest price (₹)' }).fill('100');
  await page.getByRole('textbox', { name: 'Highest price (₹)' }).press('Enter');
  await expect(page.getByText('The highest price cannot be below the lowest price.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`minPrice=680&inStock=true$`));
  await expectNoAxeViolations(page);
  await expectNoEngineFindings(page, 'price filter error');

  // The server refuses a bad value itself.
  const bad = await request.get('/api/Product?minPrice=abc&inStock=maybe');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    isSuccess: false,
    errors: { minPrice: [expect.any(String)], inStock: [expect.any(String)] },
  });
});
