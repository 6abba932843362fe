import type { AppContext } from '../../context';
import type { NamedAttachment } from '../../platform/mail/mailer';
import type { AttachmentResolver } from '../../platform/mail/outbox';
import { billingService } from './billing.service';

/** What mail names a tax document by, to be attached as its PDF: `{ named: 'taxDocument', ref: 'UE/26-27/000123' }`. */
export const TAX_DOCUMENT_ATTACHMENT = 'taxDocument';

/** `UE/26-27/000123` -> `UE-26-27-000123.pdf`. */
export const pdfFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/**
 * A tax document named as a mail's attachment. The transaction that issues the document queues
 * its mail with this reference only; the PDF is rendered from the stored content when the outbox
 * sends the mail (after the commit, outside the write lock), the same bytes as any reprint.
 */
export const taxDocumentAttachment = (number: string): NamedAttachment => ({
  named: TAX_DOCUMENT_ATTACHMENT,
  ref: number,
});

/** Makes the PDF of a named tax document for the outbox (registered by the billing module). */
export function taxDocumentResolver(ctx: Pick<AppContext, 'config' | 'clock' | 'store'>): AttachmentResolver {
  const billing = billingService(ctx);
  return async (number) => ({
    filename: pdfFileName(number),
    contentType: 'application/pdf',
    content: (await billing.documentPdf(ctx.store, number)).toString('base64'),
    encoding: 'base64',
  });
}
