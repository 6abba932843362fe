import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardFigures } from '@/shared/contract/dashboard';
import { addDays, istDateOf } from '@/shared/contract/fields/bookingDates';
import { fail, installFakeApi, ok, type RecordedCall } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminDashboardPage from './index';

/** The figures of the days asked for (the fake server echoes the range). */
const figuresOf = (call: RecordedCall): DashboardFigures => {
  const from = call.query.get('from') ?? '';
  const to = call.query.get('to') ?? '';
  return {
    from,
    to,
    revenue: {
      paid: 1234567.5,
      paidOrders: 3,
      refunded: 1500,
      net: 1233067.5,
      byDay: [
        { date: from, amount: 4998 },
        { date: to, amount: 1229569.5 },
      ].slice(0, from === to ? 1 : 2),
    },
    ordersByStatus: [
      { status: 'delivered', count: 2 },
      { status: 'processing', count: 1 },
    ],
    awaiting: { toConfirm: 1, toShip: 2, codToDeliver: 1, openReturns: 1, total: 5 },
    bookings: { upcoming: 5, heldAwaitingAdvance: 2, failedConfirmationMails: 1 },
    newLeads: 4,
    unreadContactMessages: 6,
    lowStockProducts: 3,
    outOfStockProducts: 1,
  };
};

const card = (label: string) => screen.getByRole('link', { name: label }).closest('.card') as HTMLElement;
const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the admin dashboard', () => {
  it('shows the real figures of the period in rupees, each linking to its filtered list, and follows the period picker', async () => {
    const calls: RecordedCall[] = [];
    installFakeApi({ 'GET /api/admin/dashboard': (call) => (calls.push(call), ok(figuresOf(call))) });
    renderWithProviders(<AdminDashboardPage />, { route: '/admin/dashboard' });
    const today = istDateOf(Date.now());
    const weekAgo = addDays(today, -6);

    // Last 7 days by default.
    expect(await screen.findByRole('link', { name: 'Paid orders' })).toHaveAttribute(
      'href',
      `/admin/orders?paymentStatus=paid&from=${weekAgo}&to=${today}`,
    );
    expect(calls.at(-1)?.query.toString()).toBe(`from=${weekAgo}&to=${today}`);
    expect(within(card('Paid orders')).getByText('₹12,34,567.50')).toBeInTheDocument();
    expect(within(card('Paid orders')).getByText('3 paid orders')).toBeInTheDocument();
    expect(within(card('Net of refunds')).getByText('₹12,33,067.50')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Paid orders per IST day' });
    expect(within(table).getByText('₹4,998')).toBeInTheDocument();
    expect(screen.queryByText(/Sample data/)).not.toBeInTheDocument();

    const links: Array<[string | RegExp, string]> = [
      ['Delivered: 2', `/admin/orders?status=delivered&from=${weekAgo}&to=${today}`],
      ['processing: 1', `/admin/orders?from=${weekAgo}&to=${today}`],
      ['UPI payments to confirm', '/admin/orders?status=awaiting+payment'],
      ['Orders to ship', '/admin/orders?status=pending'],
      ['Cash on delivery to deliver', '/admin/orders?status=shipped&paymentStatus=due_on_delivery'],
      ['Orders with an open return request', '/admin/orders?returns=open'],
      ['Upcoming confirmed bookings', `/admin/bookings?status=confirmed&from=${today}&sort=startsAt&order=asc`],
      ['Bookings held awaiting advance', '/admin/bookings?status=held'],
      ['Booking confirmations that failed to send', '/admin/bookings?mail=failed'],
      ['New leads in the period', `/admin/leads?from=${weekAgo}&to=${today}`],
      ['Unread contact messages', '/admin/inbox?type=contact&state=unread'],
      ['Low-stock products', '/admin/product-entry?stock=low&active=true'],
      ['Out-of-stock products', '/admin/product-entry?stock=out&active=true'],
    ];
    for (const [name, target] of links) expect([name, href(name)]).toEqual([name, target]);
    expect(screen.getByRole('heading', { name: 'Awaiting action now: 5' })).toBeInTheDocument();
    expect(within(card('Orders with an open return request')).getByText('1')).toBeInTheDocument();

    // Today.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Show figures for'), 'today');
    expect(await screen.findByRole('link', { name: 'Paid orders' })).toHaveAttribute(
      'href',
      `/admin/orders?paymentStatus=paid&from=${today}&to=${today}`,
    );

    // Custom dates: an impossible pair is said under the fields and not asked for.
    await user.selectOptions(screen.getByLabelText('Show figures for'), 'custom');
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('From (IST)'), { target: { value: addDays(today, 1) } });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(/on or before the end date/);
    expect(screen.getByLabelText('From (IST)')).toHaveAttribute('aria-describedby', error.id);
    expect(calls).toHaveLength(asked);
    fireEvent.change(screen.getByLabelText('From (IST)'), { target: { value: '2025-09-01' } });
    fireEvent.change(screen.getByLabelText('To (IST)'), { target: { value: '2025-09-03' } });
    expect(await screen.findByRole('link', { name: 'New leads in the period' })).toHaveAttribute(
      'href',
      '/admin/leads?from=2025-09-01&to=2025-09-03',
    );
  });

  it('reads a custom period from the address, so a reload shows the same days', async () => {
    const calls: RecordedCall[] = [];
    installFakeApi({ 'GET /api/admin/dashboard': (call) => (calls.push(call), ok(figuresOf(call))) });
    renderWithProviders(<AdminDashboardPage />, {
      route: '/admin/dashboard?range=custom&from=2025-08-31&to=2025-09-01',
    });
    expect(await screen.findByText('Figures from August 31, 2025 to September 1, 2025 (IST)')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Paid orders' });
    expect(calls[0].query.toString()).toBe('from=2025-08-31&to=2025-09-01');
    expect(screen.getByLabelText('Show figures for')).toHaveValue('custom');
    expect(screen.getByLabelText('From (IST)')).toHaveValue('2025-08-31');
  });

  it('says so when the figures cannot be loaded', async () => {
    installFakeApi({
      'GET /api/admin/dashboard': () => fail(500, 'Something went wrong on our side. Please try again.'),
    });
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/);
  });
});
