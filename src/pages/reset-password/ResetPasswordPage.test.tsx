import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '@/features/auth';
import { customerSession } from '@/test/accountFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import ResetPasswordPage from '.';

const renderAt = (route: string) =>
  renderWithProviders(<ResetPasswordPage />, {
    route,
    path: '/reset-password',
    extraRoutes: { '/login': <p>login page</p> },
  });

async function choose(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/Confirm new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/reset-password', () => {
  it('sends the token with the new password, clears a session here, and goes to the login', async () => {
    const api = installFakeApi({ 'POST /api/Auth/reset-password': () => ok(null, 'Your password has been reset.') });
    const { store } = renderAt('/reset-password?token=abc-123');
    act(() => {
      store.dispatch(authActions.loggedIn(customerSession));
    });
    await choose('Brand#New123');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Auth/reset-password')[0].body).toEqual({
      token: 'abc-123',
      password: 'Brand#New123',
      confirmPassword: 'Brand#New123',
    });
    expect(screen.getByText('Password reset successfully! Please log in with your new password.')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });

  it('applies the password policy and the confirmation', async () => {
    const api = installFakeApi({});
    renderAt('/reset-password?token=abc');
    await choose('short', 'other');
    expect(
      await screen.findByText('Password must be at least 8 characters and include a number and a special character'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('explains a refused token and links to a new one', async () => {
    const message = 'This reset link is invalid or has expired. Please ask for a new one.';
    installFakeApi({ 'POST /api/Auth/reset-password': () => fail(400, message, { token: [message] }) });
    renderAt('/reset-password?token=used');
    await choose('Brand#New123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says so when the link has no token', () => {
    installFakeApi({});
    renderAt('/reset-password');
    expect(screen.getByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
