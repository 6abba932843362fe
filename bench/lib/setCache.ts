import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { BENCH_PASSWORD, SEED_FILE, layoutFor, type DataSet, type Layout } from './dataSets';
import { buildJsonSet } from './jsonSet';
import { ROOT } from './processes';
import { buildSqliteSet } from './sqliteSet';

/** Generated files, kept between runs (gitignored); each run copies them, never changes them. */
export const CACHE_DIR = path.join(ROOT, 'bench', '.cache');

/** Everything the generated files depend on: a change to any of these makes new files. */
const INPUTS = [
  SEED_FILE,
  path.join(ROOT, 'server', 'platform', 'db', 'migrations'),
  path.join(ROOT, 'server', 'platform', 'db', 'seedImport.ts'),
  path.join(__dirname, 'dataSets.ts'),
  path.join(__dirname, 'rows.ts'),
  path.join(__dirname, 'sqliteSet.ts'),
  path.join(__dirname, 'jsonSet.ts'),
];

function fingerprint(): string {
  const hash = crypto.createHash('sha256');
  const add = (file: string) => {
    if (fs.statSync(file).isDirectory()) for (const entry of fs.readdirSync(file).sort()) add(path.join(file, entry));
    else hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  };
  INPUTS.forEach(add);
  return hash.digest('hex').slice(0, 12);
}

export interface CachedSet {
  layout: Layout;
  sqliteFile: string;
  jsonFile: string;
  /** Seconds spent generating in this run (0 when both files came from the cache). */
  generated: { sqliteSeconds: number; jsonSeconds: number };
}

let passwordHash: string | undefined;
/** One bcrypt hash (cost 10, like the server's) for every generated user. */
export const sharedHash = () => (passwordHash ??= bcrypt.hashSync(BENCH_PASSWORD, 10));

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** The set's SQLite and JSON files, generated when missing; older generations of the set are removed. */
export async function ensureSet(set: DataSet, log: (message: string) => void): Promise<CachedSet> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const stem = `${set.name}-${fingerprint()}`;
  const sqliteFile = path.join(CACHE_DIR, `${stem}.sqlite`);
  const jsonFile = path.join(CACHE_DIR, `${stem}.json`);
  for (const stale of fs.readdirSync(CACHE_DIR)) {
    if (stale.startsWith(`${set.name}-`) && !stale.startsWith(stem))
      fs.rmSync(path.join(CACHE_DIR, stale), { force: true });
  }

  const layout = layoutFor(set);
  const generated = { sqliteSeconds: 0, jsonSeconds: 0 };
  if (!fs.existsSync(sqliteFile)) {
    log(`generating ${set.name} SQLite file...`);
    const started = performance.now();
    await buildSqliteSet(sqliteFile, layout, sharedHash());
    generated.sqliteSeconds = seconds(started);
    log(`  ${path.relative(ROOT, sqliteFile)} in ${generated.sqliteSeconds} s`);
  }
  if (!fs.existsSync(jsonFile)) {
    log(`generating ${set.name} JSON file...`);
    const started = performance.now();
    buildJsonSet(jsonFile, layout, sharedHash());
    generated.jsonSeconds = seconds(started);
    log(`  ${path.relative(ROOT, jsonFile)} in ${generated.jsonSeconds} s`);
  }
  return { layout, sqliteFile, jsonFile, generated };
}
