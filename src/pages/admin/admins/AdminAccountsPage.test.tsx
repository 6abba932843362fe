import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccount } from '@/shared/contract/adminAccount';
import { installFakeApi, ok, okList } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminAccountsPage from './index';

jest.setTimeout(20_000);

const kiran: AdminAccount = {
  id: 3,
  firstName: 'Kiran',
  lastName: 'Rao',
  email: 'kiran@example.com',
  phone: '',
  status: 'pending',
  createdAt: '2025-09-01T09:00:00.000Z',
};
const lata: AdminAccount = { ...kiran, id: 4, firstName: 'Lata', lastName: 'Iyer', email: 'lata@example.com' };

function renderPage() {
  let pending = [kiran, lata];
  const api = installFakeApi({
    'GET /api/admin/admins': (call) => okList(call.query.get('status') === 'pending' ? pending : []),
    'POST /api/admin/admins/3/approve': () => {
      pending = pending.filter((a) => a.id !== 3);
      return ok(null, 'Admin approved: they can log in now.');
    },
    'POST /api/admin/admins/4/reject': () => {
      pending = pending.filter((a) => a.id !== 4);
      return ok(null, 'Registration rejected: the pending account has been removed.');
    },
  });
  return { api, ...renderWithProviders(<AdminAccountsPage />, { route: '/admin/admins', path: '/admin/admins' }) };
}

beforeEach(() => sessionStorage.clear());

describe('the admin accounts screen', () => {
  it('lists pending registrations and approves one', async () => {
    const { api } = renderPage();
    const table = await screen.findByRole('table', { name: 'Admin accounts' });
    // The table is drawn with a "Loading…" row first; wait for the registrations themselves.
    await within(table).findByText('kiran@example.com');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(api.callsTo('GET', '/api/admin/admins')[0].query.get('status')).toBe('pending');
    await userEvent.click(screen.getByRole('button', { name: 'Approve Kiran Rao' }));
    expect(await screen.findByText('Kiran Rao: Admin approved: they can log in now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('kiran@example.com')).not.toBeInTheDocument());
  });

  it('rejects only after confirming in a dialog', async () => {
    const { api } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Lata Iyer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject Lata Iyer? Their pending account will be removed.');
    expect(api.callsTo('POST', '/api/admin/admins/4/reject')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Lata Iyer: Registration rejected: the pending account has been removed.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/admins/4/reject')).toHaveLength(1);
  });

  it('says when nobody is waiting', async () => {
    installFakeApi({ 'GET /api/admin/admins': () => okList([]) });
    renderWithProviders(<AdminAccountsPage />, { route: '/admin/admins', path: '/admin/admins' });
    expect(await screen.findByText('No admin registrations are waiting for approval.')).toBeInTheDocument();
  });
});
