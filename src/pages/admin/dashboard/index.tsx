import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ADMIN_DEMO } from '@/content/adminDemo';
import { DashboardFigures } from '@/features/booking-admin';
import { ROUTES } from '@/shared/config/routes';
import { istDateOf } from '@/shared/contract/fields/bookingDates';
import * as PAGE_META from '@/content/pageMeta';
import { PageMeta } from '@/shared/ui/PageMeta';
import { DemoBadge } from '@/widgets/admin-shell';
import { BarChart } from './charts/BarChart';
import { LineChart } from './charts/LineChart';
import { RingGauge } from './charts/RingGauge';
import './dashboard.scss';

const { stats, marketingProfits, sessions, bounceRate } = ADMIN_DEMO.dashboard;

/** Where each real figure leads; bookings: the upcoming ones, soonest first. */
const figureLinks = (today: string) => ({
  orders: ROUTES.adminOrders,
  bookings: `${ROUTES.adminBookings}?status=confirmed&from=${today}&sort=startsAt&order=asc`,
  inbox: ROUTES.adminInbox,
  lowStock: ROUTES.adminProductEntry,
  failedMails: `${ROUTES.adminBookings}?mail=failed`,
});

/** One card of the dashboard grid. */
function Tile({ lg, children }: { lg: number; children: ReactNode }) {
  return (
    <Col lg={lg}>
      <Card className="h-100 shadow-sm">
        <Card.Body>{children}</Card.Body>
      </Card>
    </Col>
  );
}

/** /admin/dashboard: the real figures first, then the spec's demonstration figures and charts (Screens and routes) as sample data. */
export default function AdminDashboardPage() {
  const busiest = sessions.categories[sessions.series[0].values.indexOf(Math.max(...sessions.series[0].values))];
  return (
    <>
      <PageMeta {...PAGE_META.adminDashboard} />
      <h1 className="h3 mb-3">Dashboard</h1>
      <DashboardFigures links={figureLinks(istDateOf(Date.now()))} />

      <h2 className="h5 mb-1">
        Sample data <DemoBadge />
      </h2>
      <p className="text-body-secondary mb-4">
        The figures and charts below are sample data from the design, not your shop&apos;s results.
      </p>

      <Row xs={1} sm={2} xl={4} className="g-3 mb-4">
        {stats.map((stat) => (
          <Col key={stat.label}>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <p className="small text-body-secondary mb-1">{stat.label}</p>
                <p className="h4 mb-1">{stat.value}</p>
                <p className={`small mb-0 ${stat.change.startsWith('-') ? 'text-danger' : 'text-success'}`}>
                  {stat.change} vs last month
                </p>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <Row className="g-3">
        <Tile lg={8}>
          <LineChart
            title={marketingProfits.title}
            unit={marketingProfits.unit}
            categories={marketingProfits.categories}
            series={marketingProfits.series}
            summary="Profit rises through the year from 120 to 342 thousand rupees, while marketing spend grows from 60 to 125 thousand."
          />
        </Tile>
        <Tile lg={4}>
          <RingGauge title={bounceRate.title} value={bounceRate.value} previous={bounceRate.previous} />
        </Tile>
        <Tile lg={8}>
          <BarChart
            title={sessions.title}
            unit={sessions.unit}
            categories={sessions.categories}
            series={sessions.series[0]}
            summary={`Sessions per day this week; the busiest day is ${busiest}.`}
          />
        </Tile>
        <Tile lg={4}>
          <h2 className="h6">Upcoming</h2>
          <ul className="list-unstyled mb-0">
            {ADMIN_DEMO.calendar.map((entry) => (
              <li key={entry.id} className="d-flex gap-3 py-2 border-top">
                <span className="fw-semibold text-primary text-nowrap">{entry.date}</span>
                <span>{entry.title}</span>
              </li>
            ))}
          </ul>
        </Tile>
      </Row>
    </>
  );
}
