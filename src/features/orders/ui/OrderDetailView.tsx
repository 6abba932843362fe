import { useState } from 'react';
import { COMPANY } from '@/content/company';
import { errorMessage } from '@/shared/api';
import type { OrderDetail } from '@/shared/contract/order';
import { formatAddress } from '@/shared/lib/formatAddress';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { useToast } from '@/shared/ui/toasts';
import { useCancelOrderMutation } from '../api/ordersApi';
import { isCancellable, lapsedPayBy } from '../model/display';
import { presentOrder } from '../model/orderPresentation';
import { ORDER_STATE_TEXT } from '../model/text/presentation';
import { ORDER_PARTS_TEXT, ORDER_TEXT } from '../model/text';
import { OrderDocuments } from './OrderDocuments';
import { OrderLines } from './OrderLines';
import { OrderReturns } from './OrderReturns';
import { OrderShipment } from './OrderShipment';
import { OrderStatus } from './OrderStatus';
import { OrderTimeline } from './OrderTimeline';
import './orderDetail.scss';

const T = ORDER_TEXT.detail;

/**
 * One order of the customer: items at the price they were bought, the delivery address with its
 * recipient, payment and shipping, the status timeline, returns, Cancel before shipping, and a
 * printable invoice (the print stylesheet keeps the invoice part and the company's details).
 */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const toast = useToast();
  const lapsed = lapsedPayBy(order);
  // What this state shows: payment as it stands, the shipment, the timeline, documents and returns.
  const view = presentOrder(order);

  const cancel = async () => {
    setBanner(null);
    try {
      await cancelOrder(order.id).unwrap();
      toast.success(ORDER_TEXT.cancelled(order.orderNumber));
    } catch (failure) {
      setBanner(errorMessage(failure, ORDER_TEXT.cancelFailed));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="order-detail">
      {banner && <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />}
      {lapsed && (
        <p className="alert alert-warning d-print-none" data-testid="order-lapsed">
          {T.lapsed(formatIstTime(lapsed, Date.now()))}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3 d-print-none">
        <OrderStatus status={order.status} testId="order-status" />
        <span className="text-body-secondary">
          {T.placedOn} <time dateTime={order.orderDate}>{formatIstDateTime(order.orderDate)}</time>
        </span>
        <span className="ms-auto d-flex gap-2">
          {view.amountDue && order.payment?.method === 'online' && order.payment.url && (
            <a href={order.payment.url} className="btn btn-sm btn-primary">
              {T.payNow}
            </a>
          )}
          {isCancellable(order.status) && (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
              {ORDER_TEXT.cancel}
            </button>
          )}
          {view.showDocuments && (
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => window.print()}>
              {T.print}
            </button>
          )}
        </span>
      </div>

      <section className="order-invoice mb-4" aria-labelledby="order-items">
        <div className="d-none d-print-block mb-3">
          <p className="h4 mb-1">{T.invoiceTitle}</p>
          <p className="mb-0">
            {T.soldBy}: {COMPANY.legalName}, {COMPANY.address.street}, {COMPANY.address.city}, {COMPANY.address.state}{' '}
            {COMPANY.address.zipCode} · {COMPANY.phone} · {COMPANY.email}
          </p>
          <p className="mb-0">
            {T.billedTo}: {order.customerName} · {order.customerEmail} · {T.placedOn}{' '}
            {formatIstDateTime(order.orderDate)}
          </p>
        </div>
        <h2 id="order-items" className="h5">
          {T.items}
        </h2>
        <OrderLines order={order} thumbnails totalTestId="order-total" />
        {view.showDocuments && <OrderDocuments documents={order.taxDocuments} />}
        <p className="small d-none d-print-block">{T.invoiceNote}</p>
        <dl className="row mb-0">
          <dt className="col-sm-4">{T.address}</dt>
          <dd className="col-sm-8">{formatAddress(order.shippingAddress)}</dd>
          <dt className="col-sm-4">{T.payment}</dt>
          <dd className="col-sm-8" data-testid="order-payment">
            {ORDER_PARTS_TEXT.paymentMethod[order.paymentMethod]}, {ORDER_STATE_TEXT.payment[view.payment]}
            {view.amountDue && order.payBy && (
              <>
                , <time dateTime={order.payBy}>{T.payBy(formatIstTime(order.payBy, Date.now()))}</time>
              </>
            )}
          </dd>
          <dt className="col-sm-4">{T.shipping}</dt>
          <dd className="col-sm-8" data-testid="order-shipping">
            <OrderShipment view={view} />
          </dd>
        </dl>
      </section>

      <div className="d-print-none">
        <OrderTimeline events={view.timeline} />
        {view.showReturns && <OrderReturns order={order} />}
      </div>

      <ConfirmDialog
        show={confirming}
        title={ORDER_TEXT.cancelTitle(order.orderNumber)}
        confirmLabel={ORDER_TEXT.cancelConfirm}
        cancelLabel={ORDER_TEXT.keepOrder}
        busy={cancelling}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void cancel()}
      >
        <p className="mb-0">{ORDER_TEXT.cancelBody}</p>
      </ConfirmDialog>
    </div>
  );
}
