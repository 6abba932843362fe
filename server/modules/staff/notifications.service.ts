import type { AdminNotifications } from '../../../src/shared/contract/notification';
import type { AppContext } from '../../context';
import { leadFollowUpNotifications } from '../leads';

/** The most items the bell lists (of each kind, and in all). */
export const NOTIFICATIONS_LIMIT = 20;

/**
 * The back office's notifications: every kind's items that ask for action, newest first. A kind
 * is a function giving its items; add a kind by adding its source here.
 */
export function notificationsService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const sources = [leadFollowUpNotifications(ctx)];
  return {
    async list(): Promise<AdminNotifications> {
      const items = (await Promise.all(sources.map((source) => source(NOTIFICATIONS_LIMIT))))
        .flat()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
        .slice(0, NOTIFICATIONS_LIMIT);
      // Each item stays until it is dealt with, so every one listed is unread.
      return { items, unread: items.length };
    },
  };
}
