import type { PlacedOrderResult, UpiPayment } from '@/shared/contract/order';
import { demoCustomer } from './accountFixtures';
import { taxFor } from './taxFixtures';

/** The bag line, addresses and placed orders of the checkout and confirmation tests. */
export const hamper = {
  id: 102,
  name: 'Darjeeling Tea Hamper',
  image: '/uploads/h.webp',
  price: 1444,
  description: 'Hamper',
  size: 'M' as const,
  colour: 'green' as const,
};

export const recipient = { recipientName: 'Asha Verma', recipientPhone: '98765 43210' };

export const savedAddress = {
  id: 7,
  ...recipient,
  street: '12 Lodhi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110003',
  country: 'India',
  isDefault: true,
};

const hamperTax = taxFor({ lines: [{ amount: 1500 }], discount: 150, shipping: 49, state: 'Delhi' });

/** The hamper at the server's 1,500 with APP10 and standard delivery, cash on delivery. */
export const placedOrder: PlacedOrderResult = {
  id: 9,
  orderNumber: 'UE-20250901-00009',
  orderDate: '2025-09-01T09:00:00.000Z',
  status: 'pending',
  totalAmount: 1399,
  items: [
    {
      id: 1,
      productId: 102,
      name: 'Darjeeling Tea Hamper',
      quantity: 1,
      imageUrl: '/uploads/h.webp',
      price: 1500,
      size: 'M',
      colour: 'green',
      tax: hamperTax.lines[0],
    },
  ],
  subtotal: 1500,
  shippingCost: 49,
  discount: 150,
  discountCode: 'APP10',
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  paymentStatus: 'due_on_delivery',
  paidAt: null,
  payBy: null,
  shippingAddress: {
    ...recipient,
    street: '12 Lodhi Road',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110003',
    country: 'India',
  },
  customerName: 'Priya Sharma',
  customerEmail: demoCustomer.email,
  customerPhone: '',
  courierName: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  tax: hamperTax.order,
};

export const guestContact = { name: 'Ravi Guest', email: 'ravi@example.com', phone: '91234 56789' };

/** A guest's UPI order, awaiting payment, with its link and QR code. */
export const guestUpiOrder: PlacedOrderResult & { payment: UpiPayment } = {
  ...placedOrder,
  status: 'awaiting payment',
  paymentMethod: 'upi',
  paymentStatus: 'awaiting_payment',
  discount: 0,
  discountCode: null,
  totalAmount: 1549,
  customerName: guestContact.name,
  customerEmail: guestContact.email,
  customerPhone: guestContact.phone,
  // 15:00 IST, half an hour after it was placed.
  payBy: '2025-09-01T09:30:00.000Z',
  payment: {
    method: 'upi',
    link: 'upi://pay?pa=utsavevents%40okicici&pn=Utsav%20Events&am=1549.00&cu=INR&tn=UE-20250901-00009',
    qrSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    payee: 'Utsav Events',
    vpa: 'utsavevents@okicici',
  },
};
