import type { OrderEvent } from '@/shared/contract/order';
import { orderPhase, presentOrder, type PresentableOrder } from './orderPresentation';

const placedAt = '2026-11-01T05:00:00.000Z';
const shippedAt = '2026-11-02T06:00:00.000Z';
const deliveredAt = '2026-11-04T09:30:00.000Z';
const ev = (status: string, at: string, note = ''): OrderEvent => ({ status, at, note });

const order = (over: Partial<PresentableOrder> = {}): PresentableOrder => ({
  status: 'pending',
  orderDate: placedAt,
  paymentMethod: 'cod',
  paymentStatus: 'due_on_delivery',
  courierName: null,
  trackingNumber: null,
  events: [ev('pending', placedAt, 'Order placed (cash on delivery)')],
  taxDocuments: [{ kind: 'invoice' }],
  ...over,
});

const shippedEvents = [
  ev('pending', placedAt),
  ev('shipped', shippedAt, 'Shipped with Delhivery, tracking number DLV123456'),
];

describe('orderPhase', () => {
  it.each([
    ['awaiting payment', 'awaiting_payment'],
    ['Pending', 'open'],
    ['processing', 'open'],
    ['Shipped', 'shipped'],
    ['delivered', 'delivered'],
    ['Cancelled', 'cancelled'],
  ])('%s is %s', (status, phase) => expect(orderPhase(status)).toBe(phase));
});

describe('presentOrder, for every state', () => {
  it('awaiting payment: amount due, not shipped, returns and documents as usual', () => {
    const view = presentOrder(
      order({ status: 'awaiting payment', paymentMethod: 'upi', paymentStatus: 'awaiting_payment', taxDocuments: [] }),
    );
    expect(view).toMatchObject({
      phase: 'awaiting_payment',
      payment: 'awaiting_payment',
      amountDue: true,
      shipment: null,
      noShipment: 'Not shipped yet',
      showDocuments: true,
      showReturns: true,
    });
  });

  it('pending COD: due on delivery, nothing to pay now, not shipped', () => {
    expect(presentOrder(order())).toMatchObject({
      phase: 'open',
      payment: 'due_on_delivery',
      amountDue: false,
      shipment: null,
      noShipment: 'Not shipped yet',
    });
  });

  it('shipped: the shipment from the order, or from the ship step when the order lacks it', () => {
    const fromOrder = presentOrder(
      order({
        status: 'shipped',
        courierName: 'Blue Dart',
        trackingNumber: 'BD1',
        shippedAt,
        events: shippedEvents,
      }),
    );
    expect(fromOrder.shipment).toEqual({
      courierName: 'Blue Dart',
      trackingNumber: 'BD1',
      shippedAt,
      deliveredAt: null,
    });
    expect(fromOrder.payment).toBe('due_on_delivery');

    const fromEvents = presentOrder(order({ status: 'Shipped', events: shippedEvents }));
    expect(fromEvents.shipment).toEqual({
      courierName: 'Delhivery',
      trackingNumber: 'DLV123456',
      shippedAt,
      deliveredAt: null,
    });
    expect(fromEvents.timeline).toHaveLength(2);
  });

  it('delivered COD: paid on delivery, with the delivery date from its step', () => {
    const view = presentOrder(
      order({ status: 'delivered', events: [...shippedEvents, ev('delivered', deliveredAt, 'Delivered')] }),
    );
    expect(view.payment).toBe('paid_on_delivery');
    // The server marks a delivered COD order paid: still paid on delivery, not "paid" online.
    expect(presentOrder(order({ status: 'delivered', paymentStatus: 'paid' })).payment).toBe('paid_on_delivery');
    expect(presentOrder(order({ status: 'delivered', paymentStatus: 'refunded' })).payment).toBe('refunded');
    expect(view.amountDue).toBe(false);
    expect(view.shipment).toMatchObject({ courierName: 'Delhivery', shippedAt, deliveredAt });
    expect(view.showReturns).toBe(true);
    expect(view.showDocuments).toBe(true);
  });

  it('delivered, paid online: stays paid', () => {
    const view = presentOrder(order({ status: 'delivered', paymentMethod: 'online', paymentStatus: 'paid' }));
    expect(view.payment).toBe('paid');
  });

  it('an order from before events: its own dates make the timeline, never "no updates"', () => {
    const view = presentOrder(order({ status: 'Delivered', events: [], shippedAt, deliveredAt }));
    expect(view.timeline.map((step) => step.status)).toEqual(['placed', 'shipped', 'delivered']);
    expect(presentOrder(order({ status: 'Delivered', events: [] })).timeline).toEqual([
      { at: placedAt, status: 'placed', note: '' },
    ]);
    expect(presentOrder(order({ status: 'delivered', events: [] })).shipment).toEqual({
      courierName: null,
      trackingNumber: null,
      shippedAt: null,
      deliveredAt: null,
    });
  });

  it('cancelled unpaid: nothing due, no shipment, no returns, no documents or print', () => {
    const view = presentOrder(
      order({
        status: 'cancelled',
        paymentMethod: 'upi',
        paymentStatus: 'awaiting_payment',
        events: [ev('awaiting payment', placedAt), ev('cancelled', shippedAt)],
      }),
    );
    expect(view).toMatchObject({
      phase: 'cancelled',
      payment: 'nothing_due',
      amountDue: false,
      shipment: null,
      noShipment: 'Cancelled before shipping',
      showDocuments: false,
      showReturns: false,
    });
    expect(presentOrder(order({ status: 'cancelled' })).payment).toBe('nothing_due');
  });

  it('cancelled with a credit note: both documents and the print, payment as recorded', () => {
    const view = presentOrder(
      order({
        status: 'cancelled',
        paymentMethod: 'online',
        paymentStatus: 'refunded',
        taxDocuments: [{ kind: 'invoice' }, { kind: 'credit_note' }],
      }),
    );
    expect(view).toMatchObject({ payment: 'refunded', showDocuments: true, showReturns: false, amountDue: false });
  });
});
