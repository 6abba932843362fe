/** The account page's order texts (the spec leaves them out, except the fetch failure). */
export const ORDER_TEXT = {
  fetchFailed: 'Failed to fetch orders',
  empty: 'You have not placed any orders yet.',
  startShopping: 'Start Shopping',
  cancel: 'Cancel order',
  cancelLabel: (orderNumber: string) => `Cancel order ${orderNumber}`,
  cancelTitle: (orderNumber: string) => `Cancel order ${orderNumber}?`,
  cancelBody: 'Nothing will be delivered and nothing is due. You will get an e-mail saying the order is cancelled.',
  cancelConfirm: 'Yes, cancel the order',
  keepOrder: 'Keep the order',
  cancelled: (orderNumber: string) => `Order ${orderNumber} is cancelled.`,
  cancelFailed: 'The order could not be cancelled. Please try again.',
} as const;
