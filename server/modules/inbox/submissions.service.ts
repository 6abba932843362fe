import { COMPANY } from '../../../src/content/company';
import { WELCOME_DISCOUNT } from '../../../src/content/promotions';
import type { MailDelivery } from '../../../src/shared/contract/fields/mailDelivery';
import type { NewsletterReceipt } from '../../../src/shared/contract/newsletter';
import type { ConsultationRequestInput, SubmissionReceipt } from '../../../src/shared/contract/consultation';
import type {
  ConsultationBudget,
  ConsultationType,
  ContactMethod,
  EventType,
} from '../../../src/shared/config/booking';
import type { ContactMessageInput } from '../../../src/shared/contract/contactMessage';
import type { MeetingRegistrationInput } from '../../../src/shared/contract/meetingRegistration';
import type { AppContext } from '../../context';
import { ENQUIRY_TYPE_LABELS } from '../../../src/shared/config/contact';
import { ROUTES } from '../../../src/shared/config/routes';
import { staffEvents } from '../staff';
import { consultationNotificationMail } from './mail/consultation';
import { contactMessageMail } from './mail/contactMessage';
import { newsletterWelcomeMail } from './mail/newsletterWelcome';
import { unsubscribeLinks, unsubscribeToken } from './newsletterUnsubscribe';
import { phoneKey } from '../../platform/lib/phone';
import { leadPipeline } from '../leads';

const MINUTE = 60_000;

export const CONTACT_MESSAGES = {
  received: 'Thank you for your message! We will get back to you soon.',
  tooMany: 'Too many messages from your network. Please try again in a few minutes.',
} as const;
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 15 * MINUTE };

export const CONSULTATION_MESSAGES = {
  received: 'Thank you! Your consultation request has been received.',
  tooMany: 'Too many requests from this connection. Please wait a few minutes and try again.',
} as const;
export const CONSULTATION_RATE_LIMIT = { max: 5, windowMs: 15 * MINUTE };

export const MEETING_MESSAGES = {
  registered: 'Registration Successful!',
  tooMany: 'Too many registrations from this connection. Please wait a few minutes and try again.',
} as const;
export const MEETING_RATE_LIMIT = { max: 10, windowMs: 15 * MINUTE };

export const NEWSLETTER_MESSAGES = {
  // The same answer for a new and a known address: the form does not reveal who subscribed.
  subscribed: 'Thank you! Your 10% discount code has been sent to your email.',
  // When the mail server did not take the mail in time: it is retried, and the answer says so.
  queued: 'Thank you! Your 10% discount code is on its way to your email and will arrive shortly.',
  tooMany: 'Too many sign-ups from your network. Please try again in a few minutes.',
} as const;
export const NEWSLETTER_RATE_LIMIT = { max: 10, windowMs: 15 * MINUTE };
/** A repeat sign-up mails the code again at most once a day (no mail bombing). */
export const WELCOME_RESEND_AFTER_MS = 24 * 60 * MINUTE;

export const consultationReference = (id: number) => `CR-${String(id).padStart(6, '0')}`;
export const meetingReference = (id: number) => `MR-${String(id).padStart(6, '0')}`;

