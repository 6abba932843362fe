import { VALIDATION_MESSAGES } from '../src/shared/contract/fields/messages';
import type { TableName } from '../server/platform/db/schema';
import { escapeHtml } from '../server/platform/mail/html';
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
  registerAdminBody,
  registerBody,
} from './support/bodies';
import type { Row } from './support/database';
import { describeHostile, serverForFile } from './support/groups';
import { htmlPartOf, readOutbox } from './support/outbox';
import { waitFor } from './support/wait';
import { XSS_MARKERS, XSS_PAYLOADS } from './support/xss';

const server = serverForFile('xss');
let customer: { id: number; auth: string };
let admin: { auth: string };

beforeAll(async () => {
  customer = await registerCustomer(server(), 'xss.customer@example.com', 'Plain');
  admin = await logIn(server(), DEMO_ADMIN);
});

/** One request per payload, each field getting a different payload: every payload reaches every field. */
const valueSets = (fields: readonly string[]) =>
  XSS_PAYLOADS.map((_, round) =>
    Object.fromEntries(fields.map((field, i) => [field, XSS_PAYLOADS[(round + i) % XSS_PAYLOADS.length]])),
  );

/** The stored row of `table` that `match` picks, read back from the database. */
const stored = async (table: TableName, match: (record: Row) => boolean) => (await server().rows(table)).find(match);
const pick = (record: Row | undefined, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, record?.[field]]));

