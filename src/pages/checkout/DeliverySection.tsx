import Form from 'react-bootstrap/Form';
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
          <Form.Check key={method} type="radio" id={`delivery-${method}`} className="mb-2">
            <Form.Check.Input type="radio" name="deliveryMethod" value={method} checked={value === method} onChange={() => onChange(method)} aria-describedby={`delivery-${method}-hint`} />
            <Form.Check.Label>
              {subtotal === undefined ? LABELS[method].label : `${LABELS[method].label}: ${costLabel(shippingCost(subtotal, method))}`}
            </Form.Check.Label>
            <Form.Text id={`delivery-${method}-hint`} className="d-block">
              {LABELS[method].hint}
            </Form.Text>
          </Form.Check>
        ))}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h4">{CHECKOUT_TEXT.payment.heading}</legend>
        <Form.Check type="radio" id="payment-cod" className="mb-1">
          <Form.Check.Input type="radio" name="paymentMethod" value="cod" checked readOnly aria-describedby="payment-cod-note" />
          <Form.Check.Label>{CHECKOUT_TEXT.payment.cod}</Form.Check.Label>
          <Form.Text id="payment-cod-note" className="d-block">
            {CHECKOUT_TEXT.payment.note}
          </Form.Text>
        </Form.Check>
      </fieldset>
    </>
  );
}
