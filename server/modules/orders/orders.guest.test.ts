import { ADDRESS_MESSAGES } from '../../../src/shared/config/address';
import { ORDER_MESSAGES } from '../../../src/shared/contract/order';
import { PRICING_MESSAGES } from './orderPricing';
import { bearerFor, registerCustomer } from '../../test/customers';
import { DELHI_ADDRESS, GUEST, orderBody, placeOrder } from '../../test/orderFixtures';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const readMail = (raw: string) => Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
const adminAuth = async () => (await bearerFor(t, DEMO.admin)).auth;

describe('guest checkout', () => {
  it('stores a guest order without an account, with the contact and recipient, and mails the guest fixed text', async () => {
    const order = await placeOrder(t, null);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'due_on_delivery',
      customerName: GUEST.name,
      customerEmail: GUEST.email,
      customerPhone: GUEST.phone,
    });
    expect(order).toMatchObject({ shippingAddress: DELHI_ADDRESS });
    const stored = (await t.rows('orders')).find((row) => row.orderNumber === order.orderNumber)!;
    expect(stored.userId).toBeNull();
    await t.context.outbox.idle();
    const mail = readMail(t.outbox()[0]);
    expect(mail).toContain(`To: ${GUEST.email}`);
    expect(mail).toContain('Total (cash on delivery): ₹2,888');
    // The guest's address is unproven: the mail greets with fixed text and leaves the typed name,
    // recipient and delivery address on the order's page.
    expect(mail).toContain('Hello,');
    for (const typed of [GUEST.name, DELHI_ADDRESS.recipientName, DELHI_ADDRESS.street])
      expect(mail).not.toContain(typed);
    expect(mail).toContain('http://localhost:3000/tracking');
  });

  it('answers field errors under the guest fields for a bad e-mail and a non-Indian mobile', async () => {
    const res = await t.api.post('/api/Order').send(orderBody({ guest: { name: '', email: 'nope', phone: '12345' } }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'guest.name': [ORDER_MESSAGES.nameRequired],
      'guest.email': [expect.any(String)],
      'guest.phone': [ADDRESS_MESSAGES.mobileInvalid],
    });
    expect((await t.rows('orders')).filter((row) => row.channel === 'online')).toHaveLength(0);
  });
});

describe('delivery address rules', () => {
  it('requires the recipient with an Indian mobile, and a PIN code of the chosen state', async () => {
    const auth = (await bearerFor(t, DEMO.customer)).auth;
    const res = await t.api
      .post('/api/Order')
      .set('Authorization', auth)
      .send(
        orderBody({
          shippingAddress: { ...DELHI_ADDRESS, recipientName: ' ', recipientPhone: '5123456789', zipCode: '400001' },
        }),
      );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'shippingAddress.recipientName': [ADDRESS_MESSAGES.recipientNameRequired],
      'shippingAddress.recipientPhone': [ADDRESS_MESSAGES.mobileInvalid],
      'shippingAddress.zipCode': [ADDRESS_MESSAGES.zipCodeState('Delhi')],
    });
    // The address book follows the same rules; a Mumbai PIN code is fine in Maharashtra.
    const book = await t.api
      .post('/api/Address')
      .set('Authorization', auth)
      .send({ ...DELHI_ADDRESS, zipCode: '400001' });
    expect(book.body.errors).toEqual({ zipCode: [ADDRESS_MESSAGES.zipCodeState('Delhi')] });
    const mumbai = await t.api
      .post('/api/Address')
      .set('Authorization', auth)
      .send({
        ...DELHI_ADDRESS,
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400001',
        recipientPhone: '+91-9876543210',
      });
    expect(mumbai.status).toBe(201);
    expect(mumbai.body.data).toMatchObject({ recipientName: 'Asha Verma', recipientPhone: '+91-9876543210' });
  });
});

