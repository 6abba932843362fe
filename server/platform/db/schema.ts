import type { Generated, Insertable, Selectable } from 'kysely';
import type { Address, Product, Role } from '../../../src/shared/api/types';
import type { ConsultationBudget, ConsultationType, ContactMethod, EventType, TimeSlot } from '../../../src/shared/config/booking';
import type { EnquiryType } from '../../../src/shared/config/contact';
import type { DeliveryMethod, PaymentMethod, PaymentStatus, ReturnStatus } from '../../../src/shared/config/shop';

/*
 * Every record type the server stores, in one place: the tables as the query layer (Kysely) sees
 * them, and the records the repositories hand to services. Property names are camelCase here and
 * snake_case in the database (Kysely's CamelCasePlugin maps them); the tables themselves are
 * created by the versioned migrations in ./migrations.
 *
 * Conventions that hold on both engines (SQLite and PostgreSQL):
 * - `...At` text columns hold ISO 8601 UTC strings (they sort as text); `...AtMs` columns hold
 *   epoch milliseconds (bigint), used where the server compares times (expiry, retries, limits).
 * - Booleans are `boolean` columns: PostgreSQL returns true/false, SQLite 1/0, so repositories
 *   read them through `Boolean()`.
 * - Amounts are INR in `numeric(12,2)` columns, read back as numbers.
 * - Lists inside one record (a product's images) are JSON text; lists that grow (order items) are
 *   tables of their own.
 */

export type UserStatus = 'active' | 'pending';

export interface UsersTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  /** Stored trimmed and lowercased; a unique index on lower(email) holds one account per address. */
  email: string;
  phone: string;
  role: Role;
  /** A self-registered admin stays `pending` until approved with `npm run admin:approve`. */
  status: UserStatus;
  /** argon2id (PHC string); accounts from before it may still hold a bcrypt hash until their next login. */
  passwordHash: string;
  createdAt: string;
  /**
   * Carried in every access token (`ver`) and compared on each request: raised by logout,
   * logout-everywhere and any password change, so the access tokens issued before stop at once.
   */
  tokenVersion: Generated<number>;
}

/**
 * One login session. Its refresh token rotates in place (the row keeps only the current token's
 * hash), so rotations never add rows; a token of the session that is not the current one is a
 * reuse and ends the session.
 */
export interface RefreshSessionsTable {
  id: string;
  userId: number;
  tokenHash: string;
  rememberMe: boolean;
  generation: number;
  createdAtMs: number;
  expiresAtMs: number;
  rotatedAtMs: number | null;
  revokedAtMs: number | null;
}

export interface PasswordResetsTable {
  id: string;
  userId: number;
  tokenHash: string;
  createdAtMs: number;
  expiresAtMs: number;
  usedAtMs: number | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  /** Never negative: a check constraint, and sales take stock with a conditional update. */
  stockQuantity: number;
  sku: string;
  categoryId: number;
  isActive: boolean;
  /** JSON: `[{ imageUrl, width?, height?, sources? }]` (ProductImage). */
  images: string;
  /** JSON: `[{ videoUrl }]`. */
  videos: string;
  mainImageIndex: number;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every admin edit (never by a sale): the form's stale-save check (migration 0004). */
  version: Generated<number>;
  /** Unique, URL-safe (`/product/:slug`); derived from the name when not given (migration 0006). */
  slug: string;
  /** The "About Product" text (paragraphs separated by blank lines). */
  about: Generated<string>;
  /** The "Steeping Instructions" (one step a line); empty: the section is not shown. */
  steepingInstructions: Generated<string>;
}

/**
 * A size and/or colour of a product with its own stock (migration 0006). `''` means "no size"
 * or "no colour"; one row per (product, size, colour). A product with variants sells from them.
 */
export interface ProductVariantsTable {
  id: Generated<number>;
  productId: number;
  size: Generated<string>;
  colour: Generated<string>;
  /** Never negative: a check constraint, and sales take stock with a conditional update. */
  stockQuantity: number;
  position: Generated<number>;
}

/** A product on a customer's wishlist; one row per (user, product) (migration 0008). */
export interface WishlistItemsTable {
  userId: number;
  productId: number;
  createdAt: string;
}

