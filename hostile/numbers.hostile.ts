import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../src/shared/config/shop';
import { MEETING_FIELD_MESSAGES } from '../src/shared/contract/meetingRegistration';
import { ORDER_MESSAGES } from '../src/shared/contract/order';
import { PRODUCT_MESSAGES } from '../src/shared/contract/product';
import { BOOKING_FIELD_MESSAGES } from '../src/shared/contract/booking';
import { PRICING_MESSAGES } from '../server/modules/orders/orderPricing';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn } from './support/accounts';
import { bookingBody, meetingBody, orderBody } from './support/bodies';
import { describeHostile, serverForFile } from './support/groups';

const server = serverForFile('numbers');
let admin: { auth: string };
let customer: { auth: string };

beforeAll(async () => {
  admin = await logIn(server(), DEMO_ADMIN);
  customer = await logIn(server(), DEMO_CUSTOMER);
});

const NOT_NUMBERS = ['abc', '', ' ', '1e3', '0x10', 'Infinity', 'NaN', '1,000', '+5', '١٢٣', '12abc'];
const NEGATIVE = ['-1', '-0.01', '-1000000'];

type Answer = { status: number; body: { errors?: Record<string, string[]>; message?: string } };
const expectFieldError = (label: unknown, res: Answer, field: string, message: string) =>
  expect([label, res.status, res.body.errors?.[field]]).toEqual([label, 400, expect.arrayContaining([message])]);

describeHostile('negative and non-numeric prices and stock (products)', server, () => {
  const fields = (patch: Record<string, string>) => ({
    Name: 'Numbers test',
    Description: 'd',
    Price: '100',
    StockQuantity: '5',
    CategoryId: '1',
    ...patch,
  });
  const create = (patch: Record<string, string>) =>
    server().api.post('/api/Product').set('Authorization', admin.auth).field(fields(patch));
  const update = (patch: Record<string, string>) =>
    server().api.put('/api/Product/1').set('Authorization', admin.auth).field(fields(patch));

  it('prices that are negative, not plain numbers, over ₹1 crore or with three decimals answer 400', async () => {
    for (const value of [...NEGATIVE, ...NOT_NUMBERS.filter((text) => text.trim() !== ''), '10000000.01', '1.234']) {
      expectFieldError(value, await create({ Price: value }), 'Price', PRODUCT_MESSAGES.price);
      expectFieldError(value, await update({ Price: value }), 'Price', PRODUCT_MESSAGES.price);
      expectFieldError(value, await create({ SalePrice: value }), 'SalePrice', PRODUCT_MESSAGES.salePrice);
    }
    expectFieldError('blank', await create({ Price: ' ' }), 'Price', PRODUCT_MESSAGES.price);
    expectFieldError(
      'above price',
      await create({ SalePrice: '101' }),
      'SalePrice',
      PRODUCT_MESSAGES.salePriceAbovePrice,
    );
  });

  it('stock that is negative, fractional, not a number or over a million answers 400', async () => {
    for (const value of [...NEGATIVE, ...NOT_NUMBERS, '1.5', '1000001']) {
      expectFieldError(value, await create({ StockQuantity: value }), 'StockQuantity', PRODUCT_MESSAGES.stockQuantity);
    }
  });

  it('categories and main image indexes that are negative or unknown answer 400', async () => {
    for (const value of ['-1', '0', 'abc', '999'])
      expectFieldError(value, await create({ CategoryId: value }), 'CategoryId', PRODUCT_MESSAGES.category);
    for (const value of ['-1', '3', 'abc'])
      expectFieldError(value, await create({ MainImageIndex: value }), 'MainImageIndex', PRODUCT_MESSAGES.mainImage);
  });

  it('JSON numbers get the same rules as the multipart text', async () => {
    for (const Price of [-1, 1e308, 0.001, Number.MAX_SAFE_INTEGER]) {
      const res = await server()
        .api.post('/api/Product')
        .set('Authorization', admin.auth)
        .send({ ...fields({}), Price });
      expectFieldError(Price, res, 'Price', PRODUCT_MESSAGES.price);
    }
  });
});

