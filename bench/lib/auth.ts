import { createHash, randomBytes, randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import jwt from 'jsonwebtoken';
import pg from 'pg';

/*
 * How the benches authenticate. A bench logs in as a real client does (POST /api/Auth/login) where
 * one account is enough. Where a run needs many accounts (bench:data writes addresses as 200
 * users; logging each in costs a password hash), it mints their access tokens with exactly the
 * claims the server signs and checks: subject, role, the user's token version (read from the
 * set's own database) and a login session of the user's (one row per writer, added to that
 * database, lasting an hour), HS256 with the server's JWT_SECRET. The minted token's claims are compared
 * with a token the server issued at login, so a claim the server adds later fails the bench at
 * once instead of measuring 401s.
 */

/** The seed's customer (db.json), as the e2e tests and bench:web log in. */
export const SEED_CUSTOMER = { email: 'customer@example.com', password: 'Customer@12345' } as const;

/** The server's default access-token lifetime (ACCESS_TOKEN_TTL). */
const ACCESS_TOKEN_TTL_S = 900;
const HOUR_MS = 60 * 60 * 1000;

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
  /** A live login session of the user (`sid`): the server refuses a token whose session is gone. */
  sessionId: string;
}

/** An access token as the server signs it for `user`. */
export function mintAccessToken(user: TokenUser, secret: string): string {
  const claims = { role: user.role, ver: user.tokenVersion, sid: user.sessionId, iat: Math.floor(Date.now() / 1000) };
  return jwt.sign(claims, secret, {
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

/**
 * Role and token version of the users `ids`, from the database the server runs on (or a copy of
 * it), each with a new login session there (an hour long; housekeeping removes it later).
 */
export async function tokenUsers(source: DataSource, ids: number[]): Promise<TokenUser[]> {
  const sql = 'select id, role, token_version as "tokenVersion" from users where id in';
  const now = Date.now();
  const sessions = ids.map((userId) => ({
    id: randomUUID(),
    userId,
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
  }));
  const insert =
    'insert into refresh_sessions (id, user_id, token_hash, remember_me, generation, created_at_ms, expires_at_ms)';
  let rows: Array<Omit<TokenUser, 'sessionId'>>;
  if ('sqliteFile' in source) {
    const db = new BetterSqlite3(source.sqliteFile);
    try {
      rows = db.prepare(`${sql} (${ids.map(() => '?').join(', ')})`).all(...ids) as TokenUser[];
      const add = db.prepare(`${insert} values (?, ?, ?, 0, 0, ?, ?)`);
      db.transaction(() => {
        for (const session of sessions) add.run(session.id, session.userId, session.tokenHash, now, now + HOUR_MS);
      })();
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      rows = (await client.query<TokenUser>(`${sql} (select unnest($1::int[]))`, [ids])).rows;
      await client.query(
        `${insert} select unnest($1::text[]), unnest($2::int[]), unnest($3::text[]), false, 0, $4, $5`,
        [
          sessions.map((s) => s.id),
          sessions.map((s) => s.userId),
          sessions.map((s) => s.tokenHash),
          now,
          now + HOUR_MS,
        ],
      );
    } finally {
      await client.end();
    }
  }
  const sessionOf = new Map(sessions.map((session) => [session.userId, session.id]));
  const byId = new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        role: row.role,
        tokenVersion: Number(row.tokenVersion),
        sessionId: sessionOf.get(Number(row.id))!,
      },
    ]),
  );
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new Error(`No user ${missing.slice(0, 5).join(', ')} in the data set`);
  return ids.map((id) => byId.get(id)!);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
