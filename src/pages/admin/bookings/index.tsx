import { NavLink, useLocation } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import {
  AdvanceRules,
  BOOKING_ADMIN_TEXT as T,
  BookingAgendaView,
  BookingBlocks,
  BookingList,
  BookingMonthView,
} from '@/features/booking-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

const VIEWS = [
  { path: '', to: ROUTES.adminBookings, label: T.views.list },
  { path: 'month', to: ROUTES.adminBookingsMonth, label: T.views.month },
  { path: 'agenda', to: ROUTES.adminBookingsAgenda, label: T.views.agenda },
  { path: 'blocked', to: ROUTES.adminBookingsBlocked, label: T.views.blocks },
  { path: 'advances', to: ROUTES.adminBookingsAdvances, label: T.views.advances },
] as const;

/** /admin/bookings (list), /admin/bookings/month (the month's grid), /admin/bookings/agenda (a day by slot), /admin/bookings/blocked (holidays) and /admin/bookings/advances (advance per service). */
export default function AdminBookingsPage() {
  const { pathname } = useLocation();
  const current = VIEWS.find((entry) => entry.to === pathname.replace(/\/+$/, '')) ?? VIEWS[0];
  return (
    <>
      <PageMeta {...PAGE_META.adminBookings} />
      <AdminBreadcrumb items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: T.title }]} />
      <h1 className="h3 mb-3">{T.title}</h1>
      <nav aria-label={T.viewsLabel} className="mb-3">
        <ul className="nav nav-tabs">
          {VIEWS.map((entry) => (
            <li key={entry.path} className="nav-item">
              <NavLink to={entry.to} end className="nav-link">
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {current.path === 'month' ? (
        <BookingMonthView />
      ) : current.path === 'agenda' ? (
        <BookingAgendaView />
      ) : current.path === 'blocked' ? (
        <BookingBlocks />
      ) : current.path === 'advances' ? (
        <AdvanceRules />
      ) : (
        <BookingList />
      )}
    </>
  );
}
