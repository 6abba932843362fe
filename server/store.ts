import type { Kysely, Transaction } from 'kysely';
import type { DataEngine, EngineKind } from './platform/db/engine';
import { addressesRepository } from './modules/accounts/addresses.repository';
import { bannersRepository } from './modules/content/banners.repository';
import { billingRepository } from './modules/billing/billing.repository';
import { blogPostsRepository } from './modules/content/blogPosts.repository';
import { contentChangesRepository } from './platform/db/contentChanges.repository';
import { categoriesRepository } from './modules/catalogue/categories.repository';
import { eventsRepository } from './modules/content/events.repository';
import { bookingsRepository } from './modules/bookings/bookings.repository';
import { bookingAdminRepository } from './modules/bookings/bookingAdmin.repository';
import { bookingAdvancesRepository } from './modules/bookings/bookingAdvances.repository';
import { advanceRefundsRepository } from './modules/bookings/advanceRefunds.repository';
import { backOfficeAuditRepository } from './modules/staff/audit.repository';
import { inboxRepliesRepository } from './modules/inbox/replies.repository';
import { bookingBlocksRepository } from './modules/bookings/bookingBlocks.repository';
import { customersRepository } from './modules/staff/customers.repository';
import { dashboardRepository } from './modules/staff/dashboard.repository';
import { staffNotificationsRepository } from './modules/staff/notifications.repository';
import { adminAccountsRepository } from './modules/accounts/adminAccounts.repository';
import { subscribersRepository } from './modules/inbox/subscribers.repository';
import { inboxRepository } from './modules/inbox/inbox.repository';
import { leadsRepository } from './modules/leads/leads.repository';
import { productVariantsRepository } from './modules/catalogue/productVariants.repository';
import { catalogueRepository } from './modules/catalogue/products.repository';
import { outboxRepository } from './platform/mail/outbox.repository';
import { orderHistoryRepository } from './modules/orders/orderHistory.repository';
import { ordersRepository } from './modules/orders/orders.repository';
import { firstOrderClaimsRepository } from './modules/orders/firstOrderClaims.repository';
import { proposalsRepository } from './modules/proposals/proposals.repository';
import { refundsRepository } from './modules/orders/refunds.repository';
import { returnRequestsRepository } from './modules/orders/returnRequests.repository';
import { gatewayPaymentsRepository } from './modules/payments/gatewayPayments.repository';
import { paymentRequestsRepository } from './modules/payments/paymentRequests.repository';
import { paymentsViewRepository } from './modules/payments/paymentsView.repository';
import { rateLimitsRepository } from './platform/db/rateLimits.repository';
import { searchRepository } from './modules/catalogue/search.repository';
import { sessionsRepository } from './modules/accounts/sessions.repository';
import { loginLocksRepository } from './modules/accounts/loginLocks.repository';
import { settingsRepository } from './platform/db/settings.repository';
import { submissionsRepository } from './modules/inbox/submissions.repository';
import { usersRepository } from './modules/accounts/users.repository';
import { wishlistRepository } from './modules/catalogue/wishlist.repository';
import type { Database } from './platform/db/schema';

/** The database, or a transaction on it: repositories work the same on either. */
export interface Scope {
  db: Kysely<Database> | Transaction<Database>;
  kind: EngineKind;
}

const REPOSITORY_FACTORIES = {
  users: usersRepository,
  sessions: sessionsRepository,
  loginLocks: loginLocksRepository,
  catalogue: catalogueRepository,
  productVariants: productVariantsRepository,
  addresses: addressesRepository,
  orders: ordersRepository,
  orderHistory: orderHistoryRepository,
  firstOrderClaims: firstOrderClaimsRepository,
  refunds: refundsRepository,
  returnRequests: returnRequestsRepository,
  bookings: bookingsRepository,
  bookingAdmin: bookingAdminRepository,
  bookingBlocks: bookingBlocksRepository,
  bookingAdvances: bookingAdvancesRepository,
  advanceRefunds: advanceRefundsRepository,
  dashboard: dashboardRepository,
  customers: customersRepository,
  staffNotifications: staffNotificationsRepository,
  submissions: submissionsRepository,
  inbox: inboxRepository,
  leads: leadsRepository,
  adminAccounts: adminAccountsRepository,
  subscribers: subscribersRepository,
  outbox: outboxRepository,
  rateLimits: rateLimitsRepository,
  settings: settingsRepository,
  events: eventsRepository,
  blogPosts: blogPostsRepository,
  banners: bannersRepository,
  contentChanges: contentChangesRepository,
  categories: categoriesRepository,
  search: searchRepository,
  wishlist: wishlistRepository,
  gatewayPayments: gatewayPaymentsRepository,
  paymentsView: paymentsViewRepository,
  paymentRequests: paymentRequestsRepository,
  billing: billingRepository,
  proposals: proposalsRepository,
  backOfficeAudit: backOfficeAuditRepository,
  inboxReplies: inboxRepliesRepository,
};

export type Repositories = {
  [Name in keyof typeof REPOSITORY_FACTORIES]: ReturnType<(typeof REPOSITORY_FACTORIES)[Name]>;
};

/**
 * The repositories on `scope` (the database, or one transaction). Each is made the first time it
 * is used: a transaction touches two or three of them, and making all of them (query builders
 * included) for every transaction cost about 0.3 ms of each booking.
 */
export function createRepositories(scope: Scope): Repositories {
  const repositories = {} as Repositories;
  for (const name of Object.keys(REPOSITORY_FACTORIES) as Array<keyof Repositories>) {
    let made: Repositories[typeof name] | undefined;
    Object.defineProperty(repositories, name, {
      enumerable: true,
      get: () => (made ??= REPOSITORY_FACTORIES[name](scope) as Repositories[typeof name]),
    });
  }
  return repositories;
}

/**
 * Every read and write of the server goes through here: repositories on the database, and
 * `transaction` for changes that must happen together (on SQLite the transaction holds the write
 * lock from its start; keep slow work such as password hashing outside it).
 */
export interface Store extends Repositories {
  readonly kind: EngineKind;
  readonly description: string;
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createStore(engine: DataEngine): Store {
  return {
    ...createRepositories({ db: engine.db, kind: engine.kind }),
    kind: engine.kind,
    description: engine.description,
    transaction: (work) =>
      engine.db.transaction().execute((trx) => work(createRepositories({ db: trx, kind: engine.kind }))),
    close: () => engine.close(),
  };
}
