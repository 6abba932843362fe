import compression from 'compression';
import express from 'express';
import type { Express } from 'express';
import jsonServer from 'json-server';
import { loadConfig, type ServerConfig } from './platform/config';
import type { AppContext } from './context';
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
import { methodNotAllowed, withOwnMethodCheck } from './platform/middleware/methodNotAllowed';
import { corsAllowList, noStoreApi, requireJsonOrMultipart, securityHeaders, stripMethodOverride } from './platform/middleware/security';
import { addressRoutes } from './modules/accounts/addresses.routes';
import { adminRoutes } from './adminRoutes';
import { authRoutes } from './modules/accounts/auth.routes';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { bookingManageRoutes } from './modules/bookings/bookingManage.routes';
import { categoryRoutes } from './modules/catalogue/categories.routes';
import { consultationRoutes } from './modules/inbox/consultations.routes';
import { contactMessageRoutes } from './modules/inbox/contactMessages.routes';
import { meetingRegistrationRoutes } from './modules/inbox/meetingRegistrations.routes';
import { newsletterRoutes } from './modules/inbox/newsletter.routes';
import { adminOrderRoutes } from './modules/orders/ordersAdmin.routes';
import { orderTrackingRoutes } from './modules/orders/tracking.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { productRoutes } from './modules/catalogue/products.routes';
import { publicCollectionsRouter } from './platform/http/publicCollections';
import { searchRoutes } from './modules/catalogue/search.routes';
import { seoRoutes } from './modules/content/seo.routes';
import { userRoutes } from './modules/accounts/user.routes';
import { wishlistRoutes } from './modules/catalogue/wishlist.routes';
import { scheduleHousekeeping } from './platform/jobs/housekeeping';
import { deriveKey, resolveJwtSecret } from './platform/lib/secret';
import { createTokenService } from './modules/accounts/tokens.service';
import { pagePreloads } from './modules/catalogue/pagePreloads';
import { staticSite } from './platform/site/static';
import { ensureSeedUploads, uploadsStatic } from './platform/site/uploads';
import { adminBannerRoutes } from './modules/content/bannersAdmin.routes';
import { adminCategoryRoutes } from './modules/catalogue/categoriesAdmin.routes';
import { adminContentRoutes } from './modules/content/contentAdmin.routes';
import { siteContentRoutes } from './modules/content/siteContent.routes';

export interface CreateAppOptions {
  config?: Partial<ServerConfig>;
  clock?: Clock;
  mailer?: Mailer;
  /** Compose and send mail on a worker thread (the server); tests send in their own thread. */
  mailThread?: boolean;
  /** Outbox timing (tests shorten the retries). */
  outbox?: Partial<OutboxOptions>;
  /** Run the background work: the outbox poller and housekeeping. Tests drive the outbox themselves. */
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
  });
  const mailerOptions = { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom };
  const mailer = options.mailer ?? (options.mailThread ? createThreadedMailer(mailerOptions) : createMailer({ ...mailerOptions, clock }));
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
    auth: createAuthMiddleware(store, tokens),
    outbox,
    mailDomain,
    linkKey: deriveKey(secret, 'booking-manage-links'),
    log,
    background: createBackgroundWork(log),
  };
  const stopHousekeeping = options.background ? scheduleHousekeeping(store, clock, log) : () => undefined;
  if (options.background) outbox.start();

  // json-server's create() is an Express app; its defaults() (open CORS, logger) are not used.
  const app = jsonServer.create() as unknown as Express;
  app.disable('x-powered-by');
  app.set('json spaces', 0); // json-server's create() pretty-prints; compact JSON is smaller
  // No ETags on answers Express writes itself: the API's are `no-store` (an ETag would invite
  // 304s), and the served pages compute their own (server/static.ts). Static files keep theirs.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  if (config.eventLoopProbe) app.get(EVENT_LOOP_PROBE_PATH, eventLoopProbe());
  app.use(refuseMalformedUrl, stripMethodOverride, securityHeaders, compression());

  const api = express.Router();
  api.use(corsAllowList(config.corsOrigins), noStoreApi, apiHttpConventions, methodNotAllowed(api));
  api.use(requireJsonOrMultipart, express.json({ limit: JSON_BODY_LIMIT, verify: verifyBodyShape }));
  api.use('/Auth', authRoutes(context));
  api.use('/User', userRoutes(context));
  api.use('/Address', addressRoutes(context));
  api.use('/Order', orderRoutes(context));
  api.use('/orders', orderTrackingRoutes(context));
  api.use('/admin', adminOrderRoutes(context));
  api.use('/Product', productRoutes(context));
  api.use('/Category', categoryRoutes(context));
  api.use('/newsletter', newsletterRoutes(context));
  api.use('/contact-messages', contactMessageRoutes(context));
  // POST /send-email and GET /bookings/availability
  api.use(bookingRoutes(context));
  api.use('/bookings/manage', bookingManageRoutes(context));
  api.use('/consultations', consultationRoutes(context));
  api.use('/meeting-registrations', meetingRegistrationRoutes(context));
  api.use('/admin', adminRoutes(context));
  // GET /events, /blog-posts, /banners (issue 16: content the staff keep current)
  api.use(siteContentRoutes(context));
  api.use('/admin', adminContentRoutes(context), adminBannerRoutes(context), adminCategoryRoutes(context));
  api.use('/search', searchRoutes(context));
  api.use('/wishlist', wishlistRoutes(context));
  api.use(withOwnMethodCheck(publicCollectionsRouter(config.seedFile)));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/uploads', uploadsStatic(config.uploadsDir));
  app.use(mailLogoRoute());

  app.use(seoRoutes(context));
  if (options.serveSite) {
    const publicUrl = options.keepPublicUrlPlaceholder ? undefined : config.publicUrl;
    app.use(staticSite(config.distDir, { prerenderedPages: config.prerenderedPages, publicUrl, preloadsFor: pagePreloads(context) }));
  }
  app.use(siteFallback);
  app.use(errorHandler(log));

  return {
    app,
    context,
    close: async () => {
      stopHousekeeping();
      await context.background.idle();
      await outbox.stop();
      await mailer.close?.();
      await store.close();
    },
  };
}
