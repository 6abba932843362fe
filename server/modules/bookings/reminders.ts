import { BOOKING_NEXT_STEPS } from '../../../src/content/booking';
import { slotTimes } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import type { BookingRecord } from './tables';
import type { Repositories } from '../../store';
import { dayReminderMail, meetingLinkMail } from './mail/bookingManage';
import { videoCallUrl } from './bookingInvites';

const MINUTE = 60_000;
const REMINDER_ROLES = ['reminder-day', 'reminder-link'] as const;

type ReminderContext = Pick<AppContext, 'clock' | 'config' | 'outbox'>;

/**
 * Writes a booking's reminders into the mail outbox as rows due at their send time, in the
 * booking's transaction: the day-before reminder (24 hours before) and, for video calls, the
 * meeting link (30 minutes before). The outbox's poller sends each once when it falls due, on
 * whichever server runs then; a sent row stays sent, so a restart does not send it again. A
 * reminder whose time has already passed (a booking made less than a day ahead) is not written.
 */
export async function scheduleReminders(tx: Repositories, booking: BookingRecord, ctx: ReminderContext): Promise<void> {
  const { start } = slotTimes(booking.date, booking.time);
  const now = ctx.clock.now();
  const dayBefore = start - BOOKING_NEXT_STEPS.contactHoursBefore * 60 * MINUTE;
  if (dayBefore > now)
    await ctx.outbox.schedule(tx, dayReminderMail(booking, ctx.config.publicUrl), dayBefore, {
      type: 'booking',
      id: booking.id,
      role: 'reminder-day',
    });
  const linkAt = start - BOOKING_NEXT_STEPS.meetingLinkMinutesBefore * MINUTE;
  if (booking.preferredMethod === 'video-call' && linkAt > now) {
    const mail = meetingLinkMail(booking, videoCallUrl(booking, ctx.config.videoCallBaseUrl), ctx.config.publicUrl);
    await ctx.outbox.schedule(tx, mail, linkAt, { type: 'booking', id: booking.id, role: 'reminder-link' });
  }
}

/** Drops the reminders not yet sent (the booking moved or was cancelled). */
export const dropReminders = (tx: Repositories, booking: Pick<BookingRecord, 'id'>) =>
  tx.outbox.dropPending({ type: 'booking', id: booking.id }, [...REMINDER_ROLES]);
