import {
  NOTIFICATION_MESSAGES,
  type AdminNotification,
  type AdminNotifications,
  type NotificationMail,
} from '../../../src/shared/contract/notification';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/lib/httpError';

/** The most items the bell lists (of each kind, and in all). */
export const NOTIFICATIONS_LIMIT = 20;

/** Where an item goes in the bell's list: derived items (no stored id) first, then the stored ones. */
const rank = (item: AdminNotification) => (item.storedId === null ? 0 : 1);

/** A derived kind: the items that ask for action now (each stays until it is dealt with). */
export type NotificationSource = (limit: number) => Promise<AdminNotification[]>;
type SourceFactory = (ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) => NotificationSource;

const derivedSources: SourceFactory[] = [];

/**
 * Adds a derived kind to the bell (the leads module's due follow-ups). Registered by the module
 * that owns the records, so this module imports none of the modules that tell it their events.
 */
export function registerNotificationSource(source: SourceFactory): void {
  derivedSources.push(source);
}

/**
 * The back office's notifications for one staff member: the stored ones (each with their own read
 * state) and the derived kinds' items: those first, then the stored ones, newest first.
 */
export function notificationsService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const { store } = ctx;
  const stamp = () => new Date(ctx.clock.now()).toISOString();
  return {
    async list(adminId: number): Promise<AdminNotifications> {
      const [stored, unreadStored, ...derived] = await Promise.all([
        store.staffNotifications.latest(adminId, NOTIFICATIONS_LIMIT),
        store.staffNotifications.unreadCount(adminId),
        ...derivedSources.map((source) => source(ctx)(NOTIFICATIONS_LIMIT)),
      ]);
      const due = derived.flat();
      const items = [
        ...stored.map((row): AdminNotification => ({
          id: `n:${row.id}`,
          kind: row.kind,
          title: row.title,
          body: row.body,
          href: row.href,
          createdAt: row.createdAt,
          read: row.read,
          storedId: row.id,
        })),
        ...due,
      ]
        // What asks for action now first (a due follow-up stays until it is dealt with), then the
        // stored ones newest first, read or not (an item just opened keeps its place): a busy
        // day's orders never push a due follow-up out of the list.
        .sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
        .slice(0, NOTIFICATIONS_LIMIT);
      // A derived item stays until it is dealt with, so each listed counts as unread.
      return { items, unread: unreadStored + due.length };
    },

    /** Marks one stored notification read for `adminId`; 404 when there is none with this id. */
    async markRead(adminId: number, id: number): Promise<void> {
      if (!(await store.staffNotifications.exists(id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
      await store.staffNotifications.markRead(id, adminId, stamp());
    },

    /** Marks every stored notification read for `adminId` (the derived ones stay until dealt with). */
    markAllRead: (adminId: number): Promise<number> => store.staffNotifications.markAllRead(adminId, stamp()),

    preference: (adminId: number): Promise<NotificationMail> => store.staffNotifications.preference(adminId),

    setPreference: (adminId: number, mail: NotificationMail): Promise<void> =>
      store.staffNotifications.setPreference(adminId, mail, stamp()),
  };
}
