import bcrypt from 'bcryptjs';
import { AUTH_MESSAGES } from './accounts.service';
import { LOGIN_LIMITS, REGISTER_LIMITS } from './loginLimits';
import { REFRESH_GRACE_DEFAULT_MS } from './refreshGrace';
import { TOKEN_MESSAGES } from './tokens.service';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';

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
    const wrongPassword = await t.api
      .post('/api/Auth/login')
      .send({ email: DEMO.customer.email, password: 'Nope#1234' });
    const unknownEmail = await t.api
      .post('/api/Auth/login')
      .send({ email: 'nobody@example.com', password: 'Nope#1234' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({ isSuccess: false, message: 'Invalid email or password' });
  });

  it('locks the account for the address after five failures, longer with each further one; another account from the address is not locked', async () => {
    const wrong = () => t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: 'Wrong#1234' });
    for (let attempt = 0; attempt < LOGIN_LIMITS.pair.freeFailures; attempt += 1)
      expect((await wrong()).status).toBe(401);
    const blocked = await t.api.post('/api/Auth/login').send(DEMO.customer);
    expect([blocked.status, blocked.body]).toEqual([
      429,
      { isSuccess: false, message: 'Too many attempts. Please wait a few minutes and try again.' },
    ]);
    expect(blocked.headers['retry-after']).toBe('60');

    // Another account from the same address is not blocked by these failures.
    expect((await t.api.post('/api/Auth/login').send(DEMO.admin)).status).toBe(200);

    // Each further failure, once the lock is over, locks for longer: 2, 4, 8, then 15 minutes.
    t.clock.advance(60 * 1000);
    for (const minutes of [2, 4, 8, 15, 15]) {
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).headers['retry-after']).toBe(String(minutes * 60));
      t.clock.advance(minutes * 60 * 1000 - 1);
      expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(429);
      t.clock.advance(1);
    }
    // The right password after the lock clears it: five free failures again.
    expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_LIMITS.pair.freeFailures; attempt += 1)
      expect((await wrong()).status).toBe(401);
  });

  it('after many failures from one address (an office behind one NAT), right passwords for other accounts still log in', async () => {
    const accounts = Array.from({ length: 10 }, (_, n) => `guess${n}@example.com`);
    // 30 failed checks from the address, over 10 accounts (3 each: no account is locked by them).
    for (const email of accounts)
      for (let n = 0; n < 3; n += 1)
        expect((await t.api.post('/api/Auth/login').send({ email, password: 'Wrong#1234' })).status).toBe(401);
    // The address is now over its limit: a right password still gets in, at the first try of each account...
    expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(200);
    expect((await t.api.post('/api/Auth/login').send(DEMO.admin)).status).toBe(200);
    // ...but a guess locks that account for the address for 15 minutes, right password or not.
    expect(
      (await t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: 'Wrong#1234' })).status,
    ).toBe(401);
    const locked = await t.api.post('/api/Auth/login').send(DEMO.customer);
    expect([locked.status, locked.headers['retry-after']]).toEqual([429, String(15 * 60)]);
    // An account guessed at before gets one more try from there, then none for 15 minutes.
    expect((await t.api.post('/api/Auth/login').send({ email: accounts[0], password: 'Wrong#1234' })).status).toBe(401);
    expect((await t.api.post('/api/Auth/login').send({ email: accounts[0], password: 'Wrong#1234' })).status).toBe(429);
  });

  it('stops checking passwords from an address altogether at its ceiling', async () => {
    const ceiling = LOGIN_LIMITS.address.refuseAfter;
    for (let n = 0; n < ceiling; n += 1) {
      expect(
        (await t.api.post('/api/Auth/login').send({ email: `ghost${n}@example.com`, password: 'Wrong#1234' })).status,
      ).toBe(401);
    }
    const refused = await t.api.post('/api/Auth/login').send(DEMO.customer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts a password stored under a legacy bcrypt hash once and replaces the hash with argon2id (same sessions)', async () => {
    const legacy = await bcrypt.hash(DEMO.customer.password, 10);
    await t
      .direct()
      .updateTable('users')
      .set({ passwordHash: legacy })
      .where('email', '=', DEMO.customer.email)
      .execute();
    const before = (await t.rows('users')).find((u) => u.email === DEMO.customer.email)!;
    expect((await t.api.post('/api/Auth/login').send({ ...DEMO.customer, password: 'Wrong#1234' })).status).toBe(401);
    expect((await t.rows('users')).find((u) => u.email === DEMO.customer.email)!.passwordHash).toBe(legacy);

    const { tokens } = await t.login(DEMO.customer);
    const after = (await t.rows('users')).find((u) => u.email === DEMO.customer.email)!;
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(after.tokenVersion).toBe(before.tokenVersion);
    expect((await t.api.get('/api/User/profile').set('Authorization', `Bearer ${tokens.accessToken}`)).status).toBe(
      200,
    );
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
    const sessions = (await t.rows('refreshSessions')) as Array<{
      userId: number;
      createdAtMs: number;
      expiresAtMs: number;
    }>;
    const remembered = sessions.find((s) => s.userId === 2)!;
    const session = sessions.find((s) => s.userId === 1)!;
    const day = 24 * 60 * 60 * 1000;
    expect(remembered.expiresAtMs - remembered.createdAtMs).toBe(30 * day);
    expect(session.expiresAtMs - session.createdAtMs).toBe(day);
  });
});

