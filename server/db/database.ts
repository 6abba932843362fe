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
  /**
   * For bookkeeping whose loss in a crash is harmless (a mail's outcome): applies `change` now and
   * persists it with the next write, or on its own within `SOON_MS`. Under load it rides along with
   * the next `mutate`, so it costs no extra serialisation of the whole file.
   */
  mutateSoon(change: (state: DbSchema) => void): void;
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

/** How long a `mutateSoon` change may wait for another write before it is written on its own. */
export const SOON_MS = 200;

export function openDatabase(dbFile: string, seedFile: string, options: { watch?: boolean } = {}): Database {
  ensureRuntimeCopy(dbFile, seedFile);
  const adapter = new AtomicFileAdapter<DbSchema>(dbFile);
  // lowdb's typings describe adapter classes; an instance with read/write is what it really needs.
  const lowdb = low(adapter as unknown as low.AdapterSync<DbSchema>);
  let lastOwnWrite = fs.statSync(dbFile).mtimeMs;
  let pendingFlush: NodeJS.Timeout | undefined;

  const persist = () => {
    // The whole state is written, so changes waiting for a write go with this one.
    clearTimeout(pendingFlush);
    pendingFlush = undefined;
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
    mutateSoon: (change) => {
      change(lowdb.getState());
      pendingFlush ??= setTimeout(() => {
        try {
          persist();
        } catch (error) {
          console.error('Could not write the data file', error);
        }
      }, SOON_MS).unref();
    },
    nextId: (collection) => {
      const records = (lowdb.getState()[collection] ?? []) as Array<{ id?: unknown }>;
      return records.reduce<number>((max, record) => (typeof record.id === 'number' && record.id > max ? record.id : max), 0) + 1;
    },
    close: () => {
      if (pendingFlush) persist();
      if (options.watch) fs.unwatchFile(dbFile, onExternalChange);
    },
  };
}
