import { createTestApp, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("json-server's holes are closed", () => {
  it.each([
    '/api/db',
    '/__rules',
    '/api/__rules',
    '/api/users',
    '/api/refreshTokens',
    '/api/passwordResets',
    '/api/users/1',
  ])('%s is not reachable', async (path) => {
    const res = await t.api.get(path);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenHash/);
  });

  it('serves the public categories read-only in the envelope', async () => {
    const res = await t.api.get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(res.body.data.map((c: { name: string }) => c.name)).toContain('Clothing');
    expect((await t.api.post('/api/categories').send({ name: 'Hacked' })).status).toBe(405);
    expect((await t.api.delete('/api/categories/1')).status).toBe(405);
  });

  it("keeps json-server's query features on the seed's public collections: paging, sorting, search and X-Total-Count", async () => {
    const page = await t.api.get('/api/categories?_page=2&_limit=3&_sort=name&_order=desc');
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('15');
    expect(page.body.data.map((c: { name: string }) => c.name)).toEqual(['Jaipur Artisans', 'Home Decor', 'Gifting']);
    expect((await t.api.get('/api/categories?q=decor')).body.data.map((c: { slug: string }) => c.slug)).toEqual([
      'home-decor',
    ]);
  });

  it('answers an unknown record id with a failure envelope, not isSuccess: true', async () => {
    for (const id of ['999', 'abc', '..%2f..%2fdb']) {
      const res = await t.api.get(`/api/categories/${id}`);
      expect([id, res.status, res.body]).toEqual([id, 404, { isSuccess: false, message: 'Record not found' }]);
    }
    expect((await t.api.get('/api/categories/1')).body).toEqual({
      isSuccess: true,
      message: 'OK',
      data: expect.objectContaining({ id: 1 }),
    });
  });

  it('ignores X-HTTP-Method-Override: a POST cannot act as a DELETE', async () => {
    const res = await t.api.post('/api/categories/1').set('X-HTTP-Method-Override', 'DELETE').send({});
    expect(res.status).toBe(405);
    expect(await t.rows('categories')).toHaveLength(15);
  });

  it('refuses nested routes and parameters that reach other collections', async () => {
    expect((await t.api.get('/api/categories/1/users')).status).toBe(404);
    expect((await t.api.get('/api/categories?_embed=users')).status).toBe(400);
    expect((await t.api.get('/api/categories?_expand=user')).status).toBe(400);
    expect((await t.api.get('/api/categories?_delay=100000')).status).toBe(400);
    expect((await t.api.get('/api/categories?callback=alert')).status).toBe(400);
  });

  it('treats _like as literal text, so a catastrophic pattern answers at once', async () => {
    const started = Date.now();
    const res = await t.api.get('/api/categories').query({ name_like: '(a+)+$' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
    const literal = await t.api.get('/api/categories').query({ name_like: 'Home Dec' });
    expect(literal.body.data.map((c: { name: string }) => c.name)).toEqual(['Home Decor']);
  });

  it('does not cascade deletes through foreign keys', async () => {
    // Even if a write reached the router, `*Id` fields would not be followed.
    const res = await t.api.delete('/api/categories/1');
    expect(res.status).toBe(405);
    expect(await t.rows('users')).toHaveLength(2);
  });
});

describe('CORS is an allow-list', () => {
  it('answers an allowed origin with credentials and ignores others', async () => {
    const allowed = await t.api
      .options('/api/Auth/login')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const evil = await t.api
      .options('/api/Auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bad bodies get the envelope', () => {
  it('malformed JSON is a 400', async () => {
    const res = await t.api.post('/api/Auth/login').set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ isSuccess: false, message: 'The request body is not valid JSON' });
  });

  it('a body over 1 MB is a 413', async () => {
    const res = await t.api.post('/api/Auth/login').send({ email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.isSuccess).toBe(false);
  });

  it('a JSON array or a form body is refused, not crashed on', async () => {
    expect((await t.api.post('/api/Auth/login').send([1, 2])).status).toBe(400);
    const form = await t.api.post('/api/Auth/login').type('form').send('email=a@b.co&password=x');
    expect(form.status).toBe(415);
  });

  it('an unknown API path is a 404 envelope', async () => {
    const res = await t.api.get('/api/Nope/nothing');
    expect(res.status).toBe(404);
    expect(res.body.isSuccess).toBe(false);
  });

  it('10,000-character and emoji fields are validated, never crash the server', async () => {
    const res = await t.api.post('/api/Auth/register').send({
      firstName: '🎉'.repeat(5000),
      lastName: 'Ωmega',
      email: 'emoji@example.com',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      acceptTerms: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.firstName).toEqual(['Must be at most 60 characters']);
  });
});

describe('headers', () => {
  it('API answers are not cached and carry security headers', async () => {
    const res = await t.api.post('/api/Auth/login').send(DEMO.customer);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('pages and API answers switch off the browser features the site never uses (Permissions-Policy)', async () => {
    for (const res of [await t.api.get('/'), await t.api.get('/api/Product')]) {
      expect(res.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
      );
    }
  });
});
