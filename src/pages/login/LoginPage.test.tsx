import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import { customerSession } from '@/test/accountFixtures';
import { installFakeApi, ok } from '@/test/fakeApi';
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
});
