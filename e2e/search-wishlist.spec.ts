import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { testOnServerOfItsOwn } from './support/isolatedServer';

// Specs below that change the demo customer's data run on a server of their own (a retry starts afresh).
const onOwnServer = testOnServerOfItsOwn();

const CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' };

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(searchBox(page)).toBeFocused();
}

test('header search: type, arrow down, Enter opens the product; the count is announced; axe clean with the list open', async ({
  page,
}) => {
  await page.goto('/');
  await openSearch(page);
  await page.keyboard.type('darjeeling');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^\d+ results?$/);
  await expect(listbox.getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText(
    'Darjeeling',
  );
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  const name = ((await first.locator('span').first().textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/darjeeling-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('Escape closes the list, Enter without a highlight goes to /search, which groups results and is axe clean', async ({
  page,
}) => {
  await page.goto('/');
  await openSearch(page);
  await page.keyboard.type('wedding');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=wedding$/);
  await expect(page).toHaveTitle(/Search results for “wedding”/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “wedding”');
  for (const group of ['Events', 'Blog posts', 'Services'])
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // An event result goes to its card on /events.
  await page.getByRole('main').getByRole('region', { name: 'Events', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/events#event-\d+$/);
  await expect(page.locator(':focus')).toHaveAttribute('id', /^event-\d+$/);

  await page.goto('/search?q=zzqxj');
  await expect(page.getByText('No results for “zzqxj”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop all products' })).toBeVisible();
  await expectNoAxeViolations(page);
});

onOwnServer.describe('wishlist, on a server of its own', () => {
  onOwnServer(
    'a guest saves products, logs in: the lists are merged and counted; move to bag; axe clean',
    async ({ page }) => {
      // The demo customer already keeps one product on the server.
      const login = await (await page.request.post('/api/Auth/login', { data: CUSTOMER })).json();
      const saved = await page.request.put('/api/wishlist/101', {
        headers: { Authorization: `Bearer ${login.data.tokens.accessToken}` },
      });
      expect(saved.status()).toBe(200);

      await page.goto('/product/darjeeling-tea-hamper');
      await page.getByRole('button', { name: 'Add to Wishlist' }).click();
      await expect(page.getByRole('button', { name: 'Added to Wishlist' })).toBeVisible();
      await page.goto('/product/kulhad-cup-set-of-6');
      await page.getByRole('button', { name: 'Add to Wishlist' }).click();
      await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();

      await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
      await expect(page).toHaveURL(/\/wishlist$/);
      await expect(page.getByTestId('wishlist-row')).toHaveCount(2);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Log in' }).click();
      await page.getByLabel('Email').fill(CUSTOMER.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CUSTOMER.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
      // The union: the two saved as a guest and the one already on the account.
      await expect(page.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();
      // The store writes the browser's storage a moment after the state changes: polled.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');

      await page.getByRole('link', { name: 'Wishlist, 3 items' }).click();
      await expect(page.getByTestId('wishlist-row')).toHaveCount(3);
      await page.getByRole('button', { name: 'Move Kulhad Cup Set of 6 to the bag' }).click();
      const bag = page.getByRole('dialog', { name: /Your Bag/ });
      await expect(bag.getByRole('listitem').filter({ hasText: 'Kulhad Cup Set of 6' })).toHaveCount(1);
      await expect(page.getByTestId('bag-announcer')).toHaveText(/^Added Kulhad Cup Set of 6\. Subtotal ₹[\d,]+$/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
      await expect(page.getByTestId('wishlist-row')).toHaveCount(2);

      // Kept on the server: a reload (and any other device) shows the same list.
      await page.reload();
      await expect(page.getByTestId('wishlist-row')).toHaveCount(2);
      await expectNoAxeViolations(page);
    },
  );
});
