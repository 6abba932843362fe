import type { UserRecord } from '../modules/accounts/tables';

declare global {
  namespace Express {
    interface Request {
      /** The authenticated user, set by the auth middleware from the database (not the token). */
      user?: UserRecord;
    }
  }
}

export {};
