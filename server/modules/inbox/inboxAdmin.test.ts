import { registerCustomer } from '../../test/customers';
import { freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { CONSULTATION_REQUEST } from '../../test/validBodies';
import { INBOX_MESSAGES } from './inbox.service';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const MINUTE = 60_000;
const contact = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '98100 12345',
  message: 'Anniversary party for 200 guests',
  enquiryType: 'CONCIERGE' as const,
};
const meeting = {
  name: 'Neha Gupta',
  mobile: '+91 98765 43210',
  age: 34,
  city: 'Gurugram',
  profession: 'Event manager',
  organization: 'Acme Corp',
};

/** One of each, a minute apart, through the public forms: contact (oldest), consultation, meeting (newest). */
async function receiveOneOfEach() {
  await t.api.post('/api/contact-messages').send(contact).expect(201);
  t.clock.advance(MINUTE);
  await t.api.post('/api/consultations').send(CONSULTATION_REQUEST).expect(201);
  t.clock.advance(MINUTE);
  await t.api.post('/api/meeting-registrations').send(meeting).expect(201);
}

const list = (query = '') => t.api.get(`/api/admin/inbox${query}`).set('Authorization', admin);

describe('/api/admin/inbox access', () => {
  const routes: Array<['get' | 'post', string]> = [
    ['get', '/api/admin/inbox'],
    ['get', '/api/admin/inbox/contact/1'],
    ['post', '/api/admin/inbox/contact/1/read'],
    ['post', '/api/admin/inbox/contact/1/handled'],
    ['post', '/api/admin/inbox/contact/1/unhandled'],
  ];

  it.each(routes)('%s %s answers 401 to a visitor and 403 to a customer, with the envelope', async (method, path) => {
    await t.api.post('/api/contact-messages').send(contact).expect(201);
    const visitor = await t.api[method](path);
    expect([visitor.status, visitor.body.isSuccess]).toEqual([401, false]);
    const customer = await registerCustomer(t, 'meera@example.com');
    const refused = await t.api[method](path).set('Authorization', customer.auth);
    expect([refused.status, refused.body]).toEqual([
      403,
      { isSuccess: false, message: 'This action requires the Admin role' },
    ]);
    expect((await t.rows('contactMessages'))[0]).toMatchObject({ readAt: null, handledAt: null });
  });
});

