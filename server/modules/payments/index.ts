import type { PaymentMethod } from '../../../src/shared/config/shop';
import { cashOnDelivery } from './cod';
import type { PaymentProvider } from './types';
import { upiProvider } from './upi';

export type { PaymentInstructions, PaymentProvider } from './types';
export { upiLink } from './upi';

/** The payment providers by method: checkout and the order services only ever use this map. */
export function paymentProviders(config: {
  upiVpa: string;
  upiPayeeName: string;
}): Record<PaymentMethod, PaymentProvider> {
  return { cod: cashOnDelivery, upi: upiProvider(config) };
}
