import type { AdminOrderDetail } from '../../../src/shared/contract/adminOrder';
import { ORDER_UNDO_SECONDS } from '../../../src/shared/contract/adminOrder';
import { placeOrder } from '../../test/orderFixtures';
import { freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { ORDER_UNDO_ERRORS } from './orderUndo';

// Mark shipped / Mark delivered only move an order's state: their customer mail waits
// ORDER_UNDO_SECONDS, and an undo within that time puts the order back and takes the mail back
// unsent, in one transaction; both steps are in the audit log. Later, or once the mail is out, 409.

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const post = (path: string, body?: object) => t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
const detail = async (id: number) =>
  (await t.api.get(`/api/admin/orders/${id}`).set('Authorization', admin)).body.data as AdminOrderDetail;
const mailsAbout = (orderNumber: string, word: string) =>
  t.outbox().filter((mail) => mail.includes(orderNumber) && new RegExp(`^Subject: .*${word}`, 'm').test(mail));

async function shippedCodOrder() {
  const order = await placeOrder(t, null);
  const shipped = await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-7001' });
  expect(shipped.status).toBe(200);
  t.clock.advance((ORDER_UNDO_SECONDS + 1) * 1000);
  await t.context.outbox.idle(); // the shipping mail goes once its undo time is over
  expect(mailsAbout(order.orderNumber, 'shipped')).toHaveLength(1);
  return order;
}

it('undoes Mark delivered within the window: back to shipped, cash due again, the mail never sent, both steps audited', async () => {
  const order = await shippedCodOrder();
  expect((await post(`/orders/${order.id}/deliver`)).status).toBe(200);
  const delivered = await detail(order.id);
  expect([delivered.status, delivered.paymentStatus]).toEqual(['delivered', 'paid']);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'delivered')).toHaveLength(0); // held back

  t.clock.advance((ORDER_UNDO_SECONDS - 5) * 1000);
  const undone = await post(`/orders/${order.id}/undo`);
  expect([undone.status, undone.body.data.status, undone.body.data.paymentStatus]).toEqual([
    200,
    'shipped',
    'due_on_delivery',
  ]);
  const after = await detail(order.id);
  expect([after.deliveredAt, after.trackingNumber]).toEqual([null, 'DLV-7001']);
  expect(after.audit.slice(0, 2).map(({ from, to, note }) => [from, to, note])).toEqual([
    ['delivered', 'shipped', 'Undone: Delivered (the customer was not told)'],
    ['shipped', 'delivered', 'Delivered'],
  ]);
  const held = (await t.rows('mailOutbox')) as Array<{ relatedType: string | null; relatedId: number | null }>;
  expect(held.filter((row) => row.relatedType === 'order' && row.relatedId === order.id)).toHaveLength(1); // the shipping mail only
  t.clock.advance(60_000);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'delivered')).toHaveLength(0);

  // Nothing left to undo: the step before (shipped) was not just taken.
  expect([(await post(`/orders/${order.id}/undo`)).status]).toEqual([409]);
  // Delivered again, the customer hears of it once the window passes.
  expect((await post(`/orders/${order.id}/deliver`)).status).toBe(200);
  t.clock.advance((ORDER_UNDO_SECONDS + 1) * 1000);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'delivered')).toHaveLength(1);
});

it('refuses an undo after the window, or once the mail is out, and leaves the order delivered', async () => {
  const order = await shippedCodOrder();
  expect((await post(`/orders/${order.id}/deliver`)).status).toBe(200);
  t.clock.advance((ORDER_UNDO_SECONDS + 1) * 1000);
  const late = await post(`/orders/${order.id}/undo`);
  expect([late.status, late.body.message]).toEqual([409, ORDER_UNDO_ERRORS.tooLate]);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'delivered')).toHaveLength(1);
  expect((await detail(order.id)).status).toBe('delivered');

  // Undo of a step that is not undoable (a cancellation returns stock): 409.
  const other = await placeOrder(t, null);
  expect((await post(`/orders/${other.id}/cancel`)).status).toBe(200);
  const refused = await post(`/orders/${other.id}/undo`);
  expect([refused.status, refused.body.message]).toEqual([409, ORDER_UNDO_ERRORS.nothingToUndo]);
});

it('undoes Mark shipped: the courier and tracking number are cleared and the order can be shipped again', async () => {
  const order = await placeOrder(t, null);
  expect(
    (await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-7002' })).status,
  ).toBe(200);
  const undone = await post(`/orders/${order.id}/undo`);
  expect([undone.status, undone.body.data.status, undone.body.data.trackingNumber]).toEqual([200, 'pending', null]);
  t.clock.advance(60_000);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'shipped')).toHaveLength(0);
  expect(
    (await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-7002' })).status,
  ).toBe(200);
});

it('sends the held mail at once on release, audited, after which the step can no longer be undone', async () => {
  const order = await placeOrder(t, null);
  // Nothing held yet (the order was only placed): 409; an unknown order: 404.
  const early = await post(`/orders/${order.id}/undo/release`);
  expect([early.status, early.body.isSuccess, early.body.message]).toEqual([409, false, ORDER_UNDO_ERRORS.nothingHeld]);
  expect((await post('/orders/999999/undo/release')).status).toBe(404);

  expect(
    (await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-7003' })).status,
  ).toBe(200);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'shipped')).toHaveLength(0); // held back

  // No time passes on the clock: the release alone sends it.
  const released = await post(`/orders/${order.id}/undo/release`);
  expect([released.status, released.body.isSuccess, released.body.data.status]).toEqual([200, true, 'shipped']);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'shipped')).toHaveLength(1);
  const after = await detail(order.id);
  expect(after.audit.slice(0, 2).map(({ from, to, note }) => [from, to, note])).toEqual([
    ['shipped', 'shipped', 'Shipping e-mail sent to the customer'],
    ['pending', 'shipped', expect.stringContaining('Shipped')],
  ]);

  // Within the window, but the mail has gone: undo is refused and the order stays shipped; a second release too.
  const undo = await post(`/orders/${order.id}/undo`);
  expect([undo.status, undo.body.message]).toEqual([409, ORDER_UNDO_ERRORS.tooLate]);
  expect((await post(`/orders/${order.id}/undo/release`)).status).toBe(409);
  expect((await detail(order.id)).status).toBe('shipped');
  t.clock.advance(60_000);
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'shipped')).toHaveLength(1); // sent once
});

it('refuses an undo released before the worker claimed it (the released row is no longer held)', async () => {
  const order = await shippedCodOrder();
  expect((await post(`/orders/${order.id}/deliver`)).status).toBe(200);
  // The release and the undo in the same instant, the worker not yet run: the undo must not take the mail back.
  await t.context.outbox.stop();
  expect((await post(`/orders/${order.id}/undo/release`)).status).toBe(200);
  const undo = await post(`/orders/${order.id}/undo`);
  expect(undo.status).toBe(409);
  t.context.outbox.start();
  await t.context.outbox.idle();
  expect(mailsAbout(order.orderNumber, 'delivered')).toHaveLength(1);
  expect((await detail(order.id)).status).toBe('delivered');
});
