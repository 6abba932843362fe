import type { PaymentMethod } from '../../../src/shared/config/shop';
import type { AppContext } from '../../context';
import { cashOnDelivery } from './cod';
import { onlineProvider } from './online';
import type { PaymentProvider } from './types';
import { upiProvider } from './upi';

/** The payment providers by method: checkout and the order services only ever use this map. */
export function paymentProviders(
  ctx: Pick<AppContext, 'config' | 'store' | 'clock'>,
): Record<PaymentMethod, PaymentProvider> {
  return { cod: cashOnDelivery, upi: upiProvider(ctx.config), online: onlineProvider(ctx) };
}

/** The methods checkout offers now. */
export const offeredMethods = (ctx: Pick<AppContext, 'config' | 'store' | 'clock'>): PaymentMethod[] =>
  Object.values(paymentProviders(ctx))
    .filter((provider) => provider.offered)
    .map((provider) => provider.method);
