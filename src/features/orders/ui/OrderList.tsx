import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import type { PlacedOrder } from '@/shared/contract/order';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';
import { useCancelOrderMutation, useGetMyOrdersQuery } from '../api/ordersApi';
import { ORDER_TEXT } from '../model/text';
import { OrderCard } from './OrderCard';

/**
 * The account page's Orders tab: the customer's orders, newest first, or a way to the shop.
 * An order that has not shipped can be cancelled after a confirmation; the list then reloads.
 */
export function OrderList() {
  const { data: orders = [], isLoading, error, refetch } = useGetMyOrdersQuery();
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const toast = useToast();
  const [toCancel, setToCancel] = useState<PlacedOrder | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // A cancelled order loses its button: focus then goes to the section heading.
  const [cancelledId, setCancelledId] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog keeps its title while it fades out after `toCancel` is cleared.
  const shown = useRef<PlacedOrder | null>(null);
  if (toCancel) shown.current = toCancel;

  const confirmCancel = async () => {
    if (!toCancel) return;
    setBanner(null);
    try {
      await cancelOrder(toCancel.id).unwrap();
      setCancelledId(toCancel.id);
      toast.success(ORDER_TEXT.cancelled(toCancel.orderNumber));
    } catch (failure) {
      setBanner(errorMessage(failure, ORDER_TEXT.cancelFailed));
    } finally {
      setToCancel(null);
    }
  };

  let body;
  if (isLoading) {
    body = <PageLoader />;
  } else if (error) {
    body = <ErrorBanner message={errorMessage(error, ORDER_TEXT.fetchFailed)} onRetry={() => void refetch()} />;
  } else if (orders.length === 0) {
    body = (
      <div className="text-center py-4">
        <p>{ORDER_TEXT.empty}</p>
        <Link className="btn btn-primary" to={ROUTES.products}>
          {ORDER_TEXT.startShopping}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="list-unstyled d-grid gap-3 mb-0">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              onCancel={(chosen) => {
                setCancelledId(null);
                setToCancel(chosen);
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="h4 mb-3" ref={heading} tabIndex={-1}>
        Your orders
      </h2>
      {banner && <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />}
      {body}
      <ConfirmDialog
        show={toCancel !== null}
        title={ORDER_TEXT.cancelTitle(shown.current?.orderNumber ?? '')}
        confirmLabel={ORDER_TEXT.cancelConfirm}
        cancelLabel={ORDER_TEXT.keepOrder}
        busy={cancelling}
        onCancel={() => setToCancel(null)}
        onConfirm={() => void confirmCancel()}
        restoreFocus={cancelledId === null}
        onExited={() => {
          if (cancelledId !== null) heading.current?.focus();
        }}
      >
        <p className="mb-0">{ORDER_TEXT.cancelBody}</p>
      </ConfirmDialog>
    </section>
  );
}
