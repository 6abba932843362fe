import { ORDER_STATUS } from '../../../src/shared/config/shop';
import type { PaymentProvider } from './types';

/** Cash on delivery: nothing to pay now; the courier collects the total, so delivery means paid. */
export const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  offered: true,
  label: 'cash on delivery',
  initial: () => ({ status: ORDER_STATUS.pending, paymentStatus: 'due_on_delivery' }),
  payLink: () => null,
  instructions: async () => null,
  afterDelivery: () => 'paid',
};
