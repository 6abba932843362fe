import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import type { Refund } from '@/shared/contract/refund';

// An order as the back office's order page shows it after delivery, with an approved return, and
// the refunds it may have: for the admin order page's refund tests.

/** Paid by UPI, delivered; its one line's return (id 3) is approved. */
export const deliveredOrder: AdminOrderDetail = {
  id: 7,
  orderNumber: 'UE-20250901-00007',
  orderDate: '2025-09-01T09:00:00.000Z',
  status: 'delivered',
  paymentMethod: 'upi',
  paymentStatus: 'paid',
  totalAmount: 2499,
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
  customerPhone: '+91 98765 43210',
  trackingNumber: 'DLV-1001',
  // The line's paid share after a discount, GST included: ₹2,360 of its ₹2,399 list price.
  items: [
    {
      id: 1,
      productId: 102,
      name: 'Brass diya set',
      quantity: 2,
      imageUrl: '/x.jpg',
      price: 1199.5,
      tax: { taxableValue: 2000, cgst: 180, sgst: 180, igst: 0, hsnCode: '7418', gstRate: 18 },
    },
  ],
  subtotal: 2399,
  shippingCost: 100,
  discount: 0,
  discountCode: null,
  deliveryMethod: 'standard',
  paidAt: '2025-09-01T10:00:00.000Z',
  payBy: null,
  tax: null,
  taxDocuments: [],
  refunds: [],
  shippingAddress: {
    recipientName: 'Asha Verma',
    recipientPhone: '98765 43210',
    street: '12 Lodhi Road',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110003',
    country: 'India',
  },
  courierName: 'Delhivery',
  shippedAt: '2025-09-02T10:00:00.000Z',
  deliveredAt: '2025-09-04T10:00:00.000Z',
  events: [],
  returns: [
    {
      id: 3,
      lineNo: 1,
      requestId: 3,
      quantity: 2,
      reason: 'Not the colour I expected',
      status: 'approved',
      requestedAt: '2025-09-05T09:00:00.000Z',
      updatedAt: '2025-09-06T09:00:00.000Z',
    },
  ],
  returnRequests: [],
  returnWindows: [],
  customerId: 2,
  audit: [],
};

/** The return's refund (a change of mind by UPI transfer), with any fields changed. */
export const refundOf = (fields: Partial<Refund>): Refund => ({
  id: 1,
  orderId: 7,
  returnId: 3,
  kind: 'change_of_mind',
  method: 'upi_transfer',
  grossAmount: 2360,
  deduction: 99,
  amount: 2261,
  reference: 'UTR-5678',
  status: 'processed',
  creditNoteNumber: null,
  // 16:30 IST.
  createdAt: '2025-09-07T11:00:00.000Z',
  processedAt: '2025-09-07T11:00:00.000Z',
  note: null,
  ...fields,
});
