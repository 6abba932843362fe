import QRCode from 'qrcode';
import type { PaymentRequestView } from '../../../src/shared/contract/paymentRequest';
import type { AppContext } from '../../context';
import type { MailOutboxRecord } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/lib/httpError';
import type { Repositories } from '../../store';
import { receiptService, renderReceiptPdf, type ReceiptContent } from '../billing';
import { paymentLinks } from './razorpay/links';
import type { PaymentPurpose, PaymentRequestRecord, PaymentSubject } from './tables';
import type { PaymentInstructions } from './types';
import { upiLink } from './upi';
import { runPeriodically } from '../../platform/jobs/periodic';
import { ROUTES } from '../../../src/shared/config/routes';
import { formatInr } from '../../../src/shared/lib/formatInr';
import { staffEvents } from '../staff';

export type { PaymentSubject, PaymentRequestRecord };

export interface PaymentRequestInput {
  subject: PaymentSubject;
  subjectId: number;
  purpose: PaymentPurpose;
  /** Shown to the payer and used as UPI note / gateway reference, e.g. 'BK-000042-A'. */
  reference: string;
  /** GST included. */
  amountPaise: number;
  taxablePaise: number;
  gstRatePercent: number;
  sac: string;
  /** When an unpaid request lapses (epoch ms); null = never lapses. */
  payByMs: number | null;
  payer: { name: string; email: string; phone: string };
}

type Ctx = AppContext;

/** Where the staff deal with a paid request's subject. */
const STAFF_HREF: Record<PaymentSubject, (id: number) => string> = {
  booking: () => ROUTES.adminBookingsAdvances,
  proposal: (id) => ROUTES.adminProposal.replace(':id', String(id)),
};

/** What a paid request hands its subject: the request, its receipt and the receipt's PDF. */
export interface PaidRequest {
  request: PaymentRequestRecord;
  receipt: ReceiptContent;
  receiptPdf: Buffer;
}

/**
 * How a subject (bookings, proposals) reacts to its requests being paid or lapsing: inside the
 * transaction that moved the request, answering the mails it queued (sent after the commit).
 */
export interface PaymentSubjectHandlers {
  onPaid(tx: Repositories, paid: PaidRequest, ctx: Ctx): Promise<MailOutboxRecord[] | void>;
  onLapsed(tx: Repositories, request: PaymentRequestRecord, ctx: Ctx): Promise<MailOutboxRecord[] | void>;
  /** Where the gateway's page sends the payer back to (the subject's own page). */
  returnUrl(request: PaymentRequestRecord, ctx: Ctx): Promise<string>;
  /** The line printed on the receipt, e.g. `Advance for Wedding Planning on 12 Dec 2026`. */
  describe(tx: Repositories, request: PaymentRequestRecord, ctx: Ctx): Promise<string>;
}

const handlers = new Map<PaymentSubject, PaymentSubjectHandlers>();

/** Registers a subject's handlers (each subject module does it once, when it is loaded). */
export function registerPaymentSubject(subject: PaymentSubject, subjectHandlers: PaymentSubjectHandlers): void {
  handlers.set(subject, subjectHandlers);
}

const handlersOf = (subject: PaymentSubject) => {
  const found = handlers.get(subject);
  if (!found) throw new Error(`No payment subject registered for ${subject}`);
  return found;
};

export const PAYMENT_REQUEST_MESSAGES = {
  notFound: 'Payment request not found',
  notOpen: 'This payment is no longer awaited (already paid, lapsed or cancelled)',
} as const;

/** How many overdue requests one run of the lapse job takes on. */
export const REQUEST_LAPSE_BATCH = 100;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Payment requests: an amount a subject asks for (a booking's advance, a proposal's balance), paid
 * by UPI (staff mark it paid once they see the money) or through the gateway (its callback,
 * webhook or reconciliation), or lapsing at its pay-by. Each change of state is one conditional
 * update; the paid request gets its receipt voucher and its subject's `onPaid` in the same transaction.
 */
