import { bearerFor } from '../../test/customers';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('PUT /api/User/profile', () => {
  it('changes the name and phone, never the role, e-mail or id', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const res = await t.api.put('/api/User/profile').set('Authorization', demo.auth).send({
      firstName: ' Priyanka ',
      lastName: 'Sharma',
      phone: '',
      role: 'Admin',
      email: 'boss@example.com',
      id: 1,
      status: 'active',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: 2,
      firstName: 'Priyanka',
      lastName: 'Sharma',
      email: DEMO.customer.email,
      phone: '',
      role: 'Customer',
    });

    const stored = ((await t.rows('users')) as Array<Record<string, unknown>>).find((u) => u.id === 2);
    expect(stored).toMatchObject({ role: 'Customer', email: DEMO.customer.email, firstName: 'Priyanka', phone: '' });
    const profile = await t.api.get('/api/User/profile').set('Authorization', demo.auth);
    expect(profile.body.data.firstName).toBe('Priyanka');
    // The admin record is untouched.
    expect(((await t.rows('users')) as Array<Record<string, unknown>>).find((u) => u.id === 1)?.firstName).toBe(
      'Aarav',
    );
  });

  it('validates with field errors and needs a login', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const res = await t.api
      .put('/api/User/profile')
      .set('Authorization', demo.auth)
      .send({ firstName: '', lastName: 'x'.repeat(61), phone: 'call me' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Must be at most 60 characters'],
      phone: ['Please enter a valid phone number'],
    });
    expect((await t.api.put('/api/User/profile').send({ firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});
