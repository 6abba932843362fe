import { generatePath, Link, useLocation, useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { selectUser } from '@/features/auth';
import { lineOptions, OrderTotals } from '@/features/cart';
import { CHECKOUT_TEXT, UpiPayment, type ConfirmationState } from '@/features/checkout';
import { lapsedPayBy, ORDER_TEXT, useGetOrderDetailQuery } from '@/features/orders';
import type { PlacedOrderResult } from '@/shared/contract/order';
import { ROUTES } from '@/shared/config/routes';
import { formatAddress } from '@/shared/lib/formatAddress';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { useFeatureSelector } from '@/shared/model/hooks';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';

const placedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** A guest's details as the register page's starting values ("Create an account"). */
function registerPrefill(guest: NonNullable<ConfirmationState['guest']>) {
  const [firstName, ...rest] = guest.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: guest.email.trim(), phone: guest.phone.trim() };
}

/**
 * /checkout/confirmation/:orderNumber: the order just placed (handed over by checkout), or, after a
 * reload, the customer's order from the server. A guest is offered an account with the same details.
 */
export default function OrderConfirmationPage() {
  const { orderNumber = '' } = useParams();
  const { state } = useLocation() as { state: Partial<ConfirmationState> | null };
  const user = useFeatureSelector(selectUser);
  const handedOver = state?.order?.orderNumber === orderNumber ? state.order : undefined;
  const { data: fetched, isLoading } = useGetOrderDetailQuery(orderNumber, { skip: Boolean(handedOver) || !user });
  const order: PlacedOrderResult | undefined = handedOver ?? fetched;
  const guest = handedOver && !user ? state?.guest : undefined;
  const T = CHECKOUT_TEXT.confirmation;
  // An order reloaded after its pay-by passed unpaid: cancelled, and the page says why.
  const lapsed = fetched && !handedOver ? lapsedPayBy(fetched) : null;

  return (
    <>
      <PageMeta title={T.heading} description={PAGE_META.checkout.description} />
      <section className="container py-4 py-md-5" style={{ maxWidth: 720 }}>
        <h1 className="mb-3">{T.heading}</h1>
        {!order && isLoading && <PageLoader />}
        {!order && !isLoading && <p className="lead">{T.notFound}</p>}
        {order && (
          <>
            <p className="lead mb-1">
              {T.orderNumber}: <strong data-testid="order-number">{order.orderNumber}</strong>
            </p>
            <p className="text-body-secondary">
              {T.placedOn} {placedOn(order.orderDate)} · {T.status}:{' '}
              <span data-testid="order-status">{order.status.toLowerCase()}</span>
            </p>
            <p>{T.emailSent(order.customerEmail || user?.email || '')}</p>
            {lapsed && (
              <p className="alert alert-warning" data-testid="order-lapsed">
                {ORDER_TEXT.detail.lapsed(formatIstTime(lapsed, Date.now()))}
              </p>
            )}
            {order.payment?.method === 'upi' && (
              <UpiPayment
                payment={order.payment}
                orderNumber={order.orderNumber}
                amount={order.totalAmount}
                payBy={order.payBy}
              />
            )}
            {order.payment?.method === 'online' && (
              <section aria-labelledby="online-payment" className="border rounded-3 p-3 mb-3">
                <h2 id="online-payment" className="h5">
                  {T.awaitingPayment}
                </h2>
                <p>{order.payment.url ? T.payOnline(formatInr(order.totalAmount)) : order.payment.message}</p>
                {order.payment.url && (
                  <a href={order.payment.url} className="btn btn-primary">
                    {T.payNow}
                  </a>
                )}
              </section>
            )}
            <ul className="list-unstyled border-top mb-3">
              {order.items.map((item, index) => (
                <li key={`${item.id}-${index}`} className="d-flex gap-3 py-2 border-bottom">
                  <img src={item.imageUrl} alt="" width={48} height={48} className="rounded flex-shrink-0" />
                  <div className="flex-grow-1">
                    <p className="fw-semibold mb-0">{item.name}</p>
                    <p className="small text-body-secondary mb-0">
                      {[lineOptions(item), CHECKOUT_TEXT.summary.quantity(item.quantity)].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <p className="fw-semibold mb-0">{formatInr(item.price * item.quantity)}</p>
                </li>
              ))}
            </ul>
            <OrderTotals
              subtotal={order.subtotal}
              discount={order.discount}
              discountCode={order.discountCode}
              shippingCost={order.shippingCost}
              totalAmount={order.totalAmount}
              totalTestId="confirmation-total"
              tax={order.tax ?? undefined}
            />
            <p>
              <strong>{CHECKOUT_TEXT.address.heading}:</strong> {formatAddress(order.shippingAddress)}
            </p>
            {order.paymentMethod === 'cod' && <p>{T.payOnDelivery}</p>}
            {guest && (
              <aside className="border rounded-3 p-3 mb-3" aria-labelledby="create-account">
                <h2 id="create-account" className="h5">
                  {T.createAccount}
                </h2>
                <p className="mb-2">{T.createAccountNote}</p>
                <Link
                  to={ROUTES.register}
                  state={{ prefill: registerPrefill(guest) }}
                  className="btn btn-outline-primary"
                >
                  {T.createAccount}
                </Link>
              </aside>
            )}
          </>
        )}
        <div className="d-flex flex-wrap gap-2 mt-4">
          {user && order ? (
            <Link to={generatePath(ROUTES.orderDetail, { orderNumber: order.orderNumber })} className="btn btn-primary">
              {T.viewOrder}
            </Link>
          ) : (
            <Link to={ROUTES.tracking} className="btn btn-primary">
              {T.trackOrder}
            </Link>
          )}
          <Link to={ROUTES.products} className="btn btn-outline-primary">
            {T.continueShopping}
          </Link>
        </div>
      </section>
    </>
  );
}
