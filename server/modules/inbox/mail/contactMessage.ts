import { ENQUIRY_TYPE_LABELS } from '../../../../src/shared/config/contact';
import type { ContactMessageInput } from '../../../../src/shared/contract/contactMessage';
import { renderMail, type DetailRow } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

/** Tells the team about a new contact message; replying answers the customer directly. */
export function contactMessageMail(options: {
  to: string;
  id: number;
  message: ContactMessageInput;
  receivedAt: string;
  siteUrl: string;
}): MailMessage {
  const { to, id, message: m, receivedAt, siteUrl } = options;
  const name = `${m.firstName} ${m.lastName}`;
  const rows: DetailRow[] = [
    ['Name', name],
    ['E-mail', m.email],
    ['Phone', m.phone ? `+91 ${m.phone}` : 'Not given'],
    ['Enquiry type', ENQUIRY_TYPE_LABELS[m.enquiryType]],
    ['Received', receivedAt],
  ];
  const body = renderMail({
    siteUrl,
    title: `Contact message #${id}`,
    preheader: `${ENQUIRY_TYPE_LABELS[m.enquiryType]} from ${name}`,
    blocks: [
      { type: 'details', rows },
      { type: 'heading', text: 'Message' },
      { type: 'paragraph', text: m.message },
    ],
  });
  return {
    to,
    replyTo: m.email,
    subject: `Contact message #${id} (${ENQUIRY_TYPE_LABELS[m.enquiryType]}) from ${name}`,
    ...body,
  };
}
