// The bag's texts in one place (spec texts exactly as written; tests import them).

export const CART_TEXT = {
  title: 'Your Bag',
  empty: 'Your bag is empty',
  subtotal: 'Subtotal',
  checkoutNote: 'Shipping, taxes and discount codes are computed at checkout.',
  gstIncluded: 'Prices include GST: checkout shows it as CGST + SGST or IGST once you choose the delivery address.',
  checkout: 'Checkout',
  continueShopping: 'Continue shopping',
  alsoLike: 'You may also like',
  close: 'Close bag',
  openBag: (count: number) => (count === 1 ? 'Bag, 1 item' : `Bag, ${count} items`),
  quantity: 'Quantity',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name} from the bag`,
  removeLabel: 'Remove',
  add: 'Add',
  addItem: (name: string) => `Add ${name} to the bag`,
  quantityChanged: (name: string, quantity: number) => `${name}: quantity ${quantity}`,
  removed: (name: string) => `${name} removed from the bag`,
  added: (name: string) => `${name} added to the bag`,
  addedWithSubtotal: (name: string, subtotal: string) => `Added ${name}. Subtotal ${subtotal}`,
  stockLimit: (limit: number) => `You can only add ${limit} of this item`,
  soldOut: 'This item is sold out',
  quantityOf: (name: string) => `Quantity of ${name}`,
  chooseOptions: (name: string) => `Choose options for ${name}`,
  choose: 'Choose',
  size: (size: string) => `Size ${size}`,
} as const;

/** The labels of an order's totals (bag, checkout, confirmation, order page). */
export const TOTALS_TEXT = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  discount: (code: string) => `Discount (${code})`,
  total: 'Total',
  gst: {
    heading: 'GST included in the total',
    taxableValue: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    /** Before the delivery state is known the split into CGST + SGST or IGST cannot be said. */
    total: 'GST',
    splitLater: 'Split into CGST + SGST or IGST by the delivery state.',
    placeOfSupply: (state: string, code: string) => `Place of supply: ${state} (${code})`,
  },
} as const;
