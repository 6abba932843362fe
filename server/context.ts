import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { BackgroundMail, Mailer } from './mail/mailer';
import type { AuthMiddleware } from './middleware/auth';
import type { TokenService } from './services/tokens';

/** What every route module receives from the app factory. */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  clock: Clock;
  tokens: TokenService;
  auth: AuthMiddleware;
  mailer: Mailer;
  mail: BackgroundMail;
  log: (error: unknown) => void;
}
