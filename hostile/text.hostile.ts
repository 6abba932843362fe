import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../src/shared/config/auth';
import { TEXT_LIMITS } from '../src/shared/config/forms';
import { PRODUCT_FIELD_LIMITS } from '../src/shared/config/products';
import { ADDRESS_LIMITS } from '../src/shared/config/address';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../src/shared/config/contact';
import { VALIDATION_MESSAGES } from '../src/shared/contract/fields/messages';
import { ORDER_MESSAGES } from '../src/shared/contract/order';
import { UNSTORABLE_TEXT } from '../server/platform/middleware/validate';
import { registerCustomer } from '../server/test/customers';
import { DEMO_ADMIN, logIn } from './support/accounts';
import {
  addressBody,
  bookingBody,
  consultationBody,
  contactBody,
  meetingBody,
  orderBody,
  profileBody,
  registerBody,
} from './support/bodies';
import { describeOnEngines } from './support/engines';
import { describeHostile, serverForFile } from './support/groups';
import { waitForMailWith } from './support/outbox';

const server = serverForFile('text');
let customer: { id: number; auth: string };
let admin: { auth: string };

beforeAll(async () => {
  customer = await registerCustomer(server(), 'text.customer@example.com');
  admin = await logIn(server(), DEMO_ADMIN);
});

const LONG = 'Ab1#'.repeat(2_500); // 10,000 characters, also a valid password shape
const tooLong = VALIDATION_MESSAGES.tooLong;
type Answer = { status: number; body: { errors?: Record<string, string[]> } };

