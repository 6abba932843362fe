import { bearerFor, registerCustomer } from '../../test/customers';
import { DELHI_ADDRESS, GUEST, orderBody, placeOrder } from '../../test/orderFixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';
import { addressClaimKey, claimKeysOf, emailClaimKey, phoneClaimKey } from './firstOrderClaims';
import { PRICING_MESSAGES } from './orderPricing';
import { paymentLapseService } from './paymentHolds.service';

describe('claim keys', () => {
  it('reads one mailbox however it is typed: case, +tags, and for Gmail dots and googlemail.com', () => {
    for (const typed of ['g2@gmail.com', 'G.2+a@gmail.com', ' g.2+b@GoogleMail.com ', 'g2+@gmail.com'])
      expect(emailClaimKey(typed)).toBe('g2@gmail.com');
    expect(emailClaimKey('Ravi.Guest+shop@Example.com')).toBe('ravi.guest@example.com');
    // Dots count at other providers.
    expect(emailClaimKey('r.avi@example.com')).not.toBe(emailClaimKey('ravi@example.com'));
  });

  it('reads a phone as its ten digits, with or without +91 or 0', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', '91 9876543210'])
      expect(phoneClaimKey(typed)).toBe('9876543210');
    expect(phoneClaimKey('12345')).toBeNull();
    expect(phoneClaimKey('')).toBeNull();
  });

  it('reads an address as its PIN code and first line, spelling, punctuation and common words aside', () => {
    const key = addressClaimKey({ street: 'H. No. 12A, Lodhi Road', zipCode: '110003' });
    for (const street of ['house no 12 a lodhi rd', 'H.No.12-A  LODHI  ROAD.', 'House Number 12A Lodhi Rd'])
      expect(addressClaimKey({ street, zipCode: ' 110003 ' })).toBe(key);
    expect(addressClaimKey({ street: 'H. No. 12A, Lodhi Road', zipCode: '110001' })).not.toBe(key);
    expect(addressClaimKey({ street: 'H. No. 14A, Lodhi Road', zipCode: '110003' })).not.toBe(key);
    expect(addressClaimKey({ street: '...', zipCode: '110003' })).toBeNull();
  });

  it('claims the e-mail, each distinct phone and the address', () => {
    expect(
      claimKeysOf({ email: 'A@x.in', phones: ['+91 98765 43210', '9876543210', '12'], address: DELHI_ADDRESS }),
    ).toEqual([
      { kind: 'email', value: 'a@x.in' },
      { kind: 'phone', value: '9876543210' },
      { kind: 'address', value: '110003|12lodhird' },
    ]);
  });
});

describe('APP10 once per person', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.cleanup());

  /** A person of their own: e-mail, phone and address that no other test order uses. */
  const person = (n: number) => ({
    guest: { name: 'Gita Guest', email: `person${n}@example.com`, phone: `98110${String(n).padStart(5, '0')}` },
    shippingAddress: { ...DELHI_ADDRESS, recipientPhone: `98110${String(n).padStart(5, '0')}`, street: `${n} Janpath` },
  });
  type Person = ReturnType<typeof person>;
  const guestOrder = (who: Person) => t.api.post('/api/Order').send(orderBody({ ...who, discountCode: 'APP10' }));
  const guestQuote = (who: Person) =>
    t.api.post('/api/Order/quote').send({
      items: [{ productId: 102, quantity: 2 }],
      deliveryMethod: 'standard',
      discountCode: 'APP10',
      guestEmail: who.guest.email,
      guestPhone: who.guest.phone,
      recipientPhone: who.shippingAddress.recipientPhone,
      deliveryStreet: who.shippingAddress.street,
      deliveryZipCode: who.shippingAddress.zipCode,
    });
  const refusal = [400, { discountCode: [PRICING_MESSAGES.firstOrderOnly] }];
  const claims = async () => (await t.rows('firstOrderClaims')).length;

  it('refuses, at the quote and the order, another e-mail spelling, the same phone, or the same address', async () => {
    const first = { ...person(1), guest: { ...person(1).guest, email: 'g2@gmail.com' } };
    expect((await guestQuote(first)).body.data.discount).toBe(289);
    expect((await guestOrder(first)).status).toBe(201);
    expect(await claims()).toBe(3);
    const tries: Person[] = [
      // The same mailbox, spelled otherwise (phone and address new).
      { ...person(2), guest: { ...person(2).guest, email: 'G.2+a@googlemail.com' } },
      // Another e-mail, the same phone (as the contact, or as the recipient's).
      { ...person(3), guest: { ...person(3).guest, phone: '+91 ' + first.guest.phone } },
      { ...person(4), shippingAddress: { ...person(4).shippingAddress, recipientPhone: `0${first.guest.phone}` } },
      // Another e-mail and phone, the same address written otherwise.
      { ...person(5), shippingAddress: { ...person(5).shippingAddress, street: '1, JANPATH  ' } },
    ];
    for (const who of tries) {
      const quote = await guestQuote(who);
      expect([quote.status, quote.body.errors]).toEqual(refusal);
      const order = await guestOrder(who);
      expect([order.status, order.body.errors]).toEqual(refusal);
    }
    expect((await t.rows('orders')).filter((row) => row.discountCode === 'APP10')).toHaveLength(1);
    // Someone else entirely still has theirs.
    expect((await guestOrder(person(6))).status).toBe(201);
  });

  it("refuses a customer's account whose delivery address or phone took it as a guest", async () => {
    const customer = await registerCustomer(t, 'meera.k@example.com');
    expect((await guestOrder({ ...person(7), shippingAddress: DELHI_ADDRESS })).status).toBe(201);
    const sameAddress = await t.api
      .post('/api/Order')
      .set('Authorization', customer.auth)
      .send(orderBody({ shippingAddress: { ...DELHI_ADDRESS, street: '12, Lodhi Rd.' }, discountCode: 'APP10' }));
    expect([sameAddress.status, sameAddress.body.errors]).toEqual(refusal);
    // The recipient's phone is the guest's: refused at the quote too.
    const quote = await t.api
      .post('/api/Order/quote')
      .set('Authorization', customer.auth)
      .send({
        items: [{ productId: 102, quantity: 2 }],
        deliveryMethod: 'standard',
        discountCode: 'APP10',
        recipientPhone: person(7).guest.phone,
      });
    expect([quote.status, quote.body.errors]).toEqual(refusal);
  });

  it('frees the claims of an order cancelled before payment, and of one that lapsed unpaid', async () => {
    const customer = await bearerFor(t, DEMO.customer);
    const cod = await placeOrder(t, customer.auth, { discountCode: 'APP10' });
    expect(await claims()).toBeGreaterThan(0);
    expect((await t.api.post(`/api/Order/${cod.id}/cancel`).set('Authorization', customer.auth)).status).toBe(200);
    expect(await claims()).toBe(0);
    const upi = await placeOrder(t, customer.auth, { discountCode: 'APP10', paymentMethod: 'upi' });
    expect(upi.totalAmount).toBe(2888 - 289);
    t.clock.advance(24 * 60 * 60_000);
    expect(await paymentLapseService(t.context).lapseDue()).toBe(1);
    expect(await claims()).toBe(0);
    // A kept order keeps its claim: the next one is refused (a guest's, at the same address).
    const fresh = await bearerFor(t, DEMO.customer);
    await placeOrder(t, fresh.auth, { discountCode: 'APP10' });
    const again = await t.api.post('/api/Order').send(orderBody({ guest: GUEST, discountCode: 'APP10' }));
    expect([again.status, again.body.errors]).toEqual(refusal);
  });
});
