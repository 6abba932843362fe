/** What the account, the tracking page and the back office all show of an order. */
export const ORDER_PARTS_TEXT = {
  statusLabel: 'Status',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  timeline: 'Order status',
  noEvents: 'No updates yet.',
  /** The lines table's columns (its totals' labels are the bag's, TOTALS_TEXT). */
  lines: {
    item: 'Item',
    price: 'Price',
    quantity: 'Qty',
    amount: 'Amount',
    quantityTimesPrice: (quantity: number, price: string) => `Qty ${quantity} × ${price}`,
  },
  paymentMethod: { cod: 'Cash on delivery', upi: 'UPI', online: 'Online payment' },
} as const;