describeHostile('script payloads in every stored text field are stored verbatim', server, (changes) => {
  let productId = 0;

  it('registration and admin registration: first and last name', async () => {
    for (const [index, values] of valueSets(['firstName', 'lastName']).entries()) {
      const res = await server()
        .api.post('/api/Auth/register')
        .send(registerBody(`xss-${index}@example.com`, values));
      expect(res.status).toBe(201);
      expect(
        pick(await stored('users', (user) => user.email === `xss-${index}@example.com`), ['firstName', 'lastName']),
      ).toEqual(values);
      const login = await server()
        .api.post('/api/Auth/login')
        .send({ email: `xss-${index}@example.com`, password: registerBody('').password });
      expect(pick(login.body.data.user, ['firstName', 'lastName'])).toEqual(values);
      const adminRes = await server()
        .api.post('/api/Auth/register-admin')
        .send(registerAdminBody(`xss-admin-${index}@example.com`, values));
      expect(adminRes.status).toBe(201);
      expect(
        pick(await stored('users', (user) => user.email === `xss-admin-${index}@example.com`), [
          'firstName',
          'lastName',
        ]),
      ).toEqual(values);
      changes.add('users', 2);
    }
  });

  it('profile: first and last name', async () => {
    for (const values of valueSets(['firstName', 'lastName'])) {
      const res = await server()
        .api.put('/api/User/profile')
        .set('Authorization', customer.auth)
        .send(profileBody(values));
      expect(res.status).toBe(200);
      const profile = await server().api.get('/api/User/profile').set('Authorization', customer.auth);
      expect(pick(profile.body.data, ['firstName', 'lastName'])).toEqual(values);
      expect(pick(await stored('users', (user) => user.id === customer.id), ['firstName', 'lastName'])).toEqual(values);
    }
    changes.change('users', customer.id);
  });

  it('addresses: street and city, on add and on update', async () => {
    for (const values of valueSets(['street', 'city'])) {
      const added = await server()
        .api.post('/api/Address')
        .set('Authorization', customer.auth)
        .send(addressBody(values));
      expect(added.status).toBe(201);
      changes.add('addresses');
      const reversed = { street: values.city, city: values.street };
      const updated = await server()
        .api.put(`/api/Address/${added.body.data.id}`)
        .set('Authorization', customer.auth)
        .send(addressBody(reversed));
      expect(pick(updated.body.data, ['street', 'city'])).toEqual(reversed);
      expect(
        pick(await stored('addresses', (address) => address.id === added.body.data.id), ['street', 'city']),
      ).toEqual(reversed);
    }
    const list = await server().api.get('/api/Address/user').set('Authorization', customer.auth);
    expect(list.body.data.map((address: Row) => address.street).sort()).toEqual(
      [...XSS_PAYLOADS.map((_, round) => XSS_PAYLOADS[(round + 1) % XSS_PAYLOADS.length])].sort(),
    );
  });

  it('products: name and description, on create and on update (multipart)', async () => {
    for (const values of valueSets(['Name', 'Description'])) {
      const res = await server()
        .api.post('/api/Product')
        .set('Authorization', admin.auth)
        .field({ ...values, Price: '500', StockQuantity: '10', CategoryId: '6' });
      expect(res.status).toBe(201);
      changes.add('products');
      productId = res.body.data.id as number;
      expect(pick(await stored('products', (product) => product.id === productId), ['name', 'description'])).toEqual({
        name: values.Name,
        description: values.Description,
      });
      const updated = await server()
        .api.put(`/api/Product/${productId}`)
        .set('Authorization', admin.auth)
        .set('If-Match', res.headers.etag as string)
        .field({
          Name: values.Description,
          Description: values.Name,
          Price: '500',
          StockQuantity: '10',
          OriginalStockQuantity: '10',
          CategoryId: '6',
        });
      expect(pick(updated.body.data, ['name', 'description'])).toEqual({
        name: values.Description,
        description: values.Name,
      });
    }
    const listed = await server().api.get('/api/Product');
    const last = valueSets(['Name', 'Description']).at(-1)!;
    expect(listed.body.data.find((product: Row) => product.id === productId)).toMatchObject({
      name: last.Description,
      description: last.Name,
    });
  });

  it('orders: delivery street and city, and a product name copied into the order', async () => {
    for (const values of valueSets(['street', 'city'])) {
      const res = await server()
        .api.post('/api/Order')
        .set('Authorization', customer.auth)
        .send(
          orderBody({
            items: [{ productId, quantity: 1 }],
            shippingAddress: { ...addressBody(values), isDefault: undefined },
          }),
        );
      expect(res.status).toBe(201);
      changes.add('orders');
      const order = await stored('orders', (record) => record.id === res.body.data.id);
      expect({ street: order?.shipStreet, city: order?.shipCity }).toEqual(values);
      const item = await stored('orderItems', (record) => record.orderId === res.body.data.id);
      expect(item?.name).toBe((await stored('products', (product) => product.id === productId))?.name);
    }
    changes.change('products', productId);
  });

  it('bookings, consultation requests, meeting registrations and contact messages: every text field', async () => {
    for (const [round, values] of valueSets(['name', 'message']).entries()) {
      const booking = await server().api.post('/api/send-email').send(bookingBody(round, values));
      expect(booking.status).toBe(201);
      expect(
        pick(await stored('bookings', (record) => record.reference === booking.body.data.reference), [
          'name',
          'message',
        ]),
      ).toEqual(values);
      const consultation = await server().api.post('/api/consultations').send(consultationBody(values));
      expect(consultation.status).toBe(201);
      expect(
        pick(await stored('consultations', (record) => record.reference === consultation.body.data.reference), [
          'name',
          'message',
        ]),
      ).toEqual(values);
    }
    for (const values of valueSets(['name', 'city', 'profession', 'organization'])) {
      const body = meetingBody(values);
      const meeting = await server().api.post('/api/meeting-registrations').send(body);
      expect(meeting.status).toBe(201);
      expect(
        pick(await stored('meetingRegistrations', (record) => record.mobile === body.mobile), Object.keys(values)),
      ).toEqual(values);
    }
    for (const values of valueSets(['firstName', 'lastName', 'message'])) {
      const contact = await server().api.post('/api/contact-messages').send(contactBody(values));
      expect(contact.status).toBe(201);
      expect(
        pick(await stored('contactMessages', (record) => record.id === contact.body.data.id), Object.keys(values)),
      ).toEqual(values);
    }
    for (const collection of ['bookings', 'consultations', 'meetingRegistrations', 'contactMessages'])
      changes.add(collection, XSS_PAYLOADS.length);
  });

  it('every HTML e-mail built from this text shows it escaped', async () => {
    // 5 bookings (2 mails each), 5 consultations, 5 contact messages, 5 order confirmations, and
    // the 11 account mails of the registrations: every mail has an HTML part.
    // Besides, each of those tells the staff (their `[Back office]` mails, sent by the outbox's
    // poller a moment later, the subject plain or MIME-encoded): checked for escaping like the
    // rest, not counted.
    const all = () => readOutbox(server().dataDir);
    const toCustomers = (found: string[]) =>
      found.filter((mail) => !/^Subject: (\[Back office\]|=\?UTF-8\?Q\?\[Back_office\])/m.test(mail));
    const written = await waitFor('36 mails', all, (found) => toCustomers(found).length >= 36).catch(all);
    expect(toCustomers(written)).toHaveLength(36);
    const mails = written;
    for (const mail of mails) {
      const html = htmlPartOf(mail);
      expect(html).toBeDefined();
      for (const marker of XSS_MARKERS) expect(html).not.toContain(marker);
    }
    // Where the plain-text part quotes a payload, the HTML part shows the same text, escaped. The
    // company's copies quote what was typed; a customer's mail (its address only typed, never
    // proven) quotes none of it, only the catalogue's product names (staff text) on its item lines.
    const toCompany = (mail: string) => /^To: (bookings@|admin@)/m.test(mail);
    const typedIn = (text: string) =>
      XSS_PAYLOADS.filter((candidate) => text.replace(/^\d+ x .*$/gm, '').includes(candidate));
    let quoted = 0;
    for (const mail of mails) {
      const html = htmlPartOf(mail)!;
      const text = mail.replace(html, '');
      const payloads = XSS_PAYLOADS.filter((candidate) => text.includes(candidate));
      if (!toCompany(mail)) expect(typedIn(text)).toEqual([]);
      for (const payload of payloads) {
        quoted += 1;
        expect(html).toContain(escapeHtml(payload));
      }
    }
    expect(quoted).toBeGreaterThanOrEqual(toCustomers(mails).filter(toCompany).length);
  });
});

