import { CRLF_ICS, EVIL, SITE, describeBrandMails, type MailCase } from '../../../test/brandMail';
import type { BookingRecord } from '../tables';
import { bookingConfirmationMail, bookingNotificationMail } from './booking';
import {
  bookingCancelledMail,
  bookingCancelledNotice,
  bookingRescheduledMail,
  bookingRescheduledNotice,
  dayReminderMail,
  manageBlock,
  meetingLinkMail,
} from './bookingManage';

const booking: BookingRecord = {
  id: 7,
  reference: 'BK-000007',
  calendarUid: 'uid-7@utsav.example',
  status: 'confirmed',
  service: { id: 1, name: 'Caricature', price: '9999' },
  amount: 9999,
  priceLabel: '₹9,999',
  date: '2026-12-12',
  time: '03:00 PM',
  startsAt: '2026-12-12T09:30:00.000Z',
  sequence: 0,
  cancelledAt: null,
  preferredMethod: 'video-call',
  name: EVIL,
  email: 'guest@example.com',
  phone: '9810033333',
  eventType: '',
  message: `<script>alert(1)</script>`,
  createdAt: '2026-11-25T10:00:00.000Z',
  mail: { customer: 'queued', company: 'queued' },
} as BookingRecord;

const manage = manageBlock(`${SITE}/bookings/manage/tok`, '11 December 2026, 3:00 PM IST', 24);

const MAILS: MailCase[] = [
  [
    'booking confirmation',
    bookingConfirmationMail(booking, CRLF_ICS, manage, SITE),
    [
      'BK-000007',
      '₹9,999',
      `${SITE}/bookings/manage/tok?action=reschedule`,
      `${SITE}/bookings/manage/tok?action=cancel`,
    ],
  ],
  [
    'booking notice',
    bookingNotificationMail(booking, 'team@utsav.example', CRLF_ICS, SITE),
    ['BK-000007', '₹9,999', 'guest@example.com', '9810033333'],
  ],
  [
    'booking rescheduled',
    bookingRescheduledMail(booking, CRLF_ICS, manage, 'Friday, December 11, 2026 at 11:00 AM IST', SITE),
    ['BK-000007', '₹9,999', 'December 11, 2026', `${SITE}/bookings/manage/tok?action=cancel`],
  ],
  [
    'booking rescheduled notice',
    bookingRescheduledNotice(booking, 'team@utsav.example', CRLF_ICS, 'December 11', SITE),
    ['BK-000007', 'guest@example.com'],
  ],
  ['booking cancelled', bookingCancelledMail(booking, CRLF_ICS, SITE), ['BK-000007', '₹9,999']],
  [
    'booking cancelled notice',
    bookingCancelledNotice(booking, 'team@utsav.example', CRLF_ICS, SITE),
    ['BK-000007', 'guest@example.com'],
  ],
  ['day reminder', dayReminderMail(booking, SITE), ['BK-000007', '03:00 PM']],
  [
    'meeting link',
    meetingLinkMail(booking, 'https://meet.example/utsav-BK-000007', SITE),
    ['BK-000007', 'https://meet.example/utsav-BK-000007'],
  ],
];

describeBrandMails(MAILS);

it('keeps the calendar invite as given, CRLF line ends and all', () => {
  const [, confirmation] = MAILS[0];
  expect(confirmation.icalEvent).toEqual({
    method: 'REQUEST',
    filename: 'consultation-BK-000007.ics',
    content: CRLF_ICS,
  });
  expect(MAILS[4][1].icalEvent?.method).toBe('CANCEL');
});
