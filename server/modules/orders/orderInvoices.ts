import { taxOfInclusiveAmount } from '../../../src/content/policies/gst';
import type { LineTaxSnapshot } from '../../../src/shared/contract/orderTax';
import type { Refund } from '../../../src/shared/contract/refund';
import type { AppContext } from '../../context';
import type { NamedAttachment } from '../../platform/mail/mailer';
import type { Repositories } from '../../store';
import { billingService, taxDocumentAttachment, type InvoiceInput } from '../billing';
import { itemLabel } from './mail/orderConfirmation';
import type { OrderRecord } from './tables';

const paise = (rupees: number) => Math.round(rupees * 100);

/** An order as the tax invoice needs it (the order's own tax snapshot: nothing is worked out again). */
function invoiceInputOf(order: OrderRecord): InvoiceInput {
  const address = order.shippingAddress;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    buyer: {
      name: address.recipientName || order.customerName,
      address: [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].join(', '),
      state: address.state,
      phone: order.customerPhone,
      email: order.customerEmail,
      gstin: order.tax?.buyerGstin ?? null,
    },
    lines: order.items.map((item) => ({
      description: itemLabel(item),
      quantity: item.quantity,
      unitPrice: item.price,
      tax: item.tax!,
    })),
    deliveryCharge: order.shippingCost,
    discount: order.discount,
    tax: order.tax!,
    totalPaid: order.totalAmount,
  };
}

/** The parts of a credit, summed per HSN code and slab (as a credit note prints them). */
function byCodeAndRate(parts: LineTaxSnapshot[]): LineTaxSnapshot[] {
  const sums = new Map<string, LineTaxSnapshot & { paise: number[] }>();
  for (const part of parts) {
    const key = `${part.hsnCode}|${part.gstRate}`;
    const sum = sums.get(key) ?? { ...part, paise: [0, 0, 0, 0] };
    [part.taxableValue, part.cgst, part.sgst, part.igst].forEach((value, index) => (sum.paise[index] += paise(value)));
    sums.set(key, sum);
  }
  return [...sums.values()].map(({ hsnCode, gstRate, paise: [taxable, cgst, sgst, igst] }) => ({
    hsnCode,
    gstRate,
    taxableValue: taxable / 100,
    cgst: cgst / 100,
    sgst: sgst / 100,
    igst: igst / 100,
  }));
}

const amountOf = (parts: LineTaxSnapshot[]) =>
  parts.reduce(
    (sum, part) => sum + paise(part.taxableValue) + paise(part.cgst) + paise(part.sgst) + paise(part.igst),
    0,
  ) / 100;

/**
 * An order's tax documents, issued inside the change that calls for them (so a document exists
 * exactly when the change does): the invoice once the order is confirmed (placed for cash on
 * delivery, paid for UPI and online payment), a credit note for a cancellation of an invoiced
 * order and for each refund of a return. Orders placed before GST was shown have no tax snapshot
 * and get none. The transaction claims the number and stores the content; the mail names the
 * document, whose PDF the outbox renders when it sends the mail (outside the write lock).
 */
export function orderInvoices(ctx: Pick<AppContext, 'config' | 'clock'>) {
  const billing = billingService(ctx);

  return {
    /**
     * Issues the order's invoice (once) and answers it as the attachment of the mail that confirms
     * the order (its PDF is rendered when the mail is sent).
     */
    async issue(tx: Repositories, order: OrderRecord): Promise<NamedAttachment | null> {
      if (!order.tax || order.items.some((item) => !item.tax)) return null;
      return taxDocumentAttachment((await billing.issueInvoice(tx, invoiceInputOf(order))).number);
    },

    /** A cancelled order's credit note for its whole invoice; none when it was never invoiced. */
    async creditCancellation(tx: Repositories, order: OrderRecord) {
      const invoice = await tx.billing.invoiceOfOrder(order.id);
      if (!invoice || !order.tax || invoice.number.startsWith('pending:')) return null;
      const split = byCodeAndRate([...order.items.map((item) => item.tax!), order.tax.shipping]);
      const document = await billing.issueCreditNote(tx, {
        invoiceNumber: invoice.number,
        amount: amountOf(split),
        reason: 'Order cancelled',
        split: split.filter((part) => amountOf([part]) > 0),
      });
      return { document, attachment: taxDocumentAttachment(document.number) };
    },

    /** A refund's credit note: what is refunded, its GST taken out at the line's slab (the invoice's supply type). */
    async creditRefund(tx: Repositories, order: OrderRecord, refund: Refund, lineNo: number | null) {
      const invoice = await tx.billing.invoiceOfOrder(order.id);
      const item = order.items.find((candidate) => candidate.id === lineNo);
      if (!invoice || !order.tax || !item?.tax || refund.amount <= 0) return null;
      const tax = taxOfInclusiveAmount(paise(refund.amount), item.tax.gstRate, order.tax.supplyType === 'intra-state');
      const note = await billing.issueCreditNote(tx, {
        invoiceNumber: invoice.number,
        amount: refund.amount,
        reason: `Return of ${itemLabel(item)}${refund.deduction > 0 ? ` (less the return fee)` : ''}`,
        split: [
          {
            hsnCode: item.tax.hsnCode,
            gstRate: item.tax.gstRate,
            taxableValue: tax.taxablePaise / 100,
            cgst: tax.cgstPaise / 100,
            sgst: tax.sgstPaise / 100,
            igst: tax.igstPaise / 100,
          },
        ],
      });
      await tx.refunds.setCreditNote(refund.id, note.number);
      return { document: note, attachment: taxDocumentAttachment(note.number) };
    },
  };
}