describe('GET /api/admin/inbox', () => {
  it('lists the three forms as one list, newest first, with the total in X-Total-Count', async () => {
    await receiveOneOfEach();
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.data).toEqual([
      {
        type: 'meeting',
        id: 1,
        reference: 'MR-000001',
        name: 'Neha Gupta',
        email: '',
        phone: '+91 98765 43210',
        text: 'Gurugram, Event manager, Acme Corp',
        createdAt: '2025-09-01T09:02:00.000Z',
        readAt: null,
        handledAt: null,
      },
      expect.objectContaining({
        type: 'consultation',
        id: 1,
        reference: 'CR-000001',
        name: CONSULTATION_REQUEST.name,
        email: CONSULTATION_REQUEST.email,
        text: CONSULTATION_REQUEST.message,
      }),
      {
        type: 'contact',
        id: 1,
        reference: null,
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '98100 12345',
        text: contact.message,
        createdAt: '2025-09-01T09:00:00.000Z',
        readAt: null,
        handledAt: null,
      },
    ]);
    const oldestFirst = await list('?_sort=createdAt&_order=asc');
    expect(oldestFirst.body.data.map((item: { type: string }) => item.type)).toEqual([
      'contact',
      'consultation',
      'meeting',
    ]);
  });

  it('filters by type and searches name, e-mail, phone and text (case-insensitive, wildcards literal)', async () => {
    await receiveOneOfEach();
    const types = async (query: string) =>
      ((await list(query)).body.data as Array<{ type: string }>).map((item) => item.type);
    expect(await types('?type=consultation')).toEqual(['consultation']);
    expect(await types('?q=ASHA')).toEqual(['contact']);
    expect(await types(`?q=${encodeURIComponent(CONSULTATION_REQUEST.email)}`)).toEqual(['consultation']);
    expect(await types('?q=98765')).toEqual(['meeting']);
    expect(await types('?q=anniversary')).toEqual(['contact']);
    expect(await types('?q=MR-000001')).toEqual(['meeting']);
    expect(await types('?q=%25')).toEqual([]);
    expect(await types('?type=meeting&q=asha')).toEqual([]);
    expect((await list('?type=contact')).headers['x-total-count']).toBe('1');
  });

  it('pages with _page and _limit, the total staying the count of all matches', async () => {
    await t
      .direct()
      .insertInto('contactMessages')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          ...contact,
          firstName: `Guest${String(i + 1).padStart(2, '0')}`,
          status: 'new' as const,
          createdAt: new Date(Date.UTC(2025, 7, 1, 0, i)).toISOString(),
        })),
      )
      .execute();
    const second = await list('?_page=2&_limit=10&_sort=name&_order=asc');
    expect(second.headers['x-total-count']).toBe('25');
    expect(second.body.data.map((item: { name: string }) => item.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Guest${i + 11} Verma`),
    );
    const last = await list('?_page=3&_limit=10');
    expect(last.body.data).toHaveLength(5);
    expect((await list('?_page=9&_limit=10')).body.data).toEqual([]);
    expect((await list('?_limit=1000')).body.data).toHaveLength(25);
  });

  it('answers 400 naming each bad list parameter', async () => {
    const res = await list('?_page=0&_sort=password&type=orders&state=lost');
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(Object.keys(res.body.errors)).toEqual(['_page', '_sort']);
    const filter = await list('?type=orders');
    expect([filter.status, filter.body.errors]).toEqual([
      400,
      { type: ['type must be one of: contact, consultation, meeting'] },
    ]);
  });
});

describe('an inbox item', () => {
  it('shows every field, and opening it marks it read once (the first time is kept)', async () => {
    await receiveOneOfEach();
    const detail = await t.api.get('/api/admin/inbox/consultation/1').set('Authorization', admin);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      type: 'consultation',
      reference: 'CR-000001',
      phone: CONSULTATION_REQUEST.phone,
      details: {
        type: 'consultation',
        consultationType: 'packages',
        preferredMethod: 'phone-call',
        eventType: 'corporate',
        budget: '200000-500000',
      },
      readAt: null,
      handledBy: null,
    });
    t.clock.advance(MINUTE);
    const read = await t.api.post('/api/admin/inbox/consultation/1/read').set('Authorization', admin);
    expect([read.status, read.body.message, read.body.data.readAt]).toEqual([
      200,
      INBOX_MESSAGES.read,
      '2025-09-01T09:03:00.000Z',
    ]);
    t.clock.advance(MINUTE);
    await t.api.post('/api/admin/inbox/consultation/1/read').set('Authorization', admin).expect(200);
    expect((await t.rows('consultations'))[0].readAt).toBe('2025-09-01T09:03:00.000Z');

    const unread = await list('?state=unread');
    expect(unread.body.data.map((item: { type: string }) => item.type)).toEqual(['meeting', 'contact']);
    expect(unread.headers['x-total-count']).toBe('2');
  });

  it('gives the details of a meeting registration and a contact message', async () => {
    await receiveOneOfEach();
    const meetingItem = await t.api.get('/api/admin/inbox/meeting/1').set('Authorization', admin);
    expect(meetingItem.body.data.details).toEqual({
      type: 'meeting',
      age: 34,
      city: 'Gurugram',
      profession: 'Event manager',
      organization: 'Acme Corp',
    });
    const contactItem = await t.api.get('/api/admin/inbox/contact/1').set('Authorization', admin);
    expect(contactItem.body.data.details).toEqual({
      type: 'contact',
      firstName: 'Asha',
      lastName: 'Verma',
      enquiryType: 'CONCIERGE',
    });
  });

  it('is marked handled by the admin (and read), and unhandled again', async () => {
    await receiveOneOfEach();
    const handled = await t.api.post('/api/admin/inbox/contact/1/handled').set('Authorization', admin);
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({
      handledAt: '2025-09-01T09:02:00.000Z',
      readAt: '2025-09-01T09:02:00.000Z',
      handledBy: { id: 1, name: 'Aarav Admin' },
    });
    expect((await list('?state=handled')).body.data.map((item: { type: string }) => item.type)).toEqual(['contact']);
    expect((await list('?state=unhandled')).headers['x-total-count']).toBe('2');

    const unhandled = await t.api.post('/api/admin/inbox/contact/1/unhandled').set('Authorization', admin);
    expect(unhandled.body.data).toMatchObject({ handledAt: null, handledBy: null, readAt: '2025-09-01T09:02:00.000Z' });
    expect((await list('?state=handled')).headers['x-total-count']).toBe('0');
  });

  it('answers 404 for an unknown type or id, and changes nothing', async () => {
    await receiveOneOfEach();
    for (const path of [
      '/api/admin/inbox/contact/2',
      '/api/admin/inbox/orders/1',
      '/api/admin/inbox/contact/abc',
      '/api/admin/inbox/contact/0',
    ]) {
      const res = await t.api.get(path).set('Authorization', admin);
      expect([path, res.status, res.body.isSuccess]).toEqual([path, 404, false]);
    }
    const res = await t.api.post('/api/admin/inbox/meeting/7/handled').set('Authorization', admin);
    expect([res.status, res.body.message]).toEqual([404, INBOX_MESSAGES.notFound]);
  });
});
