import type { PaymentMethod } from '../config/shop';

// The payment methods the shop offers now (online payment only when the gateway is set up).

/** `GET /api/payments/methods`. */
export interface PaymentMethodsAnswer {
  methods: PaymentMethod[];
}
