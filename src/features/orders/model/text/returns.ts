/** The order page's returns: the list and the request form. */
export const ORDER_RETURNS_TEXT = {
  heading: 'Returns',
  request: 'Request a return',
  item: 'Item to return',
  chooseItem: 'Choose an item',
  reason: 'Reason',
  reasonHint: 'For example: wrong size, damaged on arrival.',
  reasonRequired: 'Please tell us why you are returning it',
  submit: 'Send return request',
  sending: 'Sending...',
  sent: 'Your return request has been sent.',
  until: (date: string) => `returnable until ${date}`,
  closed: 'The return period has ended for every item.',
  afterDelivery: 'Items can be returned after delivery, within the return period of the exchange and refund policy.',
  policy: 'Exchange and refund policy',
} as const;
