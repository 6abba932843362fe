import type { BookingRecord, ConsultationRecord, OrderRecord } from '../db/schema';
import { MAIL_LOGO_PATH } from './layout';
import type { MailMessage } from './mailer';
import { bookingConfirmationMail, bookingNotificationMail } from '../../modules/bookings/mail/booking';
import { bookingCancelledMail, bookingCancelledNotice, bookingRescheduledMail, bookingRescheduledNotice, dayReminderMail, manageBlock, meetingLinkMail } from '../../modules/bookings/mail/bookingManage';
import { consultationNotificationMail } from '../../modules/inbox/mail/consultation';
import { contactMessageMail } from '../../modules/inbox/mail/contactMessage';
import { newsletterWelcomeMail } from '../../modules/inbox/mail/newsletterWelcome';
import { orderCancellationMail } from '../../modules/orders/mail/orderCancellation';
import { orderConfirmationMail } from '../../modules/orders/mail/orderConfirmation';
import { orderUpdateMail } from '../../modules/orders/mail/orderUpdate';
import { passwordResetMail } from '../../modules/accounts/mail/passwordReset';
import { accountCreatedMail, registrationAttemptMail } from '../../modules/accounts/mail/registration';

// Every mail the server sends, built from the one layout: an HTML part (lang, title, logo,
// preheader, company footer, escaped text) and a plain-text twin carrying the same facts.

const SITE = 'https://utsav.example';
const EVIL = '<img src=x onerror=alert(1)>';
const CRLF_ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

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

const order: OrderRecord = {
  id: 3,
  userId: 1,
  orderNumber: 'UE-20261125-00003',
  orderDate: '2026-11-25T10:00:00.000Z',
  status: 'pending',
  subtotal: 250000,
  shippingCost: 0,
  discount: 100,
  totalAmount: 249900,
  discountCode: 'APP10',
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  channel: null,
  customerName: 'Asha Kapoor',
  customerEmail: 'c@example.com',
  customerPhone: '9810022222',
  paymentStatus: 'due_on_delivery',
  paidAt: null,
  courierName: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  items: [{ id: 1, productId: 2, variantId: null, name: `Tea Hamper ${EVIL}`, quantity: 2, price: 125000, imageUrl: '', size: 'M', colour: 'Green' }],
  shippingAddress: { street: `12 MG Road ${EVIL}`, city: 'New Delhi', state: 'Delhi', zipCode: '110001', country: 'India', recipientName: `Asha ${EVIL}`, recipientPhone: '9810022222' },
} as OrderRecord;

const consultation: ConsultationRecord = {
  id: 4,
  reference: 'CR-000004',
  name: EVIL,
  email: 'guest@example.com',
  phone: '9810033333',
  consultationType: 'packages',
  preferredMethod: 'phone-call',
  message: 'Call me <b>soon</b>',
  eventType: '',
  budget: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
  handledAt: null,
  handledBy: null,
};

const manage = manageBlock(`${SITE}/bookings/manage/tok`, '11 December 2026, 3:00 PM IST', 24);
const account = `${SITE}/user/profile?tab=orders`;

