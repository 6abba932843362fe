import type { Express } from 'express';
import type { Test } from 'supertest';
import { registerCustomer } from './test/customers';
import { createTestApp, type TestApp } from './test/testApp';

/**
 * Every route the app mounts under /api/admin, read from Express's own router stack (so a route
 * added later is swept without editing this file): a visitor gets 401 and a customer 403, and
 * neither changes anything.
 */
interface Layer {
  handle: unknown;
  regexp: RegExp & { fast_slash?: boolean };
  route?: { path: string | RegExp; methods: Record<string, boolean> };
}

/** The mount path Express 4 compiled into a router layer's pattern ('/admin' from /^\/admin\/?(?=\/|$)/i). */
const mountPath = (layer: Layer) =>
  layer.regexp.fast_slash
    ? ''
    : layer.regexp.source
        .replace(/^\^/, '')
        .replace(/\\\/\?\(\?=\\\/\|\$\)$/, '')
        .replace(/\\\//g, '/');

function routesOf(stack: Layer[], prefix = ''): Array<{ method: string; path: string }> {
  return stack.flatMap((layer) => {
    if (layer.route && typeof layer.route.path === 'string') {
      const path = `${prefix}${layer.route.path}`;
      return Object.keys(layer.route.methods)
        .filter((method) => method !== '_all')
        .map((method) => ({ method, path }));
    }
    const inner = typeof layer.handle === 'function' ? (layer.handle as { stack?: unknown }).stack : undefined;
    return Array.isArray(inner) ? routesOf(inner as Layer[], `${prefix}${mountPath(layer)}`) : [];
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

it('refuses every admin route to a visitor (401) and a customer (403)', async () => {
  const stack = (t.app as Express & { _router: { stack: Layer[] } })._router.stack;
  const admin = routesOf(stack).filter((route) => route.path.startsWith('/api/admin/'));
  // The sweep must really find the back office's routes, or an empty list would prove nothing.
  expect(admin.length).toBeGreaterThan(40);
  for (const area of [
    'orders',
    'bookings',
    'booking-blocks',
    'dashboard',
    'inbox',
    'events',
    'blog-posts',
    'banners',
    'categories',
    'admins',
    'newsletter',
    'payments',
  ]) {
    expect(admin.some((route) => route.path.startsWith(`/api/admin/${area}`))).toBe(true);
  }
  const customer = await registerCustomer(t, 'sweep@example.com');
  const before = JSON.stringify(await t.rows('orders'));
  const answers: string[] = [];
  for (const { method, path } of admin) {
    const url = path.replace(/:(\w+)/g, (_, name: string) => (name === 'type' ? 'contact' : '1'));
    const call = (t.api as unknown as Record<string, (url: string) => Test>)[method];
    const visitor = await call(url).send({});
    const asCustomer = await call(url).set('Authorization', customer.auth).send({});
    answers.push(`${method.toUpperCase()} ${path}: ${visitor.status} ${asCustomer.status}`);
  }
  expect(answers.filter((answer) => !answer.endsWith(': 401 403'))).toEqual([]);
  expect(JSON.stringify(await t.rows('orders'))).toBe(before);
});
