import { COMPANY } from '../../../../src/content/company';
import type { ProposalContent } from '../../../../src/shared/contract/proposal';
import { formatBookingDate } from '../../../../src/shared/contract/fields/bookingDates';
import { formatInr } from '../../../../src/shared/lib/formatInr';
import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import type { ProposalRow } from '../proposals.repository';

/*
 * The mail that sends a client their proposal: fixed wording and the proposal's computed facts
 * (number, version, event date, total with its GST, advance, validity) and the link to read and
 * accept it. The venue and lines stay on the page, behind the link.
 */

const rupees = (paise: number) => formatInr(paise / 100);

export function proposalSentMail(
  row: Pick<ProposalRow, 'number' | 'version' | 'clientEmail'>,
  content: ProposalContent,
  link: string,
  siteUrl: string,
): MailMessage {
  const number = row.number ?? '';
  const gst = content.totals.cgstPaise + content.totals.sgstPaise + content.totals.igstPaise;
  const body = renderMail({
    siteUrl,
    title: `Your proposal ${number}`,
    preheader: `Your event on ${formatBookingDate(content.eventDate)}: ${rupees(content.totals.totalPaise)} including GST.`,
    blocks: [
      {
        type: 'paragraph',
        text: `Thank you for considering ${COMPANY.name} for your event. Your proposal is ready to read online.`,
      },
      { type: 'button', link: { label: 'Read and accept the proposal', href: link } },
      {
        type: 'details',
        rows: [
          ['Proposal', `${number}, version ${row.version}`],
          ['Event date', formatBookingDate(content.eventDate)],
          ['Total (GST included)', rupees(content.totals.totalPaise)],
          [`GST ${content.totals.gstRatePercent}% inside the total`, rupees(gst)],
          ['Advance due on acceptance', `${rupees(content.advance.amountPaise)} (GST included)`],
          ['Valid until', formatBookingDate(content.validUntil)],
        ],
      },
      {
        type: 'paragraph',
        text: 'The date is reserved for you once you accept the proposal online. You can download it as a PDF from the same page.',
      },
      { type: 'paragraph', text: `Questions? Reply to this e-mail or call us on ${COMPANY.phone}.` },
    ],
  });
  return {
    to: row.clientEmail,
    replyTo: COMPANY.bookingsEmail,
    subject: `Your proposal ${number} from ${COMPANY.name}`,
    ...body,
  };
}
