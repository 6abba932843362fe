import { shippingCost } from '@/content/policies/shipping';
import { CHECKOUT_TEXT } from '@/features/cart';
import { DELIVERY_METHODS, type DeliveryMethod } from '@/shared/config/shop';
import { formatInr } from '@/shared/lib/formatInr';

const LABELS = {
  standard: { label: CHECKOUT_TEXT.delivery.standard, hint: CHECKOUT_TEXT.delivery.standardHint },
  express: { label: CHECKOUT_TEXT.delivery.express, hint: CHECKOUT_TEXT.delivery.expressHint },
} as const;

export interface DeliverySectionProps {
  value: DeliveryMethod;
  onChange(method: DeliveryMethod): void;
  /** The server's subtotal: each option then shows its price from the shipping table. */
  subtotal?: number;
}

const costLabel = (cost: number) => (cost === 0 ? CHECKOUT_TEXT.summary.free : formatInr(cost));

/** Standard or express delivery, and the one payment method, cash on delivery. */
export function DeliverySection({ value, onChange, subtotal }: DeliverySectionProps) {
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
              {subtotal === undefined ? LABELS[method].label : `${LABELS[method].label}: ${costLabel(shippingCost(subtotal, method))}`}
            </label>
            <small id={`delivery-${method}-hint`} className="form-text d-block">
              {LABELS[method].hint}
            </small>
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h4">{CHECKOUT_TEXT.payment.heading}</legend>
        <div className="form-check mb-1">
          <input type="radio" id="payment-cod" className="form-check-input" name="paymentMethod" value="cod" checked readOnly aria-describedby="payment-cod-note" />
          <label className="form-check-label" htmlFor="payment-cod">
            {CHECKOUT_TEXT.payment.cod}
          </label>
          <small id="payment-cod-note" className="form-text d-block">
            {CHECKOUT_TEXT.payment.note}
          </small>
        </div>
      </fieldset>
    </>
  );
}
