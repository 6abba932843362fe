/** The kinds of message the back office inbox gathers, as the API names them (`/api/admin/inbox/:type/:id`). */
export const INBOX_TYPES = ['contact', 'consultation', 'meeting'] as const;
export type InboxType = (typeof INBOX_TYPES)[number];

/** The inbox's state filter: not opened yet, not handled yet, handled. */
export const INBOX_STATES = ['unread', 'unhandled', 'handled'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/** The columns the inbox sorts by (`_sort`). */
export const INBOX_SORTS = ['createdAt', 'name', 'type'] as const;

export const NEWSLETTER_STATES = ['subscribed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
export const NEWSLETTER_SORTS = ['createdAt', 'email'] as const;

/** The admin accounts list filter (`?status=pending`). */
export const ADMIN_STATUSES = ['pending', 'active'] as const;
export const ADMIN_SORTS = ['createdAt', 'email', 'lastName'] as const;

/** The admin order list's filters and sorts (`GET /api/admin/orders`). Statuses are compared lowercased. */
export const ADMIN_ORDER_STATUSES = ['awaiting payment', 'pending', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
export const ADMIN_PAYMENT_STATUSES = ['awaiting_payment', 'due_on_delivery', 'paid', 'refunded'] as const;
/** `?returns=open`: orders with a return request still open (neither refunded nor replaced). */
export const ADMIN_ORDER_RETURN_FILTERS = ['open'] as const;
/** Return steps that end a return; any other step is an open request awaiting staff. */
export const CLOSED_RETURN_STATUSES = ['refunded', 'replaced'] as const;
export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'number'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
