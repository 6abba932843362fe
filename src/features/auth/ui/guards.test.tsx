import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { authActions } from '../model/authSlice';
import { sessionEnded } from '@/shared/api';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth, type FromState } from './RequireAuth';

const customer = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
  role: 'Customer' as const,
};
const admin = { ...customer, id: 1, email: 'admin@example.com', role: 'Admin' as const };

function Landing({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  return (
    <p>
      {name} {from ? `from ${from.pathname}` : ''}
    </p>
  );
}

describe('RequireAuth', () => {
  it('shows Loading... while the session is being determined', () => {
    renderWithProviders(<RequireAuth>secret</RequireAuth>, { route: '/user/profile', path: '/user/profile' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('sends a visitor without a user to / keeping where they came from', () => {
    const { store } = renderWithProviders(<RequireAuth>secret</RequireAuth>, {
      route: '/user/profile',
      path: '/user/profile',
      extraRoutes: { '/': <Landing name="home" /> },
    });
    act(() => {
      store.dispatch(authActions.sessionChecked());
    });
    expect(screen.getByText('home from /user/profile')).toBeInTheDocument();
  });

  it('explains the redirect to a visitor who arrived logged out, not to one who logged out there', async () => {
    const first = renderWithProviders(<RequireAuth>secret</RequireAuth>, {
      route: '/user/profile',
      path: '/user/profile',
      extraRoutes: { '/': <Landing name="home" /> },
    });
    act(() => {
      first.store.dispatch(authActions.sessionChecked());
    });
    expect(await screen.findByText('You need to be logged in to access this page')).toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(<RequireAuth>secret</RequireAuth>, {
      route: '/user/profile',
      path: '/user/profile',
      extraRoutes: { '/': <Landing name="home" /> },
    });
    act(() => {
      second.store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user: customer }));
    });
    expect(screen.getByText('secret')).toBeInTheDocument();
    act(() => {
      second.store.dispatch(sessionEnded({ reason: 'logout' }));
    });
    expect(screen.getByText('home from /user/profile')).toBeInTheDocument();
    expect(screen.queryByText('You need to be logged in to access this page')).not.toBeInTheDocument();
  });

  it('shows the page to a logged-in user', () => {
    const { store } = renderWithProviders(<RequireAuth>secret</RequireAuth>, {
      route: '/user/profile',
      path: '/user/profile',
    });
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user: customer }));
    });
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  const adminRoutes = {
    route: '/admin/dashboard',
    path: '/admin/dashboard',
    extraRoutes: { '/admin/login': <Landing name="admin login" /> },
  };

  it('sends a logged-out visitor to /admin/login', () => {
    const { store } = renderWithProviders(<RequireAdmin>dashboard</RequireAdmin>, adminRoutes);
    act(() => {
      store.dispatch(authActions.sessionChecked());
    });
    expect(screen.getByText('admin login from /admin/dashboard')).toBeInTheDocument();
  });

  it('verifies the token with the server and lets an admin in', async () => {
    const api = installFakeApi({ 'GET /api/Auth/verify-token': () => ok({ valid: true, user: admin }) });
    const { store } = renderWithProviders(<RequireAdmin>dashboard</RequireAdmin>, adminRoutes);
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user: admin }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Auth/verify-token')).toHaveLength(1);
  });

  it('tells a customer whose token is valid "You need admin privileges to access this page" and logs them out', async () => {
    const api = installFakeApi({
      'GET /api/Auth/verify-token': () => ok({ valid: true, user: customer }),
      'POST /api/User/logout': () => ok(null),
    });
    const { store } = renderWithProviders(<RequireAdmin>dashboard</RequireAdmin>, adminRoutes);
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user: customer }));
    });
    expect(await screen.findByText(/admin login/)).toBeInTheDocument();
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('toasts-errors')).getByText('You need admin privileges to access this page'),
    ).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ user: null, accessToken: null, refreshToken: null });
    await waitFor(() => expect(api.callsTo('POST', '/api/User/logout')).toHaveLength(1));
  });

  it('logs out on any verification error, e.g. a 500 from verify-token', async () => {
    installFakeApi({
      'GET /api/Auth/verify-token': () => fail(500, 'Internal server error'),
      'POST /api/User/logout': () => ok(null),
    });
    const { store } = renderWithProviders(<RequireAdmin>dashboard</RequireAdmin>, adminRoutes);
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user: admin }));
    });
    expect(await screen.findByText(/admin login/)).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  });

  it('refuses a stored Admin user whose token the server rejects', async () => {
    installFakeApi({ 'GET /api/Auth/verify-token': () => fail(403, 'Forbidden') });
    const { store } = renderWithProviders(<RequireAdmin>dashboard</RequireAdmin>, adminRoutes);
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user: admin }));
    });
    expect(await screen.findByText(/admin login/)).toBeInTheDocument();
  });
});
