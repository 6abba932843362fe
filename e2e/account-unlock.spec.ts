import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { waitForMail } from './support/outbox';

// The account budget of the login limits, as its owner meets it: someone with many networks got
// the password wrong too often, the login page says the account is locked and an unlock link was
// mailed, and following the link unlocks it. On a server of its own with RATE_LIMIT_FACTOR=0.2
// (a budget of 10 failed checks) behind a proxy, so the guesses can come from ten networks.
const test = testOnServerOfItsOwn({ RATE_LIMIT_FACTOR: '0.2', TRUST_PROXY: '1' });

const CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' };
const BUDGET = 10;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a locked account: the login page says a link was mailed, the link unlocks it, and the password works again', async ({
  page,
  request,
  ownServer,
}) => {
  for (let n = 0; n <= BUDGET; n += 1) {
    const res = await request.post('/api/Auth/login', {
      headers: { 'X-Forwarded-For': `2001:db8:${(n + 1).toString(16)}::1` },
      data: { email: CUSTOMER.email, password: `Wrong#${n}abc` },
    });
    expect(res.status()).toBe(n < BUDGET ? 401 : 429);
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await logIn(page, CUSTOMER.email, CUSTOMER.password);
  await expect(
    page.getByText(/This account is locked after too many failed logins\. We have e-mailed a link/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(CUSTOMER.email, /Subject: Your account is locked/, 10_000, ownServer.dataDir);
  const link = /http:\/\/localhost:\d+\/login\?unlock=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account is unlocked. You can log in now.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);

  await logIn(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
});
