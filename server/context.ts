import type { Router } from 'express';
import type { ServerConfig } from './platform/config';
import type { Store } from './store';
import type { BackgroundWork } from './platform/lib/background';
import type { Clock } from './platform/lib/clock';
import type { AttachmentResolver, OutboxWorker } from './platform/mail/outbox';
import type { AuthMiddleware } from './platform/middleware/auth';
import type { RateLimiter, RateLimitRule } from './platform/middleware/rateLimit';
import type { TokenService } from './modules/accounts/tokens.service';
import type { PageFactsSource } from './platform/site/static';

/** What every route and service receives from the app factory. */
export interface AppContext {
  config: ServerConfig;
  store: Store;
  clock: Clock;
  tokens: TokenService;
  auth: AuthMiddleware;
  outbox: OutboxWorker;
  /** The host name used in Message-IDs and calendar UIDs (from PUBLIC_URL). */
  mailDomain: string;
  /** Signs links that act without a login (a booking's manage link); derived from the JWT secret. */
  linkKey: Buffer;
  log: (error: unknown) => void;
  /** Work that runs after the answer (see lib/background.ts). */
  background: BackgroundWork;
  /** A limit counted in the database, so every server process counts against it (times RATE_LIMIT_FACTOR). */
  rateLimiter(name: string, rule: RateLimitRule): RateLimiter;
}

/**
 * A business module as the app mounts it (server/app.ts): its routes under /api, its back-office
 * routes under /api/admin (behind the one admin guard, applied once for every module), and any
 * routes outside /api. Each router names its own paths below its mount point.
 */
export interface ServerModule {
  api?(ctx: AppContext): Router;
  /** Routes under /api that read their body raw (a signed webhook), mounted before the JSON parser. */
  rawApi?(ctx: AppContext): Router;
  admin?(ctx: AppContext): Router;
  site?(ctx: AppContext): Router;
  /** How the mail attachments it names are made when their mail is sent, by name (see NamedAttachment). */
  mailAttachments?(ctx: AppContext): Record<string, AttachmentResolver>;
  /** Starts the module's periodic work in this process (each process runs its own); returns what stops it. */
  background?(ctx: AppContext): () => Promise<void>;
  /** What it knows of the site's page addresses: records' pages it renders, or that are missing (404). */
  pages?(ctx: AppContext): PageFactsSource;
}
