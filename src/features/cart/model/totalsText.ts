// The labels of an order's totals (bag, checkout, confirmation, order page).

export const TOTALS_TEXT = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  discount: (code: string) => `Discount (${code})`,
  total: 'Total',
} as const;
