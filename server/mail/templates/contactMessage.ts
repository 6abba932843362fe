import { ENQUIRY_TYPE_LABELS, type ContactMessageInput } from '../../../src/shared/validation/contact';
import { escapeHtml } from '../escapeHtml';
import type { MailMessage } from '../mailer';

/** Tells the team about a new contact message; replying answers the customer directly. */
export function contactMessageMail(options: { to: string; id: number; message: ContactMessageInput; receivedAt: string }): MailMessage {
  const { to, id, message: m, receivedAt } = options;
  const name = `${m.firstName} ${m.lastName}`;
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['E-mail', m.email],
    ['Phone', m.phone ? `+91 ${m.phone}` : 'Not given'],
    ['Enquiry type', ENQUIRY_TYPE_LABELS[m.enquiryType]],
    ['Received', receivedAt],
  ];
  return {
    to,
    replyTo: m.email,
    subject: `Contact message #${id} (${ENQUIRY_TYPE_LABELS[m.enquiryType]}) from ${name}`,
    text: [...rows.map(([label, value]) => `${label}: ${value}`), '', m.message].join('\n'),
    html: [
      '<table>',
      ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    ].join('\n'),
  };
}
