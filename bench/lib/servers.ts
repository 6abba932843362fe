import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../../server/scripts/serverCommand';
import type { DataSource } from './auth';
import { copyForRun } from './files';
import { ROOT, freePort, tempDataDir } from './processes';

/*
 * Server processes of `npm run bench:data`, each on its own copy of a set's data: timed from spawn
 * to the first successful answer, with stderr kept (a crash message is a result here, not an
 * accident), and read through /proc for memory and bytes written.
 */

export const BENCH_JWT_SECRET = 'bench-data-secret-not-for-production';
const POLL_MS = 25;
const KEEP_CHARS = 16 * 1024;

export interface BenchServer {
  url: string;
  pid: number;
  /** Spawn to the first 2xx answer of the readiness URL, ms. */
  startMs: number;
  /** The database the real server runs on (its own copy of a SQLite file, or PostgreSQL). */
  source?: DataSource;
  rssBytes(): number;
  /** Bytes this process has caused to be written to storage so far (/proc/<pid>/io write_bytes). */
  writeBytes(): number;
  /** What the process wrote to stderr so far (the last 16 K characters). */
  stderr(): string;
  /** Stops the process and deletes its data copy. */
  stop(): Promise<void>;
}

export type StartResult = { ok: true; server: BenchServer } | { ok: false; reason: string };

const procField = (pid: number, file: string, pattern: RegExp) =>
  Number(pattern.exec(fs.readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0);

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    // The server waits for keep-alive connections at most 5 s; do not wait for a hung one forever.
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Spawns `args` and polls `readyPath` until it answers 2xx, the process exits, or `timeoutMs` passes. */
async function startProcess(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  dataDir: string;
  readyPath: string;
  port: number;
  timeoutMs: number;
  source?: DataSource;
}): Promise<StartResult> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // stderr for the report; both streams for the reason of a failed start (json-server prints its errors to stdout).
  let stderr = '';
  let output = '';
  const keep = (text: string, chunk: Buffer) => (text + chunk.toString()).slice(-KEEP_CHARS);
  child.stdout!.on('data', (chunk: Buffer) => (output = keep(output, chunk)));
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = keep(stderr, chunk);
    output = keep(output, chunk);
  });
  let exitReason: string | undefined;
  child.once('exit', (code, signal) => (exitReason = `exited (${signal ?? `code ${code}`})`));
  const cleanup = () => fs.rmSync(options.dataDir, { recursive: true, force: true });

  while (performance.now() - started < options.timeoutMs) {
    if (exitReason) break;
    try {
      const res = await fetch(`${url}${options.readyPath}`);
      await res.arrayBuffer();
      if (res.ok) {
        const startMs = Math.round(performance.now() - started);
        return {
          ok: true,
          server: {
            url,
            pid: child.pid!,
            startMs,
            source: options.source,
            rssBytes: () => procField(child.pid!, 'status', /VmRSS:\s+(\d+)/) * 1024,
            writeBytes: () => procField(child.pid!, 'io', /write_bytes:\s+(\d+)/),
            stderr: () => stderr,
            stop: async () => {
              await stopChild(child);
              cleanup();
            },
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const waited = Math.round((performance.now() - started) / 1000);
  const what = exitReason ? `${exitReason} after ${waited} s` : `no answer within ${waited} s (stopped)`;
  await stopChild(child);
  // Give the pipes a moment to deliver the last of the output (the crash message comes last).
  await new Promise((resolve) => setTimeout(resolve, 100));
  cleanup();
  const lastLines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-6)
    .join(' | ');
  return { ok: false, reason: `${what}${lastLines ? `: ${lastLines}` : ''}` };
}

/** The real server (as `npm start` runs it) on a fresh copy of a SQLite file, or on PostgreSQL with `databaseUrl`. */
export async function startBenchApp(source: { sqliteFile?: string; databaseUrl?: string }): Promise<StartResult> {
  const dataDir = tempDataDir('events-bench-data-');
  const sqliteCopy = path.join(dataDir, 'events.sqlite');
  if (source.sqliteFile) copyForRun(source.sqliteFile, sqliteCopy);
  const port = await freePort();
  // Not inherited: a DATABASE_URL or SMTP_URL of the developer's shell would change what is measured.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...env } = process.env;
  return startProcess({
    args: [...SERVER_NODE_ARGS],
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      RATE_LIMIT_FACTOR: '0',
      JWT_SECRET: BENCH_JWT_SECRET,
      ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
    },
    dataDir,
    port,
    readyPath: '/api/Category/all-flat',
    timeoutMs: 60_000,
    source: source.databaseUrl ? { databaseUrl: source.databaseUrl } : { sqliteFile: sqliteCopy },
  });
}

/**
 * Starts and stops the real server once, unmeasured: tsx compiles the TypeScript sources on the
 * first start after they change (seconds) and caches the result; the measured starts then all
 * read the cache, as a deployed server would.
 */
export async function primeCompileCache(sqliteFile: string): Promise<void> {
  const started = await startBenchApp({ sqliteFile });
  if (!started.ok) throw new Error(`The server does not start: ${started.reason}`);
  await started.server.stop();
}

/**
 * `--quiet` keeps json-server from logging every request (which would slow the baseline), but it
 * does so by replacing console.log, which is also where the CLI reports why it could not load its
 * file. This keeps console.log as it is; request logging stays off.
 */
const KEEP_CONSOLE_LOG = `--import=data:text/javascript,${encodeURIComponent(
  'const log = console.log; Object.defineProperty(console, "log", { configurable: true, get: () => log, set: () => {} });',
)}`;

/** Plain json-server 0.17 (its own CLI and defaults) on a fresh copy of a JSON file. */
export async function startPlain(jsonFile: string, timeoutMs = 120_000): Promise<StartResult> {
  const dataDir = tempDataDir('events-bench-plain-');
  const copy = path.join(dataDir, 'db.json');
  copyForRun(jsonFile, copy);
  const port = await freePort();
  const cli = path.join(ROOT, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js');
  return startProcess({
    args: [KEEP_CONSOLE_LOG, cli, '--host', '127.0.0.1', '--port', String(port), '--quiet', copy],
    cwd: dataDir,
    env: process.env,
    dataDir,
    port,
    readyPath: '/products',
    timeoutMs,
  });
}
