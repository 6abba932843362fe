import express from 'express';
import request from 'supertest';
import { CATALOGUE } from '../src/content/serviceCatalogue';
import { BOOKING_FORM, CONSULTATION_REQUEST } from './test/validBodies';
import { validFields, withPayload } from './test/productRequests';
import { bearerFor, registerCustomer } from './test/customers';
import { createTestApp, DEMO, type TestApp } from './test/testApp';
import { methodNotAllowed } from './platform/middleware/methodNotAllowed';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

/** Every API path and the methods it answers (GET brings HEAD; OPTIONS is always answered). */
const API_ROUTES: Array<[path: string, methods: string[]]> = [
  ['/api/Auth/login', ['POST']],
  ['/api/Auth/register', ['POST']],
  ['/api/Auth/register-admin', ['POST']],
  ['/api/Auth/forgot-password', ['POST']],
  ['/api/Auth/reset-password', ['POST']],
  ['/api/Auth/refresh-token', ['POST']],
  ['/api/Auth/verify-token', ['GET', 'HEAD']],
  ['/api/User/profile', ['GET', 'HEAD', 'PUT']],
  ['/api/User/logout', ['POST']],
  // DELETE and PUT /api/Address/user reach /api/Address/:id (and answer 404 there).
  ['/api/Address/user', ['GET', 'HEAD', 'PUT', 'DELETE']],
  ['/api/Address', ['POST']],
  ['/api/Address/7', ['PUT', 'DELETE']],
  ['/api/Order/user', ['GET', 'HEAD']],
  ['/api/Order/quote', ['POST']],
  ['/api/Order', ['POST']],
  ['/api/Product', ['GET', 'HEAD', 'POST']],
  ['/api/Product/3', ['GET', 'HEAD', 'PUT', 'DELETE']],
  ['/api/Category/all-flat', ['GET', 'HEAD']],
  ['/api/newsletter', ['POST']],
  ['/api/contact-messages', ['POST']],
  ['/api/send-email', ['POST']],
  ['/api/bookings/availability', ['GET', 'HEAD']],
  ['/api/consultations', ['POST']],
  ['/api/meeting-registrations', ['POST']],
  ['/api/categories', ['GET', 'HEAD']],
  ['/api/categories/1', ['GET', 'HEAD']],
  ['/api/newsletter/unsubscribe', ['GET', 'HEAD', 'POST']],
  ['/api/admin/inbox', ['GET', 'HEAD']],
  ['/api/admin/inbox/contact/1', ['GET', 'HEAD']],
  ['/api/admin/inbox/contact/1/handled', ['POST']],
  ['/api/admin/leads', ['GET', 'HEAD']],
  ['/api/admin/leads/board', ['GET', 'HEAD']],
  ['/api/admin/leads/3', ['GET', 'HEAD', 'PATCH']],
  ['/api/admin/leads/3/notes', ['POST']],
  ['/api/admin/leads/source/contact/1', ['GET', 'HEAD', 'POST']],
  ['/api/admin/notifications', ['GET', 'HEAD']],
  ['/api/admin/newsletter', ['GET', 'HEAD']],
  ['/api/admin/admins', ['GET', 'HEAD']],
  ['/api/admin/admins/3/approve', ['POST']],
];
const ALL = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const call = (method: string, path: string) => t.api[method.toLowerCase() as 'get'](path);
const allowed = (res: request.Response) => (res.headers.allow ?? '').split(/,\s*/).sort();

