import type { TestApp } from './testApp';

/**
 * Registers a customer through the API, then logs in as the client does (registering answers
 * without tokens), and returns their bearer header, refresh token and user id.
 */
export async function registerCustomer(t: Pick<TestApp, 'api'>, email: string, firstName = 'Meera') {
  const registered = await t.api.post('/api/Auth/register').send({
    firstName,
    lastName: 'Kapoor',
    email,
    phone: '',
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    acceptTerms: true,
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const res = await t.api.post('/api/Auth/login').send({ email, password: 'Secret#123' });
  if (res.status !== 200) throw new Error(`login after registering failed: ${res.status} ${JSON.stringify(res.body)}`);
  const data = res.body.data as { tokens: { accessToken: string; refreshToken: string }; user: { id: number } };
  return { auth: `Bearer ${data.tokens.accessToken}`, refreshToken: data.tokens.refreshToken, id: data.user.id };
}

/** The bearer header of a demo account. */
export async function bearerFor(t: TestApp, credentials: { email: string; password: string }) {
  const { tokens, user } = await t.login(credentials);
  return { auth: `Bearer ${tokens.accessToken}`, id: user.id };
}
