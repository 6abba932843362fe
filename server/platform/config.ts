import path from 'node:path';
import { ACCESS_TOKEN_DEFAULT_TTL_SECONDS } from '../../src/shared/config/auth';
import { BOOKING_CHANGE_DEADLINE_HOURS } from '../../src/shared/config/booking';
import type { ConnectionLimits } from './http/connectionLimits';
import { IPV6_PREFIX_DEFAULT, IPV6_PREFIX_MAX, IPV6_PREFIX_MIN } from './lib/clientAddress';
import { REFRESH_GRACE_DEFAULT_MS } from '../modules/accounts/refreshGrace';

/** Everything the server reads from the environment, parsed once. */
export interface ServerConfig {
  port: number;
  /** Folder for everything written at run time: the SQLite database, mail outbox, uploads. */
  dataDir: string;
  /** `postgres://...` to keep the data in PostgreSQL (several servers); unset: SQLite. */
  databaseUrl?: string;
  /** The embedded SQLite database (when no DATABASE_URL). */
  sqliteFile: string;
  /** SQLITE_SYNCHRONOUS=FULL flushes every commit to the disk (survives a power cut; slower). */
  sqliteSynchronous: 'NORMAL' | 'FULL';
  /** A former version's JSON data file, imported into a new database on first start. */
  legacyDataFile: string;
  outboxDir: string;
  uploadsDir: string;
  /** The committed seed; imported into a new database on first start and by `npm run db:reset`. */
  seedFile: string;
  distDir: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  /** How long a refresh token just rotated is accepted once more, for two tabs refreshing together (REFRESH_GRACE_MS, 10 s). */
  refreshGraceMs: number;
  smtpUrl?: string;
  mailFrom: string;
  companyInbox: string;
  /**
   * The site's public address: links in e-mails, the absolute URLs of the served pages (canonical,
   * Open Graph, JSON-LD), robots.txt and sitemap.xml. Never taken from the request's Host header.
   */
  publicUrl: string;
  /**
   * Origins allowed to call the API cross-origin (CORS_ORIGINS, comma-separated). By default
   * PUBLIC_URL only when NODE_ENV=production; elsewhere also http://localhost:3000 (development).
   */
  corsOrigins: string[];
  trustProxy: boolean;
  /** Per-address limits count an IPv6 client by its network of this many bits (IPV6_LIMIT_PREFIX, 64; 56 for whole sites). */
  ipv6LimitPrefix: number;
  /**
   * Timeouts and connection caps (docs/operations.md, "Connections and timeouts"): headers 10 s,
   * a non-upload body 30 s, an upload body 10 min, idle keep-alive 5 s; 64 open connections per
   * client (0: none; off by default behind a proxy, which must cap its own clients), 10 000 in all.
   */
  connections: ConnectionLimits;
  /** Serve public pages with their build-time snapshot (PRERENDERED_PAGES=0: the bare index.html). */
  prerenderedPages: boolean;
  /** Multiplies every rate limit (e2e and load benchmarks raise it; 0 disables limits). */
  rateLimitFactor: number;
  /** How long an answer waits for the mail it promises before saying it will arrive shortly (ms). */
  mailWaitMs: number;
  /** The outbox's first retry after a failed send (ms); later ones back off exponentially. */
  mailRetryBaseMs: number;
  /** How often each process looks for mail to send (ms). */
  mailPollMs: number;
  /** Until how many hours before the start a booking can be rescheduled or cancelled by its link. */
  bookingChangeDeadlineHours: number;
  /** Video consultations meet at this address plus a room name of the booking's own. */
  videoCallBaseUrl: string;
  /** The company's UPI payee address (UPI_VPA) and name (UPI_PAYEE_NAME) on `upi://pay` links. */
  upiVpa: string;
  upiPayeeName: string;
  /**
   * The seller on tax invoices until staff change it in the back office: legal name, registered
   * address, state (the place-of-supply comparison: CGST + SGST within it, IGST outside) and GSTIN.
   */
  seller: { legalName: string; address: string; state: string; gstin: string };
  /** How long an order awaiting payment holds its stock before it lapses (PAYMENT_HOLD_MINUTES). */
  paymentHoldMinutes: number;
  /** How many days before a booked event its balance payment link is mailed (BALANCE_DUE_DAYS). */
  balanceDueDays: number;
  /** How often each process looks for unpaid orders past their hold to lapse (PAYMENT_LAPSE_INTERVAL_MS). */
  paymentLapseIntervalMs: number;
  /**
   * The online payment gateway (Razorpay's API): on when all three are set, otherwise the site
   * offers cash on delivery and manual UPI only. `apiBaseUrl` is Razorpay's unless tests point it
   * at their local server.
   */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiBaseUrl: string } | null;
  /** EVENT_LOOP_PROBE=1 serves the event-loop delay at /__probe/event-loop (hostile tests only, never production). */
  eventLoopProbe: boolean;
}

