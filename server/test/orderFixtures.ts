import type { TestApp } from './testApp';

/** A delivery address that passes every rule (recipient, Indian mobile, Delhi PIN code). */
export const DELHI_ADDRESS = {
  recipientName: 'Asha Verma',
  recipientPhone: '98765 43210',
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
};
export const GUEST = { name: 'Ravi Guest', email: 'ravi.guest@example.com', phone: '+91 91234 56789' };

export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  items: [{ productId: 102, quantity: 2 }],
  shippingAddress: DELHI_ADDRESS,
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  ...overrides,
});

/** Places an order as a guest (no auth) or a customer (auth header); expects 201. */
export async function placeOrder(t: TestApp, auth: string | null, overrides: Record<string, unknown> = {}) {
  const req = t.api.post('/api/Order');
  if (auth) req.set('Authorization', auth);
  const res = await req.send(orderBody(auth ? overrides : { guest: GUEST, ...overrides }));
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    id: number;
    orderNumber: string;
    totalAmount: number;
    status: string;
    paymentStatus: string;
    payBy: string | null;
    payment?: { link: string; qrSvgDataUrl: string };
  };
}

/**
 * A return request of an order's line 1 stored as the customer's request would store it (open,
 * "Too small"), straight into the database: for tests of what staff see, not of the request itself.
 */
export async function storeOpenReturn(t: TestApp, orderId: number, at: string): Promise<void> {
  const request = await t
    .direct()
    .insertInto('returnRequests')
    .values({
      orderId,
      status: 'requested',
      reason: 'Too small',
      note: null,
      createdAt: at,
      decidedAt: null,
      decidedBy: null,
      rejectReason: null,
      refundPaise: 0,
      deductionPaise: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t
    .direct()
    .insertInto('orderReturns')
    .values({
      orderId,
      requestId: request.id,
      lineNo: 1,
      quantity: 1,
      reason: 'Too small',
      status: 'requested',
      requestedAt: at,
      updatedAt: at,
    })
    .execute();
}
