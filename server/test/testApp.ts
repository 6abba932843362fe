import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../app';
import { loadConfig, type ServerConfig } from '../platform/config';
import { openEngine, type DataEngine } from '../platform/db/engine';
import { TABLES_WITHOUT_SERIAL_ID, type TableName } from '../platform/db/schema';
import { createManualClock } from '../platform/lib/clock';

type ManualClock = ReturnType<typeof createManualClock>;
import { testDatabase } from './engines';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin@12345' },
  customer: { email: 'customer@example.com', password: 'Customer@12345' },
} as const;

let appCounter = 0;

/**
 * The real app on a throwaway data folder with a clock the test moves: SQLite in that folder, or
 * (the `server-pg` jest project) a fresh schema on the PostgreSQL server of TEST_DATABASE_URL.
 * The outbox poller is off: a test sends queued mail with `t.context.outbox.idle()`.
 */
export async function createTestApp(
  options: Omit<CreateAppOptions, 'clock'> & {
    config?: Partial<ServerConfig>;
    /** A second app (another "server process") on the same database and data folder as this one. */
    sharing?: { config: ServerConfig; pgSchema?: string; clock: ManualClock };
  } = {},
) {
  const { sharing } = options;
  const dir = sharing?.config.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'events-api-'));
  const clock = sharing?.clock ?? createManualClock(Date.UTC(2025, 8, 1, 9, 0, 0));
  const database = testDatabase();
  const pgSchema = sharing
    ? sharing.pgSchema
    : database.url
      ? `test_${process.pid}_${appCounter++}_${Date.now().toString(36)}`
      : undefined;
  const config: ServerConfig = sharing
    ? { ...sharing.config, ...options.config }
    : {
        ...loadConfig({}),
        dataDir: dir,
        databaseUrl: database.url,
        sqliteFile: path.join(dir, 'events.sqlite'),
        legacyDataFile: path.join(dir, 'db.json'),
        outboxDir: path.join(dir, 'outbox'),
        uploadsDir: path.join(dir, 'uploads'),
        jwtSecret: 'test-secret-for-jest-only',
        publicUrl: 'http://localhost:3000',
        ...options.config,
      };
  const created = await createApp({ ...options, config, clock, pgSchema, log: options.log ?? (() => undefined) });
  const api = request(created.app);
  // Rows are read back over a connection of the test's own, as any other process would see them.
  let inspector: DataEngine | undefined;
  const inspect = () =>
    (inspector ??= openEngine({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema }));

  const login = async (credentials: { email: string; password: string }, rememberMe = false) => {
    const res = await api.post('/api/Auth/login').send({ ...credentials, rememberMe });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as {
      tokens: { accessToken: string; refreshToken: string };
      user: { id: number; role: string };
    };
  };

  const outbox = (): string[] =>
    fs.existsSync(config.outboxDir)
      ? fs
          .readdirSync(config.outboxDir)
          // Only whole mails: a `.eml.part` is one being written (see writeWhole).
          .filter((f) => f.endsWith('.eml'))
          .sort()
          // Mail lines end in CRLF; tests read them with plain line ends.
          .map((f) => fs.readFileSync(path.join(config.outboxDir, f), 'utf8').replace(/\r\n/g, '\n'))
      : [];
  return {
    ...created,
    api,
    clock,
    dir,
    config,
    pgSchema,
    login,
    /** Every row of a table as stored (camelCase keys), in id order where it has one. */
    rows: (table: TableName) => rowsOf(inspect(), table),
    /** The same database over the test's own connection, for writes that bypass the server (Kysely). */
    direct: () => inspect().db,
    /**
     * The mails written to the outbox folder, less the staff's notification mails (`[Back office]`):
     * those are scheduled for the poller, so whether one is written yet when a test looks depends on
     * timing (server/modules/staff/notifications.test.ts reads them from the outbox table).
     */
    outbox: () => outbox().filter((mail) => !/^Subject: \[Back office\]/m.test(mail)),
    store: created.context.store,
    cleanup: async () => {
      await inspector?.close();
      await created.close();
      if (sharing) return; // the first app owns the folder and the schema
      fs.rmSync(dir, { recursive: true, force: true });
      if (database.url && pgSchema) await dropSchema(database.url, pgSchema);
    },
  };
}

async function rowsOf(engine: DataEngine, table: TableName): Promise<Array<Record<string, unknown>>> {
  const query = engine.db.selectFrom(table).selectAll();
  return (TABLES_WITHOUT_SERIAL_ID.includes(table) ? query : query.orderBy('id' as never)).execute() as Promise<
    Array<Record<string, unknown>>
  >;
}

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Decodes the quoted-printable body of an .eml so links can be read from it. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The demo admin's session in a fresh test app: the bearer header, the raw token and the user id. */
export interface AdminSession {
  auth: string;
  token: string;
  id: number;
}

/**
 * A fresh app for every test of the file, with the demo admin logged in; `onReady` receives both
 * before each test (the file keeps them in its own variables), and the app is removed after it.
 */
export function freshAppWithAdmin(onReady: (app: TestApp, admin: AdminSession) => void): void {
  let app: TestApp | undefined;
  beforeEach(async () => {
    app = await createTestApp();
    const { tokens, user } = await app.login(DEMO.admin);
    onReady(app, { auth: `Bearer ${tokens.accessToken}`, token: tokens.accessToken, id: user.id });
  });
  afterEach(() => app?.cleanup());
}
