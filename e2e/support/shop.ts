import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './admin';

const PASSWORD = 'Secret#123';
export const ADDRESS = {
  recipientName: 'Asha Verma',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};

/** A run-unique suffix for names, e-mails and SKUs (retries and --repeat-each included). */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function bearer(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/Auth/login', { data: credentials });
  expect(login.status(), await login.text()).toBe(200);
  return `Bearer ${(await login.json()).data.tokens.accessToken}`;
}

/**
 * A product of the calling spec's own, made through the admin API: the stock a spec checks is then
 * changed by that spec alone, however the specs are spread over the workers (the seed's products
 * are shared by every spec on the server).
 */
export async function createOwnProduct(
  request: APIRequestContext,
  label: string,
  stock = 20,
  price = 500,
): Promise<{ id: number; name: string }> {
  const name = `E2E ${label} ${unique()}`;
  const created = await request.post('/api/Product', {
    headers: { Authorization: await bearer(request, ADMIN) },
    multipart: {
      Name: name,
      Description: `${name}, made for one end-to-end spec.`,
      Price: String(price),
      StockQuantity: String(stock),
      CategoryId: '8',
      HsnCode: '0603',
      GstRate: '12',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data.id as number, name };
}

/** The address of a product's page (`/product/<slug>`), as the API names it. */
export async function productPathOf(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/api/Product/${id}`);
  expect(res.status()).toBe(200);
  return `/product/${(await res.json()).data.slug as string}`;
}

/** A product's stock as the API lists it now. */
export async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/Product/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.stockQuantity as number;
}

/**
 * A new customer of the calling test's own (a unique e-mail, so its mails, orders and sessions are
 * its own), registered and logged in through the API.
 */
export async function registerCustomer(
  request: APIRequestContext,
  label: string,
  names = { firstName: 'Asha', lastName: 'Verma' },
) {
  const email = `e2e-${label}-${unique()}@example.com`;
  const registered = await request.post('/api/Auth/register', {
    data: { ...names, email, phone: '', password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, password: PASSWORD, bearer: await bearer(request, { email, password: PASSWORD }) };
}