describeHostile('10,000-character fields', server, () => {
  const product = (field: string) => ({
    Name: 'n',
    Description: 'd',
    Price: '1',
    StockQuantity: '1',
    CategoryId: '1',
    [field]: LONG,
  });
  const CASES: Array<[label: string, send: () => PromiseLike<Answer>, field: string, message: string]> = [
    [
      'register first name',
      () =>
        server()
          .api.post('/api/Auth/register')
          .send(registerBody('long@example.com', { firstName: LONG })),
      'firstName',
      tooLong(NAME_MAX_LENGTH),
    ],
    [
      'register e-mail',
      () =>
        server()
          .api.post('/api/Auth/register')
          .send(registerBody(`${LONG}@example.com`)),
      'email',
      tooLong(254),
    ],
    [
      'register password',
      () =>
        server()
          .api.post('/api/Auth/register')
          .send(registerBody('long@example.com', { password: LONG, confirmPassword: LONG })),
      'password',
      tooLong(PASSWORD_MAX_LENGTH),
    ],
    [
      'login password',
      () => server().api.post('/api/Auth/login').send({ email: 'a@b.co', password: LONG }),
      'password',
      tooLong(PASSWORD_MAX_LENGTH),
    ],
    [
      'reset token',
      () =>
        server()
          .api.post('/api/Auth/reset-password')
          .send({ token: LONG, password: 'Secret#123', confirmPassword: 'Secret#123' }),
      'token',
      tooLong(200),
    ],
    [
      'profile last name',
      () =>
        server()
          .api.put('/api/User/profile')
          .set('Authorization', customer.auth)
          .send(profileBody({ lastName: LONG })),
      'lastName',
      tooLong(NAME_MAX_LENGTH),
    ],
    [
      'address street',
      () =>
        server()
          .api.post('/api/Address')
          .set('Authorization', customer.auth)
          .send(addressBody({ street: LONG })),
      'street',
      tooLong(ADDRESS_LIMITS.streetMaxLength),
    ],
    [
      'address city',
      () =>
        server()
          .api.post('/api/Address')
          .set('Authorization', customer.auth)
          .send(addressBody({ city: LONG })),
      'city',
      tooLong(ADDRESS_LIMITS.cityMaxLength),
    ],
    [
      'order delivery street',
      () =>
        server()
          .api.post('/api/Order')
          .set('Authorization', customer.auth)
          .send(orderBody({ shippingAddress: { ...addressBody({ street: LONG }), isDefault: undefined } })),
      'shippingAddress.street',
      tooLong(ADDRESS_LIMITS.streetMaxLength),
    ],
    [
      'order discount code',
      () =>
        server()
          .api.post('/api/Order')
          .set('Authorization', customer.auth)
          .send(orderBody({ discountCode: LONG })),
      'discountCode',
      ORDER_MESSAGES.discountCodeTooLong,
    ],
    [
      'product name',
      () => server().api.post('/api/Product').set('Authorization', admin.auth).field(product('Name')),
      'Name',
      tooLong(PRODUCT_FIELD_LIMITS.nameMax),
    ],
    [
      'product description',
      () => server().api.post('/api/Product').set('Authorization', admin.auth).field(product('Description')),
      'Description',
      tooLong(PRODUCT_FIELD_LIMITS.descriptionMax),
    ],
    [
      'product SKU',
      () => server().api.post('/api/Product').set('Authorization', admin.auth).field(product('SKU')),
      'SKU',
      tooLong(PRODUCT_FIELD_LIMITS.skuMax),
    ],
    [
      'booking name',
      () =>
        server()
          .api.post('/api/send-email')
          .send(bookingBody(0, { name: LONG })),
      'formData.name',
      tooLong(TEXT_LIMITS.name),
    ],
    [
      'booking message',
      () =>
        server()
          .api.post('/api/send-email')
          .send(bookingBody(0, { message: LONG })),
      'formData.message',
      tooLong(TEXT_LIMITS.message),
    ],
    [
      'consultation message',
      () =>
        server()
          .api.post('/api/consultations')
          .send(consultationBody({ message: LONG })),
      'message',
      tooLong(TEXT_LIMITS.message),
    ],
    [
      'meeting organization',
      () =>
        server()
          .api.post('/api/meeting-registrations')
          .send(meetingBody({ organization: LONG })),
      'organization',
      tooLong(TEXT_LIMITS.shortText),
    ],
    [
      'contact message',
      () =>
        server()
          .api.post('/api/contact-messages')
          .send(contactBody({ message: LONG })),
      'message',
      tooLong(CONTACT_MESSAGE_MAX_LENGTH),
    ],
    [
      'newsletter e-mail',
      () =>
        server()
          .api.post('/api/newsletter')
          .send({ email: `${LONG}@example.com` }),
      'email',
      tooLong(254),
    ],
  ];

  it.each(CASES.map(([label, send, field, message]) => ({ label, send, field, message })))(
    '$label answers 400 with "$message"',
    async ({ send, field, message }) => {
      const started = Date.now();
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toContain(message);
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it('a 10,000-character id, query or header is refused without effect', async () => {
    expect(
      (
        await server()
          .api.delete(`/api/Address/${'9'.repeat(10_000)}`)
          .set('Authorization', customer.auth)
      ).status,
    ).toBe(404);
    expect(
      (
        await server()
          .api.get('/api/bookings/availability')
          .query({ date: '1'.repeat(10_000) })
      ).status,
    ).toBe(400);
    expect(
      (
        await server()
          .api.get('/api/categories')
          .query({ name_like: 'a'.repeat(10_000) })
      ).status,
    ).toBe(400);
    expect(
      (
        await server()
          .api.get('/api/User/profile')
          .set('Authorization', `Bearer ${'a'.repeat(10_000)}`)
      ).status,
    ).toBe(401);
  });
});

const NAMES = {
  devanagari: 'अनन्या शर्मा',
  tamil: 'கார்த்திக்',
  emoji: 'Priya 🎉🪔✨',
  family: '👨‍👩‍👧‍👦 Family',
  flags: '🇮🇳🇬🇧',
  combining: 'Zoë Åsa Ñoño e\u0301',
  rtl: 'مرحبا \u202Eevil\u202C',
  zeroWidth: 'Ra\u200Bhul\u200D',
};

describeHostile('unicode and emoji names', server, (changes) => {
  it('names in any script, with emoji, joiners and direction marks, are stored and returned verbatim', async () => {
    for (const [key, name] of Object.entries(NAMES)) {
      const res = await server()
        .api.post('/api/Auth/register')
        .send(registerBody(`unicode-${key}@example.com`, { firstName: name, lastName: name }));
      expect([key, res.status]).toEqual([key, 201]);
      const login = await server()
        .api.post('/api/Auth/login')
        .send({ email: `unicode-${key}@example.com`, password: registerBody('').password });
      expect([key, login.body.data?.user.firstName, login.body.data?.user.lastName]).toEqual([key, name, name]);
      changes.add('users');
      const booking = await server()
        .api.post('/api/send-email')
        .send(bookingBody(40 + Object.keys(NAMES).indexOf(key), { name, message: name }));
      expect([key, booking.status]).toEqual([key, 201]);
      changes.add('bookings');
      expect(
        (await server().rows('bookings')).find((record) => record.reference === booking.body.data.reference),
      ).toMatchObject({ name, message: name });
    }
    const address = await server()
      .api.post('/api/Address')
      .set('Authorization', customer.auth)
      .send(addressBody({ street: NAMES.devanagari, city: NAMES.emoji }));
    expect(address.body.data).toMatchObject({ street: NAMES.devanagari, city: NAMES.emoji });
    changes.add('addresses');
    const product = await server()
      .api.post('/api/Product')
      .set('Authorization', admin.auth)
      .field({ Name: NAMES.family, Description: NAMES.rtl, Price: '1', StockQuantity: '1', CategoryId: '1' });
    expect(product.body.data).toMatchObject({ name: NAMES.family, description: NAMES.rtl });
    changes.add('products');
  });

  it('lengths count UTF-16 code units: 30 emoji fill a 60-character name, 31 are too long', async () => {
    const fits = await server()
      .api.put('/api/User/profile')
      .set('Authorization', customer.auth)
      .send(profileBody({ firstName: '🎉'.repeat(30) }));
    expect(fits.status).toBe(200);
    changes.change('users', customer.id);
    const over = await server()
      .api.put('/api/User/profile')
      .set('Authorization', customer.auth)
      .send(profileBody({ firstName: '🎉'.repeat(31) }));
    expect([over.status, over.body.errors]).toEqual([400, { firstName: [tooLong(NAME_MAX_LENGTH)] }]);
  });

  it('line breaks in a name never add a mail header', async () => {
    const res = await server()
      .api.post('/api/contact-messages')
      .send(contactBody({ firstName: 'Asha\r\nBcc: victim@localhost', lastName: 'X\nSubject: hi' }));
    expect(res.status).toBe(201);
    changes.add('contactMessages');
    const mail = await waitForMailWith(server().dataDir, 'victim@localhost');
    const headers = mail.slice(0, mail.indexOf('\n\n'));
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(headers.match(/^Subject:/gm)).toHaveLength(1);
  });

  it('an e-mail holding a control or invisible character is refused: the mailer would drop it and write to someone else', async () => {
    // Found by this suite: `nul\u0000x@example.com` was registered, and its mails went to nulx@example.com.
    for (const email of [
      'nul\u0000x@example.com',
      'ctl\u0001x@example.com',
      'bidi\u202Ex@example.com',
      'zero\u200Bwidth@example.com',
    ]) {
      const sends = [
        ['email', () => server().api.post('/api/Auth/register').send(registerBody(email))],
        ['email', () => server().api.post('/api/newsletter').send({ email })],
        ['email', () => server().api.post('/api/contact-messages').send(contactBody({ email }))],
        ['formData.email', () => server().api.post('/api/send-email').send(bookingBody(60, { email }))],
      ] as const;
      // A NUL is refused before the e-mail rules look at it, as in every text field.
      const message = email.includes('\u0000') ? UNSTORABLE_TEXT : VALIDATION_MESSAGES.emailInvalid;
      for (const [field, send] of sends) {
        const res = await send();
        expect([email, field, res.status, res.body.errors]).toEqual([email, field, 400, { [field]: [message] }]);
      }
    }
  });

  it('an e-mail with accented letters is stored lowercased', async () => {
    const res = await server().api.post('/api/newsletter').send({ email: 'ÜNÏ@Exämple.COM' });
    expect(res.status).toBe(200);
    changes.add('newsletterSubscriptions');
    expect((await server().rows('newsletterSubscriptions')).at(-1)).toMatchObject({ email: 'ünï@exämple.com' });
  });
});

/*
 * Text that a database cannot keep as sent: SQLite got a lone surrogate as bytes that are not
 * UTF-8 (read back as three replacement characters), PostgreSQL refused NUL in text (a 500). Both
 * are refused now, naming the field, on either engine: never a 500, never a 201 for something
 * else than what was sent.
 */
describeOnEngines('text a database may not keep as sent', (engine) => {
  const onEngine = serverForFile(`text-${engine}`, engine);

  // The group checks afterwards that nothing stored has changed.
  describeHostile('a lone surrogate or a NUL character', onEngine, () => {
    it.each([
      ['a lone surrogate', 'Lone \uD800 end'],
      ['a NUL character', 'Nul \u0000 end'],
    ])('in a name, %s is refused with 400 naming the field, and nothing is stored', async (_label, name) => {
      for (const [path, body] of [
        ['/api/contact-messages', contactBody({ firstName: name })],
        ['/api/Auth/register', registerBody('unstorable@example.com', { firstName: name })],
      ] as const) {
        const res = await onEngine().api.post(path).send(body);
        expect({ path, status: res.status, errors: res.body.errors }).toEqual({
          path,
          status: 400,
          errors: { firstName: [UNSTORABLE_TEXT] },
        });
      }
    });
  });
});
