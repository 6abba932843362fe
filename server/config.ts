import path from 'node:path';
import { ACCESS_TOKEN_DEFAULT_TTL_SECONDS } from '../src/shared/config/auth';

/** Everything the server reads from the environment, parsed once. */
export interface ServerConfig {
  port: number;
  /** Folder for everything written at run time: the data file, outbox, uploads, JWT secret. */
  dataDir: string;
  dbFile: string;
  outboxDir: string;
  uploadsDir: string;
  /** The committed seed; copied to dbFile on first start and by `npm run db:reset`. */
  seedFile: string;
  distDir: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  companyInbox: string;
  /** Used to build links in e-mails; never taken from the request's Host header. */
  publicUrl: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** Serve public pages with their build-time snapshot (PRERENDERED_PAGES=0: the bare index.html). */
  prerenderedPages: boolean;
  /** Multiplies every rate limit (e2e and load benchmarks raise it; 0 disables limits). */
  rateLimitFactor: number;
}

const ROOT = path.resolve(__dirname, '..');

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFromEnv(env.PORT, 3000);
  const dataDir = path.resolve(ROOT, env.DATA_DIR ?? 'data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir,
    dbFile: path.resolve(ROOT, env.DB_FILE ?? path.join(dataDir, 'db.json')),
    outboxDir: path.resolve(ROOT, env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    uploadsDir: path.resolve(ROOT, env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    seedFile: path.join(ROOT, 'db.json'),
    distDir: path.join(ROOT, 'dist'),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: intFromEnv(env.ACCESS_TOKEN_TTL, ACCESS_TOKEN_DEFAULT_TTL_SECONDS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Utsav Events <no-reply@utsavevents.example>',
    companyInbox: env.COMPANY_INBOX ?? 'bookings@utsavevents.example',
    publicUrl,
    corsOrigins: (env.CORS_ORIGINS ?? `${publicUrl},http://localhost:3000`)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    prerenderedPages: env.PRERENDERED_PAGES !== '0',
    rateLimitFactor: env.RATE_LIMIT_FACTOR === undefined ? 1 : Number(env.RATE_LIMIT_FACTOR),
  };
}