export interface AddressesTable {
  id: Generated<number>;
  userId: number;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  /** At most one per user: a partial unique index. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
  /** Who receives the parcel and the courier's calls (migration 0007; '' on older rows). */
  recipientName: string;
  recipientPhone: string;
}


export interface OrdersTable {
  id: Generated<number>;
  /** Null for a guest's order (migration 0007): the customer fields below say who placed it. */
  userId: number | null;
  /** Set right after the insert (it contains the id); unique. */
  orderNumber: string | null;
  orderDate: string;
  /** Free text shown lowercased (Processing, Shipped, Delivered, pending); the spec fixes no set. */
  status: string;
  subtotal: number;
  shippingCost: number;
  discount: number;
  totalAmount: number;
  discountCode: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** `online` for orders placed through checkout (APP10 is for a customer's first one). */
  channel: string | null;
  shipStreet: string;
  shipCity: string;
  shipState: string;
  shipZipCode: string;
  shipCountry: string;
  shipRecipientName: string;
  shipRecipientPhone: string;
  /** Who placed the order (the account's details, or what a guest typed); e-mail stored lowercased. */
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  /** Set when the order ships; the tracking number is unique and finds the order on /tracking. */
  courierName: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  /** The start of the return period. */
  deliveredAt: string | null;
}

/** One step of an order's timeline (placed, paid, shipped, delivered, cancelled, return steps). */
export interface OrderEventsTable {
  id: Generated<number>;
  orderId: number;
  at: string;
  status: string;
  note: string;
  /** `customer`, `guest`, `admin:<id>` or `system`. */
  actor: string;
  /**
   * The audit log (migration 0012): the status the change left (the return's step for a return)
   * and the admin's e-mail; required by the database on an admin's event, null on the others.
   */
  fromStatus: string | null;
  actorEmail: string | null;
}

/** A return of one order line, moving through the policy's steps (services/returns). */
export interface OrderReturnsTable {
  id: Generated<number>;
  orderId: number;
  lineNo: number;
  reason: string;
  status: ReturnStatus;
  requestedAt: string;
  updatedAt: string;
}

/** An item as it was bought: a snapshot, so later catalogue changes never rewrite an order. */
export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  /** The item's number within its order (the API's item id). */
  lineNo: number;
  productId: number | null;
  /** The size/colour variant bought (migration 0007), null for a product without variants. */
  variantId: number | null;
  name: string;
  quantity: number;
  /** Unit price in INR at the time of the order. */
  price: number;
  imageUrl: string;
  size: string | null;
  colour: string | null;
}

export type MailStatus = 'queued' | 'sent' | 'failed';

export interface BookingsTable {
  id: Generated<number>;
  /** `BK-000042`, set right after the insert; unique. */
  reference: string | null;
  /** Globally unique (reference, a random part and the site's domain); kept when rescheduled. */
  calendarUid: string;
  /** A cancelled booking frees its slot (the unique slot index holds confirmed ones only). */
  status: 'confirmed' | 'cancelled';
  serviceId: number;
  serviceName: string;
  servicePrice: string;
  /** The catalogue price in rupees; null = on request. */
  amount: number | null;
  /** `₹9,999`, `₹49 per person` or `To be determined`, as the review showed it. */
  priceLabel: string;
  /** The IST date, `YYYY-MM-DD` (migration 0005 replaced the former day of a fixed month). */
  date: string;
  time: TimeSlot;
  /** The slot's start in UTC (ISO). One confirmed booking per start: a partial unique index. */
  startsAt: string;
  /** iCalendar SEQUENCE: raised by every reschedule and the cancellation, so invites update. */
  sequence: number;
  cancelledAt: string | null;
  preferredMethod: ContactMethod;
  name: string;
  email: string;
  phone: string;
  eventType: EventType | '';
  message: string;
  createdAt: string;
  /** Outcome of the confirmation to the customer and the notice to the company (set by the outbox). */
  mailCustomer: MailStatus;
  mailCompany: MailStatus;
}

