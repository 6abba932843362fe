import {
  CONSULTATION_BUDGET_LABELS,
  CONSULTATION_TYPE_LABELS,
  CONTACT_METHOD_LABELS,
  EVENT_TYPE_LABELS,
} from '../../../../src/content/booking';
import type { ConsultationRecord } from '../tables';
import { renderMail, type DetailRow } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

const NOT_PROVIDED = 'Not provided';

/** To the company inbox, so a consultation request reaches a person; replies go to the customer. */
export function consultationNotificationMail(request: ConsultationRecord, to: string, siteUrl: string): MailMessage {
  const title = `Consultation request ${request.reference}`;
  const rows: DetailRow[] = [
    ['Reference', request.reference],
    ['Name', request.name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Consultation', CONSULTATION_TYPE_LABELS[request.consultationType]],
    ['Preferred contact', CONTACT_METHOD_LABELS[request.preferredMethod]],
    ['Event Type', request.eventType ? EVENT_TYPE_LABELS[request.eventType] : NOT_PROVIDED],
    ['Budget', request.budget ? CONSULTATION_BUDGET_LABELS[request.budget] : NOT_PROVIDED],
    ['Message', request.message],
  ];
  const body = renderMail({
    siteUrl,
    title,
    preheader: `${CONSULTATION_TYPE_LABELS[request.consultationType]}, ${CONTACT_METHOD_LABELS[request.preferredMethod]}`,
    blocks: [
      { type: 'paragraph', text: 'A consultation request was sent from the online consultation page.' },
      { type: 'details', rows },
    ],
  });
  return {
    to,
    replyTo: request.email,
    subject: `${title}: ${CONSULTATION_TYPE_LABELS[request.consultationType]}`,
    ...body,
  };
}
