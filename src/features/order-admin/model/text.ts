import type { AdminOrderStatus } from '@/shared/config/backOffice';
import type { PaymentStatus, ReturnStatus } from '@/shared/config/shop';
import { RETURN_STATUS_LABELS } from '@/shared/config/shop';

export const ORDER_ADMIN_TEXT = {
  title: 'Orders',
  caption: 'Orders',
  search: 'Search orders',
  searchHint: 'Order number, name, e-mail or phone',
  statusFilter: 'Status',
  allStatuses: 'Any status',
  paymentFilter: 'Payment',
  allPayments: 'Any payment',
  fromFilter: 'Placed from (IST)',
  toFilter: 'Placed until (IST)',
  empty: 'No orders match. Change the search or the filters.',
  columns: { placed: 'Placed (IST)', number: 'Order', customer: 'Customer', status: 'Status', payment: 'Payment', total: 'Total' },
  loadFailed: 'The orders could not be loaded. Please try again.',
  orderFailed: 'This order could not be loaded.',
  updateFailed: 'The change could not be saved. Please try again.',
  backToList: 'Back to the orders',
  orderHeading: (orderNumber: string) => `Order ${orderNumber}`,
  placedOn: 'Placed on',
  sections: { items: 'Items', customer: 'Customer', address: 'Delivery address', payment: 'Payment and shipping', actions: 'Actions', returns: 'Returns', audit: 'Audit log' },
  customerFields: { name: 'Name', email: 'E-mail', phone: 'Phone', account: 'Account' },
  guest: 'Guest (no account)',
  account: (id: number) => `Customer account #${id}`,
  payment: { method: 'Method', status: 'Payment status', paidAt: 'Paid at', courier: 'Courier', tracking: 'Tracking number', shippedAt: 'Shipped at', deliveredAt: 'Delivered at', delivery: 'Delivery' },
  none: '—',
  tableOf: (section: string) => `${section} table`,
  markPaid: 'Mark paid',
  markPaidHint: 'Only when the UPI payment has arrived in the company account.',
  ship: 'Ship',
  shipHeading: 'Ship the order',
  courierName: 'Courier name',
  trackingNumber: 'Tracking number',
  trackingHint: '4 to 40 letters, digits or dashes, as the courier gives it.',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  cancelTitle: 'Cancel this order?',
  cancelBody: (orderNumber: string) => `Order ${orderNumber} will be cancelled, its stock returned to the shop and the customer told by e-mail. This cannot be undone.`,
  cancelConfirm: 'Yes, cancel the order',
  cancelKeep: 'Keep the order',
  noActions: 'Nothing more can be done with this order here.',
  done: {
    markPaid: (n: string) => `Order ${n} marked paid. The customer has been e-mailed.`,
    ship: (n: string) => `Order ${n} shipped. The customer has been e-mailed.`,
    deliver: (n: string) => `Order ${n} marked delivered. The customer has been e-mailed.`,
    cancel: (n: string) => `Order ${n} cancelled. The customer has been e-mailed.`,
    returnStep: (label: string) => `Return moved to "${label}". The customer has been e-mailed.`,
  },
  noReturns: 'No returns for this order.',
  returnColumns: { item: 'Item', reason: 'Reason', status: 'Status', requested: 'Requested (IST)', next: 'Next step' },
  returnFinished: 'Finished',
  advanceTo: (label: string) => `Move to: ${label}`,
  auditEmpty: 'No admin has changed this order yet.',
  auditColumns: { at: 'When (IST)', who: 'Who', from: 'From', to: 'To', note: 'Note' },
  auditCaption: 'Changes made by admins, newest first',
} as const;

export const ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  'awaiting payment': 'Awaiting payment',
  pending: 'Pending (to ship)',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  due_on_delivery: 'Due on delivery',
  paid: 'Paid',
};

export const returnLabel = (status: ReturnStatus) => RETURN_STATUS_LABELS[status];
