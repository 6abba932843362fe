import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { DashboardPeriod } from '@/shared/contract/dashboard';
import { formatInr } from '@/shared/lib/formatInr';
import { useGetDashboardFiguresQuery } from '../api/bookingAdminApi';
import { BOOKING_ADMIN_TEXT } from '../model/text';

const T = BOOKING_ADMIN_TEXT.dashboard;

/** Where each figure's card leads (the orders screen is its own feature's route). */
export interface DashboardLinks {
  orders: string;
  bookings: string;
  inbox: string;
  lowStock: string;
  failedMails: string;
}

function FigureCard({ label, value, to, detail }: { label: string; value: string; to: string; detail?: string }) {
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

/** The dashboard's real figures, each card linking to the screen where they can be acted on. */
export function DashboardFigures({ links }: { links: DashboardLinks }) {
  const { data, error, isLoading } = useGetDashboardFiguresQuery();
  const period = (label: string, figures: DashboardPeriod) => (
    <FigureCard
      key={label}
      label={label}
      value={formatInr(figures.revenue)}
      detail={T.orders(figures.orders)}
      to={links.orders}
    />
  );

  return (
    <section aria-labelledby="dashboard-figures" className="mb-5" aria-busy={isLoading}>
      <h2 id="dashboard-figures" className="h5">
        {T.heading}
      </h2>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, BOOKING_ADMIN_TEXT.dashboardFailed)}
        </p>
      )}
      {data && (
        <>
          <Row xs={1} sm={3} className="g-3 mb-2">
            {period(T.today, data.today)}
            {period(T.last7Days, data.last7Days)}
            {period(T.last30Days, data.last30Days)}
          </Row>
          <p className="small text-body-secondary">{T.revenueNote}</p>
          <Row xs={1} sm={2} xl={5} className="g-3">
            <FigureCard label={T.awaiting} value={String(data.ordersAwaitingAction)} to={links.orders} />
            <FigureCard label={T.upcoming} value={String(data.upcomingBookings)} to={links.bookings} />
            <FigureCard label={T.unread} value={String(data.unreadInbox)} to={links.inbox} />
            <FigureCard label={T.lowStock} value={String(data.lowStockProducts)} to={links.lowStock} />
            <FigureCard label={T.failedMails} value={String(data.failedMails)} to={links.failedMails} />
          </Row>
        </>
      )}
    </section>
  );
}
