import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCustomer, AdminCustomerDetail } from '@/shared/contract/adminCustomer';
import { fail, installFakeApi, ok, okList, type RecordedCall } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminCustomersPage from './index';

const meera: AdminCustomer = {
  id: 7,
  firstName: 'Meera',
  lastName: 'Kapoor',
  email: 'meera@example.com',
  phone: '+91 98100 55555',
  createdAt: '2025-08-01T05:00:00.000Z',
};

const detail: AdminCustomerDetail = {
  customer: meera,
  orders: [
    {
      id: 41,
      orderNumber: 'ORD-0041',
      orderDate: '2025-09-01T09:00:00.000Z',
      status: 'pending',
      paymentStatus: 'due_on_delivery',
      totalAmount: 123456,
      asGuest: true,
    },
  ],
  bookings: [
    { id: 3, reference: 'BK-000003', service: 'Live Band', startsAt: '2025-09-12T05:30:00.000Z', status: 'confirmed' },
  ],
  contactMessages: [],
  returns: [],
};

describe('the admin customers screens', () => {
  it('searches customers and links each to their record', async () => {
    const calls: RecordedCall[] = [];
    installFakeApi({ 'GET /api/admin/customers': (call) => (calls.push(call), okList([meera])) });
    renderWithProviders(<AdminCustomersPage />, { route: '/admin/customers' });
    expect(await screen.findByRole('link', { name: 'Meera Kapoor' })).toHaveAttribute('href', '/admin/customers/7');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'meera{Enter}');
    await screen.findByRole('link', { name: 'Meera Kapoor' });
    expect(calls.at(-1)?.query.get('q')).toBe('meera');
  });

  it('shows one customer: the account, the orders (guest ones said so), the bookings, and none of the rest', async () => {
    installFakeApi({ 'GET /api/admin/customers/7': () => ok(detail) });
    renderWithProviders(<AdminCustomersPage />, { route: '/admin/customers/7', path: '/admin/customers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Kapoor' })).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'ORD-0041' })).toHaveAttribute('href', '/admin/orders/41');
    expect(within(orders).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(orders).getByText(/as a guest/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Bookings' })).getByRole('link', { name: 'BK-000003' }),
    ).toHaveAttribute('href', '/admin/bookings?q=BK-000003');
    expect(screen.getByText('No contact messages.')).toBeInTheDocument();
    expect(screen.getByText('No return requests.')).toBeInTheDocument();
  });

  it('says so for an unknown customer', async () => {
    installFakeApi({ 'GET /api/admin/customers/99': () => fail(404, 'Customer not found') });
    renderWithProviders(<AdminCustomersPage />, { route: '/admin/customers/99', path: '/admin/customers/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Customer not found');
  });
});
