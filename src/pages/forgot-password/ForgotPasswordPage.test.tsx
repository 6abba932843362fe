import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import ForgotPasswordPage from '.';

describe('/forgot-password', () => {
  it("asks for the link, toasts the spec's success and shows the server's message", async () => {
    const api = installFakeApi({
      'POST /api/Auth/forgot-password': () =>
        ok(null, 'If an account exists for that e-mail, a reset link has been sent.'),
    });
    renderWithProviders(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(/Email/), ' Customer@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Reset link sent successfully!')).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for that e-mail, a reset link has been sent/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Auth/forgot-password')[0].body).toEqual({ email: 'Customer@Example.com' });
  });

  it('validates the e-mail, and shows a failure with the spec fallback', async () => {
    const api = installFakeApi({});
    renderWithProviders(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(/Email/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    installFakeApi({ 'POST /api/Auth/forgot-password': () => ({ status: 500 }) });
    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Email/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send reset link'));

    installFakeApi({
      'POST /api/Auth/forgot-password': () =>
        fail(429, 'Too many reset requests. Please wait a few minutes and try again.'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many reset requests'));
  });
});
