import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import { customerSession } from '@/test/accountFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import LoginPage from '.';

const elsewhere = {
  '/user/profile': <p>account page</p>,
  '/admin/dashboard': <p>dashboard</p>,
  '/events': <p>events page</p>,
};

describe('/login', () => {
  it('logs in, toasts "Login successful!" and goes to the account without an origin', async () => {
    installFakeApi({ 'POST /api/Auth/login': () => ok(customerSession) });
    const { store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login', extraRoutes: elsewhere });
    act(() => {
      store.dispatch(authActions.sessionChecked());
    });
    expect(screen.queryByText('Please login to view your profile')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

    await userEvent.type(screen.getByLabelText(/Email/), 'customer@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Customer@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('account page')).toBeInTheDocument();
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
  });

  it('sends an already logged-in visitor back to where they came from', async () => {
    installFakeApi({});
    const { store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login', extraRoutes: elsewhere });
    act(() => {
      store.dispatch(authActions.loggedIn(customerSession));
    });
    expect(await screen.findByText('account page')).toBeInTheDocument();
  });

  it('sends an admin without an origin to the dashboard', async () => {
    installFakeApi({});
    const { store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login', extraRoutes: elsewhere });
    act(() => {
      store.dispatch(authActions.loggedIn({ ...customerSession, user: { ...customerSession.user, role: 'Admin' } }));
    });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it("follows a mailed unlock link once and says the account is unlocked; a used link gets the server's words", async () => {
    const api = installFakeApi({
      'POST /api/Auth/unlock': (call) =>
        (call.body as { token: string }).token === 'good-token'
          ? ok(null, 'Your account is unlocked. You can log in now.')
          : fail(400, 'This unlock link is invalid, used or expired.', { token: ['invalid'] }),
    });
    const first = renderWithProviders(<LoginPage />, {
      route: '/login?unlock=good-token',
      path: '/login',
      extraRoutes: elsewhere,
    });
    act(() => {
      first.store.dispatch(authActions.sessionChecked());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Unlocking your account…');
    expect(await screen.findByText('Your account is unlocked. You can log in now.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/api/Auth/unlock')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    first.unmount();

    const second = renderWithProviders(<LoginPage />, {
      route: '/login?unlock=used-token',
      path: '/login',
      extraRoutes: elsewhere,
    });
    act(() => {
      second.store.dispatch(authActions.sessionChecked());
    });
    expect(await screen.findByText('This unlock link is invalid, used or expired.')).toBeInTheDocument();
  });
});
