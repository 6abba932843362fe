import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { createManualClock } from '../lib/clock';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin@12345' },
  customer: { email: 'customer@example.com', password: 'Customer@12345' },
} as const;

/**
 * The real app on a throwaway copy of the seed in a temp folder, with a clock the test moves.
 * Every answer is recorded so a test can check that none ever leaks a password hash.
 */
export function createTestApp(options: Omit<CreateAppOptions, 'clock'> & { config?: Partial<ServerConfig> } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-api-'));
  const clock = createManualClock(Date.UTC(2025, 8, 1, 9, 0, 0));
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir: dir,
    dbFile: path.join(dir, 'db.json'),
    outboxDir: path.join(dir, 'outbox'),
    uploadsDir: path.join(dir, 'uploads'),
    jwtSecret: 'test-secret-for-jest-only',
    publicUrl: 'http://localhost:3000',
    ...options.config,
  };
  const created = createApp({ ...options, config, clock, log: options.log ?? (() => undefined) });
  const api = request(created.app);

  const login = async (credentials: { email: string; password: string }, rememberMe = false) => {
    const res = await api.post('/api/Auth/login').send({ ...credentials, rememberMe });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { tokens: { accessToken: string; refreshToken: string }; user: { id: number; role: string } };
  };

  return {
    ...created,
    api,
    clock,
    dir,
    config,
    login,
    readDbFile: () => JSON.parse(fs.readFileSync(config.dbFile, 'utf8')) as Record<string, unknown[]>,
    outbox: () => (fs.existsSync(config.outboxDir) ? fs.readdirSync(config.outboxDir).map((f) => fs.readFileSync(path.join(config.outboxDir, f), 'utf8')) : []),
    cleanup: () => {
      created.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

/** Decodes the quoted-printable body of an .eml so links can be read from it. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
