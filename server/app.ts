import compression from 'compression';
import express from 'express';
import type { Express } from 'express';
import jsonServer from 'json-server';
import { loadConfig, type ServerConfig } from './platform/config';
import type { AppContext, ServerModule } from './context';
import { accountsModule } from './modules/accounts';
import { billingModule } from './modules/billing';
import { leadsModule } from './modules/leads';
import { proposalsModule } from './modules/proposals';
import { bookingsModule } from './modules/bookings';
import { catalogueModule } from './modules/catalogue';
import { contentModule } from './modules/content';
import { inboxModule } from './modules/inbox';
import { ordersModule } from './modules/orders';
import { paymentsModule } from './modules/payments';
import { staffModule } from './modules/staff';
import { openDataStore } from './openDataStore';
import { createBackgroundWork } from './platform/lib/background';
import { systemClock, type Clock } from './platform/lib/clock';
import { mailLogoRoute } from './platform/mail/logoRoute';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createThreadedMailer } from './platform/mail/threadedMailer';
import { createOutboxWorker, type OutboxOptions } from './platform/mail/outbox';
import { createAuthMiddleware } from './platform/middleware/auth';
import { verifyBodyShape } from './platform/middleware/bodyShape';
import { refuseMalformedUrl } from './platform/middleware/malformedUrl';
import { EVENT_LOOP_PROBE_PATH, eventLoopProbe } from './platform/middleware/eventLoopProbe';
import { apiNotFound, errorHandler } from './platform/middleware/errors';
import { siteFallback } from './platform/site/siteFallback';
import { apiHttpConventions } from './platform/middleware/httpConventions';
import { RateLimiter } from './platform/middleware/rateLimit';
import { methodNotAllowed, withOwnMethodCheck } from './platform/middleware/methodNotAllowed';
import {
  corsAllowList,
  noStoreApi,
  requireJsonOrMultipart,
  securityHeaders,
  permissionsPolicy,
  stripMethodOverride,
} from './platform/middleware/security';
import { publicCollectionsRouter } from './platform/http/publicCollections';
import { scheduleHousekeeping } from './platform/jobs/housekeeping';
import { deriveKey, resolveJwtSecret } from './platform/lib/secret';
import { createTokenService } from './modules/accounts/tokens.service';
import { modulePages, staticSite } from './platform/site/static';
import { ensureSeedUploads, uploadsStatic } from './platform/site/uploads';

export interface CreateAppOptions {
  config?: Partial<ServerConfig>;
  clock?: Clock;
  mailer?: Mailer;
  /** Compose and send mail on a worker thread (the server); tests send in their own thread. */
  mailThread?: boolean;
  /** Outbox timing (tests shorten the retries). */
  outbox?: Partial<OutboxOptions>;
  /** Run the background work: the outbox poller, housekeeping and the modules' jobs. Tests drive the outbox themselves. */
  background?: boolean;
  /** Serve the production build from `config.distDir`. Off in tests. */
  serveSite?: boolean;
  /** Serve the built pages as built, PUBLIC_URL placeholder included (the prerender step snapshots them). */
  keepPublicUrlPlaceholder?: boolean;
  /** PostgreSQL schema of this app (tests give each app its own). */
  pgSchema?: string;
  log?: (error: unknown) => void;
}

export interface CreatedApp {
  app: Express;
  context: AppContext;
  /** Stops the background work, waits for mail under way, closes the database. */
  close(): Promise<void>;
}

/** The business modules, in the order their routes are tried. */
const MODULES: readonly ServerModule[] = [
  accountsModule,
  ordersModule,
  paymentsModule,
  catalogueModule,
  inboxModule,
  bookingsModule,
  contentModule,
  staffModule,
  billingModule,
  leadsModule,
  proposalsModule,
];

/** JSON bodies above this size answer 413. */
export const JSON_BODY_LIMIT = '1mb';