describe('POST /api/Auth/register', () => {
  /** Mail is queued in the answer's transaction; this sends it and returns the .eml files. */
  const mails = async () => {
    await t.context.outbox.idle();
    return t.outbox().map(decodeQuotedPrintable);
  };

  it('creates a Customer whatever role the body asks for, who can then log in; the answer carries no tokens', async () => {
    const res = await t.api.post('/api/Auth/register').send({ ...newCustomer, role: 'Admin' });
    expect([res.status, res.body]).toEqual([201, { isSuccess: true, message: AUTH_MESSAGES.registered, data: null }]);
    const stored = (await t.rows('users')).find(
      (u) => (u as { email: string }).email === 'meera@example.com',
    ) as Record<string, unknown>;
    expect(stored.role).toBe('Customer');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    const login = await t.api
      .post('/api/Auth/login')
      .send({ email: newCustomer.email, password: newCustomer.password });
    expect(login.status).toBe(200);
    expect(JSON.stringify(login.body)).not.toMatch(/passwordHash|\$argon2|\$2[aby]\$/);
    const verify = await t.api
      .get('/api/Auth/verify-token')
      .set('Authorization', `Bearer ${login.body.data.tokens.accessToken}`);
    expect(verify.body.data.user.role).toBe('Customer');
    const [welcome] = await mails();
    expect(welcome).toMatch(/To: meera@example.com/);
    expect(welcome).toMatch(/Subject: Welcome: your account is ready/);
  });

  it('answers a taken e-mail exactly like a new one, changes nothing and mails the owner instead', async () => {
    const usersBefore = await t.rows('users');
    const fresh = await t.api.post('/api/Auth/register').send({ ...newCustomer, email: 'someone.new@example.com' });
    const taken = await t.api
      .post('/api/Auth/register')
      .send({ ...newCustomer, email: 'CUSTOMER@example.com', firstName: 'Mallory' });
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    expect(taken.headers['content-length']).toBe(fresh.headers['content-length']);

    const users = await t.rows('users');
    expect(users).toHaveLength(usersBefore.length + 1);
    expect(users.find((u) => u.email === 'customer@example.com')).toEqual(
      usersBefore.find((u) => u.email === 'customer@example.com'),
    );
    // The owner's password still works; the registrant's does not.
    expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(200);
    expect(
      (await t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: newCustomer.password })).status,
    ).toBe(401);

    const toOwner = (await mails()).filter((mail) => /To: customer@example.com/.test(mail));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatch(/Subject: Someone tried to register with your e-mail address/);
    expect(toOwner[0]).toMatch(/^Log in: http:\/\/localhost:3000\/login\r?$/m);
    expect(toOwner[0]).not.toMatch(/Mallory/);
  });

  it('refuses weak or mismatched passwords with 400', async () => {
    const weak = await t.api
      .post('/api/Auth/register')
      .send({ ...newCustomer, password: 'password', confirmPassword: 'different' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password[0]).toMatch(/at least 8 characters and include a number and a special character/);
    expect(weak.body.errors.confirmPassword).toEqual(['Passwords do not match']);

    const noTerms = await t.api.post('/api/Auth/register').send({ ...newCustomer, acceptTerms: false });
    expect(noTerms.body.errors.acceptTerms).toEqual(['You must accept the terms and conditions']);
  });

  it(`is limited to ${REGISTER_LIMITS.perEmail.max} per e-mail and ${REGISTER_LIMITS.perAddress.max} per address an hour, customer and admin together (429 with Retry-After)`, async () => {
    for (let n = 0; n < REGISTER_LIMITS.perEmail.max; n += 1) {
      expect((await t.api.post('/api/Auth/register').send(newCustomer)).status).toBe(201);
    }
    const sameEmail = await t.api.post('/api/Auth/register-admin').send({ ...newCustomer, phoneNumber: '' });
    expect(sameEmail.status).toBe(429);
    expect(Number(sameEmail.headers['retry-after'])).toBeGreaterThan(0);

    for (let n = REGISTER_LIMITS.perEmail.max + 1; n < REGISTER_LIMITS.perAddress.max; n += 1) {
      expect(
        (await t.api.post('/api/Auth/register').send({ ...newCustomer, email: `meera${n}@example.com` })).status,
      ).toBe(201);
    }
    const overAddress = await t.api.post('/api/Auth/register').send({ ...newCustomer, email: 'one.more@example.com' });
    expect([overAddress.status, overAddress.body.isSuccess]).toEqual([429, false]);
    expect(Number(overAddress.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(REGISTER_LIMITS.perAddress.windowMs);
    expect(
      (await t.api.post('/api/Auth/register').send({ ...newCustomer, email: 'one.more@example.com' })).status,
    ).toBe(201);
  });
});

describe('POST /api/Auth/register-admin', () => {
  const admin = { ...newCustomer, email: 'newadmin@example.com', phoneNumber: '', phone: undefined };

  it('creates an Admin pending approval whose login is refused with a clear message until approved', async () => {
    const res = await t.api.post('/api/Auth/register-admin').send(admin);
    expect([res.status, res.body]).toEqual([
      201,
      { isSuccess: true, message: AUTH_MESSAGES.adminRegistered, data: { status: 'pending' } },
    ]);
    expect(await t.rows('users')).toContainEqual(
      expect.objectContaining({ email: 'newadmin@example.com', role: 'Admin', status: 'pending' }),
    );

    const refused = await t.api.post('/api/Auth/login').send({ email: admin.email, password: admin.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/awaiting approval/);

    const { approveAdmin } = await import('./accounts.service');
    expect(await approveAdmin(t.store, admin.email)).toBe('approved');
    expect(await approveAdmin(t.store, admin.email)).toBe('already-approved');
    const accepted = await t.api.post('/api/Auth/login').send({ email: admin.email, password: admin.password });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user.role).toBe('Admin');
  });

  it('answers a taken e-mail like a new one and mails the owner', async () => {
    const fresh = await t.api.post('/api/Auth/register-admin').send(admin);
    const taken = await t.api.post('/api/Auth/register-admin').send({ ...admin, email: DEMO.admin.email });
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    await t.context.outbox.idle();
    expect(
      t.outbox().filter((mail) => /To: admin@example.com/.test(mail) && /Someone tried to register/.test(mail)),
    ).toHaveLength(1);
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
    t.clock.advance(REFRESH_GRACE_DEFAULT_MS + 1);
    const reuse = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: phone.tokens.refreshToken });
    expect([reuse.status, reuse.body.message]).toEqual([401, TOKEN_MESSAGES.reuse]);
    const res = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: laptop.tokens.refreshToken });
    expect(res.status).toBe(200);
  });

  it(`accepts the token just replaced once more within ${REFRESH_GRACE_DEFAULT_MS / 1000} s with the same new token (two tabs); a third presenter or a later one ends the session`, async () => {
    const { tokens } = await t.login(DEMO.customer);
    const refresh = (refreshToken: string) => t.api.post('/api/Auth/refresh-token').send({ refreshToken });
    const profile = (accessToken: string) =>
      t.api.get('/api/User/profile').set('Authorization', `Bearer ${accessToken}`);

    const tabA = await refresh(tokens.refreshToken);
    t.clock.advance(REFRESH_GRACE_DEFAULT_MS);
    const tabB = await refresh(tokens.refreshToken);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabB.body.data.refreshToken).toBe(tabA.body.data.refreshToken);
    expect((await profile(tabB.body.data.accessToken)).status).toBe(200);
    // The grace is used up: the same old token a third time is a reuse and ends the session.
    const third = await refresh(tokens.refreshToken);
    expect([third.status, third.body.message]).toEqual([401, TOKEN_MESSAGES.reuse]);
    expect((await refresh(tabA.body.data.refreshToken)).status).toBe(401);
    expect((await profile(tabA.body.data.accessToken)).status).toBe(401);

    // Past the window, the first retry is already a reuse.
    const other = await t.login(DEMO.customer);
    expect((await refresh(other.tokens.refreshToken)).status).toBe(200);
    t.clock.advance(REFRESH_GRACE_DEFAULT_MS + 1);
    expect((await refresh(other.tokens.refreshToken)).status).toBe(401);
    expect((await profile(other.tokens.accessToken)).status).toBe(401);
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
    const adminPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'Admin', sub: '1' }),
    ).toString('base64url');
    const none = await t.api.get('/api/Auth/verify-token').set('Authorization', `Bearer ${header}.${adminPayload}.`);
    expect(none.status).toBe(401);
    const [realHeader, , signature] = tokens.accessToken.split('.');
    const tampered = await t.api
      .get('/api/Auth/verify-token')
      .set('Authorization', `Bearer ${realHeader}.${adminPayload}.${signature}`);
    expect(tampered.status).toBe(401);
  });

  it('end at once on logout for that device only (other devices go on), and on logout everywhere (no device can)', async () => {
    const phone = await t.login(DEMO.customer);
    const laptop = await t.login(DEMO.customer);
    const profile = (accessToken: string) =>
      t.api.get('/api/User/profile').set('Authorization', `Bearer ${accessToken}`);
    expect((await profile(phone.tokens.accessToken)).status).toBe(200);

    expect((await t.api.post('/api/User/logout').send({ refreshToken: phone.tokens.refreshToken })).status).toBe(200);
    const after = await profile(phone.tokens.accessToken);
    expect([after.status, after.body]).toEqual([401, { isSuccess: false, message: 'Invalid access token' }]);
    // The laptop's session is another one: its access token and refresh token go on.
    expect((await profile(laptop.tokens.accessToken)).status).toBe(200);
    const refreshed = await t.api.post('/api/Auth/refresh-token').send({ refreshToken: laptop.tokens.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await profile(refreshed.body.data.accessToken)).status).toBe(200);

    const everywhere = await t.api
      .post('/api/User/logout-everywhere')
      .set('Authorization', `Bearer ${refreshed.body.data.accessToken}`);
    expect([everywhere.status, everywhere.body]).toEqual([
      200,
      { isSuccess: true, message: 'Logged out on every device', data: null },
    ]);
    expect((await profile(refreshed.body.data.accessToken)).status).toBe(401);
    expect(
      (await t.api.post('/api/Auth/refresh-token').send({ refreshToken: refreshed.body.data.refreshToken })).status,
    ).toBe(401);
    expect((await t.api.post('/api/User/logout-everywhere')).status).toBe(401);
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
    await t.context.background.idle();
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
    // The lookup, the token and the mail happen after the answer.
    await t.context.background.idle();
    expect(await t.rows('passwordResets')).toHaveLength(1);
    await t.context.outbox.idle();
    const mails = t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: customer@example.com/);
  });

  it('resets once with the mailed token, revokes sessions, and the old password stops working', async () => {
    const { tokens } = await t.login(DEMO.customer);
    await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
    const token = await resetLinkFromOutbox();

    const reset = await t.api
      .post('/api/Auth/reset-password')
      .send({ token, password: 'Brand#New123', confirmPassword: 'Brand#New123' });
    expect(reset.status).toBe(200);
    expect((await t.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(401);
    expect(
      (await t.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: 'Brand#New123' })).status,
    ).toBe(200);
    expect((await t.api.post('/api/Auth/refresh-token').send({ refreshToken: tokens.refreshToken })).status).toBe(401);
    // The access token from before the reset ended at once, not when it expires.
    expect((await t.api.get('/api/User/profile').set('Authorization', `Bearer ${tokens.accessToken}`)).status).toBe(
      401,
    );

    const again = await t.api
      .post('/api/Auth/reset-password')
      .send({ token, password: 'Other#New123', confirmPassword: 'Other#New123' });
    expect(again.status).toBe(400);
    expect(again.body.errors.token[0]).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token', async () => {
    await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
    const token = await resetLinkFromOutbox();
    t.clock.advance(31 * 60 * 1000);
    const res = await t.api
      .post('/api/Auth/reset-password')
      .send({ token, password: 'Brand#New123', confirmPassword: 'Brand#New123' });
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
