import jwt from 'jsonwebtoken';
import { registerCustomer } from '../../server/test/customers';
import type { Customer } from './concurrentWrites';
import type { ServerProcess } from './serverProcess';
import { HOSTILE_JWT_SECRET } from './serverProcess';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@12345' } as const;
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' } as const;

/** Logs in through the API and returns the bearer header and the user's id. */
export async function logIn(server: ServerProcess, credentials: { email: string; password: string }) {
  const res = await server.api.post('/api/Auth/login').send(credentials);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const data = res.body.data as { tokens: { accessToken: string; refreshToken: string }; user: { id: number } };
  return { auth: `Bearer ${data.tokens.accessToken}`, refreshToken: data.tokens.refreshToken, id: data.user.id };
}

/** Registers `count` customers (`<tag>-<n>@example.com`), taking turns over `servers`. */
export async function registerCustomers(servers: ServerProcess[], tag: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++)
    customers.push(await registerCustomer(servers[i % servers.length], `${tag}-${i}@example.com`, `${tag}${i}`));
  return customers;
}

/** An access token signed with the servers' secret (or another), with any claims and lifetime. */
export function signToken(
  claims: Record<string, unknown>,
  options: { secret?: string; algorithm?: jwt.Algorithm; expiresInSeconds?: number; issuedAtSeconds?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const iat = options.issuedAtSeconds ?? now;
  return jwt.sign(
    { iat, exp: iat + (options.expiresInSeconds ?? 900), ...claims },
    options.secret ?? HOSTILE_JWT_SECRET,
    {
      algorithm: options.algorithm ?? 'HS256',
    },
  );
}

/** A token with `alg: none` and no signature (what a forger sends). */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iat: now, exp: now + 900, ...claims })}.`;
}
