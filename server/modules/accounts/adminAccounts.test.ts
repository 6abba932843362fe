import { registerCustomer } from '../../test/customers';
import { DEMO, freshAppWithAdmin, type AdminSession, type TestApp } from '../../test/testApp';
import { ADMIN_ACCOUNT_MESSAGES } from './adminAccounts.service';

let t: TestApp;
let admin: AdminSession;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session;
});

const applicant = (email: string, lastName = 'Rao') => ({
  firstName: 'Kiran',
  lastName,
  email,
  phoneNumber: '',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  acceptTerms: true,
});
const registerAdmin = async (email: string, lastName?: string) => {
  await t.api.post('/api/Auth/register-admin').send(applicant(email, lastName)).expect(201);
  const row = ((await t.rows('users')) as Array<{ id: number; email: string }>).find((user) => user.email === email);
  return row!.id;
};
const login = (email: string) => t.api.post('/api/Auth/login').send({ email, password: 'Secret#123' });

describe('/api/admin/admins access', () => {
  it.each([
    ['get', '/api/admin/admins?status=pending'],
    ['post', '/api/admin/admins/3/approve'],
    ['post', '/api/admin/admins/3/reject'],
  ] as const)('%s %s answers 401 to a visitor and 403 to a customer', async (method, path) => {
    const id = await registerAdmin('kiran@example.com');
    expect(id).toBe(3);
    expect((await t.api[method](path)).status).toBe(401);
    const customer = await registerCustomer(t, 'meera@example.com');
    const res = await t.api[method](path).set('Authorization', customer.auth);
    expect([res.status, res.body.isSuccess]).toEqual([403, false]);
    expect((await login('kiran@example.com')).status).toBe(403); // still pending
  });
});

describe('GET /api/admin/admins', () => {
  it('lists pending admins (searched and paged, X-Total-Count) apart from active ones', async () => {
    await registerAdmin('kiran@example.com', 'Rao');
    t.clock.advance(60_000);
    await registerAdmin('lata@example.com', 'Iyer');
    const pending = await t.api.get('/api/admin/admins?status=pending').set('Authorization', admin.auth);
    expect(pending.headers['x-total-count']).toBe('2');
    expect(pending.body.data).toEqual([
      {
        id: 4,
        firstName: 'Kiran',
        lastName: 'Iyer',
        email: 'lata@example.com',
        phone: '',
        status: 'pending',
        createdAt: '2025-09-01T09:01:00.000Z',
      },
      expect.objectContaining({ id: 3, email: 'kiran@example.com', status: 'pending' }),
    ]);
    expect(JSON.stringify(pending.body)).not.toMatch(/password/i);
    const searched = await t.api.get('/api/admin/admins?status=pending&q=iyer').set('Authorization', admin.auth);
    expect(searched.body.data.map((row: { email: string }) => row.email)).toEqual(['lata@example.com']);
    const paged = await t.api
      .get('/api/admin/admins?status=pending&_limit=1&_page=2&_sort=email&_order=asc')
      .set('Authorization', admin.auth);
    expect([paged.headers['x-total-count'], paged.body.data.map((row: { email: string }) => row.email)]).toEqual([
      '2',
      ['lata@example.com'],
    ]);
    const active = await t.api.get('/api/admin/admins?status=active').set('Authorization', admin.auth);
    expect(active.body.data.map((row: { email: string }) => row.email)).toEqual([DEMO.admin.email]);
    expect((await t.api.get('/api/admin/admins?status=rejected').set('Authorization', admin.auth)).status).toBe(400);
  });
});

describe('approving and rejecting', () => {
  it('approves a pending admin, who can then log in and use the back office; they are told by mail', async () => {
    const id = await registerAdmin('kiran@example.com');
    const res = await t.api.post(`/api/admin/admins/${id}/approve`).set('Authorization', admin.auth);
    expect([res.status, res.body]).toEqual([
      200,
      { isSuccess: true, message: ADMIN_ACCOUNT_MESSAGES.approved, data: null },
    ]);
    const loggedIn = await login('kiran@example.com');
    expect([loggedIn.status, loggedIn.body.data.user.role]).toEqual([200, 'Admin']);
    await t.api
      .get('/api/admin/inbox')
      .set('Authorization', `Bearer ${loggedIn.body.data.tokens.accessToken}`)
      .expect(200);
    await t.context.outbox.idle();
    expect(
      t
        .outbox()
        .some(
          (mail) =>
            mail.includes('To: kiran@example.com') && mail.includes('Subject: Your admin account has been approved'),
        ),
    ).toBe(true);

    const again = await t.api.post(`/api/admin/admins/${id}/approve`).set('Authorization', admin.auth);
    expect([again.status, again.body.message]).toEqual([404, ADMIN_ACCOUNT_MESSAGES.notPending]);
  });

  it('rejects a pending admin by removing the account; the address can register again', async () => {
    const id = await registerAdmin('kiran@example.com');
    const res = await t.api.post(`/api/admin/admins/${id}/reject`).set('Authorization', admin.auth);
    expect([res.status, res.body.message]).toEqual([200, ADMIN_ACCOUNT_MESSAGES.rejected]);
    expect(((await t.rows('users')) as Array<{ email: string }>).map((user) => user.email)).not.toContain(
      'kiran@example.com',
    );
    expect((await login('kiran@example.com')).status).toBe(401);
    await t.context.outbox.idle();
    expect(
      t
        .outbox()
        .some(
          (mail) =>
            mail.includes('To: kiran@example.com') &&
            mail.includes('Subject: Your admin registration was not approved'),
        ),
    ).toBe(true);
    await registerAdmin('kiran@example.com');
  });

  it('never approves or rejects an active admin, a customer or an unknown id', async () => {
    const customer = await registerCustomer(t, 'meera@example.com');
    for (const id of [admin.id, customer.id, 999]) {
      for (const action of ['approve', 'reject']) {
        const res = await t.api.post(`/api/admin/admins/${id}/${action}`).set('Authorization', admin.auth);
        expect([id, action, res.status]).toEqual([id, action, id === admin.id && action === 'reject' ? 409 : 404]);
      }
    }
    expect((await t.rows('users')).length).toBe(3);
    expect((await t.api.post('/api/admin/admins/abc/approve').set('Authorization', admin.auth)).status).toBe(404);
  });
});
