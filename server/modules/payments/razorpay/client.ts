/** The parts of Razorpay's entities this shop reads (the API sends more). Amounts are paise. */
export interface PaymentLinkEntity {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
  order_id?: string | null;
  payments?: Array<{ payment_id: string; amount: number; status: string; method?: string }> | null;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  status: string;
}

export interface CreatePaymentLink {
  amountPaise: number;
  referenceId: string;
  description: string;
  customer: { name: string; email: string; contact: string };
  callbackUrl: string;
  notes?: Record<string, string>;
  /** When the link stops taking payments (Unix seconds); the gateway asks for at least 15 minutes ahead. */
  expireBy?: number;
}

/** A call to the gateway that did not succeed: its message is fit to show staff or the customer. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** The gateway's HTTP status; 0 when it could not be reached or did not answer in time. */
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const GATEWAY_MESSAGES = {
  unreachable: 'The payment gateway could not be reached. Please try again in a few minutes.',
  timeout: 'The payment gateway did not answer in time. Please try again in a few minutes.',
  auth: 'The payment gateway refused our credentials (check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET).',
  refused: (description: string) => `The payment gateway refused the request: ${description}`,
  failed: (status: number) => `The payment gateway answered with an error (HTTP ${status}).`,
} as const;

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  apiBaseUrl: string;
  /** No call waits longer than this (ms): a slow gateway must not hold a request of ours. */
  timeoutMs?: number;
}

/**
 * Razorpay's REST API as this shop uses it: Payment Links (create, fetch) and refunds. Basic
 * auth with the key id and secret; JSON in and out; errors answer `{ error: { code, description } }`.
 */
export function razorpayClient(options: RazorpayClientOptions) {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 8000;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${options.apiBaseUrl}${path}`, {
        method,
        headers: { Authorization: auth, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new GatewayError(
        name === 'TimeoutError' || name === 'AbortError' ? GATEWAY_MESSAGES.timeout : GATEWAY_MESSAGES.unreachable,
        0,
      );
    }
    let parsed: unknown;
    try {
      parsed = await res.json();
    } catch {
      parsed = undefined;
    }
    if (res.ok && parsed && typeof parsed === 'object') return parsed as T;
    const error = (parsed as { error?: { code?: string; description?: string } } | undefined)?.error;
    if (res.status === 401) throw new GatewayError(GATEWAY_MESSAGES.auth, 401, error?.code);
    if (res.status >= 400 && res.status < 500 && error?.description)
      throw new GatewayError(GATEWAY_MESSAGES.refused(error.description), res.status, error.code);
    throw new GatewayError(GATEWAY_MESSAGES.failed(res.status), res.status, error?.code);
  }

  return {
    /**
     * `POST /v1/payment_links`: a standard link (`upi_link` false: the hosted page offers cards and
     * UPI QR or intent), back to `callback_url` by GET after the payment. Razorpay sends no SMS or
     * e-mail of its own (`notify` off): the shop's confirmation mail and pages lead the customer.
     */
    createPaymentLink: (link: CreatePaymentLink) =>
      call<PaymentLinkEntity>('POST', '/v1/payment_links', {
        amount: link.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: link.referenceId,
        description: link.description,
        customer: link.customer,
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: link.notes ?? {},
        callback_url: link.callbackUrl,
        callback_method: 'get',
        upi_link: false,
        ...(link.expireBy ? { expire_by: link.expireBy } : {}),
      }),

    /** `GET /v1/payment_links/:id`: its status and the payments made on it. */
    fetchPaymentLink: (id: string) => call<PaymentLinkEntity>('GET', `/v1/payment_links/${encodeURIComponent(id)}`),

    /** `POST /v1/payments/:id/refund` of `amountPaise` (the whole payment or part of it). */
    refund: (paymentId: string, amountPaise: number, notes?: Record<string, string>) =>
      call<RefundEntity>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        ...(notes ? { notes } : {}),
      }),
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;
