import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { MALFORMED_URL } from '../server/platform/middleware/malformedUrl';
import { DEMO_CUSTOMER, logIn } from './support/accounts';
import { bookingBody, contactBody, registerBody } from './support/bodies';
import { describeHostile, serverForFile } from './support/groups';
import { SEED_UPLOADS_DIR } from '../server/platform/site/uploads';

const server = serverForFile('paths');

/** A GET with the path sent byte for byte (supertest and fetch would normalise `..`). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server().origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/** Text that only the files a traversal aims at hold. */
const SECRETS = [
  'passwordHash',
  'password_hash',
  'SQLite format 3',
  'root:x:0:0',
  '"devDependencies"',
  'refreshTokens',
];

const TRAVERSALS = [
  '../db.json',
  '..%2fdb.json',
  '..%2Fdb.json',
  '%2e%2e/db.json',
  '%2e%2e%2fdb.json',
  '.%2e/db.json',
  '%252e%252e%252fdb.json',
  '..%5cdb.json',
  '..\\db.json',
  '%c0%ae%c0%ae/db.json',
  '%c0%ae%c0%ae%c0%afdb.json',
  '..%00/db.json',
  '....//db.json',
  '..;/db.json',
  '/../db.json',
  // The database sits beside the uploads folder.
  '../events.sqlite',
  '..%2fevents.sqlite',
  '%2e%2e%2fevents.sqlite-wal',
  '..%5cevents.sqlite',
  '..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2fetc%2fpasswd',
  '..%2f..%2fpackage.json',
  '.incoming/',
  '.incoming%2f',
  '',
  '%2e',
  '%E0%A4%A',
];

describeHostile('path traversal on /uploads and the site', server, () => {
  it('a real upload is served (so the refusals below are the guard, not a broken request)', async () => {
    const res = await rawGet('/uploads/shop-cookie-jar.webp');
    expect(res.status).toBe(200);
  });

  it.each(TRAVERSALS)('/uploads/%s is refused and leaks nothing', async (attempt) => {
    const res = await rawGet(`/uploads/${attempt}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
  });

  it('the same tricks on the site root and the API leak nothing', async () => {
    for (const attempt of [
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2fdata%2fdb.json',
      '/%2e%2e%2fdata%2fevents.sqlite',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await rawGet(attempt);
      expect([attempt, res.status]).toEqual([attempt, 404]);
      for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    }
    // Found by this suite: an unknown id on the public collections was a 404 saying `isSuccess: true`.
    for (const attempt of [
      '/api/..%2fdb',
      '/api/%2e%2e/db',
      '/api/categories/..%2f..%2fdb',
      '/api/categories/%2e%2e',
    ]) {
      const res = await rawGet(attempt);
      expect([attempt, res.status, (JSON.parse(res.body) as { isSuccess: boolean }).isSuccess]).toEqual([
        attempt,
        404,
        false,
      ]);
      for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    }
    // Without a file extension a path is an app route: the page shell, a redirect home for a path
    // the app does not have (or 503 before a build), never a file.
    const route = await rawGet('/..%2f..%2f..%2fetc%2fpasswd');
    expect([200, 302, 404, 503]).toContain(route.status);
    for (const secret of SECRETS) expect(route.body).not.toContain(secret);
  });

  it('a malformed percent-encoding in an API path is a 400 envelope', async () => {
    const { auth } = await logIn(server(), DEMO_CUSTOMER);
    const res = await server().api.delete('/api/Address/%E0%A4%A').set('Authorization', auth);
    expect([res.status, res.body]).toEqual([400, { isSuccess: false, message: MALFORMED_URL }]);
  });

  it('the data folder holds no file the requests created', () => {
    // The SQLite database with its write-ahead log, the uploads and the return requests' photos
    // (made at start, outside the public uploads): nothing else.
    expect(fs.readdirSync(server().dataDir).sort()).toEqual([
      'events.sqlite',
      'events.sqlite-shm',
      'events.sqlite-wal',
      'return-photos',
      'uploads',
    ]);
    // No photo was asked for here: the photos' folder holds its empty staging folder only.
    expect(fs.readdirSync(path.join(server().dataDir, 'return-photos'))).toEqual(['.incoming']);
    // The uploads folder: the seed's pictures (copied at start) and the staging folder, nothing else.
    expect(fs.readdirSync(path.join(server().dataDir, 'uploads')).sort()).toEqual(
      ['.incoming', ...fs.readdirSync(SEED_UPLOADS_DIR)].sort(),
    );
  });
});

describeHostile('catastrophic regular expressions', server, () => {
  const within = async <T>(ms: number, run: () => PromiseLike<T>): Promise<T> => {
    const started = Date.now();
    const result = await run();
    expect(Date.now() - started).toBeLessThan(ms);
    return result;
  };

  it('_like values are matched as literal text, never compiled into a RegExp', async () => {
    for (const pattern of ['(a+)+$', '(.*a){25}', '^(a|a)*$', '([a-z]+)*X', '[', '(', '\\', '.*']) {
      const res = await within(1_000, () => server().api.get('/api/categories').query({ name_like: pattern }));
      expect([pattern, res.status, res.body.data]).toEqual([pattern, 200, []]);
    }
    const literal = await server().api.get('/api/categories').query({ name_like: 'Home Dec', slug_like: 'home' });
    expect(literal.body.data.map((category: { name: string }) => category.name)).toEqual(['Home Decor']);
  });

  it('_like values over 200 characters, or given twice, answer 400', async () => {
    const long = await server()
      .api.get('/api/categories')
      .query({ name_like: `(${'a'.repeat(300)}+)+$` });
    expect([long.status, long.body.message]).toEqual([400, 'The query parameter "name_like" is not allowed']);
    const twice = await server().api.get('/api/categories?name_like=a&name_like=b');
    expect(twice.status).toBe(400);
  });

  it('a 500,000-character e-mail built to make the e-mail pattern backtrack answers at once, on every form', async () => {
    // The former pattern took about 50 s on 200,000 characters of this shape, blocking every request.
    const email = `a@${'a.'.repeat(250_000)}@`;
    const sends = [
      () => server().api.post('/api/Auth/login').send({ email, password: 'x' }),
      () => server().api.post('/api/Auth/register').send(registerBody(email)),
      () => server().api.post('/api/Auth/forgot-password').send({ email }),
      () => server().api.post('/api/newsletter').send({ email }),
      () => server().api.post('/api/contact-messages').send(contactBody({ email })),
      () => server().api.post('/api/send-email').send(bookingBody(0, { email })),
    ];
    for (const send of sends) {
      const res = await within(2_000, send);
      expect(res.status).toBe(400);
    }
  });
});
