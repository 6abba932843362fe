import pg from 'pg';
import { openEngine } from '../../server/platform/db/engine';
import { migrateToLatest } from '../../server/platform/db/migrate';
import { ensureImported } from '../../server/platform/db/seedImport';
import { SEED_FILE, type Layout } from './dataSets';
import type { ReportedRun } from './report';
import { generatedBatches } from './rows';
import { measureApp } from './scenarios';
import { startBenchApp } from './servers';
import { sharedHash, type CachedSet } from './setCache';

/*
 * Optional (BENCH_DATABASE_URL): the same sets on PostgreSQL. Each set gets a fresh database
 * (bench_<set>), migrated and seeded by the server's own modules, then bulk-filled with the same
 * generated rows as the SQLite file; the server runs on it with DATABASE_URL, measured alike.
 */

/** PostgreSQL accepts at most 65535 parameters per statement. */
const MAX_PARAMETERS = 65_000;
const NUMBERED_TABLES = ['users', 'addresses', 'orders', 'order_items', 'bookings'];

const databaseUrl = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

async function bulkInsert(client: pg.Client, layout: Layout, passwordHash: string): Promise<void> {
  for (const { table, columns, rows } of generatedBatches(layout, passwordHash)) {
    const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const tuples = chunk.map(
        (_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
      );
      await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, chunk.flat());
    }
  }
  // The ids were given explicitly: new rows must be numbered after them.
  for (const table of NUMBERED_TABLES) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      [table],
    );
  }
  // Autovacuum would analyze the freshly filled tables within a minute or so; do it now so the
  // planner sees the data as a running install would.
  await client.query('analyze');
}

/** Creates bench_<set> afresh and fills it; returns its URL. */
async function buildPostgresSet(baseUrl: string, layout: Layout): Promise<string> {
  const database = `bench_${layout.set.name.toLowerCase()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(baseUrl, database);
  const engine = openEngine({ databaseUrl: url, sqliteFile: '' });
  try {
    await migrateToLatest(engine);
    await ensureImported(engine, { seedFile: SEED_FILE, now: Date.now() });
  } finally {
    await engine.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await bulkInsert(client, layout, sharedHash());
  } finally {
    await client.end();
  }
  return url;
}

async function dropDatabase(baseUrl: string, url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}

export async function postgresRuns(
  baseUrl: string,
  sets: CachedSet[],
  log: (message: string) => void,
): Promise<ReportedRun[]> {
  const runs: ReportedRun[] = [];
  for (const { layout } of sets) {
    const name = layout.set.name;
    log(`${name}: PostgreSQL database...`);
    const started = performance.now();
    const url = await buildPostgresSet(baseUrl, layout);
    log(`  filled in ${Math.round((performance.now() - started) / 100) / 10} s; real server (PostgreSQL)...`);
    try {
      runs.push({
        set: name,
        server: 'real server (PostgreSQL)',
        run: await measureApp(await startBenchApp({ databaseUrl: url }), layout),
      });
    } finally {
      await dropDatabase(baseUrl, url);
    }
  }
  return runs;
}