describe('UPI', () => {
  it('leaves the order awaiting payment with a upi:// link and QR, until an admin marks it paid', async () => {
    const order = await placeOrder(t, null, { paymentMethod: 'upi' });
    expect(order).toMatchObject({
      status: 'awaiting payment',
      paymentStatus: 'awaiting_payment',
      paymentMethod: 'upi',
    });
    expect(order.payment!.link).toBe(
      `upi://pay?pa=utsavevents%40okicici&pn=Utsav%20Events&am=2888.00&cu=INR&tn=${order.orderNumber}`,
    );
    expect(Buffer.from(order.payment!.qrSvgDataUrl.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*>.*<path/s);

    expect((await t.api.post(`/api/admin/orders/${order.id}/mark-paid`)).status).toBe(401);
    const customer = (await bearerFor(t, DEMO.customer)).auth;
    expect((await t.api.post(`/api/admin/orders/${order.id}/mark-paid`).set('Authorization', customer)).status).toBe(
      403,
    );
    const admin = await adminAuth();
    const paid = await t.api.post(`/api/admin/orders/${order.id}/mark-paid`).set('Authorization', admin);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      paidAt: '2025-09-01T09:00:00.000Z',
    });
    const again = await t.api.post(`/api/admin/orders/${order.id}/mark-paid`).set('Authorization', admin);
    expect(again.status).toBe(409);

    await t.context.outbox.idle();
    const mails = t.outbox().map(readMail);
    const confirmation = mails.find((mail) => mail.includes(`Subject: Your order ${order.orderNumber} is confirmed`))!;
    expect(confirmation).toContain('Total (UPI): ₹2,888');
    expect(confirmation).toContain(order.payment!.link);
    expect(mails.some((mail) => mail.includes(`Payment received for order ${order.orderNumber}`))).toBe(true);
    const events = (await t.rows('orderEvents'))
      .filter((row) => row.orderId === order.id)
      .map((row) => [row.status, row.actor]);
    expect(events).toEqual([
      ['awaiting payment', 'guest'],
      ['paid', 'admin:1'],
    ]);
  });

  it('cannot ship an order still awaiting payment', async () => {
    const order = await placeOrder(t, null, { paymentMethod: 'upi' });
    const res = await t.api
      .post(`/api/admin/orders/${order.id}/ship`)
      .set('Authorization', await adminAuth())
      .send({ courierName: 'Delhivery', trackingNumber: 'DLV123456' });
    expect(res.status).toBe(409);
  });
});

describe('APP10 is for a first order only', () => {
  it('by account: a customer who ordered once (even as a guest with the same e-mail) is refused', async () => {
    const first = await registerCustomer(t, 'first@example.com');
    expect((await placeOrder(t, first.auth, { discountCode: 'APP10' })).totalAmount).toBe(2888 - 289);
    const again = await t.api
      .post('/api/Order')
      .set('Authorization', first.auth)
      .send(orderBody({ discountCode: 'APP10' }));
    expect([again.status, again.body.errors]).toEqual([400, { discountCode: [PRICING_MESSAGES.firstOrderOnly] }]);

    await placeOrder(t, null, { guest: { ...GUEST, email: 'Second@Example.com' } });
    const second = await registerCustomer(t, 'second@example.com');
    const refused = await t.api
      .post('/api/Order/quote')
      .set('Authorization', second.auth)
      .send({ items: [{ productId: 102, quantity: 1 }], deliveryMethod: 'standard', discountCode: 'APP10' });
    expect(refused.body.errors).toEqual({ discountCode: [PRICING_MESSAGES.firstOrderOnly] });
  });

  it('by e-mail for guests, whatever its case', async () => {
    expect((await placeOrder(t, null, { discountCode: 'app10' })).totalAmount).toBe(2599);
    const again = await t.api
      .post('/api/Order')
      .send(orderBody({ guest: { ...GUEST, email: GUEST.email.toUpperCase() }, discountCode: 'APP10' }));
    expect([again.status, again.body.errors]).toEqual([400, { discountCode: [PRICING_MESSAGES.firstOrderOnly] }]);
    // Another person (e-mail, phone and address of their own) still has theirs.
    const other = {
      guest: { ...GUEST, email: 'other@example.com', phone: '9811122233' },
      shippingAddress: { ...DELHI_ADDRESS, recipientPhone: '9811122233', street: '4 Aurobindo Marg' },
      discountCode: 'APP10',
    };
    expect((await placeOrder(t, null, other)).totalAmount).toBe(2599);
  });

  it("refuses it at a guest's quote with the reason, as placing the order would, once the e-mail is given", async () => {
    await placeOrder(t, null, { discountCode: 'APP10' });
    const quote = (guestEmail?: string) =>
      t.api.post('/api/Order/quote').send({
        items: [{ productId: 102, quantity: 1 }],
        deliveryMethod: 'standard',
        discountCode: 'APP10',
        ...(guestEmail ? { guestEmail } : {}),
      });
    const returning = await quote(GUEST.email.toUpperCase());
    expect([returning.status, returning.body.errors]).toEqual([
      400,
      { discountCode: [PRICING_MESSAGES.firstOrderOnly] },
    ]);
    expect((await quote('new.guest@example.com')).body.data.discount).toBeGreaterThan(0);
    // Without an e-mail yet the code is priced; Place order checks it with the e-mail.
    expect((await quote()).status).toBe(200);
    const bad = await quote('not-an-email');
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['guestEmail']]);
  });
});
