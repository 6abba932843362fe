import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ORDER_PARTS_TEXT,
  ORDER_STATE_TEXT,
  OrderLines,
  OrderStatus,
  OrderTimeline,
  presentOrder,
  type OrderPresentation,
} from '@/features/orders';
import { errorMessage } from '@/shared/api';
import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import { ROUTES } from '@/shared/config/routes';
import { formatAddress } from '@/shared/lib/formatAddress';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { PageLoader } from '@/shared/ui/PageLoader';
import { TableRegion } from '@/shared/ui/TableRegion';
import { useGetAdminOrderQuery } from '../api/orderAdminApi';
import { ORDER_ADMIN_TEXT as T, PAYMENT_STATUS_LABELS } from '../model/text';
import { OrderAdminActions } from './OrderAdminActions';
import { OrderAdminRefunds } from './OrderAdminRefunds';
import { OrderAdminReturns } from './OrderAdminReturns';
import { OrderAuditLog } from './OrderAuditLog';
import { OrderSection } from './OrderSection';
import { OrderTaxDocuments } from './OrderTaxDocuments';

const when = (iso: string | null) => (iso ? formatIstDateTime(iso) : T.none);

/** The stored payment status, or what it means in the order's state (paid on delivery, nothing due). */
const paymentLabel = (shown: OrderPresentation['payment']) =>
  shown === 'paid_on_delivery' || shown === 'nothing_due'
    ? ORDER_STATE_TEXT.payment[shown].replace(/^./, (first) => first.toUpperCase())
    : PAYMENT_STATUS_LABELS[shown];

/** A titled block of label / value pairs. */
function Facts({ id, title, rows }: { id: string; title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <section aria-labelledby={id} className="col-12 col-md-4">
      <h2 id={id} className="h5">
        {title}
      </h2>
      <dl className="mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="mb-1">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0 text-break">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <OrderSection id="order-admin-items" title={T.sections.items}>
      <TableRegion label={T.tableOf(T.sections.items)}>
        <OrderLines order={order} />
      </TableRegion>
    </OrderSection>
  );
}

/** /admin/orders/:id: everything about one order, what can be done with it, and who changed it. */
export function OrderAdminView({ id }: { id: number }) {
  const { data: order, isLoading, error } = useGetAdminOrderQuery(id);
  return (
    <>
      <p className="mb-2">
        <Link to={ROUTES.adminOrders}>{T.backToList}</Link>
      </p>
      <h1 className="h3 mb-3">{order ? T.orderHeading(order.orderNumber) : T.title}</h1>
      {isLoading && <PageLoader />}
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, T.orderFailed)}
        </p>
      )}
      {order && <OrderFacts order={order} />}
    </>
  );
}

/** The order's state as the customer's page shows it (presentOrder), with the back office's extras. */
function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const view = presentOrder(order);
  const shipment = view.shipment;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <OrderStatus status={order.status} testId="admin-order-status" />
        <span className="text-body-secondary">
          {T.placedOn} <time dateTime={order.orderDate}>{formatIstDateTime(order.orderDate)}</time>
        </span>
      </div>
      <div className="row g-3 mb-4">
        <Facts
          id="order-admin-customer"
          title={T.sections.customer}
          rows={[
            [
              T.customerFields.name,
              // The account's record, or the customer search by e-mail for a guest's order.
              <Link
                to={
                  order.customerId === null
                    ? `${ROUTES.adminCustomers}?${new URLSearchParams({ q: order.customerEmail })}`
                    : ROUTES.adminCustomer.replace(':id', String(order.customerId))
                }
              >
                {order.customerName}
              </Link>,
            ],
            [T.customerFields.email, <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>],
            [
              T.customerFields.phone,
              <a href={`tel:${order.customerPhone.replace(/\s/g, '')}`}>{order.customerPhone}</a>,
            ],
            [T.customerFields.account, order.customerId === null ? T.guest : T.account(order.customerId)],
          ]}
        />
        <Facts
          id="order-admin-address"
          title={T.sections.address}
          rows={[[T.sections.address, formatAddress(order.shippingAddress)]]}
        />
        <Facts
          id="order-admin-payment"
          title={T.sections.payment}
          rows={[
            [T.payment.method, ORDER_PARTS_TEXT.paymentMethod[order.paymentMethod]],
            [T.payment.status, paymentLabel(view.payment)],
            [T.payment.paidAt, when(order.paidAt)],
            [T.payment.delivery, order.deliveryMethod],
            [T.payment.courier, shipment?.courierName ?? (shipment ? T.none : view.noShipment)],
            [T.payment.tracking, shipment?.trackingNumber ?? T.none],
            [T.payment.shippedAt, when(shipment?.shippedAt ?? null)],
            [T.payment.deliveredAt, when(shipment?.deliveredAt ?? null)],
          ]}
        />
      </div>
      <OrderItems order={order} />
      <OrderAdminActions order={order} />
      <OrderTimeline events={view.timeline} />
      <OrderAdminReturns order={order} />
      <OrderAdminRefunds order={order} />
      <OrderTaxDocuments documents={order.taxDocuments} />
      <OrderAuditLog entries={order.audit} />
    </>
  );
}