describe('a wrong method on an API path', () => {
  it.each(API_ROUTES)(
    '%s answers 405 with Allow and the envelope for every method it does not take',
    async (path, methods) => {
      for (const method of ALL.filter((m) => !methods.includes(m))) {
        const res = await call(method, path);
        expect([method, path, res.status]).toEqual([method, path, 405]);
        expect(allowed(res)).toEqual([...methods, 'OPTIONS'].sort());
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({ isSuccess: false, message: expect.stringContaining(method) });
      }
    },
  );

  it('answers 405 before asking for a login: the method is wrong whoever asks', async () => {
    const res = await t.api.put('/api/Order/user');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('OPTIONS on an API path (no CORS origin) answers 204 with Allow; an unknown path 404 in the envelope, never a page', async () => {
    const known = await t.api.options('/api/Order/quote');
    expect(known.status).toBe(204);
    expect(known.headers.allow).toBe('POST, OPTIONS');
    const unknown = await t.api.options('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ isSuccess: false });
    expect(unknown.text).not.toMatch(/<html/i);
  });

  it('unknown paths still answer 404 in the envelope', async () => {
    const res = await t.api.patch('/api/Nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ isSuccess: false });
  });
});

describe('methodNotAllowed reads the routers as they are', () => {
  it('covers routes added to nested routers after it was mounted', async () => {
    const api = express.Router();
    api.use(methodNotAllowed(api));
    const items = express.Router();
    api.use('/items', items);
    const app = express().use('/api', api);
    items.get('/:id', (_req, res) => res.json({}));
    items.delete('/:id', (_req, res) => res.json({}));
    const res = await request(app).post('/api/items/4');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, DELETE, OPTIONS');
    expect((await request(app).get('/api/items/4')).status).toBe(200);
  });
});

describe('401 answers', () => {
  it('carry WWW-Authenticate: Bearer; with error="invalid_token" when the token sent was not accepted', async () => {
    const none = await t.api.get('/api/User/profile');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer realm="api"$/);

    const bad = await t.api.get('/api/User/profile').set('Authorization', 'Bearer not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/);

    const wrongPassword = await t.api
      .post('/api/Auth/login')
      .send({ email: DEMO.customer.email, password: 'Wrong@12345', rememberMe: false });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.headers['www-authenticate']).toBe('Bearer realm="api"');
  });
});

describe('201 answers name the created record in Location', () => {
  const locationOf = (res: request.Response) => {
    expect([res.status, res.body.message]).toEqual([201, expect.any(String)]);
    return res.headers.location as string | undefined;
  };
  const person = {
    firstName: 'Neha',
    lastName: 'Kapoor',
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    acceptTerms: true,
  };

  it('on every create route', async () => {
    const customer = await registerCustomer(t, 'loc@example.com');
    const admin = await bearerFor(t, DEMO.admin);

    expect(
      locationOf(await t.api.post('/api/Auth/register').send({ ...person, email: 'neha@example.com', phone: '' })),
    ).toBe('/api/User/profile');
    expect(
      locationOf(
        await t.api.post('/api/Auth/register-admin').send({ ...person, email: 'ravi@example.com', phoneNumber: '' }),
      ),
    ).toBe('/api/User/profile');

    const newAddress = {
      recipientName: 'Asha Verma',
      recipientPhone: '98765 43210',
      street: '12 Lodhi Road',
      city: 'New Delhi',
      state: 'Delhi',
      zipCode: '110003',
      country: 'India',
    };
    const address = await t.api.post('/api/Address').set('Authorization', customer.auth).send(newAddress);
    expect(locationOf(address)).toBe(`/api/Address/${address.body.data.id}`);
    // The record lives there: PUT and DELETE act on that URI.
    expect(
      (await t.api.delete(`/api/Address/${address.body.data.id}`).set('Authorization', customer.auth)).status,
    ).toBe(200);

    const order = await t.api
      .post('/api/Order')
      .set('Authorization', customer.auth)
      .send({
        items: [{ productId: 102, quantity: 1, size: 'M', colour: 'green' }],
        shippingAddress: newAddress,
        deliveryMethod: 'standard',
        paymentMethod: 'cod',
      });
    expect(locationOf(order)).toBe(`/api/Order/${order.body.data.id}`);

    const product = await withPayload(
      t.api.post('/api/Product').set('Authorization', admin.auth),
      validFields({ SKU: 'DECOR-LOCATION-01' }),
    );
    expect(locationOf(product)).toBe(`/api/Product/${product.body.data.id}`);
    // The product is read back at that URI.
    expect((await t.api.get(locationOf(product)!)).body.data.id).toBe(product.body.data.id);

    const booking = await t.api.post('/api/send-email').send({
      selectedService: CATALOGUE.find((item) => item.name === 'Caricature'),
      selectedDate: '2025-09-12',
      selectedTime: '11:00 AM',
      formData: BOOKING_FORM,
    });
    expect(locationOf(booking)).toBe(`/api/bookings/manage/${booking.body.data.manageToken}`);
    // The booking is read back at that URI.
    expect((await t.api.get(locationOf(booking)!)).body.data.reference).toBe(booking.body.data.reference);

    const consultation = await t.api.post('/api/consultations').send(CONSULTATION_REQUEST);
    expect(locationOf(consultation)).toBe(`/api/consultations/${consultation.body.data.reference}`);

    const contact = await t.api.post('/api/contact-messages').send({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      phone: '',
      message: 'Please call me about a party.',
      enquiryType: 'CONCIERGE',
    });
    expect(locationOf(contact)).toBe(`/api/contact-messages/${contact.body.data.id}`);
    const lead = await t.api
      .post(`/api/admin/leads/source/contact/${contact.body.data.id}`)
      .set('Authorization', admin.auth);
    expect(locationOf(lead)).toBe(`/api/admin/leads/${lead.body.data.id}`);
    const note = await t.api
      .post(`/api/admin/leads/${lead.body.data.id}/notes`)
      .set('Authorization', admin.auth)
      .send({ text: 'Called back' });
    expect(locationOf(note)).toBe(`/api/admin/leads/${lead.body.data.id}`);

    const meeting = await t.api.post('/api/meeting-registrations').send({
      name: 'Neha Gupta',
      mobile: '+91 98765 43210',
      age: 34,
      city: 'Gurugram',
      profession: 'Event manager',
      organization: 'Acme Corp',
    });
    // The same answer for a new and an already-registered mobile (no enumeration): no record is
    // named, so no Location either.
    expect(meeting.status).toBe(201);
    expect(locationOf(meeting)).toBeUndefined();
  });
});
