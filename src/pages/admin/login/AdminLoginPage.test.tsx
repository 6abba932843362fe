import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_LOGIN_TEXT, AUTH_TEXT, authActions } from '@/features/auth';
import { VALIDATION_MESSAGES } from '@/shared/contract/fields/messages';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import AdminLoginPage from './index';

// These tests type into whole forms; on a busy machine that can take longer than jest's default 5 s.
jest.setTimeout(20_000);

const admin = {
  id: 1,
  firstName: 'Aarav',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '',
  role: 'Admin' as const,
};
const customer = { ...admin, id: 2, email: 'customer@example.com', role: 'Customer' as const };
const tokens = { accessToken: 'access', refreshToken: 'refresh' };

function renderPage(routes: Record<string, FakeRoute>, route = '/admin/login') {
  const api = installFakeApi(routes);
  const view = renderWithProviders(<AdminLoginPage />, {
    route,
    path: '/admin/login',
    extraRoutes: { '/admin/dashboard': <p>Dashboard page</p> },
  });
  act(() => {
    view.store.dispatch(authActions.sessionChecked());
  });
  return { api, ...view };
}

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the admin login page', () => {
  it('switches between login, reset and register modes, moving focus to the mode heading', async () => {
    renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Remember me for 30 days')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: ADMIN_LOGIN_TEXT.recoverPassword }));
    expect(screen.getByRole('heading', { level: 2, name: 'Reset password' })).toHaveFocus();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: ADMIN_LOGIN_TEXT.backToLogin }));
    expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: ADMIN_LOGIN_TEXT.registerAdmin }));
    expect(screen.getByRole('heading', { level: 2, name: 'Register admin account' })).toHaveFocus();
    expect(screen.getByText(ADMIN_LOGIN_TEXT.approvalNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ADMIN_LOGIN_TEXT.backToLogin })).toBeInTheDocument();
  });

  it('refuses a customer: access denied, logged out at once', async () => {
    const { api, store } = renderPage({
      'POST /api/Auth/login': () => ok({ tokens, user: customer }),
      'POST /api/User/logout': () => ok(null),
    });
    await logIn('customer@example.com', 'Customer@12345');
    expect(await screen.findByText(AUTH_TEXT.accessDenied)).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    await waitFor(() => expect(api.callsTo('POST', '/api/User/logout')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/User/logout')[0].body).toEqual({ refreshToken: 'refresh' });
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it('logs an admin in with the toast and goes to the dashboard', async () => {
    renderPage({
      'POST /api/Auth/login': () => ok({ tokens, user: admin }),
      'GET /api/Auth/verify-token': () => ok({ valid: true, user: admin }),
    });
    await logIn('admin@example.com', 'Admin@12345');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.loginSuccessful)).toBeInTheDocument();
  });

  it('shows Session expired when sent here by a failed refresh', () => {
    renderPage({}, '/admin/login?session=expired');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_TEXT.sessionExpired);
  });

  it('sends an admin whose stored session the server confirms to the dashboard', async () => {
    const { store } = renderPage({ 'GET /api/Auth/verify-token': () => ok({ valid: true, user: admin }) });
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens, user: admin }));
    });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('stays on the form when the stored session cannot be verified (no redirect loop)', async () => {
    const { store } = renderPage({ 'GET /api/Auth/verify-token': () => fail(500, 'Server down') });
    act(() => {
      store.dispatch(authActions.loggedIn({ tokens, user: admin }));
    });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it('registers an admin: client rules, the success toast, then login mode with the approval message', async () => {
    const { api } = renderPage({
      'POST /api/Auth/register-admin': () => ({ ...ok({}, 'Awaiting approval by an administrator.'), status: 201 }),
    });
    await userEvent.click(screen.getByRole('button', { name: ADMIN_LOGIN_TEXT.registerAdmin }));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Neha');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Verma');
    await userEvent.type(screen.getByLabelText(/^Email/), 'neha@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordPolicy)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.acceptTerms)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret#123');
    await userEvent.click(screen.getByLabelText(/accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(AUTH_TEXT.adminRegistrationSuccessful)).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval by an administrator.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Auth/register-admin')[0].body).toEqual({
      firstName: 'Neha',
      lastName: 'Verma',
      email: 'neha@example.com',
      phoneNumber: '',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      acceptTerms: true,
      role: 'Admin',
    });
  });

  it('puts a server field error of the registration under its field', async () => {
    renderPage({
      'POST /api/Auth/register-admin': () =>
        fail(409, 'An account with this e-mail already exists', {
          email: ['An account with this e-mail already exists'],
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: ADMIN_LOGIN_TEXT.registerAdmin }));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Neha');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Verma');
    await userEvent.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret#123');
    await userEvent.click(screen.getByLabelText(/accept the terms/));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this e-mail already exists'),
    );
  });

  it('sends a reset link with the toast, and shows the failure otherwise', async () => {
    let answer = ok(null, 'If an account exists for that e-mail, a reset link has been sent.');
    renderPage({ 'POST /api/Auth/forgot-password': () => answer });
    await userEvent.click(screen.getByRole('button', { name: ADMIN_LOGIN_TEXT.recoverPassword }));
    await userEvent.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(AUTH_TEXT.resetLinkSent)).toBeInTheDocument();
    expect(screen.getByText('If an account exists for that e-mail, a reset link has been sent.')).toBeInTheDocument();

    answer = fail(429, 'Too many reset requests. Please wait a few minutes and try again.') as typeof answer;
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Too many reset requests. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });
});
