import fs from 'node:fs';
import path from 'node:path';
import low from 'lowdb';
import type { LowdbSync } from 'lowdb';
import { AtomicFileAdapter, removeStaleTempFiles, writeFileAtomic } from './atomicFileAdapter';
import type { CollectionName, DbSchema } from './schema';

export interface Database {
  /** The lowdb instance json-server's router serves from (same state as ours). */
  readonly lowdb: LowdbSync<DbSchema>;
  /** A collection's records. Treat them as read-only outside `mutate`. */
  all<K extends CollectionName>(collection: K): DbSchema[K];
  /**
   * Runs `change` on the live state and persists it atomically before returning. `change` must
   * validate before it mutates. If the write fails the state is reloaded from disk, so memory
   * never holds data the file does not.
   */
  mutate<R>(change: (state: DbSchema) => R): R;
  nextId(collection: CollectionName): number;
  close(): void;
}

/**
 * Creates the runtime data file from the seed when it is missing, and adds collections that a
 * newer seed has but an older runtime file lacks (so an upgrade never breaks a running shop).
 */
export function ensureRuntimeCopy(dbFile: string, seedFile: string): void {
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  removeStaleTempFiles(dbFile);
  const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8')) as Record<string, unknown>;
  if (!fs.existsSync(dbFile)) {
    writeFileAtomic(dbFile, JSON.stringify(seed, null, 2));
    return;
  }
  const current = JSON.parse(fs.readFileSync(dbFile, 'utf8')) as Record<string, unknown>;
  const missing = Object.keys(seed).filter((key) => !(key in current));
  if (missing.length > 0) {
    for (const key of missing) current[key] = seed[key];
    writeFileAtomic(dbFile, JSON.stringify(current, null, 2));
  }
}

export function openDatabase(dbFile: string, seedFile: string, options: { watch?: boolean } = {}): Database {
  ensureRuntimeCopy(dbFile, seedFile);
  const adapter = new AtomicFileAdapter<DbSchema>(dbFile);
  // lowdb's typings describe adapter classes; an instance with read/write is what it really needs.
  const lowdb = low(adapter as unknown as low.AdapterSync<DbSchema>);
  let lastOwnWrite = fs.statSync(dbFile).mtimeMs;

  const persist = () => {
    try {
      lowdb.write();
    } catch (error) {
      lowdb.read();
      throw error;
    }
    lastOwnWrite = fs.statSync(dbFile).mtimeMs;
  };

  // `npm run admin:approve` edits the file while the server may be running: pick such edits up.
  const onExternalChange = (current: fs.Stats) => {
    if (current.mtimeMs !== lastOwnWrite && current.size > 0) {
      lastOwnWrite = current.mtimeMs;
      lowdb.read();
    }
  };
  if (options.watch) fs.watchFile(dbFile, { interval: 500, persistent: false }, onExternalChange);

  return {
    lowdb,
    all: (collection) => {
      const state = lowdb.getState();
      if (!Array.isArray(state[collection])) state[collection] = [] as never;
      return state[collection];
    },
    mutate: (change) => {
      const result = change(lowdb.getState());
      persist();
      return result;
    },
    nextId: (collection) => {
      const records = (lowdb.getState()[collection] ?? []) as Array<{ id?: unknown }>;
      return records.reduce<number>((max, record) => (typeof record.id === 'number' && record.id > max ? record.id : max), 0) + 1;
    },
    close: () => {
      if (options.watch) fs.unwatchFile(dbFile, onExternalChange);
    },
  };
}
