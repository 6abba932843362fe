import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { CurrentSchemaPostgresDialect } from './schemaIntrospector';

export type EngineKind = 'sqlite' | 'postgres';

export interface EngineOptions {
  /** `postgres://...`: PostgreSQL (several servers); unset: the embedded SQLite file. */
  databaseUrl?: string;
  sqliteFile: string;
  /** SQLite's `synchronous` setting (see openSqlite); default NORMAL. */
  sqliteSynchronous?: SqliteSynchronous;
  /** PostgreSQL schema to use (tests give each app its own); created when missing. */
  pgSchema?: string;
  /** Connections per process to PostgreSQL. */
  pgPoolSize?: number;
}

export interface DataEngine {
  readonly kind: EngineKind;
  readonly db: Kysely<Database>;
  /** Where the data is, for logs (no password). */
  readonly description: string;
  /** The PostgreSQL schema the tables live in, when not the default. */
  readonly schema?: string;
  /** Called once migrations and imports are done: from then on requests wait only briefly for locks. */
  started?(): void;
  close(): Promise<void>;
}

/**
 * While a server starts it waits this long for the lock: servers started together on one file
 * take turns to migrate and import, and a slow start of one must not fail the other.
 */
export const SQLITE_STARTUP_BUSY_TIMEOUT_MS = 120_000;

/** How long a SQLite connection waits for another process's write to finish before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely, with three adjustments:
 * - `begin` becomes `begin immediate`: a transaction takes the write lock when it starts, so two
 *   processes never both read, then both try to upgrade to a write (which fails at once, whatever
 *   the busy timeout); the second simply waits its turn.
 * - booleans are bound as 1/0 (SQLite has no boolean type and better-sqlite3 refuses them);
 * - prepared statements are cached by their SQL text (Kysely prepares on every query).
 */
function sqliteAdapter(raw: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  const bind = (parameters: ReadonlyArray<unknown>) =>
    parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  const prepare = (sql: string): SqliteStatement => {
    const text = sql === 'begin' ? 'begin immediate' : sql;
    let statement = cache.get(text);
    if (!statement) {
      const prepared = raw.prepare(text);
      statement = {
        reader: prepared.reader,
        all: (parameters) => prepared.all(bind(parameters)),
        run: (parameters) => prepared.run(bind(parameters)),
        iterate: (parameters) => prepared.iterate(bind(parameters)),
      };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(text, statement);
    }
    return statement;
  };
  return { prepare, close: () => raw.close() };
}

export type SqliteSynchronous = 'NORMAL' | 'FULL';

/**
 * Switches the file to WAL. When two processes open a new file at the same moment, SQLite may
 * answer SQLITE_BUSY to one of them at once, without calling the busy handler, while the other
 * is switching it (about 1 start in 60 on this machine): the switch is asked again until it
 * holds, within the busy timeout, the wait the busy handler would have given.
 */
export function switchToWal(raw: BetterSqlite3.Database, busyTimeoutMs: number): void {
  const deadline = Date.now() + busyTimeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      raw.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/**
 * WAL: readers never wait for the writer, and several processes can share the file.
 * synchronous NORMAL (the default): a commit is in the WAL file, so it survives the process being
 * killed at any moment, and the file is never corrupted; the WAL is flushed to the disk at each
 * checkpoint, so a power cut can take back the last commits. FULL flushes at every commit (one
 * fsync: 3.5 ms at the median and 25-50 ms at p99 on this project's 2-core machine, with one SQLite
 * connection per process to wait behind it).
 */
export function openSqlite(
  file: string,
  synchronous: SqliteSynchronous = 'NORMAL',
  busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS,
): BetterSqlite3.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  raw.pragma(`busy_timeout = ${busyTimeoutMs}`);
  switchToWal(raw, busyTimeoutMs);
  raw.pragma(`synchronous = ${synchronous}`);
  raw.pragma('foreign_keys = ON');
  return raw;
}

// PostgreSQL's bigint and numeric arrive as strings by default; every value this schema keeps in
// them (epoch milliseconds, rupee amounts) fits a JavaScript number exactly.
const BIGINT_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === BIGINT_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => Number.parseFloat(value);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}

/** Opens the database the configuration names: PostgreSQL with a URL, else the SQLite file. */
export function openEngine(options: EngineOptions): DataEngine {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const schema = options.pgSchema;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      types: pgTypes,
      // A schema of its own (tests): created once, then every connection uses it.
      ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
    });
    pool.on('error', (error) => console.error('PostgreSQL connection error', error));
    const db = new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({
        pool: async () => {
          if (schema) {
            const client = await pool.connect();
            try {
              await client.query(`create schema if not exists ${quoteIdent(schema)}`);
            } finally {
              client.release();
            }
          }
          return pool;
        },
      }),
      plugins,
    });
    return {
      kind: 'postgres',
      db,
      schema,
      description: `${redact(options.databaseUrl)}${schema ? ` (schema ${schema})` : ''}`,
      close: () => db.destroy(),
    };
  }
  const raw = openSqlite(options.sqliteFile, options.sqliteSynchronous, SQLITE_STARTUP_BUSY_TIMEOUT_MS);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteAdapter(raw) }), plugins });
  return {
    kind: 'sqlite',
    db,
    description: options.sqliteFile,
    started: () => raw.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`),
    close: () => db.destroy(),
  };
}
