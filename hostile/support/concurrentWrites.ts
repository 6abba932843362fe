import http from 'node:http';
import { ADDRESS, addressBody, bookingBody, orderBody, STOCKED_PRODUCT_IDS } from './bodies';

export interface Customer {
  id: number;
  auth: string;
}

export type WriteKind = 'address' | 'booking' | 'order';

/** One write request of the crash test, and what it should store. */
export interface Write {
  kind: WriteKind;
  path: string;
  body: Record<string, unknown>;
  customer?: Customer;
}

/** How a write ended: an answer (status and body), or a connection error when the server died. */
export interface Outcome {
  status?: number;
  body?: { data?: Record<string, unknown> };
  error?: string;
}

export const ADDRESSES_PER_CUSTOMER = 20; // the most a customer may save

/**
 * `addresses` address saves (20 per customer), `bookings` bookings of distinct slots and
 * `orders` orders (round-robin over customers and stocked products, 1 to 3 of each), interleaved
 * so every kind is in flight at any moment. `tag` makes this round's records recognisable.
 */
export function buildWrites(
  tag: string,
  customers: Customer[],
  counts: { addresses: number; bookings: number; orders: number },
): Write[] {
  const addresses: Write[] = Array.from({ length: counts.addresses }, (_, i) => ({
    kind: 'address',
    path: '/api/Address',
    customer: customers[Math.floor(i / ADDRESSES_PER_CUSTOMER)],
    body: addressBody({ street: `${tag} address ${i}, Lodhi Road` }),
  }));
  const bookings: Write[] = Array.from({ length: counts.bookings }, (_, i) => ({
    kind: 'booking',
    path: '/api/send-email',
    body: bookingBody(i, { name: `${tag} guest ${i}`, email: `guest${i}@example.com` }),
  }));
  const orders: Write[] = Array.from({ length: counts.orders }, (_, i) => ({
    kind: 'order',
    path: '/api/Order',
    customer: customers[i % customers.length],
    body: orderBody({
      items: [{ productId: STOCKED_PRODUCT_IDS[i % STOCKED_PRODUCT_IDS.length], quantity: 1 + (i % 3) }],
      shippingAddress: { ...ADDRESS, street: `${tag} delivery ${i}` },
    }),
  }));
  const writes: Write[] = [];
  for (let i = 0; writes.length < addresses.length + bookings.length + orders.length; i++) {
    for (const list of [addresses, bookings, orders]) if (i < list.length) writes.push(list[i]);
  }
  return writes;
}

function send(origin: string, write: Write, agent: http.Agent): Promise<Outcome> {
  const payload = JSON.stringify(write.body);
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${write.path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...(write.customer ? { Authorization: write.customer.auth } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('close', () => {
          if (!res.complete) {
            resolve({ error: 'answer cut off' });
            return;
          }
          try {
            resolve({
              status: res.statusCode,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Outcome['body'],
            });
          } catch {
            resolve({ error: `unreadable answer (${res.statusCode})` });
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}

/**
 * Sends every write at once (one connection each), write `i` to `origins[i % origins.length]`,
 * so several server processes take turns. With `kill`, calls it as soon as `killAfter` answers
 * have come back, while the others are still in flight. Resolves when every request has an
 * answer or an error.
 */
export async function sendAll(writes: Write[], options: { origins: string[]; killAfter?: number; kill?: () => void }) {
  const { origins, killAfter, kill } = options;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const outcomes: Outcome[] = new Array(writes.length);
  let answered = 0;
  let settled = 0;
  let unansweredAtKill = -1;
  await Promise.all(
    writes.map(async (write, index) => {
      outcomes[index] = await send(origins[index % origins.length], write, agent);
      settled += 1;
      if (outcomes[index].status === undefined) return;
      answered += 1;
      if (kill && answered === killAfter) {
        kill();
        unansweredAtKill = writes.length - settled;
      }
    }),
  );
  agent.destroy();
  return { outcomes, unansweredAtKill };
}

/** `count` bookings of the one slot `slot` by different guests: the slot can go to one of them only. */
export function contestForSlot(tag: string, slot: number, count: number): Write[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'booking',
    path: '/api/send-email',
    body: bookingBody(slot, { name: `${tag} contender ${i}`, email: `contender${i}@example.com` }),
  }));
}
