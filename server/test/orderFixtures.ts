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
