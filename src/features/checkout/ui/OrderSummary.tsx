import { cartActions, lineOptions, lineKey, OrderTotals, type CartLine } from '@/features/cart';
import { useFeatureDispatch } from '@/shared/model/hooks';
import type { OrderQuote } from '@/shared/contract/order';
import { formatInr } from '@/shared/lib/formatInr';
import { CHECKOUT_FORM_ID } from '../model/checkoutForm';
import { CHECKOUT_TEXT } from '../model/text';
import './checkout.scss';

export interface OrderSummaryProps {
  lines: CartLine[];
  /** The server's prices; the bag's own figures are shown until they arrive. */
  quote?: OrderQuote;
  updating: boolean;
  /** Per bag line, what the server refused about it. */
  lineErrors: Record<number, string>;
  submitting: boolean;
}

/** The bag's lines with the server's prices, the totals and the Place order button. */
export function OrderSummary({ lines, quote, updating, lineErrors, submitting }: OrderSummaryProps) {
  const dispatch = useFeatureDispatch();
  return (
    <section aria-labelledby="order-summary" className="card shadow-sm checkout-summary">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-baseline">
          <h2 id="order-summary" className="h4">
            {CHECKOUT_TEXT.summary.heading}
          </h2>
          {/* The bag's own controls change quantities or take out what cannot be sold. */}
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            aria-haspopup="dialog"
            onClick={() => dispatch(cartActions.drawerOpened())}
          >
            {CHECKOUT_TEXT.summary.editBag}
          </button>
        </div>
        <ul className="list-unstyled mb-3">
          {lines.map((line, index) => {
            const priced = quote?.lines[index];
            const options = lineOptions(line);
            return (
              <li key={lineKey(line)} className="d-flex gap-3 py-2 border-bottom">
                <img
                  src={line.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="rounded flex-shrink-0"
                />
                <div className="flex-grow-1 small">
                  <p className="fw-semibold mb-0">{line.name}</p>
                  <p className="mb-0 text-body-secondary">
                    {[options, CHECKOUT_TEXT.summary.quantity(line.quantity)].filter(Boolean).join(' · ')}
                  </p>
                  {lineErrors[index] && <p className="mb-0 text-danger fw-semibold">{lineErrors[index]}</p>}
                </div>
                <p className="small fw-semibold mb-0">
                  {formatInr(priced ? priced.lineTotal : line.price * line.quantity)}
                </p>
              </li>
            );
          })}
        </ul>
        <OrderTotals
          subtotal={quote?.subtotal}
          discount={quote?.discount}
          discountCode={quote?.discountCode}
          shippingCost={quote?.shippingCost}
          totalAmount={quote?.totalAmount}
          totalTestId="checkout-total"
          busy={updating}
          tax={quote?.tax}
        />
        <p className="small text-body-secondary" role="status">
          {updating ? CHECKOUT_TEXT.summary.updating : ''}
        </p>
        <button
          type="submit"
          form={CHECKOUT_FORM_ID}
          className="btn btn-primary btn-lg w-100"
          disabled={submitting || !quote}
        >
          {submitting ? CHECKOUT_TEXT.placing : CHECKOUT_TEXT.placeOrder}
        </button>
      </div>
    </section>
  );
}
