import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../../server/scripts/serverCommand';
import { SHORT } from './mode';

export const ROOT = path.resolve(__dirname, '..', '..');

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers (any status) or the time is up. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Resident memory of the server process, from /proc (Linux). */
  rssBytes(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function tempDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts the real server (`server/index.ts` through tsx, one Node process, as `npm start` runs it
 * after the build) on a free port and a temp data folder.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  dataDir = tempDataDir('events-bench-'),
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/api/categories`);
  return {
    url,
    port,
    dataDir,
    child,
    rssBytes: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** Plain json-server 0.17 (its own CLI, defaults, no custom routes) on a copy of `dbFile`. */
export async function startPlainJsonServer(dbFile: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = tempDataDir('events-plain-');
  const copy = path.join(dataDir, 'db.json');
  fs.copyFileSync(dbFile, copy);
  const cli = path.join(ROOT, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js');
  const child = spawn(process.execPath, [cli, '--port', String(port), '--quiet', copy], {
    cwd: dataDir,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/db`);
  return {
    url,
    port,
    dataDir,
    child,
    rssBytes: () =>
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Writes `data` as `bench/results/<name>-<timestamp>.json` and `<name>-latest.json`; a short run
 * only as `<name>-short.tmp.json` (not kept in git), so it never replaces measured figures.
 */
export function writeResults(name: string, data: unknown): string {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  if (SHORT) {
    fs.writeFileSync(path.join(dir, `${name}-short.tmp.json`), `${JSON.stringify(data, null, 2)}\n`);
    return path.join('bench', 'results', `${name}-short.tmp.json`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const body = `${JSON.stringify(data, null, 2)}\n`;
  fs.writeFileSync(path.join(dir, `${name}-${stamp}.json`), body);
  fs.writeFileSync(path.join(dir, `${name}-latest.json`), body);
  return path.join('bench', 'results', `${name}-latest.json`);
}

/** Prints rows as an aligned text table. */
export function printTable(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  for (const [index, row] of cells.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
