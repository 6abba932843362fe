import compression from 'compression';
import express from 'express';
import type { Express } from 'express';
import jsonServer from 'json-server';
import { loadConfig, type ServerConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { createBackgroundMail, createMailer, type Mailer } from './mail/mailer';
import { createAuthMiddleware } from './middleware/auth';
import { apiNotFound, errorHandler } from './middleware/errors';
import { corsAllowList, noStoreApi, requireJsonOrMultipart, securityHeaders, stripMethodOverride } from './middleware/security';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/booking';
import { consultationRoutes } from './routes/consultations';
import { meetingRegistrationRoutes } from './routes/meetingRegistrations';
import { categoryRoutes } from './routes/categories';
import { contactMessageRoutes } from './routes/contactMessages';
import { newsletterRoutes } from './routes/newsletter';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { publicCollectionsRouter } from './routes/publicCollections';
import { userRoutes } from './routes/user';
import { resolveJwtSecret } from './services/secret';
import { createTokenService } from './services/tokens';
import { staticSite } from './static';
import { ensureSeedUploads, uploadsStatic } from './uploads';

export interface CreateAppOptions {
  config?: Partial<ServerConfig>;
  clock?: Clock;
  mailer?: Mailer;
  /** Reload the data file when another process (admin:approve) edits it. Off in tests. */
  watchDb?: boolean;
  /** Serve the production build from `config.distDir`. Off in tests. */
  serveSite?: boolean;
  log?: (error: unknown) => void;
}

export interface CreatedApp {
  app: Express;
  context: AppContext;
  close(): void;
}

/** JSON bodies above this size answer 413. */
export const JSON_BODY_LIMIT = '1mb';

/**
 * Builds the whole server (json-server app, custom routes, guarded json-server router) on the
 * given data file. `server/index.ts` starts it; tests call it on a throwaway copy of the seed.
 */
export function createApp(options: CreateAppOptions = {}): CreatedApp {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const log = options.log ?? console.error;
  const db = openDatabase(config.dbFile, config.seedFile, { watch: options.watchDb });
  ensureSeedUploads(config.uploadsDir);
  const tokens = createTokenService({
    db,
    clock,
    secret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom, clock });
  const context: AppContext = {
    config,
    db,
    clock,
    tokens,
    auth: createAuthMiddleware(db, tokens),
    mailer,
    mail: createBackgroundMail(mailer, log),
    log,
  };

  // json-server's create() is an Express app; its defaults() (open CORS, logger) are not used.
  const app = jsonServer.create() as unknown as Express;
  app.disable('x-powered-by');
  app.set('json spaces', 0); // json-server's create() pretty-prints; compact JSON is smaller
  app.set('trust proxy', config.trustProxy);
  app.use(stripMethodOverride, securityHeaders, compression());

  const api = express.Router();
  api.use(corsAllowList(config.corsOrigins), noStoreApi, requireJsonOrMultipart, express.json({ limit: JSON_BODY_LIMIT }));
  api.use('/Auth', authRoutes(context));
  api.use('/User', userRoutes(context));
  api.use('/Address', addressRoutes(context));
  api.use('/Order', orderRoutes(context));
  api.use('/Product', productRoutes(context));
  api.use('/Category', categoryRoutes(context));
  api.use('/newsletter', newsletterRoutes(context));
  api.use('/contact-messages', contactMessageRoutes(context));
  // POST /send-email and GET /bookings/availability
  api.use(bookingRoutes(context));
  api.use('/consultations', consultationRoutes(context));
  api.use('/meeting-registrations', meetingRegistrationRoutes(context));
  api.use(publicCollectionsRouter(context));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/uploads', uploadsStatic(config.uploadsDir));

  if (options.serveSite) app.use(staticSite(config.distDir, { prerenderedPages: config.prerenderedPages }));
  app.use(errorHandler(log));

  return { app, context, close: () => db.close() };
}
