import { COMPANY } from '../../../../src/content/company';
import type { ProposalContent } from '../../../../src/shared/contract/proposal';
import { formatBookingDate } from '../../../../src/shared/contract/fields/bookingDates';
import { formatInr } from '../../../../src/shared/lib/formatInr';
import { formatIstTime } from '../../../../src/shared/lib/formatIstTime';
import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import type { PaymentRequestRecord } from '../../payments';
import type { ProposalRow } from '../proposals.repository';

const rupees = (paise: number) => formatInr(paise / 100);

/**
 * To the client once the advance of an accepted proposal is paid: fixed wording, the computed
 * facts (number, event date, amounts, receipt number) and the receipt voucher as a PDF.
 */
export function proposalAdvancePaidMail(
  row: Pick<ProposalRow, 'number' | 'clientEmail'>,
  content: ProposalContent,
  request: Pick<PaymentRequestRecord, 'amountPaise' | 'paidAtMs'>,
  receiptNumber: string,
  receiptPdf: Buffer,
  siteUrl: string,
): MailMessage {
  const number = row.number ?? '';
  const balancePaise = Math.max(0, content.totals.totalPaise - request.amountPaise);
  const body = renderMail({
    siteUrl,
    title: 'Advance received: your event date is confirmed',
    preheader: `We received ${rupees(request.amountPaise)} for proposal ${number}.`,
    blocks: [
      { type: 'paragraph', text: 'Thank you. We received the advance for your event; the receipt is attached.' },
      {
        type: 'details',
        rows: [
          ['Proposal', number],
          ['Event date', formatBookingDate(content.eventDate)],
          ['Advance paid', `${rupees(request.amountPaise)} (incl. GST)`],
          ...(request.paidAtMs
            ? ([['Paid on', formatIstTime(new Date(request.paidAtMs).toISOString())]] as const)
            : []),
          ['Receipt', receiptNumber],
          ['Balance', `${rupees(balancePaise)} (incl. GST), before the event`],
        ],
      },
      { type: 'paragraph', text: `Questions? Reply to this e-mail or call us on ${COMPANY.phone}.` },
    ],
  });
  return {
    to: row.clientEmail,
    replyTo: COMPANY.bookingsEmail,
    subject: `Advance received for proposal ${number}`,
    ...body,
    attachments: [
      {
        filename: `receipt-${receiptNumber.replace(/\//g, '-')}.pdf`,
        contentType: 'application/pdf',
        content: receiptPdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  };
}