export function paymentRequests(ctx: Ctx) {
  const { store, clock, config } = ctx;
  const receipts = receiptService(ctx);

  async function settle(requestId: number, method: 'upi' | 'online', note: string): Promise<boolean> {
    const result = await store.transaction(async (tx) => {
      const request = await tx.paymentRequests.findById(requestId);
      if (!request) throw notFound(PAYMENT_REQUEST_MESSAGES.notFound);
      const now = clock.now();
      if (!(await tx.paymentRequests.markPaid(requestId, method, note, now))) return null;
      const paid = { ...request, status: 'paid' as const, method, paidAtMs: now, paidNote: note };
      const receipt = await receipts.build(tx, {
        reference: request.reference,
        description: await handlersOf(request.subject).describe(tx, paid, ctx),
        sac: request.sac,
        gstRatePercent: request.gstRatePercent,
        amountPaise: request.amountPaise,
        payer: { name: request.payerName, email: request.payerEmail, phone: request.payerPhone },
        paidBy: method === 'upi' ? `UPI (${note})` : `Online payment (${note})`,
      });
      await tx.paymentRequests.insertReceipt({
        number: receipt.number,
        requestId,
        issuedAt: receipt.issuedAt,
        content: JSON.stringify(receipt),
        totalPaise: receipt.amountPaise,
      });
      const receiptPdf = await renderReceiptPdf(receipt);
      await staffEvents(ctx).notify(tx, {
        kind: 'paymentReceived',
        title: `Payment received: ${request.reference}`,
        body: `${formatInr(request.amountPaise / 100)} ${request.purpose} from ${request.payerName}, ${method === 'upi' ? 'UPI' : 'online'} (receipt ${receipt.number}).`,
        href: STAFF_HREF[request.subject](request.subjectId),
        dedupeKey: `paymentRequest:${requestId}:paid`,
      });
      return (await handlersOf(request.subject).onPaid(tx, { request: paid, receipt, receiptPdf }, ctx)) ?? [];
    });
    if (result === null) return false;
    ctx.outbox.sendSoon(result);
    return true;
  }

  return {
    /** Stores an open request in the caller's transaction. */
    open: (tx: Repositories, input: PaymentRequestInput): Promise<PaymentRequestRecord> =>
      tx.paymentRequests.insert({
        subject: input.subject,
        subjectId: input.subjectId,
        purpose: input.purpose,
        reference: input.reference,
        amountPaise: input.amountPaise,
        taxablePaise: input.taxablePaise,
        gstRatePercent: input.gstRatePercent,
        sac: input.sac,
        payByMs: input.payByMs,
        status: 'open',
        payerName: input.payer.name,
        payerEmail: input.payer.email,
        payerPhone: input.payer.phone,
        method: null,
        paidAtMs: null,
        paidNote: null,
        createdAtMs: clock.now(),
      }),

    /** A subject's requests, oldest first, with their receipt numbers. */
    async forSubject(subject: PaymentSubject, subjectId: number): Promise<PaymentRequestView[]> {
      const requests = await store.paymentRequests.forSubject(subject, subjectId);
      const numbers = new Map(
        (await store.paymentRequests.receiptNumbers(requests.map((request) => request.id))).map((row) => [
          row.requestId,
          row.number,
        ]),
      );
      return requests.map((request) => ({
        id: request.id,
        purpose: request.purpose,
        reference: request.reference,
        status: request.status,
        amountPaise: request.amountPaise,
        gstRatePercent: request.gstRatePercent,
        payBy: iso(request.payByMs),
        paidAt: iso(request.paidAtMs),
        method: request.method,
        receiptNumber: numbers.get(request.id) ?? null,
      }));
    },

    /** How to pay an open request: UPI's link and QR (the reference as the note), or the gateway's page. */
    async instructions(requestId: number, method: 'upi' | 'online'): Promise<PaymentInstructions> {
      const request = await store.paymentRequests.findById(requestId);
      if (!request) throw notFound(PAYMENT_REQUEST_MESSAGES.notFound);
      if (request.status !== 'open') throw conflict(PAYMENT_REQUEST_MESSAGES.notOpen);
      if (method === 'online') {
        return paymentLinks(ctx).ensureFor({
          owner: { requestId },
          reference: request.reference,
          amountPaise: request.amountPaise,
          description: `Utsav Events ${request.purpose} ${request.reference}`,
          customer: { name: request.payerName, email: request.payerEmail, phone: request.payerPhone },
          notes: { reference: request.reference },
          payBy: iso(request.payByMs),
        });
      }
      const link = upiLink({
        vpa: config.upiVpa,
        payeeName: config.upiPayeeName,
        amount: request.amountPaise / 100,
        orderNumber: request.reference,
      });
      const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        method: 'upi',
        link,
        qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        payee: config.upiPayeeName,
        vpa: config.upiVpa,
      };
    },

    /** Staff saw the UPI money: 409 when the request is no longer open (paid, lapsed, cancelled). */
    async markPaidByStaff(requestId: number, actor: string, note: string): Promise<void> {
      const text = note.trim() ? `${note.trim()}; marked paid by ${actor}` : `marked paid by ${actor}`;
      if (!(await settle(requestId, 'upi', text))) throw conflict(PAYMENT_REQUEST_MESSAGES.notOpen);
    },

    /** The gateway's word that the request is paid (callback, webhook, job): false when it was not open. */
    markPaidOnline: (requestId: number, paymentId: string) => settle(requestId, 'online', paymentId),

    /** Cancels an open request (its subject was cancelled); false when it was not open. */
    cancel: (tx: Repositories, requestId: number) => tx.paymentRequests.cancel(requestId),

    /** Lapses the open requests whose pay-by has passed, each once across processes; answers how many. */
    async lapseDue(): Promise<number> {
      const now = clock.now();
      let lapsed = 0;
      for (const id of await store.paymentRequests.listLapseDue(now, REQUEST_LAPSE_BATCH)) {
        const mails = await store.transaction(async (tx) => {
          if (!(await tx.paymentRequests.lapse(id, now))) return null;
          const request = (await tx.paymentRequests.findById(id))!;
          return (await handlersOf(request.subject).onLapsed(tx, request, ctx)) ?? [];
        });
        if (mails === null) continue;
        lapsed += 1;
        ctx.outbox.sendSoon(mails);
      }
      return lapsed;
    },

    /** The receipt PDF of a paid request (404 without one). */
    async receiptPdf(requestId: number): Promise<Buffer> {
      const row = await store.paymentRequests.receiptOf(requestId);
      if (!row) throw notFound(PAYMENT_REQUEST_MESSAGES.notFound);
      return renderReceiptPdf(JSON.parse(row.content) as ReceiptContent);
    },

    returnUrl: async (requestId: number) => {
      const request = (await store.paymentRequests.findById(requestId))!;
      return handlersOf(request.subject).returnUrl(request, ctx);
    },
  };
}

/** Runs the requests' lapse job every `config.paymentLapseIntervalMs` (each lapse claimed once). */
export function scheduleRequestLapses(ctx: Ctx): () => Promise<void> {
  const service = paymentRequests(ctx);
  return runPeriodically(() => service.lapseDue(), ctx.config.paymentLapseIntervalMs, ctx.log);
}
