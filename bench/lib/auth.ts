import BetterSqlite3 from 'better-sqlite3';
import jwt from 'jsonwebtoken';
import pg from 'pg';

/*
 * How the benches authenticate. A bench logs in as a real client does (POST /api/Auth/login) where
 * one account is enough. Where a run needs many accounts (bench:data writes addresses as 200
 * users; logging each in costs a password hash), it mints their access tokens with exactly the
 * claims the server signs and checks: subject, role and the user's token version (read from the
 * set's own database), HS256 with the server's JWT_SECRET. The minted token's claims are compared
 * with a token the server issued at login, so a claim the server adds later fails the bench at
 * once instead of measuring 401s.
 */

/** The seed's customer (db.json), as the e2e tests and bench:web log in. */
export const SEED_CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' } as const;

/** The server's default access-token lifetime (ACCESS_TOKEN_TTL). */
const ACCESS_TOKEN_TTL_S = 900;

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: number; role: string };
}

/** Throws with the status and the start of the body unless the answer is 2xx. */
export async function expectOk(res: Response, what: string): Promise<void> {
  if (res.ok) return;
  throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 200)}`);
}

/** Logs in through the API, as the site's login form does. */
export async function login(origin: string, credentials: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${origin}/api/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  await expectOk(res, `login of ${credentials.email}`);
  const { data } = (await res.json()) as {
    data: { tokens: { accessToken: string; refreshToken: string }; user: Session['user'] };
  };
  return { ...data.tokens, user: data.user };
}

/** What the server puts in an access token about its user (server/modules/accounts/tokens.service.ts). */
export interface TokenUser {
  id: number;
  role: string;
  tokenVersion: number;
}

/** An access token as the server signs it for `user`. */
export function mintAccessToken(user: TokenUser, secret: string): string {
  return jwt.sign({ role: user.role, ver: user.tokenVersion, iat: Math.floor(Date.now() / 1000) }, secret, {
    algorithm: 'HS256',
    subject: String(user.id),
    expiresIn: ACCESS_TOKEN_TTL_S,
  });
}

/** Throws unless `minted` has the header and claim names of `issued`, a token the server issued. */
export function assertSameClaims(issued: string, minted: string): void {
  const shape = (token: string) => {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload === 'string') throw new Error('not a JWT');
    return { alg: decoded.header.alg, claims: Object.keys(decoded.payload).sort().join(',') };
  };
  const server = shape(issued);
  const bench = shape(minted);
  if (server.alg !== bench.alg || server.claims !== bench.claims) {
    throw new Error(
      `The bench's access tokens no longer match the server's: server ${server.alg} {${server.claims}}, bench ${bench.alg} {${bench.claims}} (bench/lib/auth.ts)`,
    );
  }
}

/** Where a bench server's data lives. */
export type DataSource = { sqliteFile: string } | { databaseUrl: string };

/** Role and token version of the users `ids`, from the database the server runs on (or a copy of it). */
export async function tokenUsers(source: DataSource, ids: number[]): Promise<TokenUser[]> {
  const sql = 'select id, role, token_version as "tokenVersion" from users where id in';
  let rows: TokenUser[];
  if ('sqliteFile' in source) {
    const db = new BetterSqlite3(source.sqliteFile, { readonly: true });
    try {
      rows = db.prepare(`${sql} (${ids.map(() => '?').join(', ')})`).all(...ids) as TokenUser[];
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      rows = (await client.query<TokenUser>(`${sql} (select unnest($1::int[]))`, [ids])).rows;
    } finally {
      await client.end();
    }
  }
  const byId = new Map(
    rows.map((row) => [Number(row.id), { id: Number(row.id), role: row.role, tokenVersion: Number(row.tokenVersion) }]),
  );
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new Error(`No user ${missing.slice(0, 5).join(', ')} in the data set`);
  return ids.map((id) => byId.get(id)!);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
