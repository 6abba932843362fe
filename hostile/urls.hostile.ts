import http from 'node:http';
import net from 'node:net';
import listEndpoints from 'express-list-endpoints';
import { createTestApp } from '../server/test/testApp';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { describeOnEngines } from './support/engines';
import { expectResponsive, measureWhile } from './support/eventLoop';
import { describeHostile, serverForFile } from './support/groups';

// `GET /api/categories/%E0%A4%A` answered 500 with err.stack and absolute
// paths. Every route of the app (listed from its router stack, so new routes are walked too) is
// sent broken percent escapes in the path and query, broken JSON and broken Authorization headers.

interface Route {
  method: string;
  path: string;
}

/** Every method and path the app routes, read from a throwaway in-process app's router stack. */
async function appRoutes(): Promise<Route[]> {
  const created = await createTestApp();
  try {
    const endpoints = listEndpoints(created.app as unknown as Parameters<typeof listEndpoints>[0]);
    return endpoints.flatMap((endpoint) => endpoint.methods.map((method) => ({ method, path: endpoint.path })));
  } finally {
    await created.close();
  }
}

const BROKEN = ['%E0%A4%A', '%ZZ', '%', '%u0041', '%C0'];

/** The malformed addresses for one route: a broken parameter, segment and query value. */
function malformedPaths(path: string): string[] {
  const withParams = (escape: string) => path.replace(/:[A-Za-z]+/g, escape);
  return BROKEN.flatMap((escape) => [
    ...(path.includes(':') ? [withParams(escape)] : []),
    `${withParams('1')}${escape}`,
    `${withParams('1')}/${escape}`,
    `${withParams('1')}?q=${escape}`,
    `${withParams('1')}?${escape}=1`,
  ]);
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

function send(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type'] ?? ''), body: text }),
      );
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${method} ${path} within 5 s`)));
    req.end(body);
  });
}

/** What is wrong with an answer to a malformed request: '' when it is a 4xx envelope with no internals. */
function problem(answer: Answer, { allowSuccess = false } = {}): string {
  if (/\n\s+at |\/work\/|node_modules|[A-Za-z]+Error:/.test(answer.body))
    return `leaks internals: ${answer.body.slice(0, 200)}`;
  if (allowSuccess && answer.status < 400) return '';
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (!answer.type.startsWith('application/json')) return `not JSON (${answer.type})`;
  const body = JSON.parse(answer.body) as { isSuccess?: unknown; message?: unknown };
  return body.isSuccess === false && typeof body.message === 'string'
    ? ''
    : `not the envelope: ${answer.body.slice(0, 200)}`;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

describeOnEngines('malformed URLs, headers and bodies on every route', (engine) => {
  const server = serverForFile(`urls-${engine}`, engine);
  let routes: Route[] = [];
  let admin = '';

  beforeAll(async () => {
    routes = await appRoutes();
    admin = (await logIn(server(), DEMO_ADMIN)).auth;
  });

  describeHostile('every route', server, () => {
    it('the route list is the app’s own (the walk below covers every route)', () => {
      expect(routes.length).toBeGreaterThan(25);
      expect(routes).toEqual(
        expect.arrayContaining([
          { method: 'GET', path: '/api/categories/:id' },
          { method: 'POST', path: '/api/Order' },
        ]),
      );
    });

    it('GET /api/categories/%E0%A4%A (the reported request) answers 400 in the envelope, without stalling the server', async () => {
      const measure = await measureWhile(server(), () => send(server().origin, 'GET', '/api/categories/%E0%A4%A'));
      expect([measure.result.status, JSON.parse(measure.result.body)]).toEqual([
        400,
        { isSuccess: false, message: 'The address is not valid' },
      ]);
      expectResponsive(measure);
    });

    it('broken percent escapes in the path or query of every route answer 4xx in the envelope, with no stack or path', async () => {
      const problems: string[] = [];
      const paths = (path: string) => [...malformedPaths(path), ...(path.startsWith('/api') ? [] : [])];
      for (const route of [
        ...routes,
        { method: 'GET', path: '/uploads/:file' },
        { method: 'GET', path: '/shop/:page' },
      ]) {
        for (const path of paths(route.path)) {
          const answer = await send(server().origin, route.method, path, { Authorization: admin });
          const found = problem(answer);
          if (found) problems.push(`${route.method} ${path}: ${found}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('broken JSON bodies and content types on every route that takes a body answer 4xx in the envelope', async () => {
      const problems: string[] = [];
      const bodies: Array<[Record<string, string>, string]> = [
        [{ 'Content-Type': 'application/json' }, '{"a": %E0%A4%A'],
        [{ 'Content-Type': 'application/json' }, '\uD800'],
        [{ 'Content-Type': 'application/json; charset=x-unknown' }, '{}'],
        [{ 'Content-Type': 'application/json;;;=' }, '{}'],
        [{ 'Content-Type': 'multipart/form-data' }, '--x\r\n'],
        [
          { 'Content-Type': 'multipart/form-data; boundary=x' },
          '--x\r\nContent-Disposition: form-data; name="Name"\r\n\r\nunterminated',
        ],
      ];
      for (const route of routes.filter((candidate) => HAS_BODY.has(candidate.method))) {
        const path = route.path.replace(/:[A-Za-z]+/g, '1');
        for (const [headers, body] of bodies) {
          // Logging out reads nothing but an optional refresh token: an unreadable body is no body.
          // Both logouts go without the admin's token: a successful one would end the admin's
          // sessions (token version) and with them the rest of this walk.
          const logout = path === '/api/User/logout' || path === '/api/User/logout-everywhere';
          const answer = await send(
            server().origin,
            route.method,
            path,
            logout ? headers : { Authorization: admin, ...headers },
            body,
          );
          const found = problem(answer, { allowSuccess: path === '/api/User/logout' });
          if (found)
            problems.push(`${route.method} ${path} ${JSON.stringify(headers)} ${JSON.stringify(body)}: ${found}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('requests Node’s parser refuses (bad header bytes, Content-Length, request line, 20 KB of headers) get the envelope too', async () => {
      const { hostname, port } = new URL(server().origin);
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(request, 'latin1'));
          let text = '';
          socket.setEncoding('latin1');
          socket.on('data', (chunk: string) => (text += chunk));
          socket.on('end', () => resolve(text));
          socket.on('error', reject);
        });
      const cases: Array<[string, number]> = [
        ['POST /api/Order HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
        ['GET /api/Product HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n', 400],
        ['GET /api/Product HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n', 400],
        ['GARBAGE\r\n\r\n', 400],
        [`GET /api/Product HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ];
      for (const [request, status] of cases) {
        const answer = await raw(request);
        const [head, body] = answer.split('\r\n\r\n');
        expect([request.slice(0, 60), head.split('\r\n')[0], /content-type: application\/json/i.test(head)]).toEqual([
          request.slice(0, 60),
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
          true,
        ]);
        expect(JSON.parse(body)).toEqual({ isSuccess: false, message: expect.any(String) });
      }
    });

    it('broken Authorization headers on every route answer in the envelope (4xx where the route needs a caller), never with internals', async () => {
      const problems: string[] = [];
      const headers = [
        'Bearer',
        'Bearer ',
        'Bearer %E0%A4%A',
        'Bearer a.b.c',
        'Bearer ....',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer x'.repeat(2000),
        `Bearer ${'e30'}.${'e30'}.`,
      ];
      for (const route of routes) {
        const path = route.path.replace(/:[A-Za-z]+/g, '1');
        for (const authorization of headers) {
          const answer = await send(
            server().origin,
            route.method,
            path,
            { Authorization: authorization, 'Content-Type': 'application/json' },
            HAS_BODY.has(route.method) ? '{}' : undefined,
          );
          const found = problem(answer, { allowSuccess: true });
          if (found) problems.push(`${route.method} ${path} [${authorization.slice(0, 30)}]: ${found}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
