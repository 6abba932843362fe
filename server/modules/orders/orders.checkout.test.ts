import { ORDER_NUMBER_PATTERN } from './orderNumbers';
import { ADDRESS_MESSAGES } from '../../../src/shared/config/address';
import { ORDER_MESSAGES } from '../../../src/shared/contract/order';
import { PRICING_MESSAGES } from './orderPricing';
import { bearerFor, registerCustomer } from '../../test/customers';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const address = {
  recipientName: 'Asha Verma',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};
const hamper = { productId: 102, quantity: 2, size: 'M', colour: 'green' };
const order = (overrides: Record<string, unknown> = {}) => ({
  items: [hamper],
  shippingAddress: address,
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  ...overrides,
});

const bearer = async (credentials: { email: string; password: string } = DEMO.customer) =>
  (await bearerFor(t, credentials)).auth;
const newCustomer = async (email: string) => (await registerCustomer(t, email)).auth;

/** The .eml as text: quoted-printable decoded, then read as UTF-8 (for the rupee sign). */
const readMail = (raw: string) => Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
/** The customer's mails (the staff's notification mails aside: staff/notifications.test.ts). */
const customerMails = () => t.outbox().filter((mail) => !/^Subject: \[Back office\]/m.test(mail));

const storedOrders = async () => (await t.rows('orders')) as Array<Record<string, unknown>>;
const storedProduct = async (id: number) =>
  ((await t.rows('products')) as Array<{ id: number; stockQuantity: number }>).find((p) => p.id === id)!;

