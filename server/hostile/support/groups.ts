import fs from 'node:fs';
import { makeDataDir, startServer, type ServerProcess } from './serverProcess';

type Db = Record<string, Array<Record<string, unknown>>>;

/** Collections that change with every login or reset request (sessions), not stored business data. */
const SESSION_COLLECTIONS = new Set(['refreshTokens', 'passwordResets']);

/** Fields a background job may update after the answer (a booking's mail status). */
const withoutBackgroundFields = ({ mail: _mail, ...record }: Record<string, unknown>) => record;

/** What a group of requests may change in the data file: new records per collection, changed ids. */
export class ExpectedChanges {
  readonly added = new Map<string, number>();
  readonly changed = new Map<string, Set<unknown>>();

  add(collection: string, count = 1): void {
    this.added.set(collection, (this.added.get(collection) ?? 0) + count);
  }

  change(collection: string, id: unknown): void {
    if (!this.changed.has(collection)) this.changed.set(collection, new Set());
    this.changed.get(collection)!.add(id);
  }
}

/**
 * Every record the data file held before is still there and unchanged (unless the group changed
 * it on purpose), and each collection holds exactly the new records the group expects: nothing
 * lost, no junk stored.
 */
export function expectIntact(before: Db, after: Db, changes: ExpectedChanges): void {
  const collections = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const collection of collections) {
    if (SESSION_COLLECTIONS.has(collection)) continue;
    const was = before[collection] ?? [];
    const now = after[collection] ?? [];
    const changed = changes.changed.get(collection) ?? new Set();
    for (const record of was) {
      const current = now.find((candidate) => candidate.id === record.id);
      expect({ collection, id: record.id, found: current !== undefined }).toEqual({ collection, id: record.id, found: true });
      if (!changed.has(record.id)) expect(withoutBackgroundFields(current!)).toEqual(withoutBackgroundFields(record));
    }
    expect({ collection, added: now.length - was.length }).toEqual({ collection, added: changes.added.get(collection) ?? 0 });
  }
}

/** The process runs, answers, and has logged no error (a 500 logs its stack on stderr). */
export async function expectServing(server: ServerProcess): Promise<void> {
  expect(server.running()).toBe(true);
  const res = await server.api.get('/api/Category/all-flat');
  expect(res.status).toBe(200);
  expect(server.stderr()).toBe('');
}

/**
 * A describe block of hostile requests that ends by checking the server is still up and
 * answering, logged no error, and that the stored data is intact (see `expectIntact`). Tests
 * declare what they stored on purpose through the `ExpectedChanges` they receive.
 */
export function describeHostile(name: string, server: () => ServerProcess, define: (changes: ExpectedChanges) => void): void {
  describe(name, () => {
    const changes = new ExpectedChanges();
    let before: Db;
    beforeAll(() => {
      before = server().readDb();
    });
    define(changes);
    it('leaves the server running and answering, with no error logged and the stored data intact', async () => {
      await expectServing(server());
      expectIntact(before, server().readDb(), changes);
    });
  });
}

/** A server of its own for the test file: started before its tests, stopped and removed after. */
export function serverForFile(label: string, env: Record<string, string> = {}): () => ServerProcess {
  let server: ServerProcess | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = makeDataDir(label);
    server = await startServer(dir, env);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => server!;
}