describeHostile('script payloads in fields with a fixed shape are refused', server, () => {
  it('e-mails, phones, PIN codes, states, SKUs and choices answer 400 naming the field', async () => {
    const svg = '<svg/onload=window.__xss=1>';
    const cases: Array<
      [string, () => Promise<{ status: number; body: { errors?: Record<string, string[]> } }>, string]
    > = [
      [
        'register e-mail',
        () =>
          server()
            .api.post('/api/Auth/register')
            .send(registerBody(`${svg}@x.co`)),
        'email',
      ],
      [
        'newsletter e-mail',
        () =>
          server()
            .api.post('/api/newsletter')
            .send({ email: `${svg}@x.co` }),
        'email',
      ],
      [
        'contact e-mail',
        () =>
          server()
            .api.post('/api/contact-messages')
            .send(contactBody({ email: `x<${svg}@x.co>` })),
        'email',
      ],
      [
        'booking e-mail',
        () =>
          server()
            .api.post('/api/send-email')
            .send(bookingBody(20, { email: `${svg}@x.co` })),
        'formData.email',
      ],
      [
        'booking phone',
        () =>
          server()
            .api.post('/api/send-email')
            .send(bookingBody(20, { phone: svg })),
        'formData.phone',
      ],
      [
        'booking event type',
        () =>
          server()
            .api.post('/api/send-email')
            .send(bookingBody(20, { eventType: svg })),
        'formData.eventType',
      ],
      [
        'address PIN code',
        () =>
          server()
            .api.post('/api/Address')
            .set('Authorization', customer.auth)
            .send(addressBody({ zipCode: svg })),
        'zipCode',
      ],
      [
        'address state',
        () =>
          server()
            .api.post('/api/Address')
            .set('Authorization', customer.auth)
            .send(addressBody({ state: svg })),
        'state',
      ],
      [
        'profile phone',
        () =>
          server()
            .api.put('/api/User/profile')
            .set('Authorization', customer.auth)
            .send(profileBody({ phone: svg })),
        'phone',
      ],
      [
        'product SKU',
        () =>
          server()
            .api.post('/api/Product')
            .set('Authorization', admin.auth)
            .field({ Name: 'n', Description: 'd', Price: '1', StockQuantity: '1', CategoryId: '1', SKU: svg }),
        'SKU',
      ],
      [
        'discount code',
        () =>
          server()
            .api.post('/api/Order/quote')
            .set('Authorization', customer.auth)
            .send({ items: [{ productId: 102, quantity: 1 }], deliveryMethod: 'standard', discountCode: '<b>' }),
        'discountCode',
      ],
    ];
    for (const [label, send, field] of cases) {
      const res = await send();
      expect([label, res.status, Object.keys(res.body.errors ?? {})]).toEqual([label, 400, [field]]);
    }
    const email = await server()
      .api.post('/api/newsletter')
      .send({ email: `x<${svg}@x.co>` });
    expect(email.body.errors).toEqual({ email: [VALIDATION_MESSAGES.emailInvalid] });
  });
});
