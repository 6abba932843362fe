import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { expectOverlaySettled } from './support/overlays';
import { waitForMail } from './support/outbox';

// Specs below that change the demo customer's data run on a server of their own (a retry starts afresh).
const onOwnServer = testOnServerOfItsOwn();

const CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' };
const TEE = '/product/workshop-series-2025-t-shirt';
const LINE = 'Workshop Series 2025 T-shirt (Size M, Green)';

const bag = (page: Page) => page.getByRole('dialog', { name: /Your Bag/ });
const openBag = (page: Page) => page.getByRole('button', { name: /^Bag, / }).click();
const addToBag = (page: Page) => page.getByRole('button', { name: 'Add to Bag', exact: true }).click();

async function chooseMediumGreen(page: Page) {
  // The radios are visually replaced by their labels (Bootstrap's btn-check).
  await page.locator('label[for="size-M"]').click();
  await page.locator('label[for="colour-green"]').click();
}

async function logInThroughApi(page: Page) {
  const res = await page.request.post('/api/Auth/login', { data: CUSTOMER });
  const { data } = await res.json();
  await page.evaluate((login) => {
    localStorage.setItem('accessToken', login.tokens.accessToken);
    localStorage.setItem('refreshToken', login.tokens.refreshToken);
    localStorage.setItem('user', JSON.stringify(login.user));
  }, data);
  return data.tokens.accessToken as string;
}

/**
 * The full scenario places an order as the demo customer, on a server of its own: the shared one
 * keeps the demo customer's seeded orders as other specs expect them, and a retry starts afresh
 * (APP10 is for a first order only).
 */