/** The public forms: each stores its record and queues its mail in one transaction. */
export function submissionService(
  ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'mailDomain' | 'linkKey'>,
) {
  const { store, clock, config } = ctx;
  const iso = (now: number) => new Date(now).toISOString();
  const leads = leadPipeline(ctx);

  return {
    /** A contact message, stored and sent to the company inbox. */
    async contact(input: ContactMessageInput): Promise<{ id: number }> {
      const now = clock.now();
      const { id, mail } = await store.transaction(async (tx) => {
        const record = await tx.submissions.insertContactMessage({ ...input, status: 'new', createdAt: iso(now) });
        await staffEvents(ctx).notify(tx, {
          kind: 'contactMessage',
          title: `Contact message from ${input.firstName} ${input.lastName}`,
          body: `${ENQUIRY_TYPE_LABELS[input.enquiryType]}: ${input.message.length > 140 ? `${input.message.slice(0, 139)}…` : input.message}`,
          href: ROUTES.adminInboxItem.replace(':type', 'contact').replace(':id', String(record.id)),
          dedupeKey: `contact:${record.id}:received`,
        });
        const message = contactMessageMail({
          to: config.companyInbox,
          id: record.id,
          message: input,
          receivedAt: record.createdAt,
          siteUrl: config.publicUrl,
        });
        return { id: record.id, mail: await ctx.outbox.enqueue(tx, message) };
      });
      ctx.outbox.sendSoon([mail]);
      return { id };
    },

    /** A consultation request, stored with a reference, made a lead and sent to the company inbox. */
    async consultation(input: ConsultationRequestInput): Promise<SubmissionReceipt> {
      const now = clock.now();
      const { reference, mail } = await store.transaction(async (tx) => {
        const record = await tx.submissions.insertConsultation(
          {
            name: input.name,
            email: input.email,
            phone: input.phone,
            consultationType: input.consultationType as ConsultationType,
            preferredMethod: input.preferredMethod as ContactMethod,
            message: input.message,
            eventType: input.eventType as EventType | '',
            budget: input.budget as ConsultationBudget | '',
            createdAt: iso(now),
          },
          consultationReference,
        );
        await leads.createFromSource(
          tx,
          {
            source: 'consultation',
            sourceId: record.id,
            name: record.name,
            email: record.email,
            phone: record.phone,
            eventType: record.eventType,
            budget: record.budget || null,
            message: record.message,
            createdAt: record.createdAt,
          },
          'visitor',
        );
        return {
          reference: record.reference,
          mail: await ctx.outbox.enqueue(
            tx,
            consultationNotificationMail(record, config.companyInbox, config.publicUrl),
          ),
        };
      });
      ctx.outbox.sendSoon([mail]);
      return { reference };
    },

    /**
     * Join Our Meeting. One registration per mobile number (a unique index). A second one with a
     * number already registered changes nothing and is answered exactly like a new one: the
     * answer carries no reference or other data of the registration, so nobody learns from it
     * whether (or as whom) a number is registered. The company keeps the reference.
     */
    async registerForMeeting(input: MeetingRegistrationInput): Promise<void> {
      await store.transaction(async (tx) => {
        const record = await tx.submissions.insertMeetingRegistration(
          {
            name: input.name,
            mobile: input.mobile,
            mobileKey: phoneKey(input.mobile),
            age: input.age,
            city: input.city,
            profession: input.profession,
            organization: input.organization,
            createdAt: iso(clock.now()),
          },
          meetingReference,
        );
        // A new registration is a lead in the same transaction; a repeated one changes nothing.
        if (record)
          await leads.createFromSource(
            tx,
            {
              source: 'meeting',
              sourceId: record.id,
              name: record.name,
              email: '',
              phone: record.mobile,
              eventType: '',
              budget: null,
              message: `${record.city}, ${record.profession}, ${record.organization}`,
              createdAt: record.createdAt,
            },
            'visitor',
          );
      });
    },

    /**
     * Subscribes the address once, and queues the discount code unless it was mailed less than a
     * day ago. The answer tells whether the code has actually left (or will arrive shortly).
     */
    async subscribe(email: string): Promise<NewsletterReceipt> {
      const now = clock.now();
      const queued = await store.transaction(async (tx) => {
        if (!(await tx.submissions.addSubscription(email, now))) await tx.submissions.resubscribe(email);
        if (!(await tx.submissions.claimWelcomeMail(email, now, WELCOME_RESEND_AFTER_MS))) return undefined;
        const subscription = await tx.submissions.findSubscription(email);
        const links = unsubscribeLinks(config.publicUrl, unsubscribeToken(ctx.linkKey, subscription!, now));
        const message = newsletterWelcomeMail({
          to: email,
          code: WELCOME_DISCOUNT.code,
          percent: WELCOME_DISCOUNT.percent,
          siteUrl: config.publicUrl,
          companyName: COMPANY.name,
          companyInbox: config.companyInbox,
          unsubscribePage: links.page,
          unsubscribeOneClick: links.oneClick,
        });
        const mail = await ctx.outbox.enqueue(tx, message);
        await tx.submissions.setWelcomeMail(email, mail.id);
        return mail;
      });
      if (queued !== undefined)
        return { welcomeMail: (await ctx.outbox.deliver([queued], config.mailWaitMs)).get(queued.id) ?? 'queued' };
      // Mailed recently: the answer tells how that mail fared.
      const subscription = await store.submissions.findSubscription(email);
      const earlier = subscription?.welcomeMailId ?? undefined;
      const status = earlier === undefined ? undefined : (await store.outbox.statuses([earlier])).get(earlier);
      const welcomeMail: MailDelivery = earlier === undefined || status === 'sent' ? 'sent' : 'queued';
      return { welcomeMail };
    },
  };
}
