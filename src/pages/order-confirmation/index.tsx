import { useSelector } from 'react-redux';
import { Link, useLocation, useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { selectUser } from '@/features/auth';
import { CHECKOUT_TEXT, lineOptions, OrderTotals } from '@/features/cart';
import { useGetMyOrdersQuery } from '@/features/orders';
import type { PlacedOrder } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { formatAddress } from '@/shared/lib/formatAddress';
import { formatInr } from '@/shared/lib/formatInr';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';


type ShownOrder = Pick<PlacedOrder, 'orderNumber' | 'orderDate' | 'status' | 'totalAmount' | 'items'> & Partial<PlacedOrder>;

const placedOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * /checkout/confirmation/:orderNumber: the order just placed (handed over by checkout), or, after a
 * reload, the same order from the customer's order list.
 */
export default function OrderConfirmationPage() {
  const { orderNumber } = useParams();
  const { state } = useLocation() as { state: { order?: PlacedOrder } | null };
  const user = useSelector(selectUser);
  const handedOver = state?.order?.orderNumber === orderNumber ? state?.order : undefined;
  const { data: orders, isLoading } = useGetMyOrdersQuery(undefined, { skip: Boolean(handedOver) });
  const order: ShownOrder | undefined = handedOver ?? (orders?.find((candidate) => candidate.orderNumber === orderNumber) as ShownOrder | undefined);

  return (
    <>
      <PageMeta title={CHECKOUT_TEXT.confirmation.heading} description={PAGE_META.checkout.description} />
      <section className="container py-4 py-md-5" style={{ maxWidth: 720 }}>
        <h1 className="mb-3">{CHECKOUT_TEXT.confirmation.heading}</h1>
        {!order && isLoading && <PageLoader />}
        {!order && !isLoading && <p className="lead">{CHECKOUT_TEXT.confirmation.notFound}</p>}
        {order && (
          <>
            <p className="lead mb-1">
              {CHECKOUT_TEXT.confirmation.orderNumber}: <strong data-testid="order-number">{order.orderNumber}</strong>
            </p>
            <p className="text-body-secondary">
              {CHECKOUT_TEXT.confirmation.placedOn} {placedOn(order.orderDate)} · {CHECKOUT_TEXT.confirmation.status}: {order.status.toLowerCase()}
            </p>
            {user && <p>{CHECKOUT_TEXT.confirmation.emailSent(user.email)}</p>}
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
                  {item.price !== undefined && <p className="fw-semibold mb-0">{formatInr(item.price * item.quantity)}</p>}
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
            />
            {order.shippingAddress && (
              <p>
                <strong>{CHECKOUT_TEXT.address.heading}:</strong> {formatAddress(order.shippingAddress)}
              </p>
            )}
            <p>{CHECKOUT_TEXT.confirmation.payOnDelivery}</p>
          </>
        )}
        <div className="d-flex flex-wrap gap-2 mt-4">
          <Link to={ROUTES.userProfile} className="btn btn-primary">
            {CHECKOUT_TEXT.confirmation.viewOrders}
          </Link>
          <Link to={ROUTES.products} className="btn btn-outline-primary">
            {CHECKOUT_TEXT.confirmation.continueShopping}
          </Link>
        </div>
      </section>
    </>
  );
}
