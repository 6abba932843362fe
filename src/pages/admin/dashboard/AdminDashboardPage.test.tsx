import { screen, within } from '@testing-library/react';
import type { DashboardFigures } from '@/shared/contract/dashboard';
import { istDateOf } from '@/shared/contract/fields/bookingDates';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminDashboardPage from './index';

const figures: DashboardFigures = {
  today: { orders: 2, revenue: 4998 },
  last7Days: { orders: 9, revenue: 250000 },
  last30Days: { orders: 40, revenue: 1234567.5 },
  ordersAwaitingAction: 3,
  upcomingBookings: 5,
  unreadInbox: 4,
  lowStockProducts: 1,
  failedMails: 2,
};

/** The card whose heading link is `label`. */
const card = (label: string) => screen.getByRole('link', { name: label }).closest('.card') as HTMLElement;

describe('the admin dashboard', () => {
  it('shows the real figures first, in rupees, each card linking to its screen, and the demonstration below as sample data', async () => {
    installFakeApi({ 'GET /api/admin/dashboard': () => ok(figures) });
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByRole('link', { name: 'Today' })).toHaveAttribute('href', '/admin/orders');
    expect(within(card('Today')).getByText('₹4,998')).toBeInTheDocument();
    expect(within(card('Today')).getByText('2 orders')).toBeInTheDocument();
    expect(within(card('Last 7 days')).getByText('₹2,50,000')).toBeInTheDocument();
    expect(within(card('Last 30 days')).getByText('₹12,34,567.50')).toBeInTheDocument();
    const links: Array<[string, string, string]> = [
      ['Orders awaiting action', '3', '/admin/orders'],
      [
        'Upcoming bookings',
        '5',
        `/admin/bookings?status=confirmed&from=${istDateOf(Date.now())}&sort=startsAt&order=asc`,
      ],
      ['Unread inbox items', '4', '/admin/inbox'],
      ['Low-stock products', '1', '/admin/product-entry'],
      ['Mails that failed to send', '2', '/admin/bookings?mail=failed'],
    ];
    for (const [label, value, href] of links) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
      expect(within(card(label)).getByText(value)).toBeInTheDocument();
    }
    const sample = screen.getByRole('heading', { name: /Sample data/ });
    // The real figures come before the sample data in the page.
    expect(
      screen.getByRole('heading', { name: 'Your business today' }).compareDocumentPosition(sample) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says so when the figures cannot be loaded, and still shows the sample data', async () => {
    installFakeApi({
      'GET /api/admin/dashboard': () => fail(500, 'Something went wrong on our side. Please try again.'),
    });
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/);
    expect(screen.getByRole('heading', { name: /Sample data/ })).toBeInTheDocument();
  });
});
