/** What an order's state shows on the customer's page, the tracking page and the back office. */
export const ORDER_STATE_TEXT = {
  payment: {
    due_on_delivery: 'due on delivery',
    awaiting_payment: 'awaiting payment',
    paid: 'paid',
    refunded: 'refunded',
    paid_on_delivery: 'paid on delivery',
    nothing_due: 'nothing due',
  },
  notShipped: 'Not shipped yet',
  cancelledUnshipped: 'Cancelled before shipping',
  shippedWithoutDetails: 'Shipped (courier details not recorded)',
  courierLine: (courier: string, tracking: string) => `${courier}, tracking number ${tracking}`,
  shippedOn: 'Shipped on',
  deliveredOn: 'Delivered on',
  placedStep: 'placed',
} as const;
