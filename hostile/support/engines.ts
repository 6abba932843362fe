import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { EngineKind } from '../../server/platform/db/engine';
import type { DataLocation } from './database';
import { makeDataDir } from './serverProcess';

/*
 * The databases a hostile test runs its servers on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL names a server (`eval "$(bash .ci/postgres.sh)"`). Each test gets a database
 * of its own there (created from that URL's connection, dropped afterwards), passed to its server
 * processes as DATABASE_URL.
 */

const ENGINE_LABELS: Record<EngineKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const adminUrl = () => process.env.TEST_DATABASE_URL || undefined;

/**
 * Whether the PostgreSQL cases of `what` can run. Without TEST_DATABASE_URL they are skipped, and
 * the run says so (never a silent pass); with REQUIRE_POSTGRES=1 (CI) that is an error instead.
 */
export function postgresEnabled(what: string): boolean {
  if (adminUrl()) return true;
  if (process.env.REQUIRE_POSTGRES === '1')
    throw new Error(`REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: ${what} cannot run on PostgreSQL.`);
  console.warn(
    `[hostile] SKIPPED on PostgreSQL: ${what}. Set TEST_DATABASE_URL (eval "$(bash .ci/postgres.sh)") to include it.`,
  );
  return false;
}

/**
 * One describe block per engine. The PostgreSQL block is `describe.skip` (jest counts its tests
 * as skipped) when no PostgreSQL server is configured, with a warning naming it.
 */
export function describeOnEngines(name: string, define: (engine: EngineKind) => void): void {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const title = `${name} (${ENGINE_LABELS[engine]})`;
    const block = engine === 'postgres' && !postgresEnabled(title) ? describe.skip : describe;
    block(title, () => define(engine));
  }
}

/** A place for one test's data: a data folder (uploads, .eml outbox, the SQLite file) and, on PostgreSQL, a database. */
export interface TestData {
  readonly engine: EngineKind;
  readonly dataDir: string;
  readonly location: DataLocation;
  /** Environment for `startServer` (DATABASE_URL on PostgreSQL). */
  readonly env: Record<string, string>;
  /** Removes the folder and drops the database. */
  remove(): Promise<void>;
}

let databaseCounter = 0;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(label: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `hostile_${label.replace(/\W/g, '_')}_${process.pid}_${databaseCounter++}`.toLowerCase();
  await withAdmin(async (client) => {
    // A template must have no other connection; a server that just stopped may still be
    // closing its own for a moment, so try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`);
        return;
      } catch (error) {
        if (!template || attempt >= 50 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const url = new URL(adminUrl()!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** `with (force)`: a killed server's connections may linger for a moment. */
const dropDatabase = (name: string) =>
  withAdmin((client) => client.query(`drop database if exists ${quote(name)} with (force)`).then(() => undefined));

function testData(engine: EngineKind, dataDir: string, database?: { name: string; url: string }): TestData {
  return {
    engine,
    dataDir,
    location: { sqliteFile: path.join(dataDir, 'events.sqlite'), databaseUrl: database?.url },
    env: database ? { DATABASE_URL: database.url } : {},
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropDatabase(database.name);
    },
  };
}

/** An empty data folder and (PostgreSQL) an empty database: the first server start imports the seed. */
export async function freshData(engine: EngineKind, label: string): Promise<TestData> {
  const database = engine === 'postgres' ? await createDatabase(label) : undefined;
  return testData(engine, makeDataDir(label), database);
}

/**
 * A copy of `source`'s data, whose servers must all be stopped: the SQLite file (a clean stop has
 * folded the WAL into it; a leftover -wal/-shm is copied along) or a database created with
 * `source` as its template.
 */
export async function copyData(source: TestData, label: string): Promise<TestData> {
  if (source.engine === 'sqlite') {
    const dataDir = makeDataDir(label);
    for (const suffix of ['', '-wal', '-shm']) {
      const file = `${source.location.sqliteFile}${suffix}`;
      if (fs.existsSync(file)) fs.copyFileSync(file, path.join(dataDir, path.basename(file)));
    }
    return testData('sqlite', dataDir);
  }
  const template = new URL(source.location.databaseUrl!).pathname.slice(1);
  const database = await createDatabase(label, template);
  return testData('postgres', makeDataDir(label), database);
}
