import type { AdminOrderDetail } from '../../../src/shared/contract/adminOrder';
import { REFUND_MESSAGES } from '../../../src/shared/contract/refund';
import { bearerFor } from '../../test/customers';
import { placeOrder } from '../../test/orderFixtures';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { REFUND_ERRORS } from './orderRefunds.service';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const post = (path: string, body?: object) => t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
const detail = async (id: number) =>
  (await t.api.get(`/api/admin/orders/${id}`).set('Authorization', admin)).body.data as AdminOrderDetail;
const refundRows = async () => (await t.rows('refunds')) as Array<Record<string, unknown>>;

/** A customer's delivered order with an approved return of its one line (2 hampers, 2,888 paid with APP10 off). */
async function approvedReturn(overrides: Record<string, unknown> = {}) {
  const owner = await bearerFor(t, DEMO.customer);
  const order = await placeOrder(t, owner.auth, overrides);
  if (order.paymentStatus === 'awaiting_payment')
    expect((await post(`/orders/${order.id}/mark-paid`)).status).toBe(200);
  expect(
    (await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: `DLV-${order.id}00` })).status,
  ).toBe(200);
  expect((await post(`/orders/${order.id}/deliver`)).status).toBe(200);
  const asked = await t.api
    .post(`/api/Order/${order.id}/returns`)
    .set('Authorization', owner.auth)
    .send({ lineNo: 1, reason: 'Changed my mind' });
  const returnId = asked.body.data.returns[0].id as number;
  for (const status of ['item_received', 'quality_check', 'approved'])
    expect((await post(`/returns/${returnId}/advance`, { status })).status).toBe(200);
  return { order, returnId };
}

describe('refunds of returns', () => {
  it('deducts the policy’s ₹99 return fee from a change of mind, on what was paid for the line after APP10', async () => {
    const { order, returnId } = await approvedReturn({ discountCode: 'APP10' });
    const res = await post(`/returns/${returnId}/refund`, {
      kind: 'change_of_mind',
      method: 'upi_transfer',
      reference: 'UTR 4455 6677',
    });
    expect(res.status).toBe(201);
    // 2 × 1,444 = 2,888 less APP10's 289 (the one line carries all of it): 2,599 paid; 2,500 back.
    expect(res.body.data).toMatchObject({
      orderId: order.id,
      returnId,
      grossAmount: 2599,
      deduction: 99,
      amount: 2500,
      method: 'upi_transfer',
      reference: 'UTR 4455 6677',
      status: 'processed',
      // The order was invoiced when placed (cash on delivery): the refund reduces it by a credit note.
      creditNoteNumber: 'CN/25-26/000001',
    });
    const shown = await detail(order.id);
    expect(shown.returns[0].status).toBe('refunded');
    expect(shown.refunds).toEqual([res.body.data]);
    expect(shown.audit[0]).toMatchObject({
      from: 'return approved',
      to: 'return refunded',
      adminEmail: DEMO.admin.email,
    });
    expect(shown.audit[0].note).toContain(
      'refunded ₹2,500 by UPI transfer (reference UTR 4455 6677), after the ₹99 return fee',
    );
    await t.context.outbox.idle();
    const mail = t.outbox().find((text) => text.includes(`Subject: Your refund for order ${order.orderNumber}`));
    expect(mail).toBeDefined();
  });

  it('records one refund per return, however many staff press at once', async () => {
    const { returnId } = await approvedReturn();
    const body = { kind: 'damaged_or_wrong', method: 'bank_transfer', reference: 'NEFT-99887766' };
    const answers = await Promise.all([
      post(`/returns/${returnId}/refund`, body),
      post(`/returns/${returnId}/refund`, body),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await refundRows()).toHaveLength(1);
  });

  it('asks for a transfer’s reference and refuses the gateway for an order not paid through it', async () => {
    const { returnId } = await approvedReturn();
    const noReference = await post(`/returns/${returnId}/refund`, { kind: 'change_of_mind', method: 'upi_transfer' });
    expect([noReference.status, noReference.body.errors.reference]).toEqual([400, [REFUND_MESSAGES.reference]]);
    const gateway = await post(`/returns/${returnId}/refund`, { kind: 'change_of_mind', method: 'gateway' });
    expect([gateway.status, gateway.body.errors.method]).toEqual([400, [REFUND_ERRORS.noGateway]]);
    const wrongKind = await post(`/returns/${returnId}/refund`, {
      kind: 'cancellation',
      method: 'cash',
      reference: 'RCPT-1' + '000',
    });
    expect([wrongKind.status, wrongKind.body.errors.kind]).toEqual([400, [REFUND_ERRORS.returnKind]]);
    expect(await refundRows()).toHaveLength(0);
  });

  it('refuses a return that is not approved yet', async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const order = await placeOrder(t, owner.auth);
    await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-777001' });
    await post(`/orders/${order.id}/deliver`);
    const asked = await t.api
      .post(`/api/Order/${order.id}/returns`)
      .set('Authorization', owner.auth)
      .send({ lineNo: 1, reason: 'Too small' });
    const res = await post(`/returns/${asked.body.data.returns[0].id}/refund`, {
      kind: 'change_of_mind',
      method: 'cash',
      reference: 'RCPT-0001',
    });
    expect([res.status, res.body.message]).toEqual([409, REFUND_ERRORS.notApproved('requested')]);
  });
});

describe('refunds of cancelled orders', () => {
  it('refunds a paid, cancelled UPI order in full once, and its payment reads refunded', async () => {
    const order = await placeOrder(t, null, { paymentMethod: 'upi' });
    expect((await post(`/orders/${order.id}/mark-paid`)).status).toBe(200);
    expect((await post(`/orders/${order.id}/cancel`)).status).toBe(200);
    const body = { kind: 'cancellation', method: 'upi_transfer', reference: 'UTR 1122 3344' };
    const res = await post(`/orders/${order.id}/refund`, body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      returnId: null,
      grossAmount: order.totalAmount,
      deduction: 0,
      amount: order.totalAmount,
    });
    expect((await detail(order.id)).paymentStatus).toBe('refunded');
    const again = await post(`/orders/${order.id}/refund`, body);
    expect([again.status, again.body.message]).toEqual([409, REFUND_ERRORS.alreadyRefunded]);
  });

  it('refuses an order that was never paid, or is not cancelled', async () => {
    const unpaid = await placeOrder(t, null, { paymentMethod: 'upi' });
    await post(`/orders/${unpaid.id}/cancel`);
    const body = { kind: 'cancellation', method: 'cash', reference: 'RCPT-2001' };
    const refused = await post(`/orders/${unpaid.id}/refund`, body);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      REFUND_ERRORS.notRefundable('cancelled', 'awaiting_payment'),
    ]);
    const open = await placeOrder(t, null, { paymentMethod: 'upi' });
    await post(`/orders/${open.id}/mark-paid`);
    expect((await post(`/orders/${open.id}/refund`, body)).status).toBe(409);
    expect(await refundRows()).toHaveLength(0);
  });
});
