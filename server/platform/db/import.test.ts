import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sha256 } from '../lib/secret';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';
import { readSeed, SEED_FILE } from '../../test/seed';

const SEED = SEED_FILE;
const seed = () => readSeed();

const address = {
  recipientName: 'Asha Verma',
  recipientPhone: '9876543210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};
const booking = (selectedDate: string, selectedTime: string) => ({
  selectedService: { id: 1 },
  selectedDate,
  selectedTime,
  formData: BOOKING_FORM,
});

let t: TestApp;
afterEach(() => t?.cleanup());

describe('a new database', () => {
  it('is filled from the seed, which is never written, and numbering continues after the seeded ids', async () => {
    const before = fs.readFileSync(SEED, 'utf8');
    t = await createTestApp();
    expect((await t.rows('users')).map((u) => u.email)).toEqual(seed().users.map((u) => u.email));
    expect(await t.rows('products')).toHaveLength(seed().products.length);
    expect(await t.rows('orderItems')).toHaveLength(seed().orders.flatMap((o) => o.items as unknown[]).length);

    const auth = `Bearer ${(await t.login(DEMO.customer)).tokens.accessToken}`;
    const added = await t.api.post('/api/Address').set('Authorization', auth).send(address);
    expect(added.status).toBe(201);
    expect(added.body.data.id).toBe(Math.max(...seed().addresses.map((a) => Number(a.id))) + 1);
    expect(fs.readFileSync(SEED, 'utf8')).toBe(before);
  });

  it('is imported once: a second server on the same database adds nothing', async () => {
    t = await createTestApp();
    const second = await createTestApp({ sharing: t });
    try {
      expect(await t.rows('users')).toHaveLength(seed().users.length);
      expect(await t.rows('categories')).toHaveLength(seed().categories.length);
    } finally {
      await second.cleanup();
    }
  });
});

/** What the former version (JSON data file) had written at run time on top of the seed. */
function formerDataFile(now: number) {
  const data = seed();
  const day = 24 * 60 * 60 * 1000;
  data.users.push({
    ...data.users[1],
    id: 3,
    email: 'Former@Example.com',
    firstName: 'Farah',
    createdAt: '2025-08-01T10:00:00.000Z',
  });
  data.refreshTokens = [
    // A session whose current token is still good, and one whose token was used (rotated away).
    {
      id: 'r1',
      userId: 3,
      familyId: 'fam-live',
      tokenHash: sha256('live-refresh-token'),
      rememberMe: true,
      createdAt: now - day,
      expiresAt: now + 29 * day,
      usedAt: null,
      revokedAt: null,
    },
    {
      id: 'r0',
      userId: 3,
      familyId: 'fam-live',
      tokenHash: sha256('used-refresh-token'),
      rememberMe: true,
      createdAt: now - 2 * day,
      expiresAt: now + 28 * day,
      usedAt: now - day,
      revokedAt: null,
    },
  ];
  data.addresses.push({
    id: 7,
    userId: 3,
    street: '9 Hauz Khas Village',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110016',
    country: 'India',
    isDefault: true,
    createdAt: '2025-08-02T10:00:00.000Z',
    updatedAt: '2025-08-02T10:00:00.000Z',
  });
  data.orders.push({
    id: 9,
    userId: 3,
    orderNumber: 'UE-20250805-00009',
    orderDate: '2025-08-05T10:00:00.000Z',
    status: 'pending',
    items: [
      {
        id: 1,
        productId: 102,
        name: 'Darjeeling Tea Hamper',
        quantity: 2,
        price: 1444,
        imageUrl: '/uploads/shop-darjeeling-hamper.webp',
        size: 'M',
        colour: 'green',
      },
    ],
    subtotal: 2888,
    shippingCost: 0,
    discount: 0,
    totalAmount: 2888,
    shippingAddress: {
      street: '9 Hauz Khas Village',
      city: 'New Delhi',
      state: 'Delhi',
      zipCode: '110016',
      country: 'India',
    },
    deliveryMethod: 'standard',
    paymentMethod: 'cod',
    discountCode: null,
    channel: 'online',
  });
  data.bookings = [
    {
      id: 4,
      reference: 'BK-000004',
      calendarUid: 'bk-000004@localhost',
      status: 'confirmed',
      service: { id: 1, name: 'Caricature', price: '9999' },
      amount: 9999,
      priceLabel: '₹9,999',
      day: 12,
      time: '11:00 AM',
      startsAt: '2025-09-12T05:30:00.000Z',
      preferredMethod: 'video-call',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98100 11111',
      eventType: 'wedding',
      message: 'Sangeet',
      createdAt: '2025-08-20T10:00:00.000Z',
      mail: { customer: 'sent', company: 'failed' },
    },
  ];
  data.newsletterSubscriptions = [
    { id: 1, email: 'fan@example.com', createdAt: '2025-08-01T00:00:00.000Z', lastMailedAt: now - 2 * day },
  ];
  data.meetingRegistrations = [
    {
      id: 1,
      reference: 'MR-000001',
      name: 'Neha',
      mobile: '+91 98765 43210',
      age: 30,
      city: 'Delhi',
      profession: 'Designer',
      organization: 'Studio',
      createdAt: '2025-08-01T00:00:00.000Z',
    },
  ];
  return data;
}

describe("an existing install's data file (the former JSON storage)", () => {
  it('is imported on the first start of the new version, then kept aside under another name', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-former-'));
    const legacyDataFile = path.join(dir, 'db.json');
    const now = Date.UTC(2025, 8, 1, 9, 0, 0); // the test clock's start
    const former = formerDataFile(now);
    fs.writeFileSync(legacyDataFile, JSON.stringify(former, null, 2));
    t = await createTestApp({ config: { legacyDataFile } });

    // The customer logs in with the password hash the file held (same as the demo customer's).
    const farah = await t.login({ email: 'former@example.com', password: DEMO.customer.password });
    const auth = `Bearer ${farah.tokens.accessToken}`;
    expect((await t.api.get('/api/Address/user').set('Authorization', auth)).body.data).toEqual([
      // Addresses saved before migration 0007 have no recipient yet (the account page asks for one).
      {
        id: 7,
        recipientName: '',
        recipientPhone: '',
        street: '9 Hauz Khas Village',
        city: 'New Delhi',
        state: 'Delhi',
        zipCode: '110016',
        country: 'India',
        isDefault: true,
      },
    ]);
    const orders = (await t.api.get('/api/Order/user').set('Authorization', auth)).body.data;
    expect(orders).toEqual([
      expect.objectContaining({
        orderNumber: 'UE-20250805-00009',
        totalAmount: 2888,
        items: [expect.objectContaining({ id: 1, name: 'Darjeeling Tea Hamper', quantity: 2, size: 'M' })],
      }),
    ]);
    // APP10 was used by that checkout order: the history carried over.
    const quote = await t.api
      .post('/api/Order/quote')
      .set('Authorization', auth)
      .send({ items: [{ productId: 203, quantity: 1 }], deliveryMethod: 'standard', discountCode: 'APP10' });
    expect(quote.status).toBe(400);

    // The live session's refresh token still works; the used one is not a session any more.
    expect((await t.api.post('/api/Auth/refresh-token').send({ refreshToken: 'live-refresh-token' })).status).toBe(200);
    expect((await t.api.post('/api/Auth/refresh-token').send({ refreshToken: 'used-refresh-token' })).status).toBe(401);

    // The booked slot stays booked, with its mail outcome.
    expect((await t.api.get('/api/bookings/availability?date=2025-09-12')).body.data.taken).toEqual(['11:00 AM']);
    expect((await t.api.post('/api/send-email').send(booking('2025-09-12', '11:00 AM'))).status).toBe(409);
    // The former day number of the fixed month became the real date its start fell on.
    expect(await t.rows('bookings')).toEqual([
      expect.objectContaining({
        reference: 'BK-000004',
        date: '2025-09-12',
        mailCustomer: 'sent',
        mailCompany: 'failed',
      }),
    ]);
    // New records continue after the imported ids (PostgreSQL may skip a number the refused booking drew).
    const next = (await t.api.post('/api/send-email').send(booking('2025-09-12', '02:00 PM'))).body.data
      .reference as string;
    expect(next).toMatch(/^BK-00000[56]$/);

    // Events the file holds are the install's own: their dates are kept (only the seed's move with the day).
    expect((await t.rows('events')).map((e) => e.date)).toEqual(former.events!.map((e) => e.date));

    expect(fs.existsSync(legacyDataFile)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual(['db.json.imported-2025-09-01']);

    // A restart on the same database does not import anything again.
    const restarted = await createTestApp({ sharing: t });
    try {
      expect((await t.rows('users')).filter((u) => u.email === 'former@example.com')).toHaveLength(1);
    } finally {
      await restarted.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
