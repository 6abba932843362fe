import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../../server/scripts/serverCommand';

const ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface IsolatedServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A second server of the already built site, on its own free port and data folder, with extra
 * environment (e.g. a short ACCESS_TOKEN_TTL). Only the spec that starts it talks to it, so
 * every other spec keeps the normal settings.
 */
export async function startIsolatedServer(env: Record<string, string>): Promise<IsolatedServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-e2e-isolated-'));
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    cwd: ROOT,
    // Like the main e2e server, no page snapshots unless a spec asks for them.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      RATE_LIMIT_FACTOR: '20',
      PRERENDERED_PAGES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The isolated server exited: ${output}`);
    try {
      if ((await fetch(`${baseURL}/api/Category/all-flat`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`The isolated server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseURL,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The `test` of a spec whose pages and requests all go to a server of its own (one per file and
 * worker): what the spec creates never shows on the shared server, and what other specs create
 * never changes the seed's counts this spec expects.
 */
export function testOnServerOfItsOwn(env: Record<string, string> = {}) {
  // Worker-scoped: Playwright gives files with their own worker fixtures workers of their own, and
  // a failed test's fresh worker starts a fresh server.
  return base.extend<object, { ownServer: IsolatedServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
      async ({}, provide) => {
        const server = await startIsolatedServer(env);
        await provide(server);
        await server.stop();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ ownServer }, provide) => provide(ownServer.baseURL),
  });
}