/**
 * Builds the whole server (json-server app, custom routes, json-server's router for the seed's
 * public collections) on the configured database, migrating and importing it first.
 * `server/index.ts` starts it; tests call it on a throwaway data folder.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<CreatedApp> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const log = options.log ?? console.error;
  // One-time notices (a former data file was imported) go to the log given, else to stderr.
  const notice = options.log ?? ((message: unknown) => console.warn(message));
  const store = await openDataStore(config, { now: clock.now(), pgSchema: options.pgSchema, log: notice });
  ensureSeedUploads(config.uploadsDir);
  const secret = await resolveJwtSecret(config.jwtSecret, store, config.dataDir);
  const tokens = createTokenService({
    store,
    clock,
    secret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshGraceMs: config.refreshGraceMs,
  });
  const mailerOptions = { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom };
  const mailer =
    options.mailer ??
    (options.mailThread ? createThreadedMailer(mailerOptions) : createMailer({ ...mailerOptions, clock }));
  const mailDomain = new URL(config.publicUrl).hostname;
  const outbox = createOutboxWorker({
    store,
    mailer,
    clock,
    log,
    domain: mailDomain,
    options: { pollMs: config.mailPollMs, retryBaseMs: config.mailRetryBaseMs, ...options.outbox },
  });
  const context: AppContext = {
    config,
    store,
    clock,
    tokens,
    auth: createAuthMiddleware(store, tokens, clock),
    outbox,
    mailDomain,
    linkKey: deriveKey(secret, 'booking-manage-links'),
    log,
    background: createBackgroundWork(log),
    rateLimiter: (name, rule) => new RateLimiter(name, rule, store, clock, config.rateLimitFactor),
  };
  for (const module of MODULES)
    for (const [named, resolve] of Object.entries(module.mailAttachments?.(context) ?? {}))
      outbox.registerAttachments(named, resolve);
  const stopHousekeeping = options.background ? scheduleHousekeeping(store, clock, log) : () => undefined;
  const stopModuleWork = options.background
    ? MODULES.flatMap((module) => (module.background ? [module.background(context)] : []))
    : [];
  if (options.background) outbox.start();

  // json-server's create() is an Express app; its defaults() (open CORS, logger) are not used.
  const app = jsonServer.create() as unknown as Express;
  app.disable('x-powered-by');
  app.set('json spaces', 0); // json-server's create() pretty-prints; compact JSON is smaller
  // No ETags on answers Express writes itself: the API's are `no-store` (an ETag would invite
  // 304s), and the served pages compute their own (server/platform/site/static.ts). Static files keep theirs.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  if (config.eventLoopProbe) app.get(EVENT_LOOP_PROBE_PATH, eventLoopProbe());
  app.use(refuseMalformedUrl, stripMethodOverride, securityHeaders, permissionsPolicy, compression());

  const api = express.Router();
  api.use(corsAllowList(config.corsOrigins), noStoreApi, apiHttpConventions, methodNotAllowed(api));
  for (const module of MODULES) if (module.rawApi) api.use(module.rawApi(context));
  api.use(requireJsonOrMultipart, express.json({ limit: JSON_BODY_LIMIT, verify: verifyBodyShape }));
  for (const module of MODULES) if (module.api) api.use(module.api(context));
  // The back office: every module's admin routes under /api/admin, behind one guard (401 for a
  // visitor, 403 for a customer), checked before anything else of theirs runs.
  const admin = express.Router();
  admin.use(context.auth.requireAuth, context.auth.requireRole('Admin'));
  for (const module of MODULES) if (module.admin) admin.use(module.admin(context));
  api.use('/admin', admin);
  api.use(withOwnMethodCheck(publicCollectionsRouter(config.seedFile)));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/uploads', uploadsStatic(config.uploadsDir));
  app.use(mailLogoRoute());

  for (const module of MODULES) if (module.site) app.use(module.site(context));
  if (options.serveSite) {
    const publicUrl = options.keepPublicUrlPlaceholder ? undefined : config.publicUrl;
    app.use(
      staticSite(config.distDir, {
        prerenderedPages: config.prerenderedPages,
        publicUrl,
        pageFacts: modulePages(MODULES.flatMap((module) => (module.pages ? [module.pages(context)] : []))),
      }),
    );
  }
  app.use(siteFallback);
  app.use(errorHandler(log));

  return {
    app,
    context,
    close: async () => {
      stopHousekeeping();
      await Promise.all(stopModuleWork.map((stop) => stop()));
      await context.background.idle();
      await outbox.stop();
      await mailer.close?.();
      await store.close();
    },
  };
}
