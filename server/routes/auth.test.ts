import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const newCustomer = {
  firstName: 'Meera',
  lastName: 'Kapoor',
  email: 'meera@example.com',
  phone: '+91 98111 22233',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  acceptTerms: true,
};

describe('POST /api/Auth/login', () => {
  it('answers the envelope with tokens and the user, never the password hash', async () => {
    const res = await t.api.post('/api/Auth/login').send(DEMO.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, message: 'Login successful' });
    expect(res.body.data.tokens.accessToken).toEqual(expect.any(String));
    expect(res.body.data.tokens.refreshToken).toEqual(expect.any(String));
    expect(res.body.data.user).toEqual({
      id: 1,
      firstName: 'Aarav',
      lastName: 'Admin',
      email: 'admin@example.com',
      phone: '+91 98100 00001',
      role: 'Admin',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrongPassword = await t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: 'Nope#1234' });
    const unknownEmail = await t.api.post('/api/Auth/login').send({ email: 'nobody@example.com', password: 'Nope#1234' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({ isSuccess: false, message: 'Invalid email or password' });
  });

  it('answers 429 with Retry-After after five failures for one account, and a right password does not reset another account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: `Wrong#${attempt}xyz` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.api.post('/api/Auth/login').send(DEMO.customer);
    expect(blocked.status).toBe(429);
    expect(blocked.body.isSuccess).toBe(false);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another account from the same address is not blocked by these five failures.
    expect((await t.api.post('/api/Auth/login').send(DEMO.admin)).status).toBe(200);

    // The window passes: the customer can log in again.
    t.clock.advance(16 * 60 * 1000);
    expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(200);
  });

  it('validates the body with field errors', async () => {
    const res = await t.api.post('/api/Auth/login').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.errors.email).toEqual(['Please enter a valid email address']);
    expect(res.body.errors.password).toEqual(['Password is required']);
  });

  it('gives a refresh token that lives 30 days with remember me and 1 day without', async () => {
    await t.login(DEMO.customer, true);
    await t.login(DEMO.admin, false);
    const sessions = (await t.rows('refreshSessions')) as Array<{ userId: number; createdAtMs: number; expiresAtMs: number }>;
    const remembered = sessions.find((s) => s.userId === 2)!;
    const session = sessions.find((s) => s.userId === 1)!;
    const day = 24 * 60 * 60 * 1000;
    expect(remembered.expiresAtMs - remembered.createdAtMs).toBe(30 * day);
    expect(session.expiresAtMs - session.createdAtMs).toBe(day);
  });
});

