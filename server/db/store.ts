import type { Kysely, Transaction } from 'kysely';
import type { DataEngine, EngineKind } from './engine';
import { addressesRepository } from './repositories/addresses';
import { bannersRepository } from './repositories/banners';
import { blogPostsRepository } from './repositories/blogPosts';
import { categoriesRepository } from './repositories/categories';
import { eventsRepository } from './repositories/events';
import { bookingsRepository } from './repositories/bookings';
import { bookingAdminRepository } from './repositories/bookingAdmin';
import { bookingBlocksRepository } from './repositories/bookingBlocks';
import { dashboardRepository } from './repositories/dashboard';
import { backOfficeRepository } from './repositories/backOffice';
import { inboxRepository } from './repositories/inbox';
import { productVariantsRepository } from './repositories/productVariants';
import { catalogueRepository } from './repositories/products';
import { outboxRepository } from './repositories/outbox';
import { orderHistoryRepository } from './repositories/orderHistory';
import { ordersRepository } from './repositories/orders';
import { rateLimitsRepository } from './repositories/rateLimits';
import { searchRepository } from './repositories/search';
import { sessionsRepository } from './repositories/sessions';
import { settingsRepository } from './repositories/settings';
import { submissionsRepository } from './repositories/submissions';
import { usersRepository } from './repositories/users';
import { wishlistRepository } from './repositories/wishlist';
import type { Database } from './schema';

/** The database, or a transaction on it: repositories work the same on either. */
export interface Scope {
  db: Kysely<Database> | Transaction<Database>;
  kind: EngineKind;
}

export function createRepositories(scope: Scope) {
  return {
    users: usersRepository(scope),
    sessions: sessionsRepository(scope),
    catalogue: catalogueRepository(scope),
    productVariants: productVariantsRepository(scope),
    addresses: addressesRepository(scope),
    orders: ordersRepository(scope),
    orderHistory: orderHistoryRepository(scope),
    bookings: bookingsRepository(scope),
    bookingAdmin: bookingAdminRepository(scope),
    bookingBlocks: bookingBlocksRepository(scope),
    dashboard: dashboardRepository(scope),
    submissions: submissionsRepository(scope),
    inbox: inboxRepository(scope),
    backOffice: backOfficeRepository(scope),
    outbox: outboxRepository(scope),
    rateLimits: rateLimitsRepository(scope),
    settings: settingsRepository(scope),
    events: eventsRepository(scope),
    blogPosts: blogPostsRepository(scope),
    banners: bannersRepository(scope),
    categories: categoriesRepository(scope),
    search: searchRepository(scope),
    wishlist: wishlistRepository(scope),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

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
    transaction: (work) => engine.db.transaction().execute((trx) => work(createRepositories({ db: trx, kind: engine.kind }))),
    close: () => engine.close(),
  };
}
