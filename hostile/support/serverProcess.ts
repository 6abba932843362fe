import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { TableName } from '../../server/platform/db/schema';
import { SERVER_NODE_ARGS } from '../../server/scripts/serverCommand';
import { readTables, type DataLocation, type Row, type Tables } from './database';

const ROOT = path.resolve(__dirname, '../..');

/** The suite signs its own tokens (expired, forged roles...) with the servers' secret. */
export const HOSTILE_JWT_SECRET = 'hostile-suite-secret-not-for-production';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const makeDataDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `events-hostile-${label}-`));

/** Process ids of the live (not zombie) members of a process group, read from /proc. */
function liveMembers(groupId: number): number[] {
  const members: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after the last ')'.
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === groupId && state !== 'Z' && state !== 'X') members.push(Number(name));
    } catch {
      // the process ended while we looked
    }
  }
  return members;
}

const started = new Set<number>();
// A test that fails half-way must not leave a server running on the machine.
process.once('exit', () => {
  for (const groupId of started) {
    try {
      process.kill(-groupId, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

export interface ServerProcess {
  readonly origin: string;
  /** The server's node process (it leads its own process group). */
  readonly pid: number;
  readonly dataDir: string;
  /** The database the server uses: its SQLite file, or DATABASE_URL. */
  readonly data: DataLocation;
  /** supertest against the running server. */
  readonly api: ReturnType<typeof request>;
  /** A table's rows as stored now, read over a connection of the test's own (opened and closed per call). */
  rows(table: TableName): Promise<Row[]>;
  /** Every table's rows as stored now, read in one transaction. */
  tables(): Promise<Tables>;
  /** True while the process has not exited. */
  running(): boolean;
  /** Everything the server wrote to stderr (errors it logged: a 500 logs its stack). */
  stderr(): string;
  /** SIGKILL to the server's whole process group (tsx and the node process it runs), at once. */
  killNow(): void;
  /** Resolves when no process of the group is alive any more. */
  gone(): Promise<void>;
  /** SIGTERM (the server's own shutdown), SIGKILL if it lingers. */
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` runs it (SERVER_NODE_ARGS) on `dataDir` and a free
 * port, with rate limits and the per-client connection cap off (`RATE_LIMIT_FACTOR=0`,
 * `MAX_CONNECTIONS_PER_CLIENT=0`) unless `env` says otherwise, and waits until
 * the API answers. Its data is the SQLite file in `dataDir`, or the database of
 * `env.DATABASE_URL` (see engines.ts for a test database of its own).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    cwd: ROOT,
    // Its own process group, so a signal reaches the server and anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // As `npm start` runs it, not as jest's child (jest sets NODE_ENV=test).
      NODE_ENV: undefined,
      // The data and mail places are the test's, never the developer's own.
      DATABASE_URL: undefined,
      SQLITE_FILE: undefined,
      SMTP_URL: undefined,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      JWT_SECRET: HOSTILE_JWT_SECRET,
      RATE_LIMIT_FACTOR: '0',
      // The suite plays hundreds of clients from one address (500 writes at once): no per-client
      // connection cap unless a test sets one (slowBodies.hostile.ts).
      MAX_CONNECTIONS_PER_CLIENT: '0',
      // GET /__probe/event-loop, read by eventLoop.ts.
      EVENT_LOOP_PROBE: '1',
      ...env,
    },
  });
  const groupId = child.pid!;
  started.add(groupId);
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const data: DataLocation = {
    sqliteFile: path.join(dataDir, 'events.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running())
      throw new Error(
        `The server exited while starting (${child.exitCode ?? child.signalCode}):\n${stdout}\n${stderr}`,
      );
    try {
      const res = await fetch(`${origin}/api/Category/all-flat`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${stdout}\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const gone = async () => {
    while (liveMembers(groupId).length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    started.delete(groupId);
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-groupId, name);
    } catch {
      // already gone
    }
  };

  return {
    origin,
    pid: groupId,
    dataDir,
    data,
    api: request(origin),
    rows: async (table) => (await readTables(data, [table]))[table],
    tables: () => readTables(data),
    running,
    stderr: () => stderr,
    killNow: () => signal('SIGKILL'),
    gone,
    stop: async () => {
      signal('SIGTERM');
      const lingering = setTimeout(() => signal('SIGKILL'), 3000);
      await gone();
      clearTimeout(lingering);
    },
  };
}

/**
 * Starts `count` servers on the same data at the same moment (they migrate and import side by
 * side). If one fails to start, the others are stopped before the error is thrown, so no server
 * outlives the test.
 */
export async function startServers(
  count: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, () => startServer(dataDir, env)));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (!failed) return started;
  await Promise.all(started.map((server) => server.stop()));
  throw failed.reason;
}
