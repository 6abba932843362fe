import { purgeExpired } from '../jobs/housekeeping';
import { registerCustomer } from '../../test/customers';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';
import { isCheckViolation, isUniqueViolation } from './errors';

const DAY = 24 * 60 * 60 * 1000;
const address = {
  recipientName: 'Asha Verma',
  recipientPhone: '9876543210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};
const booking = (name: string) => ({
  selectedService: { id: 1 },
  selectedDate: '2025-09-12',
  selectedTime: '11:00 AM',
  formData: { ...BOOKING_FORM, name },
});
const order = (productId: number, quantity = 1) => ({
  items: [{ productId, quantity }],
  shippingAddress: address,
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
});

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { rateLimitFactor: 0 } });
});
afterEach(() => t.cleanup());

describe('integrity held by the database itself', () => {
  it('keeps one account per e-mail, whatever the letter case, even for a write that skips the service', async () => {
    const [{ id: _id, ...customer }] = (await t.rows('users')).filter((u) => u.email === DEMO.customer.email);
    const insert = t
      .direct()
      .insertInto('users')
      .values({ ...customer, email: 'Customer@Example.COM' } as never)
      .execute();
    expect(isUniqueViolation(await insert.catch((e: unknown) => e), 'users_email_unique')).toBe(true);
  });

  it('never lets stock go below zero: the last items go to exactly as many orders as there are items', async () => {
    const auth = `Bearer ${(await t.login(DEMO.customer)).tokens.accessToken}`;
    const product = (await t.store.catalogue.findProduct(102))!;
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = product;
    await t.store.catalogue.updateProduct(102, fields, new Date().toISOString(), {
      version: product.version,
      stock: { from: product.stockQuantity, to: 3 },
    });

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.api.post('/api/Order').set('Authorization', auth).send(order(102))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 400).map((res) => res.body.errors['items[0].quantity'][0])).toEqual(
      Array(5).fill('This product is out of stock'),
    );
    expect((await t.store.catalogue.findProduct(102))!.stockQuantity).toBe(0);
    // And no statement can take it below zero.
    const edit = { version: product.version + 1, stock: { from: 0, to: -1 } };
    expect(
      isCheckViolation(await t.store.catalogue.updateProduct(102, fields, '', edit).catch((e: unknown) => e)),
    ).toBe(true);
  });

  it('keeps one default address per customer', async () => {
    const error = await t.store.addresses
      .insert(2, { ...address, isDefault: true }, new Date().toISOString())
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'addresses_one_default', 'addresses.user_id')).toBe(true);
  });
});

describe('two server processes on one database', () => {
  let other: TestApp;
  beforeEach(async () => {
    other = await createTestApp({ sharing: t });
  });
  afterEach(() => other.cleanup());

  it('give a booking slot to exactly one of many requests sent to both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? t : other).api.post('/api/send-email').send(booking(`Guest ${n}`))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    expect(await t.rows('bookings')).toHaveLength(1);
  });

  it('count failed logins against one limit', async () => {
    const limited = await createTestApp({ sharing: t, config: { rateLimitFactor: 1 } });
    const alsoLimited = await createTestApp({ sharing: t, config: { rateLimitFactor: 1 } });
    try {
      const wrong = { email: DEMO.customer.email, password: 'Wrong#12345' };
      for (const app of [limited, alsoLimited, limited, alsoLimited, limited])
        expect((await app.api.post('/api/Auth/login').send(wrong)).status).toBe(401);
      // The sixth attempt, on the other server, is over the limit of five for this account.
      expect((await alsoLimited.api.post('/api/Auth/login').send(DEMO.customer)).status).toBe(429);
    } finally {
      await limited.cleanup();
      await alsoLimited.cleanup();
    }
  });

  it('rotate a refresh token once: presented six times to both at the same moment, at most the rotation and its one grace retry answer (the same token), and the session ends', async () => {
    const { tokens } = await t.login(DEMO.customer);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        (n % 2 ? t : other).api.post('/api/Auth/refresh-token').send({ refreshToken: tokens.refreshToken }),
      ),
    );
    const won = answers.filter((res) => res.status === 200);
    // The grace retry also loses when a reuse ended the session before it.
    expect(won.length === 1 || won.length === 2).toBe(true);
    expect(new Set(won.map((res) => res.body.data.refreshToken)).size).toBe(1);
    expect(answers.filter((res) => res.status === 401)).toHaveLength(6 - won.length);
    // Presenting one token more than twice is what a stolen copy looks like: the whole session ends.
    expect(
      (await other.api.post('/api/Auth/refresh-token').send({ refreshToken: won[0].body.data.refreshToken })).status,
    ).toBe(401);
  });
});

describe('what the data is not allowed to grow from', () => {
  it('refresh rotations replace the session token in place: a hundred rotations leave one row', async () => {
    let { refreshToken } = (await t.login(DEMO.customer)).tokens;
    for (let n = 0; n < 100; n += 1) {
      const res = await t.api.post('/api/Auth/refresh-token').send({ refreshToken });
      expect(res.status).toBe(200);
      refreshToken = res.body.data.refreshToken;
    }
    expect(await t.rows('refreshSessions')).toEqual([expect.objectContaining({ generation: 100, revokedAtMs: null })]);
  });

  it('housekeeping removes expired sessions and reset tokens, old sent mail and finished counters', async () => {
    const limited = await createTestApp({ sharing: t, config: { rateLimitFactor: 1 } });
    try {
      await t.login(DEMO.customer, false); // a one-day session
      await t.login(DEMO.admin, true); // a thirty-day session
      await limited.api.post('/api/Auth/login').send({ email: DEMO.customer.email, password: 'Wrong#12345' });
      await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
      await registerCustomer(t, 'fresh@example.com');
      await t.context.background.idle(); // the reset request is handled after its answer
      await t.context.outbox.idle();
      // The reset link and the new customer's welcome.
      expect(await t.rows('mailOutbox')).toEqual([
        expect.objectContaining({ status: 'sent' }),
        expect.objectContaining({ status: 'sent' }),
      ]);
      const counters = (await t.rows('rateLimits')).length;
      expect(counters).toBeGreaterThan(0);

      t.clock.advance(8 * DAY);
      const purged = await purgeExpired(t.store, t.clock.now());
      expect(purged).toEqual({ sessions: 2, resets: 1, mails: 2, counters });
      expect((await t.rows('refreshSessions')).map((row) => row.userId)).toEqual([1]);
      expect(await t.rows('passwordResets')).toEqual([]);
      expect(await t.rows('mailOutbox')).toEqual([]);
      expect(await t.rows('rateLimits')).toEqual([]);
    } finally {
      await limited.cleanup();
    }
  });
});
