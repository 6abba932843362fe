import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { ADMIN_ORDER_STATUSES } from '@/shared/config/backOffice';
import type { DashboardFigures as Figures } from '@/shared/contract/dashboard';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import { formatInr } from '@/shared/lib/formatInr';
import { useGetDashboardFiguresQuery } from '../api/dashboardApi';
import { figureLinks, type FigureLinks } from '../model/links';
import { useDashboardRange } from '../model/range';
import { DASHBOARD_TEXT as T } from '../model/text';
import { DashboardRangePicker } from './DashboardRangePicker';
import { RevenueByDay } from './RevenueByDay';

/** One figure: its label links to the list that shows what it counts. */
function Figure({ label, value, to, detail }: { label: string; value: string | number; to: string; detail?: string }) {
  return (
    <Col>
      <Card className="h-100 shadow-sm">
        <Card.Body>
          <h3 className="h6 text-body-secondary mb-1">
            <Link to={to} className="stretched-link text-reset">
              {label}
            </Link>
          </h3>
          <p className="h4 mb-0">{value}</p>
          {detail && <p className="small mb-0">{detail}</p>}
        </Card.Body>
      </Card>
    </Col>
  );
}

function Section({ id, heading, note, children }: { id: string; heading: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {heading}
      </h2>
      {note && <p className="small text-body-secondary">{note}</p>}
      {children}
    </section>
  );
}

/** A status the order list filters by is labelled as there; another (older seeded ones) as stored. */
const statusLabel = (status: string, labels: Record<string, string>) => labels[status] ?? status;

function Body({
  data,
  links,
  statusLabels,
}: {
  data: Figures;
  links: FigureLinks;
  statusLabels: Record<string, string>;
}) {
  const { revenue, awaiting, bookings } = data;
  return (
    <>
      <Section id="dashboard-revenue" heading={T.revenue.heading} note={T.revenue.note}>
        <Row xs={1} sm={3} className="g-3 mb-3">
          <Figure
            label={T.revenue.paid}
            value={formatInr(revenue.paid)}
            detail={T.revenue.paidOrders(revenue.paidOrders)}
            to={links.paid}
          />
          <Figure label={T.revenue.refunded} value={formatInr(revenue.refunded)} to={links.refunded} />
          <Figure label={T.revenue.net} value={formatInr(revenue.net)} to={links.paid} />
        </Row>
        <RevenueByDay byDay={revenue.byDay} />
      </Section>
      <Section id="dashboard-orders" heading={T.orders.heading}>
        {data.ordersByStatus.length === 0 ? (
          <p>{T.orders.none}</p>
        ) : (
          <ul className="list-inline">
            {data.ordersByStatus.map(({ status, count }) => (
              <li key={status} className="list-inline-item me-3">
                <Link
                  to={
                    (ADMIN_ORDER_STATUSES as readonly string[]).includes(status) ? links.ordersIn(status) : links.orders
                  }
                >
                  {statusLabel(status, statusLabels)}: {count}
                </Link>
              </li>
            ))}
            <li className="list-inline-item">
              <Link to={links.orders}>{T.orders.all}</Link>
            </li>
          </ul>
        )}
      </Section>
      <Section id="dashboard-awaiting" heading={`${T.awaiting.heading}: ${awaiting.total}`}>
        <Row xs={1} sm={2} xl={4} className="g-3">
          <Figure label={T.awaiting.toConfirm} value={awaiting.toConfirm} to={links.toConfirm} />
          <Figure label={T.awaiting.toShip} value={awaiting.toShip} to={links.toShip} />
          <Figure label={T.awaiting.codToDeliver} value={awaiting.codToDeliver} to={links.codToDeliver} />
          <Figure label={T.awaiting.openReturns} value={awaiting.openReturns} to={links.openReturns} />
        </Row>
      </Section>
      <Section id="dashboard-bookings" heading={T.bookings.heading}>
        <Row xs={1} sm={3} className="g-3">
          <Figure label={T.bookings.upcoming} value={bookings.upcoming} to={links.upcomingBookings} />
          <Figure label={T.bookings.held} value={bookings.heldAwaitingAdvance} to={links.heldBookings} />
          <Figure
            label={T.bookings.failedMails}
            value={bookings.failedConfirmationMails}
            to={links.failedBookingMails}
          />
        </Row>
      </Section>
      <Section id="dashboard-other" heading={T.other.heading}>
        <Row xs={1} sm={2} xl={4} className="g-3">
          <Figure label={T.other.newLeads} value={data.newLeads} to={links.newLeads} />
          <Figure label={T.other.unread} value={data.unreadContactMessages} to={links.unreadContact} />
          <Figure label={T.other.lowStock} value={data.lowStockProducts} to={links.lowStock} />
          <Figure label={T.other.outOfStock} value={data.outOfStockProducts} to={links.outOfStock} />
        </Row>
      </Section>
    </>
  );
}

/**
 * The dashboard: the period picker and the real figures of those IST days, each linking to its
 * list with the matching filters. `statusLabels` names the order statuses as the orders screen does.
 */
export function DashboardFigures({ statusLabels }: { statusLabels: Record<string, string> }) {
  const state = useDashboardRange();
  const { data, error, isFetching } = useGetDashboardFiguresQuery(state.range ?? { from: '', to: '' }, {
    skip: state.range === null,
    refetchOnMountOrArgChange: true,
  });
  const shown = data && state.range && data.from === state.range.from && data.to === state.range.to ? data : undefined;
  return (
    <div aria-busy={isFetching}>
      <DashboardRangePicker state={state} />
      {state.range && (
        <p className="text-body-secondary" aria-live="polite">
          {T.range.showing(formatBookingDate(state.range.from), formatBookingDate(state.range.to))}
        </p>
      )}
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, T.loadFailed)}
        </p>
      )}
      {shown && <Body data={shown} links={figureLinks(shown.from, shown.to)} statusLabels={statusLabels} />}
    </div>
  );
}
