import type { NotificationMail } from '../../../src/shared/contract/notification';
import type { Scope } from '../../store';
import type { StaffNotificationRecord, StaffNotificationsTable } from './tables';

export type NewStaffNotification = Omit<StaffNotificationsTable, 'id'>;

/** A staff member who is mailed: an active admin account. */
export interface StaffRecipient {
  id: number;
  email: string;
  firstName: string;
}

export type StaffNotificationRow = StaffNotificationRecord & { read: boolean };

/** The stored notifications, each staff member's read state and mail choice, the digests' claims. */
export function staffNotificationsRepository({ db }: Scope) {
  /** Active admins whose choice is `mail` (no row counts as `immediate`). */
  const recipients = (mail: NotificationMail): Promise<StaffRecipient[]> =>
    db
      .selectFrom('users')
      .leftJoin('staffMailPreferences', 'staffMailPreferences.adminId', 'users.id')
      .select(['users.id', 'users.email', 'users.firstName'])
      .where('users.role', '=', 'Admin')
      .where('users.status', '=', 'active')
      .where((eb) =>
        mail === 'immediate'
          ? eb.or([eb('staffMailPreferences.mail', 'is', null), eb('staffMailPreferences.mail', '=', 'immediate')])
          : eb('staffMailPreferences.mail', '=', mail),
      )
      .orderBy('users.id')
      .execute();

  /** The notifications with whether `adminId` has read each. */
  const withRead = (adminId: number) =>
    db
      .selectFrom('staffNotifications')
      .leftJoin('staffNotificationReads', (join) =>
        join
          .onRef('staffNotificationReads.notificationId', '=', 'staffNotifications.id')
          .on('staffNotificationReads.adminId', '=', adminId),
      )
      .selectAll('staffNotifications')
      .select('staffNotificationReads.readAt');

  const toRow = ({ readAt, ...row }: StaffNotificationRecord & { readAt: string | null }): StaffNotificationRow => ({
    ...row,
    read: readAt !== null,
  });

  return {
    /** The new notification; undefined when its event was told already (the unique dedupe key). */
    insert: (row: NewStaffNotification): Promise<StaffNotificationRecord | undefined> =>
      db
        .insertInto('staffNotifications')
        .values(row)
        .onConflict((oc) => oc.column('dedupeKey').doNothing())
        .returningAll()
        .executeTakeFirst(),

    recipients,

    /** The newest `limit` notifications, newest first, with `adminId`'s read state. */
    latest: async (adminId: number, limit: number): Promise<StaffNotificationRow[]> =>
      (
        await withRead(adminId)
          .orderBy('staffNotifications.createdAt', 'desc')
          .orderBy('staffNotifications.id', 'desc')
          .limit(limit)
          .execute()
      ).map(toRow),

    /** The notifications made in [`from`, `to`) (ISO times), oldest first, with `adminId`'s read state. */
    between: async (adminId: number, from: string, to: string): Promise<StaffNotificationRow[]> =>
      (
        await withRead(adminId)
          .where('staffNotifications.createdAt', '>=', from)
          .where('staffNotifications.createdAt', '<', to)
          .orderBy('staffNotifications.createdAt')
          .orderBy('staffNotifications.id')
          .execute()
      ).map(toRow),

    unreadCount: async (adminId: number): Promise<number> => {
      const row = await withRead(adminId)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('staffNotificationReads.readAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    exists: async (id: number): Promise<boolean> =>
      (await db.selectFrom('staffNotifications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

    /** Marks one read for `adminId`; reading it again changes nothing. */
    markRead: async (id: number, adminId: number, at: string): Promise<void> => {
      await db
        .insertInto('staffNotificationReads')
        .values({ notificationId: id, adminId, readAt: at })
        .onConflict((oc) => oc.columns(['notificationId', 'adminId']).doNothing())
        .execute();
    },

    /** Marks every notification `adminId` has not read as read (one statement); how many it marked. */
    markAllRead: async (adminId: number, at: string): Promise<number> => {
      const result = await db
        .insertInto('staffNotificationReads')
        .columns(['notificationId', 'adminId', 'readAt'])
        .expression((eb) =>
          eb
            .selectFrom('staffNotifications')
            .select((inner) => ['staffNotifications.id', inner.val(adminId).as('adminId'), inner.val(at).as('readAt')])
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner
                    .selectFrom('staffNotificationReads')
                    .select('staffNotificationReads.notificationId')
                    .whereRef('staffNotificationReads.notificationId', '=', 'staffNotifications.id')
                    .where('staffNotificationReads.adminId', '=', adminId),
                ),
              ),
            ),
        )
        .onConflict((oc) => oc.columns(['notificationId', 'adminId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    preference: async (adminId: number): Promise<NotificationMail> =>
      (await db.selectFrom('staffMailPreferences').select('mail').where('adminId', '=', adminId).executeTakeFirst())
        ?.mail ?? 'immediate',

    setPreference: async (adminId: number, mail: NotificationMail, at: string): Promise<void> => {
      await db
        .insertInto('staffMailPreferences')
        .values({ adminId, mail, updatedAt: at })
        .onConflict((oc) => oc.column('adminId').doUpdateSet({ mail, updatedAt: at }))
        .execute();
    },

    /** Claims `adminId`'s digest of `istDate`; false when it was claimed already (the primary key). */
    claimDigest: async (adminId: number, istDate: string, notifications: number, at: string): Promise<boolean> => {
      const row = await db
        .insertInto('staffDigests')
        .values({ adminId, istDate, notifications, createdAt: at })
        .onConflict((oc) => oc.columns(['adminId', 'istDate']).doNothing())
        .returning('adminId')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
