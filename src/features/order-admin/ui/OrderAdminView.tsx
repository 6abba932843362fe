import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_PARTS_TEXT, OrderLines, OrderStatus, OrderTimeline } from '@/features/orders';
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
      {order && (
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
                [T.payment.status, PAYMENT_STATUS_LABELS[order.paymentStatus]],
                [T.payment.paidAt, when(order.paidAt)],
                [T.payment.delivery, order.deliveryMethod],
                [T.payment.courier, order.courierName ?? T.none],
                [T.payment.tracking, order.trackingNumber ?? T.none],
                [T.payment.shippedAt, when(order.shippedAt)],
                [T.payment.deliveredAt, when(order.deliveredAt)],
              ]}
            />
          </div>
          <OrderItems order={order} />
          <OrderAdminActions order={order} />
          <OrderTimeline events={order.events} />
          <OrderAdminReturns order={order} />
          <OrderAdminRefunds order={order} />
          <OrderTaxDocuments documents={order.taxDocuments} />
          <OrderAuditLog entries={order.audit} />
        </>
      )}
    </>
  );
}