onOwnServer.describe('as the demo customer, on a server of its own', () => {
  onOwnServer(
    'bag: size required, merge, persistence, quantity and removal; checkout with APP10 places a real order',
    async ({ page, request, ownServer }) => {
      await page.goto(TEE);
      await expect(page.getByRole('heading', { level: 1, name: 'Workshop Series 2025 T-shirt' })).toBeVisible();

      await addToBag(page);
      await expect(page.getByRole('alert')).toHaveText('Please select a size');
      await expect(page.getByRole('button', { name: /^Bag, 0 items/ })).toBeVisible();

      await chooseMediumGreen(page);
      await addToBag(page);
      await expect(bag(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(bag(page)).toBeHidden();
      await addToBag(page);
      await expect(bag(page).getByRole('listitem').filter({ hasText: 'Workshop Series 2025 T-shirt' })).toHaveCount(1);
      await expect(bag(page).getByTestId('bag-line-quantity')).toHaveValue('2');
      await expect(bag(page).getByTestId('bag-subtotal')).toHaveText('₹1,498');

      await page.reload();
      await openBag(page);
      await expect(bag(page).getByTestId('bag-line-quantity')).toHaveValue('2');
      await expect(bag(page).getByTestId('bag-subtotal')).toHaveText('₹1,498');

      const decrease = bag(page).getByRole('button', { name: `Decrease quantity of ${LINE}` });
      await decrease.click();
      await expect(bag(page).getByTestId('bag-line-quantity')).toHaveValue('1');
      await expect(decrease).toBeDisabled(); // aria-disabled: it stays focusable but stops at 1
      await decrease.press('Enter');
      await expect(bag(page).getByTestId('bag-line-quantity')).toHaveValue('1');
      await expect(bag(page).getByTestId('bag-subtotal')).toHaveText('₹749');

      await bag(page)
        .getByRole('button', { name: `Remove ${LINE} from the bag` })
        .click();
      await expect(bag(page).getByText('Your bag is empty')).toBeVisible();
      await page.keyboard.press('Escape');

      // Check out the spec's sample hamper (no size to choose): checkout is open to guests; a customer logs in from it and comes back.
      await page.goto('/item-desc2');
      await expect(page.getByRole('heading', { level: 1, name: 'Darjeeling Tea Hamper' })).toBeVisible();
      await addToBag(page);
      await bag(page).getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      // The bag leaves with the page it was opened on, in the same render as the checkout page,
      // rather than animating out over it (measured once: not after waiting for it to go).
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      expect(await page.locator('.offcanvas, .offcanvas-backdrop').count()).toBe(0);
      await page.getByRole('group', { name: 'Your details' }).getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(CUSTOMER.email);
      await page.getByLabel('Password').fill(CUSTOMER.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/checkout$/);

      await expect(page.getByTestId('checkout-total')).toHaveText('₹1,493'); // 1,444 + 49 shipping
      await page.getByLabel('Discount code').fill('APP10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('APP10 applied')).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText('₹1,349'); // 1,444 - 144 + 49
      await page.getByRole('button', { name: 'Place order' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
      // Random and uncountable: `UE-` and eight characters without 0/O or 1/I.
      expect(orderNumber).toMatch(/^UE-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
      await expect(page.getByTestId('confirmation-total')).toHaveText('₹1,349');
      await expect(page.getByRole('button', { name: /^Bag, 0 items/ })).toBeVisible();

      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const orders = await request.get('/api/Order/user', { headers: { Authorization: `Bearer ${token}` } });
      expect(orders.status()).toBe(200);
      const listed = (await orders.json()).data as Array<{ orderNumber: string; totalAmount: number; status: string }>;
      expect(listed[0]).toMatchObject({ orderNumber, totalAmount: 1349, status: 'pending' });

      const mail = await waitForMail(CUSTOMER.email, new RegExp(orderNumber), 10_000, ownServer.dataDir);
      expect(mail).toContain(`Your order ${orderNumber} is confirmed`);
    },
  );
});

test('the bag works with the keyboard alone: focus moves into the drawer, stays there and comes back', async ({
  page,
}) => {
  await page.goto(TEE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Tab to the sizes (XS is sold out, so S), arrow to M; Tab to the colours, arrow to green; Tab past the
  // quantity (−, its field, +) to Add to Bag.
  for (
    let presses = 0;
    presses < 60 && !(await page.locator('#size-S').evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(page.locator('#size-S')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#size-M')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.locator('#colour-beige')).toBeFocused(); // the checked colour of the group
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#colour-green')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Decrease quantity', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', { name: 'Quantity', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Increase quantity', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const add = page.getByRole('button', { name: 'Add to Bag', exact: true });
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(bag(page)).toBeVisible();
  await expect(bag(page)).toContainText('Workshop Series 2025 T-shirt');
  // Focus moves into the drawer once it has slid in (the drawer's code loads on its first opening)...
  await expect.poll(() => bag(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // ...and Tab never reaches the page behind it (past the last control it
  // may visit the browser's own UI, then comes back into the drawer).
  const visited: string[] = [];
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    visited.push(
      await bag(page).evaluate(async (dialog) => {
        // The drawer sends focus back from a timer it sets on the focus event (react-bootstrap's
        // enforceFocus); read where focus rests once that has run.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return dialog.contains(active) ? 'drawer' : `outside: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(visited.filter((where) => where.startsWith('outside'))).toEqual([]);
  expect(visited.filter((where) => where === 'drawer').length).toBeGreaterThan(20);
  const increase = bag(page).getByRole('button', { name: /^Increase quantity of Workshop Series 2025 T-shirt/ });
  await increase.focus();
  await page.keyboard.press('Enter');
  await expect(bag(page).getByTestId('bag-subtotal')).toHaveText('₹1,498');
  // You may also like: the T-shirt's category has nothing else, so other products fill the list.
  await bag(page)
    .getByTestId('also-like')
    .getByRole('button', { name: /^Add .+ to the bag$/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(bag(page).getByTestId('bag-subtotal')).not.toHaveText('₹1,498');

  await page.keyboard.press('Escape');
  await expect(bag(page)).toBeHidden();
  await expect(add).toBeFocused();
});

test('axe finds no WCAG 2.2 A/AA violations on the products page, a detail page with the bag open, and checkout', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/item-desc');
  await expect(page.getByRole('heading', { level: 1, name: 'Assam Masala Chai Hamper' })).toBeVisible();
  await addToBag(page);
  // Checked once it has slid in.
  await expectOverlaySettled(bag(page));
  await expectNoAxeViolations(page);

  await logInThroughApi(page);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total')).not.toHaveText('—');
  await expectNoAxeViolations(page);
});
