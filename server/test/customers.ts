import type { TestApp } from './testApp';

/** Registers a customer through the API and returns their bearer header, refresh token and user id. */
export async function registerCustomer(t: Pick<TestApp, 'api'>, email: string, firstName = 'Meera') {
  const res = await t.api.post('/api/Auth/register').send({
    firstName,
    lastName: 'Kapoor',
    email,
    phone: '',
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    acceptTerms: true,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const data = res.body.data as { tokens: { accessToken: string; refreshToken: string }; user: { id: number } };
  return { auth: `Bearer ${data.tokens.accessToken}`, refreshToken: data.tokens.refreshToken, id: data.user.id };
}

/** The bearer header of a demo account. */
export async function bearerFor(t: TestApp, credentials: { email: string; password: string }) {
  const { tokens, user } = await t.login(credentials);
  return { auth: `Bearer ${tokens.accessToken}`, id: user.id };
}
