import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentLinkEntity, RefundEntity } from './client';
import { hmacHex, paymentLinkSignature } from './signature';

/*
 * A local stand-in for Razorpay, for tests only: the requests and answers of its documented
 * Payment Links and refunds API (Basic auth, the link entity, `{ error: { code, description } }`
 * with 400/401), a hosted page at each link's `short_url` whose Pay button completes the payment
 * and sends the browser to `callback_url` with the documented signed query, and signed webhooks
 * (`X-Razorpay-Signature`, `x-razorpay-event-id`) to `webhookUrl`. It was written from the
 * documentation, not recorded from the real service.
 */

interface StoredLink extends PaymentLinkEntity {
  callback_url: string;
  callback_method: string;
  customer: Record<string, string>;
  description: string;
}

export interface TestGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go (settable later: the app's port may be known only after the gateway's). */
  webhookUrl?: string;
  /** The gateway's clock (tests share the app's manual clock); the real time by default. */
  now?: () => number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').slice(0, 14)}`;

const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const badRequest = (res: http.ServerResponse, description: string, field?: string, status = 400) =>
  sendJson(res, status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
  });

export async function startTestGateway(options: TestGatewayOptions) {
  const links = new Map<string, StoredLink>();
  const payments = new Map<string, { id: string; amount: number; order_id: string; refunded: number }>();
  const sentWebhooks: Array<{ eventId: string; event: string; status: number }> = [];
  const state = {
    webhookUrl: options.webhookUrl,
    /** Webhooks are "lost" (not sent) while false: the reconciliation job must find the payment. */
    webhooks: true,
    /** While true, webhooks wait in `held` until `releaseWebhooks()`: a test can read the state between an answer and its webhook. */
    holdWebhooks: false,
    requests: [] as Array<{ method: string; path: string; body: unknown }>,
  };
  // Webhooks scheduled or on their way, so a test can wait for them to have been answered.
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const held: Array<() => void> = [];
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  let baseUrl = '';

  async function sendWebhook(event: string, payload: Record<string, unknown>, eventId = id('evt')) {
    if (!state.webhooks || !state.webhookUrl) return;
    if (state.holdWebhooks) await new Promise<void>((resolve) => held.push(resolve));
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_TestAccount01',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const res = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hmacHex(body, options.webhookSecret),
        'x-razorpay-event-id': eventId,
      },
      body,
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    sentWebhooks.push({ eventId, event, status: res?.status ?? 0 });
  }

  /** Pays the link in full, as the hosted page's button does; answers the callback URL with its signed query. */
  async function pay(linkId: string, { method = 'upi' }: { method?: string } = {}): Promise<string> {
    const link = links.get(linkId);
    if (!link) throw new Error(`no such link ${linkId}`);
    const paymentId = id('pay');
    payments.set(paymentId, { id: paymentId, amount: link.amount, order_id: link.order_id!, refunded: 0 });
    const now = Math.floor(Date.now() / 1000);
    link.status = 'paid';
    link.amount_paid = link.amount;
    link.payments = [{ payment_id: paymentId, amount: link.amount, status: 'captured', method }];
    const paymentEntity = {
      id: paymentId,
      entity: 'payment',
      amount: link.amount,
      currency: 'INR',
      status: 'captured',
      order_id: link.order_id,
      method,
      captured: true,
      amount_refunded: 0,
      email: link.customer.email,
      contact: link.customer.contact,
      notes: [],
      created_at: now,
    };
    await sendWebhook('payment_link.paid', {
      payment_link: { entity: link },
      order: {
        entity: { id: link.order_id, entity: 'order', amount: link.amount, amount_paid: link.amount, status: 'paid' },
      },
      payment: { entity: paymentEntity },
    });
    const query = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
    };
    const signed = { ...query, razorpay_signature: paymentLinkSignature(query, options.keySecret) };
    return `${link.callback_url}${link.callback_url.includes('?') ? '&' : '?'}${new URLSearchParams(signed).toString()}`;
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    if (req.headers.authorization !== expectedAuth)
      return sendJson(res, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', metadata: {} },
      });
    const text = req.method === 'POST' ? await readBody(req) : '';
    let body: Record<string, unknown> = {};
    if (text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return badRequest(res, 'The request body is not valid JSON');
      }
    }
    state.requests.push({ method: req.method ?? '', path, body });
    if (req.method === 'POST' && path === '/v1/payment_links') {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
        return badRequest(res, 'The amount must be atleast INR 1.00', 'amount');
      if (body.currency !== 'INR') return badRequest(res, 'The currency is invalid.', 'currency');
      // Documented: expire_by must be at least 15 minutes after the current time.
      if (
        body.expire_by !== undefined &&
        (!Number.isInteger(body.expire_by) ||
          (body.expire_by as number) * 1000 < (options.now ?? Date.now)() + 15 * 60_000)
      )
        return badRequest(res, 'expire_by should be at least 15 minutes after current time', 'expire_by');
      const reference = String(body.reference_id ?? '');
      if ([...links.values()].some((link) => link.reference_id === reference))
        return badRequest(res, `Payment Link with reference ${reference} already exists`, 'reference_id');
      const linkId = id('plink');
      const link: StoredLink = {
        id: linkId,
        amount: body.amount as number,
        amount_paid: 0,
        currency: 'INR',
        reference_id: reference,
        short_url: `${baseUrl}/i/${linkId}`,
        status: 'created',
        order_id: id('order'),
        payments: null,
        callback_url: String(body.callback_url ?? ''),
        callback_method: String(body.callback_method ?? ''),
        customer: (body.customer as Record<string, string>) ?? {},
        description: String(body.description ?? ''),
      };
      links.set(linkId, link);
      return sendJson(res, 200, { ...link, upi_link: body.upi_link ?? false, notes: body.notes ?? null });
    }
    const fetched = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && fetched) {
      const link = links.get(decodeURIComponent(fetched[1]));
      return link ? sendJson(res, 200, link) : badRequest(res, 'The id provided does not exist');
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      const payment = payments.get(decodeURIComponent(refund[1]));
      if (!payment) return badRequest(res, 'The id provided does not exist');
      const amount = body.amount === undefined ? payment.amount - payment.refunded : (body.amount as number);
      if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount - payment.refunded)
        return badRequest(res, 'The refund amount provided is greater than amount captured', 'amount');
      payment.refunded += amount;
      const entity: RefundEntity = {
        id: id('rfnd'),
        entity: 'refund',
        amount,
        payment_id: payment.id,
        status: 'processed',
      };
      // Answered first, processed a moment later, as the gateway does.
      const processed = new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() =>
        sendWebhook('refund.processed', {
          refund: { entity },
          payment: {
            entity: {
              id: payment.id,
              entity: 'payment',
              amount: payment.amount,
              amount_refunded: payment.refunded,
              currency: 'INR',
              status: 'refunded',
            },
          },
        }),
      );
      track(processed);
      return sendJson(res, 200, { ...entity, currency: 'INR', notes: body.notes ?? [] });
    }
    return sendJson(res, 404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  }

  async function hostedPage(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const match = /^\/i\/([^/]+)(\/pay)?$/.exec(path);
    const link = match ? links.get(match[1]) : undefined;
    if (!match || !link) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }
    if (req.method === 'POST' && match[2]) {
      const callback = await pay(link.id);
      res.writeHead(302, { Location: callback });
      return res.end();
    }
    const rupees = (link.amount / 100).toFixed(2);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Test gateway</title></head><body>
<main><h1>Test payment gateway</h1><p>${link.description.replace(/[<&>]/g, '')}</p><p>Amount: ₹${rupees}</p>
${link.status === 'paid' ? '<p>This link is paid.</p>' : `<form method="post" action="/i/${link.id}/pay"><button type="submit">Pay ₹${rupees}</button></form>`}
</main></body></html>`);
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    const handler = path.startsWith('/v1/') ? api : hostedPage;
    handler(req, res, path).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    state,
    links,
    sentWebhooks,
    pay,
    sendWebhook,
    /** Sends the webhooks held so far (and stops holding new ones). */
    releaseWebhooks: () => {
      state.holdWebhooks = false;
      held.splice(0).forEach((release) => release());
    },
    /** Resolves once every webhook the gateway has scheduled so far has been answered by the app. */
    webhooksSettled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    /** The link created for `referenceId` (the order number). */
    linkFor: (referenceId: string) => [...links.values()].find((link) => link.reference_id === referenceId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;
