import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { dayAhead, freeSlot } from './support/booking';
import { createOwnProduct } from './support/shop';

// The back office's customer record: staff find a customer who ordered and booked, open their
// record and see both; the dashboard, the list and the record are accessible on a phone and a desktop.

const PASSWORD = 'Secret#123';
const ADDRESS = {
  recipientName: 'Kavya Iyer',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
  }
}

test('staff search a customer who ordered and booked, and see the order and the booking on their record', async ({
  page,
  request,
}) => {
  const email = `e2e-customer-${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com`;
  const registered = await request.post('/api/Auth/register', {
    data: {
      firstName: 'Kavya',
      lastName: 'Iyer',
      email,
      phone: '+91 98765 33333',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/Auth/login', { data: { email, password: PASSWORD } });
  const bearer = `Bearer ${(await login.json()).data.tokens.accessToken}`;
  const product = await createOwnProduct(request, 'Customers Lamp');
  const placed = await request.post('/api/Order', {
    headers: { Authorization: bearer },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()).data as { orderNumber: string };
  const date = dayAhead(24);
  const booked = await request.post('/api/send-email', {
    data: {
      selectedService: { id: 8 },
      selectedDate: date,
      selectedTime: await freeSlot(request, date),
      formData: {
        name: 'Kavya Iyer',
        email,
        phone: '+91 98765 33333',
        eventType: '',
        message: 'Mehendi evening',
        preferredMethod: 'phone-call',
      },
    },
  });
  expect(booked.status()).toBe(201);
  const { reference } = (await booked.json()).data as { reference: string };

  await adminLogin(page);
  // The dashboard's period survives a reload (it is in the address), and the page is accessible.
  await page.getByLabel('Show figures for').selectOption('month');
  await expect(page).toHaveURL(/\?range=month$/);
  await page.reload();
  await expect(page.getByLabel('Show figures for')).toHaveValue('month');
  await expect(page.getByRole('link', { name: 'Orders with an open return request' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.fill(email);
  await search.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toHaveCount(1);
  await axeAtBothWidths(page);

  await row.getByRole('link', { name: 'Kavya Iyer' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Iyer' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('link', { name: reference })).toBeVisible();
  await axeAtBothWidths(page);
});