describeHostile('negative and non-numeric quantities and product ids (orders)', server, () => {
  const quote = (items: unknown[], patch: Record<string, unknown> = {}) =>
    server()
      .api.post('/api/Order/quote')
      .set('Authorization', customer.auth)
      .send({ items, deliveryMethod: 'standard', ...patch });
  const place = (items: unknown[]) =>
    server().api.post('/api/Order').set('Authorization', customer.auth).send(orderBody({ items }));

  it(`quantities outside 1 to ${MAX_LINE_QUANTITY} or not whole numbers answer 400, on the quote and on the order`, async () => {
    for (const quantity of [
      -1,
      0,
      1.5,
      MAX_LINE_QUANTITY + 1,
      100,
      1e9,
      -1e9,
      'abc',
      '',
      null,
      true,
      '-1',
      Number.MIN_VALUE,
    ]) {
      expectFieldError(
        quantity,
        await quote([{ productId: 102, quantity }]),
        'items[0].quantity',
        ORDER_MESSAGES.quantity,
      );
      expectFieldError(
        quantity,
        await place([{ productId: 102, quantity }]),
        'items[0].quantity',
        ORDER_MESSAGES.quantity,
      );
    }
  });

  it('product ids that are negative, fractional or not numbers answer 400; unknown or inactive ones name the line', async () => {
    for (const productId of [-1, 0, 1.5, 'abc', null]) {
      const res = await place([{ productId, quantity: 1 }]);
      expect([productId, res.status, Object.keys(res.body.errors ?? {})]).toEqual([
        productId,
        400,
        ['items[0].productId'],
      ]);
    }
    expectFieldError(
      'unknown',
      await place([{ productId: 999_999, quantity: 1 }]),
      'items[0].productId',
      PRICING_MESSAGES.unknownProduct,
    );
    expectFieldError(
      'inactive',
      await place([{ productId: 4, quantity: 1 }]),
      'items[0].productId',
      PRICING_MESSAGES.unavailable,
    );
  });

  it(`more than the stock, more than ${MAX_ORDER_LINES} lines or an unknown delivery method answer 400`, async () => {
    const stockOfOne = [10, 10, 10].map((quantity, i) => ({ productId: 1, quantity, size: ['S', 'M', 'L'][i] }));
    expectFieldError('stock', await place(stockOfOne), 'items[2].quantity', PRICING_MESSAGES.outOfStock(5));
    const lines = Array.from({ length: MAX_ORDER_LINES + 1 }, () => ({ productId: 102, quantity: 1 }));
    expectFieldError('lines', await place(lines), 'items', ORDER_MESSAGES.tooManyLines);
    expectFieldError(
      'delivery',
      await quote([{ productId: 102, quantity: 1 }], { deliveryMethod: 'free' }),
      'deliveryMethod',
      ORDER_MESSAGES.deliveryMethod,
    );
  });

  it('prices and totals sent by the client are ignored: the quote is the server’s', async () => {
    const res = await quote([{ productId: 102, quantity: 2, price: -1444, unitPrice: 0 }], {
      subtotal: -1,
      totalAmount: -1,
      discount: 1e9,
      shippingCost: -99,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subtotal: 2888, discount: 0, totalAmount: 2888 });
  });
});

describeHostile(
  'impossible, past and far dates, negative and non-numeric services and ages (bookings, meetings)',
  server,
  (changes) => {
    it('dates that are not real YYYY-MM-DD dates, past or beyond the window answer 400', async () => {
      for (const selectedDate of [
        -1,
        0,
        12,
        1.5,
        1e9,
        'abc',
        '',
        null,
        '-1',
        '2026-02-29',
        '2025-09-31',
        '2025-13-01',
        '0000-01-01',
        '+02025-09-12',
        '2025-09-12T00:00:00Z',
      ]) {
        expectFieldError(
          selectedDate,
          await server()
            .api.post('/api/send-email')
            .send(bookingBody(0, {}, { selectedDate })),
          'selectedDate',
          BOOKING_FIELD_MESSAGES.dateInvalid,
        );
      }
      expectFieldError(
        'past',
        await server()
          .api.post('/api/send-email')
          .send(bookingBody(0, {}, { selectedDate: '2020-01-01' })),
        'selectedDate',
        BOOKING_FIELD_MESSAGES.datePast,
      );
      expectFieldError(
        'far',
        await server()
          .api.post('/api/send-email')
          .send(bookingBody(0, {}, { selectedDate: '2999-12-31' })),
        'selectedDate',
        BOOKING_FIELD_MESSAGES.dateOutsideWindow,
      );
      for (const date of ['-1', '0', '12', 'abc', '1.5', '2026-02-29']) {
        const res = await server().api.get('/api/bookings/availability').query({ date });
        expectFieldError(date, res, 'date', BOOKING_FIELD_MESSAGES.dateInvalid);
      }
    });

    it('service ids that are negative, unknown or not numbers answer 400', async () => {
      for (const id of [-1, 0, 999, 1.5, 'abc']) {
        expectFieldError(
          id,
          await server()
            .api.post('/api/send-email')
            .send(bookingBody(0, {}, { selectedService: { id } })),
          'selectedService.id',
          BOOKING_FIELD_MESSAGES.serviceUnknown,
        );
      }
    });

    it('a price or total sent with a booking is ignored: the catalogue prices it', async () => {
      const res = await server()
        .api.post('/api/send-email')
        .send(bookingBody(5, {}, { selectedService: { id: 1, name: 'Free', price: '-9999' }, totalAmount: '₹-1' }));
      expect(res.status).toBe(201);
      changes.add('bookings');
      expect(res.body.data).toMatchObject({ service: 'Caricature', totalAmount: '₹9,999' });
      const stored = (await server().rows('bookings')).find((record) => record.reference === res.body.data.reference);
      expect(stored).toMatchObject({ amount: 9999, serviceName: 'Caricature', servicePrice: '9999' });
    });

    it('ages outside 1 to 120 or not whole numbers answer 400', async () => {
      for (const age of [-1, 0, 121, 1.5, 1e9, 'abc', 'thirty']) {
        expectFieldError(
          age,
          await server().api.post('/api/meeting-registrations').send(meetingBody({ age })),
          'age',
          MEETING_FIELD_MESSAGES.ageRange,
        );
      }
    });
  },
);
