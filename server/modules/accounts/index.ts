import { Router } from 'express';
import type { ServerModule } from '../../context';
import { addressRoutes } from './addresses.routes';
import { adminAccountRoutes } from './adminAccounts.routes';
import { authRoutes } from './auth.routes';
import { userRoutes } from './user.routes';

/** Accounts: sign-up, login and sessions (`/Auth`), the profile (`/User`), the address book (`/Address`); admin approvals. */
export const accountsModule: ServerModule = {
  api: (ctx) =>
    Router().use('/Auth', authRoutes(ctx)).use('/User', userRoutes(ctx)).use('/Address', addressRoutes(ctx)),
  admin: (ctx) => Router().use('/admins', adminAccountRoutes(ctx)),
};

// What other modules use of accounts.
export type { UserRecord } from './tables';
