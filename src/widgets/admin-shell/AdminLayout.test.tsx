import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { ADMIN_MENU } from '@/app/backOfficeRoutes';
import { DEMO_LABEL } from '@/content/adminDemo';
import { authActions } from '@/features/auth';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AdminLayout } from './AdminLayout';

const admin = {
  id: 1,
  firstName: 'Aarav',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  role: 'Admin' as const,
};

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

const followUp = {
  id: 'leadFollowUp:7',
  kind: 'leadFollowUp',
  title: 'Overdue follow-up: Vikram Mehta',
  body: 'Contacted; follow-up date 2025-08-30 (IST)',
  href: '/admin/leads/7',
  createdAt: '2025-08-29T18:30:00.000Z',
  read: false,
  storedId: null,
};

const newOrder = {
  id: 'n:5',
  kind: 'newOrder',
  title: 'New order ORD-0005',
  body: '₹2,888 from Ravi Guest (guest), Cash on delivery.',
  href: '/admin/orders/5',
  createdAt: '2025-08-30T10:00:00.000Z',
  read: false,
  storedId: 5,
};

function renderShell(notifications: { items: object[]; unread: number } = { items: [followUp], unread: 1 }) {
  const api = installFakeApi({
    'POST /api/User/logout': () => ok(null),
    'GET /api/admin/notifications': () => ok(notifications),
    'POST /api/admin/notifications/5/read': () => ok(null),
    'POST /api/admin/notifications/read-all': () => ok({ marked: 1 }),
  });
  const view = renderWithProviders(<AdminLayout navigation={ADMIN_MENU} />, {
    route: '/admin/dashboard',
    path: '/admin/dashboard',
    extraRoutes: {
      '/admin/login': <Where />,
      '/admin/product-entry': <Where />,
      '/admin/leads/:id': <Where />,
      '/admin/orders/:id': <Where />,
    },
  });
  act(() => {
    view.store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user: admin }));
  });
  return { api, ...view };
}

describe('the admin shell', () => {
  it('has the spec sidebar links, the current one marked', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Master Entry', '/admin/master'],
      ['Category', '/admin/categories'],
      ['Product Entry', '/admin/product-entry'],
      ['Banner', '/admin/banners'],
      ['Profile', '/admin/product-entry/profile'],
      ['Orders', '/admin/orders'],
      ['Returns', '/admin/returns'],
      ['Bookings', '/admin/bookings'],
      ['Customers', '/admin/customers'],
      ['Leads', '/admin/leads'],
      ['Proposals', '/admin/proposals'],
      ['Inbox', '/admin/inbox'],
      ['Newsletter', '/admin/newsletter'],
      ['Admin accounts', '/admin/admins'],
      ['Billing', '/admin/billing'],
      ['Payments', '/admin/payments'],
      ['Events', '/admin/events'],
      ['Blog', '/admin/blog'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the real notifications with their unread count, each a link to what it is about', async () => {
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    await userEvent.click(screen.getByRole('link', { name: /Overdue follow-up: Vikram Mehta/ }));
    expect(await screen.findByText('At /admin/leads/7')).toBeInTheDocument();
  });

  it('marks an unread stored notification read when it is opened, and offers "Mark all read"', async () => {
    const { api } = renderShell({ items: [newOrder, followUp], unread: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/notifications/read-all')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    await userEvent.click(screen.getByRole('link', { name: /Unread: New order ORD-0005/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/notifications/5/read')).toHaveLength(1));
    expect(await screen.findByText('At /admin/orders/5')).toBeInTheDocument();
  });

  it('says "No notifications" when nothing asks for action', async () => {
    renderShell({ items: [], unread: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, none new' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('shows the demo messenger, labelled as demo data', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open messenger' }));
    const messenger = await screen.findByRole('dialog', { name: /Messenger/ });
    expect(within(messenger).getAllByText(DEMO_LABEL).length).toBeGreaterThan(0);
    await userEvent.click(within(messenger).getByRole('button', { name: /Kabir Singh/ }));
    expect(within(messenger).getByRole('heading', { name: 'Conversation with Kabir Singh' })).toBeInTheDocument();
    await userEvent.type(within(messenger).getByLabelText('Message to Kabir Singh'), 'See you at 5{Enter}');
    expect(within(messenger).getByText('See you at 5')).toBeInTheDocument();
  });

  it('switches the sidebar theme from the layout settings panel', async () => {
    const { container } = renderShell();
    expect(container.querySelector('.admin-shell')).toHaveClass('admin-shell--dark');
    await userEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dark sidebar' }));
    expect(container.querySelector('.admin-shell')).toHaveClass('admin-shell--light');
  });

  it('searches products from the header', async () => {
    renderShell();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products by name or SKU' }), 'tote bag{Enter}');
    expect(await screen.findByText('At /admin/product-entry?q=tote%20bag')).toBeInTheDocument();
  });

  it('logs out from the user menu and goes to /admin/login', async () => {
    const { api, store } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Aarav Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('At /admin/login')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => expect(api.callsTo('POST', '/api/User/logout')).toHaveLength(1));
  });
});