/** Each mail with the facts its text twin and HTML must both carry. */
const MAILS: Array<[string, MailMessage, string[]]> = [
  ['booking confirmation', bookingConfirmationMail(booking, CRLF_ICS, manage, SITE), ['BK-000007', '₹9,999', `${SITE}/bookings/manage/tok?action=reschedule`, `${SITE}/bookings/manage/tok?action=cancel`]],
  ['booking notice', bookingNotificationMail(booking, 'team@utsav.example', CRLF_ICS, SITE), ['BK-000007', '₹9,999', 'guest@example.com', '9810033333']],
  ['booking rescheduled', bookingRescheduledMail(booking, CRLF_ICS, manage, 'Friday, December 11, 2026 at 11:00 AM IST', SITE), ['BK-000007', '₹9,999', 'December 11, 2026', `${SITE}/bookings/manage/tok?action=cancel`]],
  ['booking rescheduled notice', bookingRescheduledNotice(booking, 'team@utsav.example', CRLF_ICS, 'December 11', SITE), ['BK-000007', 'guest@example.com']],
  ['booking cancelled', bookingCancelledMail(booking, CRLF_ICS, SITE), ['BK-000007', '₹9,999']],
  ['booking cancelled notice', bookingCancelledNotice(booking, 'team@utsav.example', CRLF_ICS, SITE), ['BK-000007', 'guest@example.com']],
  ['day reminder', dayReminderMail(booking, SITE), ['BK-000007', '03:00 PM']],
  ['meeting link', meetingLinkMail(booking, 'https://meet.example/utsav-BK-000007', SITE), ['BK-000007', 'https://meet.example/utsav-BK-000007']],
  ['order confirmation', orderConfirmationMail({ to: 'c@example.com', firstName: 'Asha', order, accountUrl: account, siteUrl: SITE }), ['UE-20261125-00003', '₹2,49,900', '₹2,50,000', 'APP10', account, '110001', '9810022222']],
  ['order confirmation, UPI', orderConfirmationMail({ to: 'c@example.com', firstName: 'Asha', order: { ...order, paymentMethod: 'upi', paymentStatus: 'awaiting_payment' }, accountUrl: account, siteUrl: SITE, upiLink: 'upi://pay?pa=utsav@okicici&am=2499.00' }), ['UE-20261125-00003', 'Total (UPI)', 'awaiting payment', 'upi://pay?pa=utsav@okicici']],
  ['order update', orderUpdateMail({ to: 'c@example.com', name: EVIL, order, subject: 'Your order has shipped', lines: ['Shipped with BlueDart, tracking number BD123.'], link: { label: 'See your order', href: account }, siteUrl: SITE }), ['UE-20261125-00003', 'BD123', account]],
  ['order cancellation', orderCancellationMail({ to: 'c@example.com', firstName: 'Asha', order, accountUrl: account, siteUrl: SITE }), ['UE-20261125-00003', '₹2,49,900', account]],
  ['newsletter welcome', newsletterWelcomeMail({ to: 'n@example.com', code: 'APP10', percent: 10, siteUrl: SITE, companyName: 'Utsav Events', companyInbox: 'team@utsav.example', unsubscribePage: `${SITE}/newsletter/unsubscribe?token=t`, unsubscribeOneClick: `${SITE}/api/newsletter/unsubscribe?token=t` }), ['APP10', '10%', `${SITE}/products`, `${SITE}/newsletter/unsubscribe?token=t`]],
  ['contact message', contactMessageMail({ to: 'team@utsav.example', id: 12, siteUrl: SITE, receivedAt: '2026-11-25T10:00:00.000Z', message: { firstName: EVIL, lastName: 'Kapoor', email: 'm@example.com', phone: '9810044444', enquiryType: 'GENERAL', message: EVIL } }), ['#12', 'm@example.com', '+91 9810044444']],
  ['consultation request', consultationNotificationMail(consultation, 'team@utsav.example', SITE), ['CR-000004', 'guest@example.com', '9810033333']],
  ['password reset', passwordResetMail({ to: 'c@example.com', firstName: 'Asha', link: `${SITE}/reset-password?token=abc`, minutes: 30, siteUrl: SITE }), [`${SITE}/reset-password?token=abc`, '30 minutes']],
  ['account created', accountCreatedMail({ to: 'c@example.com', firstName: EVIL, siteUrl: SITE, pendingApproval: false }), [`${SITE}/login`]],
  ['admin account pending', accountCreatedMail({ to: 'a@example.com', firstName: 'Ravi', siteUrl: SITE, pendingApproval: true }), ['approved']],
  ['registration attempt', registrationAttemptMail({ to: 'c@example.com', firstName: 'Asha', siteUrl: SITE }), [`${SITE}/login`, `${SITE}/forgot-password`]],
];

const unescapedAmp = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#8204|nbsp|times);/g, '');

describe.each(MAILS)('%s mail', (_name, mail, facts) => {
  it('has an HTML part in the brand layout: en-IN, a title, the logo, a preheader and the company footer', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en-IN"/);
    expect(mail.html).toMatch(/<title>[^<]+<\/title>/);
    expect(mail.html).toContain(`<img src="${SITE}${MAIL_LOGO_PATH}"`);
    expect(mail.html).toMatch(/<div style="display:none[^"]*">[^<&]{10,}/);
    expect(mail.html).toContain('14 Community Centre, Saket, New Delhi, Delhi 110017, India');
    expect(mail.html).toContain('+91 98100 12345');
    // Inline styles only: mail clients drop <style> and external sheets.
    expect(mail.html).not.toMatch(/<style|<link|<script|class=/);
  });

  it('has a plain-text twin with the same facts and the company footer', () => {
    for (const fact of facts) {
      expect(mail.text).toContain(fact);
      expect(mail.html).toContain(fact.replace(/&/g, '&amp;'));
    }
    expect(mail.text).toContain('14 Community Centre, Saket, New Delhi, Delhi 110017, India');
    expect(mail.text).toContain('Phone: +91 98100 12345');
    expect(mail.text).not.toMatch(/<(p|br|table|tr|td|th|a|h1|h2|strong|div)[ >]/);
  });

  it('shows typed text escaped, never as markup', () => {
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(unescapedAmp(mail.html!)).not.toMatch(/&/);
  });
});

it('keeps the calendar invite as given, CRLF line ends and all', () => {
  const [, confirmation] = MAILS[0];
  expect(confirmation.icalEvent).toEqual({ method: 'REQUEST', filename: 'consultation-BK-000007.ics', content: CRLF_ICS });
  expect(MAILS[4][1].icalEvent?.method).toBe('CANCEL');
});

it('puts a visitor’s text where the team reads it: escaped in HTML, as typed in the text', () => {
  const mail = (name: string) => MAILS.find(([label]) => label === name)![1];
  const contact = mail('contact message');
  expect(contact.text).toContain(EVIL);
  expect(contact.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  const created = mail('account created');
  expect(created.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
});
