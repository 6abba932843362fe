import { GSTIN_MESSAGES } from '../../../src/shared/contract/fields/gstin';
import { ORDER_MESSAGES } from '../../../src/shared/contract/order';
import { bearerFor } from '../../test/customers';
import { DELHI_ADDRESS } from '../../test/orderFixtures';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const delhi = DELHI_ADDRESS;
const mumbai = { ...delhi, street: '4 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zipCode: '400020' };
// The hamper (HSN 0902, 5 %) at 1,444 and the brass diya set (HSN 7418, 12 %) at 599.
const items = [
  { productId: 102, quantity: 1, size: 'M', colour: 'green' },
  { productId: 201, quantity: 1 },
];
const guest = { name: 'Ravi Guest', email: 'ravi@example.com', phone: '91234 56789' };
const place = (overrides: Record<string, unknown>) =>
  t.api
    .post('/api/Order')
    .send({ items, shippingAddress: delhi, deliveryMethod: 'standard', paymentMethod: 'cod', guest, ...overrides });
const paise = (rupees: number) => Math.round(rupees * 100);

describe('GST on orders', () => {
  it('charges CGST + SGST on a Delhi order and stores the snapshot with each line’s HSN code', async () => {
    const res = await place({});
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order.items.map((item: { tax: unknown }) => item.tax)).toEqual([
      { hsnCode: '0902', gstRate: 5, taxableValue: 1375.24, cgst: 34.38, sgst: 34.38, igst: 0 },
      { hsnCode: '7418', gstRate: 12, taxableValue: 534.82, cgst: 32.09, sgst: 32.09, igst: 0 },
    ]);
    expect(order.tax).toMatchObject({
      supplyType: 'intra-state',
      placeOfSupply: 'Delhi',
      placeOfSupplyCode: '07',
      buyerGstin: null,
      igst: 0,
    });
    // Delivery (free: the subtotal passes 2,000) goes with the main supply, the 12 % line.
    expect(order.tax.shipping).toMatchObject({ hsnCode: '7418', gstRate: 12 });
    expect(paise(order.tax.taxableValue) + paise(order.tax.cgst) + paise(order.tax.sgst)).toBe(
      paise(order.totalAmount),
    );
    const stored = (await t.rows('orders')).find(
      (row: Record<string, unknown>) => row.orderNumber === order.orderNumber,
    ) as Record<string, unknown>;
    expect(JSON.parse(String(stored.taxSnapshot))).toEqual(order.tax);
  });

  it('charges IGST on a Mumbai order, and the mail shows it', async () => {
    const res = await place({ shippingAddress: mumbai, buyerGstin: ' 27aapfu0939f1zv' });
    expect(res.status).toBe(201);
    expect(res.body.data.tax).toMatchObject({
      supplyType: 'inter-state',
      placeOfSupply: 'Maharashtra',
      placeOfSupplyCode: '27',
      buyerGstin: '27AAPFU0939F1ZV',
      cgst: 0,
      sgst: 0,
    });
    expect(res.body.data.tax.igst).toBeGreaterThan(0);
    await t.context.outbox.idle();
    const mail = Buffer.from(decodeQuotedPrintable(t.outbox()[0]), 'latin1').toString('utf8');
    expect(mail).toContain('Place of supply: Maharashtra (27)');
    expect(mail).toMatch(/IGST: ₹[\d,.]+/);
    expect(mail).not.toContain('CGST');
  });

  it('refuses a GSTIN with a wrong check character, naming the field', async () => {
    const res = await place({ buyerGstin: '27AAPFU0939F1ZW' });
    expect(res.status).toBe(400);
    expect(res.body.errors.buyerGstin).toEqual([GSTIN_MESSAGES.checkDigit]);
    expect((await t.rows('orders')).filter((row: Record<string, unknown>) => row.channel === 'online')).toHaveLength(0);
  });

  it('splits the quote by the delivery state once it is known, and refuses an unknown state', async () => {
    const auth = (await bearerFor(t, DEMO.customer)).auth;
    const quote = (deliveryState?: string) =>
      t.api
        .post('/api/Order/quote')
        .set('Authorization', auth)
        .send({ items, deliveryMethod: 'standard', ...(deliveryState ? { deliveryState } : {}) });
    expect((await quote('Delhi')).body.data.tax).toMatchObject({ supplyType: 'intra-state', placeOfSupplyCode: '07' });
    expect((await quote('Maharashtra')).body.data.tax).toMatchObject({ supplyType: 'inter-state', cgst: 0 });
    expect((await quote()).body.data.tax).toMatchObject({ supplyType: 'inter-state', placeOfSupply: '' });
    const bad = await quote('Atlantis');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.deliveryState).toEqual([ORDER_MESSAGES.deliveryState]);
  });
});

describe('the seller’s state as staff keep it', () => {
  it('decides the split: with the company registered in Maharashtra, a Mumbai order is intra-state', async () => {
    const admin = (await bearerFor(t, DEMO.admin)).auth;
    const saved = await t.api.put('/api/admin/billing/seller').set('Authorization', admin).send({
      legalName: 'Utsav Events Private Limited',
      address: '2 Marine Drive, Mumbai 400020',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(saved.status).toBe(200);
    const res = await place({ shippingAddress: mumbai });
    expect(res.body.data.tax).toMatchObject({ supplyType: 'intra-state', placeOfSupplyCode: '27', igst: 0 });
    expect((await place({ guest: { ...guest, email: 'b@example.com' } })).body.data.tax.supplyType).toBe('inter-state');
  });
});
