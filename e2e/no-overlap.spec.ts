import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ADDRESS, createOwnProduct, productPathOf, unique } from './support/shop';
import { adminLogin } from './support/admin';
import { coveredContent, VIEWPORTS } from './support/coverage';
import { testOnServerOfItsOwn } from './support/isolatedServer';

/**
 * Nothing floats over what a visitor reads or uses: at phone, tablet and desktop widths the chat
 * button and the toasts are measured against every control and heading in view, on the pages
 * where they covered them (the product's Add to Bag / Add to Wishlist, the UPI instructions of
 * checkout and of the order confirmation, the tracking page's notice, the back office's "Saved").
 */
// Slides and orders made here stay off the shared server (other specs count the seed's).
const test = testOnServerOfItsOwn();
const FIXTURES = path.join(__dirname, 'fixtures');

/**
 * Brings an element into view as a visitor scrolling down first sees it whole (its bottom at the
 * window's bottom edge, `end`) or reading it (`center`), without smooth scrolling.
 */
async function scrollTo(target: Locator, block: 'end' | 'center') {
  await target.evaluate((element, where) => element.scrollIntoView({ block: where, behavior: 'instant' }), block);
}

/** Nothing is covered once the page is at rest (a floating control may step aside on its own). */
async function expectNothingCovered(page: Page, where: string, text = '') {
  await expect.poll(() => coveredContent(page, text), { message: where, timeout: 2_500 }).toEqual([]);
}

/** A toast is on screen, and stays while measured (the pointer on it pauses its timer). */
async function holdToast(page: Page, text: string | RegExp) {
  const toast = page.locator('.toast-container .toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.hover();
  return toast;
}

test('the chat button covers neither Add to Bag nor Add to Wishlist on a product page', async ({ page }) => {
  await page.goto('/product/workshop-series-2025-t-shirt');
  const wishlist = page.getByRole('button', { name: /Add to Wishlist/ });
  await expect(wishlist).toBeVisible();
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  const actions = page
    .locator('*', { has: wishlist })
    .filter({ has: page.getByRole('button', { name: 'Add to Bag' }) });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    for (const block of ['end', 'center'] as const) {
      await scrollTo(actions.last(), block);
      await expectNothingCovered(page, `${viewport.width} px, actions at the ${block}`);
    }
    // At the end of the page the button shows (the footer keeps its place free), covering nothing.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(chat).toHaveCSS('opacity', '1');
    await expectNothingCovered(page, `${viewport.width} px, end of the page`);
  }
});

test('nothing covers the UPI instructions at checkout and on the order confirmation', async ({ page }) => {
  const product = await createOwnProduct(page.request, 'Overlap Lantern');
  await page.goto(await productPathOf(page.request, product.id));
  await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Kiran Guest');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`e2e-overlap-${unique()}@example.com`);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98111 22334');
  await page.getByLabel("Recipient's name").fill(ADDRESS.recipientName);
  await page.getByLabel("Recipient's mobile number").fill(ADDRESS.recipientPhone);
  await page.getByLabel('Street address').fill(ADDRESS.street);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State or union territory').selectOption(ADDRESS.state);
  await page.getByLabel('PIN code').fill(ADDRESS.zipCode);
  await page.getByRole('radio', { name: 'UPI' }).check();
  const note = page.getByText(/^Pay with any UPI app/);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await scrollTo(note, 'end');
    await expectNothingCovered(page, `checkout at ${viewport.width} px`, '#payment-upi-note');
  }

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const upi = page.getByTestId('upi-payment');
  await expect(upi.getByRole('link', { name: 'Pay with a UPI app' })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const block of ['end', 'center'] as const) {
      await scrollTo(upi, block);
      await expectNothingCovered(
        page,
        `confirmation at ${viewport.width} px, UPI at the ${block}`,
        '[data-testid="upi-payment"] p',
      );
    }
  }
});

test('the notice of a tracking lookup covers neither the heading nor the form', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/tracking');
    await page.getByRole('textbox', { name: 'Order number' }).fill('ORD-NOT-THERE');
    await page.getByRole('textbox', { name: 'Email or phone number' }).fill('nobody@example.com');
    const track = page.getByRole('button', { name: 'Track' });
    await track.click();
    await expect(page.getByTestId('track-result')).toContainText('We could not find an order with those details');
    await holdToast(page, 'Tracking request submitted for Order #ORD-NOT-THERE');
    await expectNothingCovered(page, `tracking at ${viewport.width} px`);
    // The button just pressed is still in view (above the notice), and so is the page's heading.
    await expect(track).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeInViewport();
  }
});

test('the back office\'s "Saved" after a new slide covers neither the heading nor New slide', async ({ page }) => {
  test.setTimeout(180_000);
  await adminLogin(page);
  const titles: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/banners');
    await page.getByRole('link', { name: 'New slide' }).click();
    const title = `E2E Overlap ${viewport.width} ${unique()}`;
    await page.getByLabel('Upload a file (Desktop source)').setInputFiles(path.join(FIXTURES, 'lantern-front.png'));
    await expect(page.getByLabel(/^Desktop source/)).toHaveValue(/^\/uploads\/.+\.png$/);
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Alt text/).fill('Paper lanterns over a courtyard');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/banners$/);
    await holdToast(page, 'Saved');
    await expectNothingCovered(page, `admin banners at ${viewport.width} px`);
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'New slide' })).toBeInViewport();
    titles.push(title);
  }
});
