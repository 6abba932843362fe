import { sql } from 'kysely';
import type {
  ConsultationRecord,
  ContactMessageRecord,
  MeetingRegistrationRecord,
  SubmissionStateKeys,
} from './tables';
import type { Scope } from '../../store';

/** Forms the public sends in: newsletter sign-ups, contact messages, consultation requests, meeting registrations. */
export function submissionsRepository({ db }: Scope) {
  return {
    findSubscription: (email: string) =>
      db
        .selectFrom('newsletterSubscriptions')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst(),

    findSubscriptionById: (id: number) =>
      db.selectFrom('newsletterSubscriptions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Sets unsubscribed_at unless it is set already. */
    unsubscribe: async (id: number, at: string) => {
      await db
        .updateTable('newsletterSubscriptions')
        .set({ unsubscribedAt: at })
        .where('id', '=', id)
        .where('unsubscribedAt', 'is', null)
        .execute();
    },

    /** A new sign-up of an address that unsubscribed subscribes it again. */
    resubscribe: async (email: string) => {
      await db
        .updateTable('newsletterSubscriptions')
        .set({ unsubscribedAt: null })
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('unsubscribedAt', 'is not', null)
        .execute();
    },

    /** Adds the address unless it is there already; true when it was added. */
    addSubscription: async (email: string, now: number): Promise<boolean> => {
      const inserted = await db
        .insertInto('newsletterSubscriptions')
        .values({ email, createdAt: new Date(now).toISOString(), lastMailedAtMs: 0, welcomeMailId: null })
        .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Records a welcome mail for the address unless one went out less than `resendAfterMs` ago:
     * a conditional update, so two sign-ups at once queue one mail.
     */
    claimWelcomeMail: async (email: string, now: number, resendAfterMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('newsletterSubscriptions')
        .set({ lastMailedAtMs: now })
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('lastMailedAtMs', '<=', now - resendAfterMs)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    setWelcomeMail: async (email: string, outboxId: number) => {
      await db
        .updateTable('newsletterSubscriptions')
        .set({ welcomeMailId: outboxId })
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .execute();
    },

    insertContactMessage: (
      message: Omit<ContactMessageRecord, 'id' | SubmissionStateKeys>,
    ): Promise<ContactMessageRecord> =>
      db.insertInto('contactMessages').values(message).returningAll().executeTakeFirstOrThrow(),

    insertConsultation: async (
      request: Omit<ConsultationRecord, 'id' | 'reference' | SubmissionStateKeys>,
      referenceFor: (id: number) => string,
    ): Promise<ConsultationRecord> => {
      const { id } = await db
        .insertInto('consultations')
        .values({ ...request, reference: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reference = referenceFor(id);
      await db.updateTable('consultations').set({ reference }).where('id', '=', id).execute();
      return { ...request, id, reference, readAt: null, handledAt: null, handledBy: null };
    },

    /** Undefined when the mobile number is registered already (the unique index decides). */
    insertMeetingRegistration: async (
      registration: Omit<MeetingRegistrationRecord, 'id' | 'reference' | SubmissionStateKeys> & { mobileKey: string },
      referenceFor: (id: number) => string,
    ): Promise<MeetingRegistrationRecord | undefined> => {
      const row = await db
        .insertInto('meetingRegistrations')
        .values({ ...registration, reference: null })
        .onConflict((conflict) => conflict.column('mobileKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      const reference = referenceFor(row.id);
      await db.updateTable('meetingRegistrations').set({ reference }).where('id', '=', row.id).execute();
      const { mobileKey: _key, ...fields } = registration;
      return { ...fields, id: row.id, reference, readAt: null, handledAt: null, handledBy: null };
    },
  };
}
