import { PRICING_MESSAGES } from '../server/modules/orders/orderPricing';
import { ORDER_NUMBER_PATTERN } from '../server/modules/orders/orderNumbers';
import { TRACKING_CONTACT_LIMIT, TRACKING_ORDER_LIMIT } from '../server/modules/orders/tracking.routes';
import { TRACKING_MESSAGES } from '../src/shared/config/tracking';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { ADDRESS, orderBody } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { limitedServers } from './support/limitedServers';
import type { ServerProcess } from './support/serverProcess';

/*
 * Round 3 of the order findings, against the real server with its real limits behind a proxy
 * (each request names an address of its own in X-Forwarded-For, as a botnet would):
 * - APP10 was given again to one guest typing `g2@` / `g2+a@`, the same phone or the same address;
 * - order numbers were `UE-<day>-<sequential id>`, so the next one could be counted;
 * - tracking misses were counted per client address only, and a courier number alone showed the order.
 */

const limitedServer = limitedServers();
let addressCounter = 0;
/** A client address no other request of this file used. */
const nextAddress = () => `203.0.113.${(addressCounter++ % 250) + 1}, 198.51.${Math.floor(addressCounter / 250)}.9`;

interface Person {
  guest: { name: string; email: string; phone: string };
  shippingAddress: Omit<typeof ADDRESS, 'recipientPhone' | 'street'> & { recipientPhone: string; street: string };
}
/** A person of their own: an e-mail, phone and address no other order of the file uses. */
const person = (n: number, patch: { email?: string; phone?: string; street?: string } = {}): Person => {
  const phone = patch.phone ?? `97110${String(n).padStart(5, '0')}`;
  return {
    guest: { name: 'Gita Guest', email: patch.email ?? `person${n}@example.com`, phone },
    shippingAddress: { ...ADDRESS, recipientPhone: phone, street: patch.street ?? `${n} Janpath` },
  };
};

const refusal = [400, { discountCode: [PRICING_MESSAGES.firstOrderOnly] }];

describeOnEngines('first-order discount, order numbers and tracking', (engine) => {
  let server: ServerProcess;
  const post = (path: string, body: object) => server.api.post(path).set('X-Forwarded-For', nextAddress()).send(body);
  const order = (who: Person, patch: Record<string, unknown> = {}) =>
    post('/api/Order', orderBody({ ...who, discountCode: 'APP10', ...patch }));
  const quote = (who: Person) =>
    post('/api/Order/quote', {
      items: [{ productId: 102, quantity: 1 }],
      deliveryMethod: 'standard',
      discountCode: 'APP10',
      guestEmail: who.guest.email,
      guestPhone: who.guest.phone,
      recipientPhone: who.shippingAddress.recipientPhone,
      deliveryStreet: who.shippingAddress.street,
      deliveryZipCode: who.shippingAddress.zipCode,
    });
  const track = (body: Record<string, string>) => post('/api/orders/track', body);

  beforeAll(async () => {
    server = await limitedServer(engine, `first-order-${engine}`);
  });

  it('APP10 once per person: g2@gmail.com, then G.2+a@gmail.com, the same phone, the same address are all refused (quote and order)', async () => {
    const first = person(1, { email: 'g2@gmail.com' });
    expect((await order(first)).status).toBe(201);
    const tries = [
      person(2, { email: 'G.2+a@gmail.com' }),
      person(3, { phone: `+91 ${first.guest.phone}` }),
      person(4, { street: ` 1,  janpath. ` }),
    ];
    for (const who of tries) {
      const quoted = await quote(who);
      expect([quoted.status, quoted.body.errors]).toEqual(refusal);
      const placed = await order(who);
      expect([placed.status, placed.body.errors]).toEqual(refusal);
    }
  });

  it('two (ten) simultaneous first orders from one person (one phone, ten e-mails, different products) give one discount', async () => {
    const products = (await server.rows('products')).filter(
      (row) => Boolean(row.isActive) && Number(row.stockQuantity) >= 5,
    );
    const withVariants = new Set((await server.rows('productVariants')).map((row) => row.productId));
    const plain = products.filter((row) => !withVariants.has(row.id)).map((row) => Number(row.id));
    expect(plain.length).toBeGreaterThan(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        order(person(100 + i, { phone: '9711099999' }), {
          items: [{ productId: plain[i % plain.length], quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(400)]);
    for (const res of answers.filter((answer) => answer.status === 400)) expect(res.body.errors).toEqual(refusal[1]);
    const discounted = (await server.rows('orders')).filter(
      (row) => row.discountCode === 'APP10' && row.customerPhone === '9711099999',
    );
    expect(discounted).toHaveLength(1);
  });

  it('20 orders placed in a row get random numbers: all of the new pattern, none the previous plus one', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/Order', orderBody({ ...person(200 + i) }));
      expect(res.status).toBe(201);
      numbers.push(res.body.data.orderNumber as string);
    }
    for (const number of numbers) expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(new Set(numbers).size).toBe(20);
    // Read as numbers in base 32 (or the old format's trailing digits): no step of one anywhere.
    const value = (number: string) => Number.parseInt(number.replace(/\W/g, '').slice(-8), 36);
    for (let i = 1; i < numbers.length; i++) expect(Math.abs(value(numbers[i]) - value(numbers[i - 1]))).not.toBe(1);
  });

  it(`tracking guesses from rotating addresses against one order number are refused after ${TRACKING_ORDER_LIMIT.max}`, async () => {
    const who = person(300);
    const placed = await post('/api/Order', orderBody({ ...who }));
    const orderNumber = placed.body.data.orderNumber as string;
    for (let i = 0; i < TRACKING_ORDER_LIMIT.max; i++) {
      const miss = await track({ orderNumber, emailOrPhone: `guess${i}@example.com` });
      expect([miss.status, miss.body.message]).toEqual([404, TRACKING_MESSAGES.notFound]);
    }
    const refused = await track({ orderNumber, emailOrPhone: who.guest.email });
    expect(refused.status).toBe(429);
  });

  it(`tracking guesses from rotating addresses with one contact are refused after ${TRACKING_CONTACT_LIMIT.max}`, async () => {
    const who = person(301);
    const placed = await post('/api/Order', orderBody({ ...who }));
    const orderNumber = placed.body.data.orderNumber as string;
    for (let i = 0; i < TRACKING_CONTACT_LIMIT.max; i++) {
      // The same mailbox however it is spelled.
      const typed = i % 2 ? who.guest.email.toUpperCase() : who.guest.email.replace('@', `+t${i}@`);
      const miss = await track({ orderNumber: `UE-${String(i).padStart(8, '2')}`, emailOrPhone: typed });
      expect(miss.status).toBe(404);
    }
    expect((await track({ orderNumber, emailOrPhone: who.guest.email })).status).toBe(429);
  });

  it("a courier's tracking number alone shows the status only", async () => {
    const who = person(400);
    const placed = await post('/api/Order', orderBody({ ...who }));
    const admin = await logIn(server, DEMO_ADMIN);
    const shipped = await server.api
      .post(`/api/admin/orders/${placed.body.data.id}/ship`)
      .set('Authorization', admin.auth)
      .send({ courierName: 'Delhivery', trackingNumber: 'DLV-4000001' });
    expect(shipped.status).toBe(200);
    const res = await track({ trackingNumber: 'DLV-4000001' });
    expect([res.status, res.body.data]).toEqual([
      200,
      { status: 'shipped', courierName: 'Delhivery', trackingNumber: 'DLV-4000001' },
    ]);
  });

  it('the server logged no error', () => {
    expect(server.running()).toBe(true);
    expect(server.stderr()).toBe('');
  });
});