const ROOT = path.resolve(__dirname, '..', '..');

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** The connection limits of `env`; never negative. */
function connectionLimits(env: NodeJS.ProcessEnv, trustProxy: boolean, ipv6LimitPrefix: number): ConnectionLimits {
  const at = (name: string, fallback: number) => Math.max(0, intFromEnv(env[name], fallback));
  return {
    headersTimeoutMs: Math.max(1, at('HEADERS_TIMEOUT_MS', 10_000)),
    requestTimeoutMs: at('REQUEST_TIMEOUT_MS', 30_000),
    uploadTimeoutMs: at('UPLOAD_TIMEOUT_MS', 600_000),
    keepAliveTimeoutMs: at('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    // Behind a proxy every socket is the proxy's: it caps its own clients (docs/operations.md).
    maxConnectionsPerClient: at('MAX_CONNECTIONS_PER_CLIENT', trustProxy ? 0 : 64),
    maxConnections: at('MAX_CONNECTIONS', 10_000),
    ipv6LimitPrefix,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFromEnv(env.PORT, 3000);
  const trustProxy = env.TRUST_PROXY === '1';
  const ipv6LimitPrefix = Math.min(
    IPV6_PREFIX_MAX,
    Math.max(IPV6_PREFIX_MIN, intFromEnv(env.IPV6_LIMIT_PREFIX, IPV6_PREFIX_DEFAULT)),
  );
  const dataDir = path.resolve(ROOT, env.DATA_DIR ?? 'data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: path.resolve(ROOT, env.SQLITE_FILE ?? path.join(dataDir, 'events.sqlite')),
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS?.toUpperCase() === 'FULL' ? 'FULL' : 'NORMAL',
    legacyDataFile: path.resolve(ROOT, env.DB_FILE ?? path.join(dataDir, 'db.json')),
    outboxDir: path.resolve(ROOT, env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    uploadsDir: path.resolve(ROOT, env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    seedFile: path.join(ROOT, 'db.json'),
    distDir: path.join(ROOT, 'dist'),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: intFromEnv(env.ACCESS_TOKEN_TTL, ACCESS_TOKEN_DEFAULT_TTL_SECONDS),
    refreshGraceMs: Math.max(0, intFromEnv(env.REFRESH_GRACE_MS, REFRESH_GRACE_DEFAULT_MS)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Utsav Events <no-reply@utsavevents.example>',
    companyInbox: env.COMPANY_INBOX ?? 'bookings@utsavevents.example',
    publicUrl,
    corsOrigins: (
      env.CORS_ORIGINS ?? (env.NODE_ENV === 'production' ? publicUrl : `${publicUrl},http://localhost:3000`)
    )
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy,
    ipv6LimitPrefix,
    connections: connectionLimits(env, trustProxy, ipv6LimitPrefix),
    prerenderedPages: env.PRERENDERED_PAGES !== '0',
    rateLimitFactor: env.RATE_LIMIT_FACTOR === undefined ? 1 : Number(env.RATE_LIMIT_FACTOR),
    mailWaitMs: intFromEnv(env.MAIL_WAIT_MS, 3000),
    mailRetryBaseMs: intFromEnv(env.MAIL_RETRY_BASE_MS, 30_000),
    mailPollMs: intFromEnv(env.MAIL_POLL_MS, 1000),
    bookingChangeDeadlineHours: Math.max(
      0,
      intFromEnv(env.BOOKING_CHANGE_DEADLINE_HOURS, BOOKING_CHANGE_DEADLINE_HOURS),
    ),
    videoCallBaseUrl: (env.VIDEO_CALL_BASE_URL ?? 'https://meet.jit.si').replace(/\/+$/, ''),
    eventLoopProbe: env.EVENT_LOOP_PROBE === '1',
    // A placeholder VPA in the reserved `.example` style until the company sets its real one.
    upiVpa: (env.UPI_VPA ?? 'utsavevents@okicici').trim(),
    upiPayeeName: (env.UPI_PAYEE_NAME ?? 'Utsav Events').trim(),
    seller: {
      legalName: (env.COMPANY_LEGAL_NAME ?? 'Utsav Events Private Limited').trim(),
      address: (env.COMPANY_ADDRESS ?? '14 Hauz Khas Village, New Delhi 110016').trim(),
      state: (env.COMPANY_STATE ?? 'Delhi').trim(),
      // A sample registration (well formed, check character right) until the company sets its own.
      gstin: (env.COMPANY_GSTIN ?? '07AAACU1234F1ZS').trim().toUpperCase(),
    },
    paymentHoldMinutes: Math.max(1, intFromEnv(env.PAYMENT_HOLD_MINUTES, 30)),
    balanceDueDays: Math.max(0, intFromEnv(env.BALANCE_DUE_DAYS, 7)),
    paymentLapseIntervalMs: Math.max(100, intFromEnv(env.PAYMENT_LAPSE_INTERVAL_MS, 60_000)),
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiBaseUrl: (env.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
          }
        : null,
  };
}