/** A consultation slot, or a whole IST date (`time` null), closed by the company (migration 0013). */
export interface BookingBlocksTable {
  id: Generated<number>;
  date: string;
  time: TimeSlot | null;
  reason: string;
  createdAt: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  /** Unique (lowercased by validation). */
  email: string;
  createdAt: string;
  /** When the welcome mail was last queued; a repeat sign-up queues it at most once a day. */
  lastMailedAtMs: number;
  /** The outbox row of that mail, whose status tells whether it has gone out. */
  welcomeMailId: number | null;
  /** Set by the unsubscribe link (migration 0010); a new sign-up clears it. */
  unsubscribedAt: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  enquiryType: EnquiryType;
  status: 'new';
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export interface ConsultationsTable {
  id: Generated<number>;
  reference: string | null;
  name: string;
  email: string;
  phone: string;
  consultationType: ConsultationType;
  preferredMethod: ContactMethod;
  message: string;
  eventType: EventType | '';
  budget: ConsultationBudget | '';
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export interface MeetingRegistrationsTable {
  id: Generated<number>;
  reference: string | null;
  name: string;
  mobile: string;
  /** The last ten digits of the mobile number; unique (one registration per person). */
  mobileKey: string;
  age: number;
  city: string;
  profession: string;
  organization: string;
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** What an outbox row is about, so its outcome can be recorded there (a booking's mail status). */
export type OutboxSubject = { type: 'booking'; id: number; role: BookingMailRole };

/**
 * What a booking's outbox row is: the first confirmation and notice (their outcome is shown on
 * the booking), a later update (rescheduled, cancelled) or a scheduled reminder.
 */
export type BookingMailRole = 'customer' | 'company' | 'update-customer' | 'update-company' | 'reminder-day' | 'reminder-link';

/**
 * The transactional outbox: a mail is written here in the same transaction as the record it
 * confirms, and the outbox worker sends it (at least once, retrying with backoff).
 */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Fixed at creation, so a retried send carries the same Message-ID. */
  messageId: string;
  recipient: string;
  subject: string;
  /** JSON of the whole message (MailMessage). */
  payload: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAtMs: number;
  /** A worker that claimed the row holds it until then; after that another may take it over. */
  lockedUntilMs: number | null;
  lockedBy: string | null;
  lastError: string | null;
  relatedType: OutboxSubject['type'] | null;
  relatedId: number | null;
  relatedRole: string | null;
  createdAtMs: number;
  sentAtMs: number | null;
}

/** Fixed-window counters shared by every server process (rate limits, attempt counters). */
export interface RateLimitsTable {
  key: string;
  count: number;
  resetAtMs: number;
  /** A lock on the key until then (0: none); used by the progressive login lock of an account from one address. */
  blockedUntilMs: Generated<number>;
}

/** Small server-wide values: the generated JWT secret, the seed import marker. */
export interface SettingsTable {
  key: string;
  value: string;
}

/** An event or service card of /events (migration 0011); `date` is an IST date, YYYY-MM-DD. */
export interface EventsTable {
  id: Generated<number>;
  /** Unique, URL-safe: the event's address `/api/events/<slug>`. */
  slug: string;
  type: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  image: string;
  imageAlt: string;
  price: number;
  originalPrice: number;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A post of /blogs (migration 0011); Event posts carry a place and time. */
export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  type: 'Blog' | 'Event';
  title: string;
  date: string;
  image: string;
  imageAlt: string;
  description: string;
  author: string;
  readTime: string;
  location: string;
  time: string;
  /** JSON of the post's package, or null. */
  product: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A hero slide of the home page (migration 0011); shown when active, in `position` order. */
export interface BannersTable {
  id: Generated<number>;
  type: 'image' | 'video';
  srcDesktop: string;
  srcMobile: string;
  poster: string;
  /** Required (a check constraint): the slide's text alternative. */
  alt: string;
  title: string;
  subtitle: string;
  ctaText: string;
  /** An internal path (`/...`) or an https URL; '' = no call to action. */
  ctaLink: string;
  position: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Database {
  users: UsersTable;
  refreshSessions: RefreshSessionsTable;
  passwordResets: PasswordResetsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  productVariants: ProductVariantsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderEvents: OrderEventsTable;
  orderReturns: OrderReturnsTable;
  bookings: BookingsTable;
  bookingBlocks: BookingBlocksTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  contactMessages: ContactMessagesTable;
  consultations: ConsultationsTable;
  meetingRegistrations: MeetingRegistrationsTable;
  events: EventsTable;
  blogPosts: BlogPostsTable;
  banners: BannersTable;
  mailOutbox: MailOutboxTable;
  rateLimits: RateLimitsTable;
  settings: SettingsTable;
  wishlistItems: WishlistItemsTable;
}

export type TableName = keyof Database;

/** Every table, parents before children (an import inserts in this order; a reset drops in reverse). */
export const TABLES: readonly TableName[] = [
  'users',
  'refreshSessions',
  'passwordResets',
  'categories',
  'products',
  'productVariants',
  'addresses',
  'orders',
  'orderItems',
  'orderEvents',
  'orderReturns',
  'bookings',
  'bookingBlocks',
  'newsletterSubscriptions',
  'contactMessages',
  'consultations',
  'meetingRegistrations',
  'events',
  'blogPosts',
  'banners',
  'mailOutbox',
  'rateLimits',
  'settings',
  'wishlistItems',
];

/** Tables keyed by something other than a number the database counts up. */
export const TABLES_WITHOUT_SERIAL_ID: readonly TableName[] = ['refreshSessions', 'passwordResets', 'rateLimits', 'settings', 'wishlistItems'];

/** The table's name in SQL (the query layer maps camelCase names to snake_case). */
export const sqlName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

// ---- Records as the repositories return them ----

export type UserRecord = Selectable<UsersTable>;
export type NewUser = Omit<Insertable<UsersTable>, 'id'>;
export type RefreshSessionRecord = Selectable<RefreshSessionsTable>;
export type CategoryRecord = Selectable<CategoriesTable>;
export type ContactMessageRecord = Selectable<ContactMessagesTable>;
/** The inbox state of a submission, set only by the back office (never on insert). */
export type SubmissionStateKeys = 'readAt' | 'handledAt' | 'handledBy';
export type MailOutboxRecord = Selectable<MailOutboxTable>;

/** A product as the API shows it: the images and videos lists parsed, the flags as booleans. */
export interface ProductRecord extends Product {
  createdAt: string;
  updatedAt: string;
}

export type ProductVariantRecord = ProductRecord['variants'][number];

export type AddressRecord = Omit<Selectable<AddressesTable>, 'isDefault'> & { isDefault: boolean };

/** An order line as bought; `size` and `colour` only when chosen. */
export type OrderItemRecord = Pick<Selectable<OrderItemsTable>, 'productId' | 'name' | 'quantity' | 'price' | 'imageUrl'> & {
  variantId?: number | null;
  /** The line's number within its order. */
  id: number;
  size?: string;
  colour?: string;
};

export type OrderAddressSnapshot = Omit<Address, 'id' | 'isDefault'>;

export type OrderEventRecord = Selectable<OrderEventsTable>;
export type OrderReturnRecord = Selectable<OrderReturnsTable>;

/** An order with its items; `userId` and `channel` never leave the server. Amounts are INR. */
export type OrderRecord = Omit<
  Selectable<OrdersTable>,
  'orderNumber' | 'shipStreet' | 'shipCity' | 'shipState' | 'shipZipCode' | 'shipCountry' | 'shipRecipientName' | 'shipRecipientPhone'
> & {
  orderNumber: string;
  items: OrderItemRecord[];
  shippingAddress: OrderAddressSnapshot;
};

/** A booking with its service and mail outcomes grouped as the mails and tests read them. */
export type BookingRecord = Omit<Selectable<BookingsTable>, 'reference' | 'serviceId' | 'serviceName' | 'servicePrice' | 'mailCustomer' | 'mailCompany'> & {
  reference: string;
  /** Priced from the catalogue on the server, never from the request. */
  service: { id: number; name: string; price: string };
  mail: { customer: MailStatus; company: MailStatus };
};

export type NewBooking = Omit<BookingRecord, 'id' | 'reference' | 'calendarUid' | 'mail'>;

export type ConsultationRecord = Omit<Selectable<ConsultationsTable>, 'reference'> & { reference: string };

export type MeetingRegistrationRecord = Omit<Selectable<MeetingRegistrationsTable>, 'reference' | 'mobileKey'> & { reference: string };
