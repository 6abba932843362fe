/** Texts of the track form; the alerts are the spec's (public-site.md, Error catalogue). */
export const TRACK_TEXT = {
  orderTab: 'Order Number',
  trackingTab: 'Tracking Number',
  orderNumber: 'Order number',
  emailOrPhone: 'Email or phone number',
  trackingNumber: 'Tracking (AWB) number',
  submit: 'Track',
  orderNumberRequired: 'Order number is required',
  emailOrPhoneRequired: 'Email or phone number is required',
  trackingNumberRequired: 'Tracking number is required',
  orderSubmitted: (orderNumber: string) => `Tracking request submitted for Order #${orderNumber}`,
  trackingSubmitted: (trackingNumber: string) => `Tracking request submitted for Tracking #${trackingNumber}`,
  resultHeading: (orderNumber: string) => `Order ${orderNumber}`,
  shipmentHeading: (trackingNumber: string) => `Shipment ${trackingNumber}`,
  courier: (courierName: string) => `With ${courierName}`,
  shipmentOnly: 'For the order and its timeline, track it by order number with your e-mail or phone.',
  placedOn: 'Placed on',
  status: 'Status',
  searching: 'Looking up your order...',
  failed: 'Tracking is not available right now. Please try again.',
} as const;

/** Longest order, tracking or contact value accepted. */
export const TRACK_FIELD_MAX = 40;
