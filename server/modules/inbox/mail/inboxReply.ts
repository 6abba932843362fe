import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

/**
 * A staff reply to what a visitor sent: the staff's text first, the visitor's own words quoted
 * only below it (never mixed in), answers going to the company inbox.
 */
export function inboxReplyMail(options: {
  to: string;
  name: string;
  subject: string;
  body: string;
  quoted: { text: string; receivedAt: string };
  replyTo: string;
  siteUrl: string;
}): MailMessage {
  const { to, name, subject, body, quoted, replyTo, siteUrl } = options;
  const rendered = renderMail({
    siteUrl,
    title: subject,
    preheader: body.slice(0, 120),
    blocks: [
      { type: 'paragraph', text: body },
      { type: 'heading', text: `${name} wrote on ${quoted.receivedAt}:` },
      { type: 'paragraph', text: quoted.text.replace(/^/gm, '> ') },
    ],
  });
  return { to, replyTo, subject, ...rendered };
}