describe('POST /api/Order', () => {
  it('takes a guest only with name, e-mail and phone, and never an admin account', async () => {
    const guest = await t.api.post('/api/Order').send(order());
    expect(guest.status).toBe(400);
    expect(guest.body.errors.guest).toEqual([ORDER_MESSAGES.guestRequired]);
    const admin = await t.api
      .post('/api/Order')
      .set('Authorization', await bearer(DEMO.admin))
      .send(order());
    expect(admin.status).toBe(403);
    expect((await storedOrders()).filter((o) => o.channel === 'online')).toHaveLength(0);
  });

  it('prices every line from the product records, ignoring prices the client sends', async () => {
    const stockBefore = (await storedProduct(102)).stockQuantity;
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', await bearer())
      .send(
        order({
          items: [{ ...hamper, price: 1, unitPrice: 1 }],
          totalAmount: 1,
          subtotal: 1,
          discount: 5000,
          shippingCost: 0,
        }),
      );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      orderNumber: expect.stringMatching(ORDER_NUMBER_PATTERN),
      orderDate: '2025-09-01T09:00:00.000Z',
      status: 'pending',
      subtotal: 2888,
      shippingCost: 0,
      discount: 0,
      discountCode: null,
      totalAmount: 2888,
      deliveryMethod: 'standard',
      paymentMethod: 'cod',
      shippingAddress: address,
      items: [
        {
          id: 1,
          productId: 102,
          name: 'Darjeeling Tea Hamper',
          quantity: 2,
          imageUrl: '/uploads/shop-darjeeling-hamper.webp',
          price: 1444,
          size: 'M',
          colour: 'green',
        },
      ],
    });
    expect(res.body.data.userId).toBeUndefined();
    expect(res.body.data.channel).toBeUndefined();
    const stored = (await storedOrders()).find((o) => o.orderNumber === res.body.data.orderNumber);
    expect(stored).toMatchObject({ userId: 2, totalAmount: 2888, status: 'pending' });
    expect((await storedProduct(102)).stockQuantity).toBe(stockBefore - 2);
  });

  it('sends the order confirmation e-mail with the number, items and total', async () => {
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', await bearer())
      .send(order({ deliveryMethod: 'express' }));
    expect(res.status).toBe(201);
    await t.context.outbox.idle();
    const mails = customerMails().map(readMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${DEMO.customer.email}`);
    expect(mails[0]).toContain(`Your order ${res.body.data.orderNumber} is confirmed`);
    expect(mails[0]).toContain('2 x Darjeeling Tea Hamper (size M, green)');
    expect(mails[0]).toContain('Total (cash on delivery): ₹2,987'); // 2,888 + 99 express
  });

  it('leaves what the customer typed out of the e-mail (the address it goes to is unproven)', async () => {
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', await bearer())
      .send(order({ shippingAddress: { ...address, street: '<img src=x onerror=alert(1)>' } }));
    expect(res.status).toBe(201);
    await t.context.outbox.idle();
    const html = readMail(customerMails()[0]).split('Content-Type: text/html')[1];
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('img src=x');
    expect(html).toContain('to the address given with the order');
  });

  it.each([
    [
      'an unknown product',
      { items: [{ productId: 9999, quantity: 1 }] },
      'items[0].productId',
      PRICING_MESSAGES.unknownProduct,
    ],
    ['quantity 0', { items: [{ productId: 102, quantity: 0 }] }, 'items[0].quantity', ORDER_MESSAGES.quantity],
    [
      'quantity 11',
      {
        items: [
          { productId: 201, quantity: 1 },
          { productId: 102, quantity: 11 },
        ],
      },
      'items[1].quantity',
      ORDER_MESSAGES.quantity,
    ],
    [
      'a fractional quantity',
      { items: [{ productId: 102, quantity: 1.5 }] },
      'items[0].quantity',
      ORDER_MESSAGES.quantity,
    ],
    ['an empty bag', { items: [] }, 'items', 'Your bag is empty'],
    [
      'a PIN code that is not 6 digits',
      { shippingAddress: { ...address, zipCode: '1100' } },
      'shippingAddress.zipCode',
      ADDRESS_MESSAGES.zipCodeInvalid,
    ],
    [
      'a missing city',
      { shippingAddress: { ...address, city: ' ' } },
      'shippingAddress.city',
      ADDRESS_MESSAGES.cityRequired,
    ],
    [
      'a state that is not in India',
      { shippingAddress: { ...address, state: 'Bavaria' } },
      'shippingAddress.state',
      ADDRESS_MESSAGES.stateInvalid,
    ],
    [
      'a country other than India',
      { shippingAddress: { ...address, country: 'Germany' } },
      'shippingAddress.country',
      ADDRESS_MESSAGES.countryInvalid('India'),
    ],
    ['no address', { shippingAddress: undefined }, 'shippingAddress', 'A delivery address is required'],
    ['another payment method', { paymentMethod: 'card' }, 'paymentMethod', ORDER_MESSAGES.paymentMethod],
    [
      'an unknown delivery method',
      { deliveryMethod: 'drone' },
      'deliveryMethod',
      'Please choose standard or express delivery',
    ],
    [
      'an unknown size',
      { items: [{ ...hamper, size: 'XXXL' }] },
      'items[0].size',
      'Please choose one of the sizes offered',
    ],
  ])('answers 400 with field errors for %s, storing nothing', async (_case, overrides, field, message) => {
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', await bearer())
      .send(order(overrides));
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await storedOrders()).filter((o) => o.channel === 'online')).toHaveLength(0);
  });

  it('refuses more than the stock', async () => {
    await t.direct().updateTable('products').set({ stockQuantity: 12 }).where('id', '=', 102).execute();
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', await bearer())
      .send(
        order({
          items: [
            { productId: 102, quantity: 10 },
            { productId: 102, quantity: 10, size: 'L' },
          ],
        }),
      );
    expect(res.status).toBe(400);
    expect(res.body.errors['items[1].quantity']).toEqual(['Only 2 left in stock']);
  });
});

describe('APP10', () => {
  it('takes 10% off the subtotal of the first order only; a second use answers 400', async () => {
    const auth = await newCustomer('first.order@example.com');
    const first = await t.api
      .post('/api/Order')
      .set('Authorization', auth)
      .send(order({ items: [{ ...hamper, quantity: 1 }], discountCode: 'app10' }));
    expect(first.status).toBe(201);
    // 1,444 - 144 (10%, rounded to the rupee) + 49 shipping for 1,000-1,999
    expect(first.body.data).toMatchObject({
      subtotal: 1444,
      discount: 144,
      discountCode: 'APP10',
      shippingCost: 49,
      totalAmount: 1349,
    });

    const second = await t.api
      .post('/api/Order')
      .set('Authorization', auth)
      .send(order({ discountCode: 'APP10' }));
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      isSuccess: false,
      message: PRICING_MESSAGES.firstOrderOnly,
      errors: { discountCode: [PRICING_MESSAGES.firstOrderOnly] },
    });

    const withoutCode = await t.api.post('/api/Order').set('Authorization', auth).send(order());
    expect(withoutCode.status).toBe(201);
  });

  it('is refused on a second order even when the first did not use it', async () => {
    const auth = await newCustomer('second.order@example.com');
    expect((await t.api.post('/api/Order').set('Authorization', auth).send(order())).status).toBe(201);
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', auth)
      .send(order({ discountCode: 'APP10' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.discountCode).toEqual([PRICING_MESSAGES.firstOrderOnly]);
  });

  it('is used once even when two first orders arrive together', async () => {
    const auth = await newCustomer('race@example.com');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.api
          .post('/api/Order')
          .set('Authorization', auth)
          .send(order({ discountCode: 'APP10' })),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400, 400]);
  });

  it('an unknown code is a 400 on the discountCode field', async () => {
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', await bearer())
      .send(order({ discountCode: 'FREE100' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.discountCode).toEqual([PRICING_MESSAGES.unknownCode]);
  });
});

describe('concurrent orders', () => {
  it('stores every one of them, each with its own id and number', async () => {
    const auth = await bearer();
    const before = (await storedOrders()).length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.api
          .post('/api/Order')
          .set('Authorization', auth)
          .send(order({ items: [{ productId: 201, quantity: 1 }] })),
      ),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const numbers = new Set(answers.map((res) => res.body.data.orderNumber));
    expect(numbers.size).toBe(12);
    const stored = await storedOrders();
    expect(stored).toHaveLength(before + 12);
    expect(new Set(stored.map((o) => o.id)).size).toBe(stored.length);
    expect((await storedProduct(201)).stockQuantity).toBe(500 - 12);
  });
});

describe('POST /api/Order/quote', () => {
  it('prices the bag without storing anything', async () => {
    const res = await t.api
      .post('/api/Order/quote')
      .set('Authorization', await bearer())
      .send({ items: [{ productId: 203, quantity: 1 }], deliveryMethod: 'express', discountCode: 'APP10' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subtotal: 499, discount: 50, shippingCost: 199, totalAmount: 648 });
    expect((await storedOrders()).filter((o) => o.channel === 'online')).toHaveLength(0);
  });
});

describe('GET /api/Order/user after checkout', () => {
  it("lists the new order first, and never in another customer's list", async () => {
    const demo = await bearer();
    const placed = await t.api.post('/api/Order').set('Authorization', demo).send(order());
    expect(placed.status).toBe(201);
    t.clock.advance(60_000);
    const later = await t.api
      .post('/api/Order')
      .set('Authorization', demo)
      .send(order({ items: [{ productId: 203, quantity: 1 }] }));

    const mine = (await t.api.get('/api/Order/user').set('Authorization', demo)).body.data as Array<{
      orderNumber: string;
      totalAmount: number;
    }>;
    expect(mine.slice(0, 2).map((o) => o.orderNumber)).toEqual([
      later.body.data.orderNumber,
      placed.body.data.orderNumber,
    ]);
    expect(mine[1]).toMatchObject({
      totalAmount: 2888,
      status: 'pending',
      discountCode: null,
      deliveryMethod: 'standard',
    });
    expect(mine[1]).not.toHaveProperty('channel');

    const other = await newCustomer('someone.else@example.com');
    const theirs = (await t.api.get('/api/Order/user').set('Authorization', other)).body.data as unknown[];
    expect(theirs).toEqual([]);
    const ownOrder = await t.api.post('/api/Order').set('Authorization', other).send(order());
    const again = (await t.api.get('/api/Order/user').set('Authorization', other)).body.data as Array<{
      orderNumber: string;
    }>;
    expect(again.map((o) => o.orderNumber)).toEqual([ownOrder.body.data.orderNumber]);
  });

  it('lets the demo customer use APP10 once: the seeded sample orders are not checkout orders', async () => {
    const demo = await bearer();
    const first = await t.api
      .post('/api/Order')
      .set('Authorization', demo)
      .send(order({ discountCode: 'APP10' }));
    expect(first.status).toBe(201);
    expect(first.body.data.discount).toBe(289); // 10% of 2,888 = 288.80 -> 289
    const second = await t.api
      .post('/api/Order')
      .set('Authorization', demo)
      .send(order({ discountCode: 'APP10' }));
    expect(second.status).toBe(400);
  });
});
