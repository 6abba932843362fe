import { shippingCost } from '@/content/policies/shipping';
import { TOTALS_TEXT } from '@/features/cart';
import { DELIVERY_METHODS, PAYMENT_METHODS, type DeliveryMethod, type PaymentMethod } from '@/shared/config/shop';
import { formatInr } from '@/shared/lib/formatInr';
import { CHECKOUT_TEXT } from '../model/text';

const LABELS = {
  standard: { label: CHECKOUT_TEXT.delivery.standard, hint: CHECKOUT_TEXT.delivery.standardHint },
  express: { label: CHECKOUT_TEXT.delivery.express, hint: CHECKOUT_TEXT.delivery.expressHint },
} as const;

const PAYMENT_LABELS = {
  cod: { label: CHECKOUT_TEXT.payment.cod, note: CHECKOUT_TEXT.payment.codNote },
  upi: { label: CHECKOUT_TEXT.payment.upi, note: CHECKOUT_TEXT.payment.upiNote },
  online: { label: CHECKOUT_TEXT.payment.online, note: CHECKOUT_TEXT.payment.onlineNote },
} as const;

export interface DeliverySectionProps {
  value: DeliveryMethod;
  onChange(method: DeliveryMethod): void;
  /** The server's subtotal: each option then shows its price from the shipping table. */
  subtotal?: number;
  payment: PaymentMethod;
  onPaymentChange(method: PaymentMethod): void;
  /** The methods the server offers now (online payment only when its gateway is set up). */
  methods?: readonly PaymentMethod[];
}

/** What is offered until the server says whether online payment is. */
const OFFLINE_METHODS = PAYMENT_METHODS.filter((method) => method !== 'online');

const costLabel = (cost: number) => (cost === 0 ? TOTALS_TEXT.free : formatInr(cost));

/** Standard or express delivery, and the payment method: cash on delivery, UPI or (when offered) online. */
export function DeliverySection({
  value,
  onChange,
  subtotal,
  payment,
  onPaymentChange,
  methods = OFFLINE_METHODS,
}: DeliverySectionProps) {
  return (
    <>
      <fieldset className="mb-4">
        <legend className="h4">{CHECKOUT_TEXT.delivery.heading}</legend>
        {DELIVERY_METHODS.map((method) => (
          <div key={method} className="form-check mb-2">
            <input
              type="radio"
              id={`delivery-${method}`}
              className="form-check-input"
              name="deliveryMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={`delivery-${method}-hint`}
            />
            <label className="form-check-label" htmlFor={`delivery-${method}`}>
              {subtotal === undefined
                ? LABELS[method].label
                : `${LABELS[method].label}: ${costLabel(shippingCost(subtotal, method))}`}
            </label>
            <small id={`delivery-${method}-hint`} className="form-text d-block">
              {LABELS[method].hint}
            </small>
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h4">{CHECKOUT_TEXT.payment.heading}</legend>
        {PAYMENT_METHODS.filter((method) => methods.includes(method)).map((method) => (
          <div key={method} className="form-check mb-2">
            <input
              type="radio"
              id={`payment-${method}`}
              className="form-check-input"
              name="paymentMethod"
              value={method}
              checked={payment === method}
              onChange={() => onPaymentChange(method)}
              aria-describedby={`payment-${method}-note`}
            />
            <label className="form-check-label" htmlFor={`payment-${method}`}>
              {PAYMENT_LABELS[method].label}
            </label>
            <small id={`payment-${method}-note`} className="form-text d-block">
              {PAYMENT_LABELS[method].note}
            </small>
          </div>
        ))}
      </fieldset>
    </>
  );
}
