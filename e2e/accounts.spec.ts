import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { waitForMail } from './support/outbox';

const DEMO = { email: 'customer@example.com', password: 'Customer@12345' };
const PASSWORD = 'Secret#123';

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function registerThroughApi(page: Page, email: string) {
  const res = await page.request.post('/api/Auth/register', {
    data: {
      firstName: 'Asha',
      lastName: 'Verma',
      email,
      phone: '',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(res.status()).toBe(201);
}

test('a customer registers, logs out and logs back in', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Kapoor');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters and include a number and a special character'),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Registered from the home page's Log in link: back on the home page, logged in.
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByText('Welcome back, Meera!')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText(email);
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText('Not provided');
  await expectNoAxeViolations(page);

  // Name and phone can be changed; the e-mail and role cannot.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Phone (optional)').fill('+91 98111 22233');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toContainText('+91 98111 22233');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The store writes the browser's storage a moment after the state changes: polled.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

  await page.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, email, PASSWORD);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
});

test('the account page is for logged-in customers: logging in from / brings them back', async ({ page }) => {
  await page.goto('/user/profile?tab=orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You need to be logged in to access this page')).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByText('Please login to view your profile')).toBeVisible();
  await logIn(page, DEMO.email, DEMO.password);

  await expect(page).toHaveURL(/\/user\/profile\?tab=orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Orders/ })).toHaveAttribute('aria-selected', 'true');
});

test('the demo customer sees the seeded orders', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('tab', { name: /Orders/ })).toContainText('3');
  await page.getByRole('tab', { name: /Orders/ }).click();
  await expect(page).toHaveURL(/\?tab=orders$/);

  const orders = page.getByRole('tabpanel', { name: /Orders/ }).getByRole('article');
  await expect(orders).toHaveCount(3);
  const big = page.getByRole('article', { name: 'Order UE-2025-00117' });
  await expect(big).toContainText('shipped');
  await expect(big).toContainText('₹16,697');
  await expect(big).toContainText('+2 more');
  await expect(big.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('article', { name: 'Order UE-2025-00101' })).toContainText('delivered');
  await expect(page.getByRole('article', { name: 'Order UE-2025-00142' })).toContainText('processing');

  // The item pictures are real images served from /uploads.
  const image = big.locator('img').first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('a customer adds, edits, sets as default and deletes addresses', async ({ page }) => {
  const email = uniqueEmail('addresses');
  await registerThroughApi(page, email);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await page.getByRole('tab', { name: 'Addresses' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Addresses' });
  await expect(panel.getByText('You have no saved addresses yet.')).toBeVisible();

  // Validation first, then the first address (it becomes the default).
  await panel.getByRole('button', { name: 'Add new address' }).click();
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText('Street address is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByLabel("Recipient's name").fill('Meera Kapoor');
  await panel.getByLabel("Recipient's mobile number").fill('98765 43210');
  await panel.getByLabel('Street address').fill('12 MG Road');
  await panel.getByLabel('City').fill('Bengaluru');
  await panel.getByLabel('State or union territory').selectOption('Karnataka');
  await panel.getByLabel('PIN code').fill('56001');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
  await panel.getByLabel('PIN code').fill('560001');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  const first = panel.getByRole('listitem').filter({ hasText: '12 MG Road' });
  await expect(first).toContainText('Bengaluru, Karnataka 560001');
  await expect(first).toContainText('Default');

  // A second address, then edit it.
  await panel.getByRole('button', { name: 'Add new address' }).click();
  await panel.getByLabel("Recipient's name").fill('Meera Kapoor');
  await panel.getByLabel("Recipient's mobile number").fill('98765 43210');
  await panel.getByLabel('Street address').fill('4 Park Street');
  await panel.getByLabel('City').fill('Kolkata');
  await panel.getByLabel('State or union territory').selectOption('West Bengal');
  await panel.getByLabel('PIN code').fill('700016');
  await panel.getByRole('button', { name: 'Save address' }).click();
  const second = panel.getByRole('listitem').filter({ hasText: '4 Park Street' });
  await expect(second).toBeVisible();
  await expect(second).not.toContainText('Default');

  await second.getByRole('button', { name: /^Edit/ }).click();
  await expect(panel.getByLabel('Street address')).toHaveValue('4 Park Street');
  await panel.getByLabel('Street address').fill('6 Park Street');
  await panel.getByRole('button', { name: 'Update address' }).click();
  await expect(page.getByText('Address updated successfully!')).toBeVisible();
  const edited = panel.getByRole('listitem').filter({ hasText: '6 Park Street' });
  await expect(edited).toContainText('Kolkata, West Bengal 700016');

  // Set as default: the badge moves.
  await edited.getByRole('button', { name: /^Set as default/ }).click();
  await expect(edited).toContainText('Default');
  await expect(first).not.toContainText('Default');

  // Delete with confirmation; the list is fetched again and survives a reload.
  await first.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('12 MG Road');
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully!')).toBeVisible();
  await expect(panel.getByText('12 MG Road')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Addresses' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Addresses' })).toContainText('6 Park Street');
});

test("the forgot-password mail's link sets a new password and the old one stops working", async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerThroughApi(page, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset link sent successfully!')).toBeVisible();

  const mail = await waitForMail(email, /reset-password\?token=/);
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand#New123');
  await page.getByLabel('Confirm new password').fill('Brand#New123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset successfully!', { exact: false })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid email or password');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Brand#New123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile$/);

  // The link works once.
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Other#New123');
  await page.getByLabel('Confirm new password').fill('Other#New123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('invalid or has expired');
});
