import { registerCustomer } from '../../test/customers';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const MINUTE = 60_000;
const newPassword = { password: 'Brand#New123', confirmPassword: 'Brand#New123' };

async function mailedToken(email: string) {
  await t.api.post('/api/Auth/forgot-password').send({ email });
  await t.context.background.idle(); // answered first, then the token and its mail
  await t.context.outbox.idle();
  const mail = t
    .outbox()
    .map(decodeQuotedPrintable)
    .find((text) => text.includes(`To: ${email}`));
  const token = mail?.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('reset tokens', () => {
  it('still work just before 30 minutes, and only for the account they were mailed to', async () => {
    const other = await registerCustomer(t, 'b@example.com');
    const token = await mailedToken(DEMO.customer.email);
    t.clock.advance(29 * MINUTE);
    expect((await t.api.post('/api/Auth/reset-password').send({ token, ...newPassword })).status).toBe(200);

    expect(
      (await t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: newPassword.password })).status,
    ).toBe(200);
    // The other customer's password is unchanged, and their session was not revoked.
    expect((await t.api.post('/api/Auth/refresh-token').send({ refreshToken: other.refreshToken })).status).toBe(200);
    expect((await t.api.post('/api/Auth/login').send({ email: 'b@example.com', password: 'Secret#123' })).status).toBe(
      200,
    );
  });

  it('expire at 30 minutes exactly', async () => {
    const token = await mailedToken(DEMO.customer.email);
    t.clock.advance(30 * MINUTE);
    const res = await t.api.post('/api/Auth/reset-password').send({ token, ...newPassword });
    expect(res.status).toBe(400);
    expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(200);
  });
});