describe('POST /api/Auth/register', () => {
  it('creates a Customer whatever role the body asks for, and logs them in', async () => {
    const res = await t.api.post('/api/Auth/register').send({ ...newCustomer, role: 'Admin' });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ email: 'meera@example.com', role: 'Customer' });
    expect(res.body.data.tokens.accessToken).toEqual(expect.any(String));
    const stored = (await t.rows('users')).find((u) => (u as { email: string }).email === 'meera@example.com') as Record<string, unknown>;
    expect(stored.role).toBe('Customer');
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$/);

    const verify = await t.api.get('/api/Auth/verify-token').set('Authorization', `Bearer ${res.body.data.tokens.accessToken}`);
    expect(verify.body.data.user.role).toBe('Customer');
  });

  it('refuses a taken e-mail with 409 and weak or mismatched passwords with 400', async () => {
    const taken = await t.api.post('/api/Auth/register').send({ ...newCustomer, email: 'CUSTOMER@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toEqual(['An account with this e-mail already exists']);

    const weak = await t.api.post('/api/Auth/register').send({ ...newCustomer, password: 'password', confirmPassword: 'different' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password[0]).toMatch(/at least 8 characters and include a number and a special character/);
    expect(weak.body.errors.confirmPassword).toEqual(['Passwords do not match']);

    const noTerms = await t.api.post('/api/Auth/register').send({ ...newCustomer, acceptTerms: false });
    expect(noTerms.body.errors.acceptTerms).toEqual(['You must accept the terms and conditions']);
  });
});

describe('POST /api/Auth/register-admin', () => {
  const admin = { ...newCustomer, email: 'newadmin@example.com', phoneNumber: '', phone: undefined };

  it('creates an Admin pending approval whose login is refused with a clear message until approved', async () => {
    const res = await t.api.post('/api/Auth/register-admin').send(admin);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', user: { role: 'Admin', email: 'newadmin@example.com' } });
    expect(res.body.data.tokens).toBeUndefined();

    const refused = await t.api.post('/api/Auth/login').send({ email: admin.email, password: admin.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/awaiting approval/);

    const { approveAdmin } = await import('../services/accounts');
    expect(await approveAdmin(t.store, admin.email)).toBe('approved');
    expect(await approveAdmin(t.store, admin.email)).toBe('already-approved');
    const accepted = await t.api.post('/api/Auth/login').send({ email: admin.email, password: admin.password });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user.role).toBe('Admin');
  });

  it('refuses a pending admin password that is wrong with the ordinary answer (no account probing)', async () => {
    await t.api.post('/api/Auth/register-admin').send(admin);
    const res = await t.api.post('/api/Auth/login').send({ email: admin.email, password: 'Wrong#12345' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh token works once, and reusing one revokes the whole family', async () => {
    const { tokens } = await t.login(DEMO.customer);
    const first = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: tokens.refreshToken });
    expect(first.status).toBe(200);
    const rotated = first.body.data as { accessToken: string; refreshToken: string };
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);

    const second = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: rotated.refreshToken });
    expect(second.status).toBe(200);
    const latest = second.body.data.refreshToken as string;

    // The first token again: reuse detected, the family is revoked...
    const reuse = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: tokens.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toMatch(/reuse/i);
    // ...so even the newest token of that family stops working.
    const afterRevoke = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: latest });
    expect(afterRevoke.status).toBe(401);
  });

  it('does not touch another session of the same user when one family is revoked', async () => {
    const phone = await t.login(DEMO.customer);
    const laptop = await t.login(DEMO.customer);
    await t.api.post('/api/Auth/refresh-token').send({ refreshToken: phone.tokens.refreshToken });
    await t.api.post('/api/Auth/refresh-token').send({ refreshToken: phone.tokens.refreshToken });
    const res = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: laptop.tokens.refreshToken });
    expect(res.status).toBe(200);
  });

  it('expires with the session length', async () => {
    const { tokens } = await t.login(DEMO.customer, false);
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const res = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: tokens.refreshToken });
    expect(res.status).toBe(401);
  });

  it('User/logout revokes the refresh token, and works without an access token', async () => {
    const { tokens } = await t.login(DEMO.customer);
    const res = await t.api.post('/api/User/logout').send({ refreshToken: tokens.refreshToken });
    expect(res.status).toBe(200);
    expect((await t.api.post('/api/Auth/refresh-token').send({ refreshToken: tokens.refreshToken })).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL (15 minutes by default)', async () => {
    const { tokens } = await t.login(DEMO.customer);
    const auth = { Authorization: `Bearer ${tokens.accessToken}` };
    expect((await t.api.get('/api/User/profile').set(auth)).status).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await t.api.get('/api/User/profile').set(auth);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ isSuccess: false, message: 'Access token expired' });
  });

  it('refuses alg none and tampered signatures', async () => {
    const { tokens } = await t.login(DEMO.customer);
    const [, payload] = tokens.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const adminPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'Admin', sub: '1' })).toString('base64url');
    const none = await t.api.get('/api/Auth/verify-token').set('Authorization', `Bearer ${header}.${adminPayload}.`);
    expect(none.status).toBe(401);
    const [realHeader, , signature] = tokens.accessToken.split('.');
    const tampered = await t.api.get('/api/Auth/verify-token').set('Authorization', `Bearer ${realHeader}.${adminPayload}.${signature}`);
    expect(tampered.status).toBe(401);
  });

  it('verify-token and profile answer the user; without a token 401', async () => {
    expect((await t.api.get('/api/Auth/verify-token')).status).toBe(401);
    const { tokens } = await t.login(DEMO.admin);
    const res = await t.api.get('/api/Auth/verify-token').set('Authorization', `Bearer ${tokens.accessToken}`);
    expect(res.body).toMatchObject({ isSuccess: true, data: { valid: true, user: { role: 'Admin' } } });
    const profile = await t.api.get('/api/User/profile').set('Authorization', `Bearer ${tokens.accessToken}`);
    expect(profile.body.data.email).toBe('admin@example.com');
    expect(JSON.stringify(profile.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
  });
});

describe('forgot and reset password', () => {
  const resetLinkFromOutbox = async () => {
    await t.context.outbox.idle();
    const [mail] = t.outbox();
    const match = decodeQuotedPrintable(mail).match(/http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/);
    if (!match) throw new Error('no reset link in the mail');
    return match[1];
  };

  it('answers known and unknown e-mails alike, and mails a link only to the known one', async () => {
    const known = await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
    const unknown = await t.api.post('/api/Auth/forgot-password').send({ email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await t.context.outbox.idle();
    const mails = t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: customer@example.com/);
  });

  it('resets once with the mailed token, revokes sessions, and the old password stops working', async () => {
    const { tokens } = await t.login(DEMO.customer);
    await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
    const token = await resetLinkFromOutbox();

    const reset = await t.api.post('/api/Auth/reset-password').send({ token, password: 'Brand#New123', confirmPassword: 'Brand#New123' });
    expect(reset.status).toBe(200);
    expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(401);
    expect((await t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: 'Brand#New123' })).status).toBe(200);
    expect((await t.api.post('/api/Auth/refresh-token').send({ refreshToken: tokens.refreshToken })).status).toBe(401);

    const again = await t.api.post('/api/Auth/reset-password').send({ token, password: 'Other#New123', confirmPassword: 'Other#New123' });
    expect(again.status).toBe(400);
    expect(again.body.errors.token[0]).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token', async () => {
    await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
    const token = await resetLinkFromOutbox();
    t.clock.advance(31 * 60 * 1000);
    const res = await t.api.post('/api/Auth/reset-password').send({ token, password: 'Brand#New123', confirmPassword: 'Brand#New123' });
    expect(res.status).toBe(400);
  });

  it('is rate limited per account', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email })).status).toBe(200);
    }
    const res = await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
    expect(res.status).toBe(429);
  });
});
