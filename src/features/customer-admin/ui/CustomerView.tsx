import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS } from '@/features/booking-admin';
import { PAYMENT_STATUS_LABELS } from '@/features/order-admin';
import { OrderStatus } from '@/features/orders';
import { errorMessage } from '@/shared/api';
import { RETURN_STATUS_LABELS } from '@/shared/config/shop';
import { ROUTES } from '@/shared/config/routes';
import type { AdminCustomerDetail, AdminCustomerMessage } from '@/shared/contract/adminCustomer';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { formatInr } from '@/shared/lib/formatInr';
import { truncate } from '@/shared/lib/truncate';
import { useGetAdminCustomerQuery } from '../api/customerAdminApi';
import { CUSTOMER_ADMIN_TEXT as T } from '../model/text';

const orderPath = (id: number) => ROUTES.adminOrder.replace(':id', String(id));
const inboxPath = (id: number) => ROUTES.adminInboxItem.replace(':type', 'contact').replace(':id', String(id));
const bookingsPath = (reference: string) => `${ROUTES.adminBookings}?${new URLSearchParams({ q: reference })}`;

/** One of the record's lists: a table with a caption heading, or a line saying there is none. */
function Records({
  id,
  heading,
  none,
  headers,
  rows,
}: {
  id: string;
  heading: string;
  none: string;
  headers: string[];
  rows: Array<{ key: number; cells: ReactNode[] }>;
}) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="text-body-secondary">{none}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle" aria-labelledby={id}>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const messageState = (message: AdminCustomerMessage) =>
  message.handledAt ? T.messages.handled : message.readAt ? T.messages.read : T.messages.unread;

function Detail({ data }: { data: AdminCustomerDetail }) {
  const { customer } = data;
  return (
    <>
      <h1 className="h3 mb-3">
        {customer.firstName} {customer.lastName}
      </h1>
      <section aria-labelledby="customer-account" className="mb-4">
        <h2 id="customer-account" className="h5">
          {T.account.heading}
        </h2>
        <dl className="row mb-1">
          <dt className="col-sm-3">{T.account.email}</dt>
          <dd className="col-sm-9 text-break">
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </dd>
          <dt className="col-sm-3">{T.account.phone}</dt>
          <dd className="col-sm-9">{customer.phone || T.noPhone}</dd>
          <dt className="col-sm-3">{T.account.since}</dt>
          <dd className="col-sm-9">{formatIstDateTime(customer.createdAt)}</dd>
        </dl>
        <p className="small text-body-secondary">{T.matchNote}</p>
      </section>
      <Records
        id="customer-orders"
        heading={T.orders.heading}
        none={T.orders.none}
        headers={[T.orders.number, T.orders.placed, T.orders.status, T.orders.payment, T.orders.total]}
        rows={data.orders.map((order) => ({
          key: order.id,
          cells: [
            <>
              <Link to={orderPath(order.id)}>{order.orderNumber}</Link>
              {order.asGuest && <span className="small text-body-secondary"> ({T.orders.guest})</span>}
            </>,
            formatIstDateTime(order.orderDate),
            <OrderStatus status={order.status} labelled={false} />,
            PAYMENT_STATUS_LABELS[order.paymentStatus],
            formatInr(order.totalAmount),
          ],
        }))}
      />
      <Records
        id="customer-bookings"
        heading={T.bookings.heading}
        none={T.bookings.none}
        headers={[T.bookings.reference, T.bookings.service, T.bookings.when, T.bookings.status]}
        rows={data.bookings.map((booking) => ({
          key: booking.id,
          cells: [
            <Link to={bookingsPath(booking.reference)}>{booking.reference}</Link>,
            booking.service,
            formatIstDateTime(booking.startsAt),
            BOOKING_STATUS_LABELS[booking.status],
          ],
        }))}
      />
      <Records
        id="customer-messages"
        heading={T.messages.heading}
        none={T.messages.none}
        headers={[T.messages.received, T.messages.enquiry, T.messages.message, T.messages.state]}
        rows={data.contactMessages.map((message) => ({
          key: message.id,
          cells: [
            <Link to={inboxPath(message.id)}>{formatIstDateTime(message.createdAt)}</Link>,
            message.enquiryType,
            truncate(message.message, 120),
            messageState(message),
          ],
        }))}
      />
      <Records
        id="customer-returns"
        heading={T.returns.heading}
        none={T.returns.none}
        headers={[T.returns.order, T.returns.line, T.returns.reason, T.returns.status, T.returns.requested]}
        rows={data.returns.map((item) => ({
          key: item.id,
          cells: [
            <Link to={orderPath(item.orderId)}>{item.orderNumber}</Link>,
            T.returns.lineNo(item.lineNo),
            truncate(item.reason, 120),
            RETURN_STATUS_LABELS[item.status],
            formatIstDateTime(item.requestedAt),
          ],
        }))}
      />
    </>
  );
}

/** /admin/customers/:id: one customer's account and everything matched to it. */
export function CustomerView({ id }: { id: number }) {
  const { data, error, isLoading } = useGetAdminCustomerQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <div aria-busy={isLoading}>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, T.customerFailed)}
        </p>
      )}
      {data && <Detail data={data} />}
    </div>
  );
}
