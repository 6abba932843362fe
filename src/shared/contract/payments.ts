import * as yup from 'yup';
import type { PaymentMethod } from '../config/shop';

// The payment methods the shop offers now (online payment only when the gateway is set up).

/** `GET /api/payments/methods`. */
export interface PaymentMethodsAnswer {
  methods: PaymentMethod[];
}

/** `POST /api/admin/payments/orders/:id/refund`: rupees (two decimals); none refunds all that is left. */
export const refundSchema = yup.object({
  amount: yup
    .number()
    .typeError('Enter the amount in rupees')
    .positive('Enter an amount above zero')
    .test('paise', 'Enter the amount with at most two decimals', (value) =>
      value === undefined ? true : Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    )
    .optional(),
});

export type RefundInput = yup.InferType<typeof refundSchema>;

/** The refund the gateway accepted (it completes later; the order's timeline says when). */
export interface RefundAnswer {
  id: string;
  amount: number;
  status: string;
}
