import type { ServerProcess } from './serverProcess';

export type Caller = 'public' | 'customer' | 'admin';

/** Every endpoint that reads a request body, with the caller it needs. */
export const WRITE_ENDPOINTS: ReadonlyArray<{ method: 'post' | 'put'; path: string; caller: Caller }> = [
  { method: 'post', path: '/api/Auth/login', caller: 'public' },
  { method: 'post', path: '/api/Auth/register', caller: 'public' },
  { method: 'post', path: '/api/Auth/register-admin', caller: 'public' },
  { method: 'post', path: '/api/Auth/forgot-password', caller: 'public' },
  { method: 'post', path: '/api/Auth/reset-password', caller: 'public' },
  { method: 'post', path: '/api/Auth/refresh-token', caller: 'public' },
  { method: 'post', path: '/api/User/logout', caller: 'public' },
  { method: 'put', path: '/api/User/profile', caller: 'customer' },
  { method: 'post', path: '/api/Address', caller: 'customer' },
  { method: 'put', path: '/api/Address/1', caller: 'customer' },
  { method: 'post', path: '/api/Order/quote', caller: 'customer' },
  { method: 'post', path: '/api/Order', caller: 'customer' },
  { method: 'post', path: '/api/Product', caller: 'admin' },
  { method: 'put', path: '/api/Product/1', caller: 'admin' },
  { method: 'post', path: '/api/send-email', caller: 'public' },
  { method: 'post', path: '/api/consultations', caller: 'public' },
  { method: 'post', path: '/api/meeting-registrations', caller: 'public' },
  { method: 'post', path: '/api/newsletter', caller: 'public' },
  { method: 'post', path: '/api/contact-messages', caller: 'public' },
];

/** A request to `endpoint` with the caller's bearer header set. */
export function requestTo(
  server: ServerProcess,
  endpoint: (typeof WRITE_ENDPOINTS)[number],
  auth: Record<Caller, string | undefined>,
) {
  const req = server.api[endpoint.method](endpoint.path);
  const header = auth[endpoint.caller];
  return header ? req.set('Authorization', header) : req;
}
