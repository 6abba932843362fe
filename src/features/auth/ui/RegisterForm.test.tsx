import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerSession } from '@/test/accountFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NO_LINKS_MESSAGE } from '@/shared/contract/fields/noLinks';
import { RegisterForm } from './RegisterForm';

async function fill(overrides: Partial<Record<'password' | 'confirmPassword', string>> = {}) {
  await userEvent.type(screen.getByLabelText(/First name/), 'Meera');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Kapoor');
  await userEvent.type(screen.getByLabelText(/^Email/), 'meera@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), overrides.password ?? 'Secret#123');
  await userEvent.type(screen.getByLabelText(/Confirm password/), overrides.confirmPassword ?? 'Secret#123');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterForm', () => {
  it('applies the password policy, the confirmation and the terms before calling the server', async () => {
    const api = installFakeApi({});
    renderWithProviders(<RegisterForm onRegistered={jest.fn()} />);
    await fill({ password: 'password1', confirmPassword: 'password2' });
    await submit();

    expect(
      await screen.findByText('Password must be at least 8 characters and include a number and a special character'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ })).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('checks the e-mail format', async () => {
    installFakeApi({});
    renderWithProviders(<RegisterForm onRegistered={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'meera@example');
    await submit();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('refuses a web link in a name under the field, before calling the server', async () => {
    const api = installFakeApi({});
    renderWithProviders(<RegisterForm onRegistered={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/First name/), 'https://evil.example/win');
    await submit();
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(NO_LINKS_MESSAGE);
    expect(api.calls).toHaveLength(0);
  });

  it('registers as a Customer, logs in with the same e-mail and password, and is reported', async () => {
    const api = installFakeApi({
      'POST /api/Auth/register': () => ({
        status: 201,
        body: { isSuccess: true, message: 'Thank you for registering!', data: null },
      }),
      'POST /api/Auth/login': () => ok(customerSession, 'Login successful'),
    });
    const onRegistered = jest.fn();
    const { store } = renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fill();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/Auth/register')[0].body).toEqual({
      firstName: 'Meera',
      lastName: 'Kapoor',
      email: 'meera@example.com',
      phone: '',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      acceptTerms: true,
      role: 'Customer',
    });
    expect(api.callsTo('POST', '/api/Auth/login')[0].body).toEqual({
      email: 'meera@example.com',
      password: 'Secret#123',
      rememberMe: false,
    });
    expect(store.getState().auth.user).toEqual(customerSession.user);
  });

  it('when that login fails (the address already had an account, whose owner was e-mailed), says only what the server said', async () => {
    installFakeApi({
      'POST /api/Auth/register': () => ({
        status: 201,
        body: { isSuccess: true, message: 'Thank you for registering!', data: null },
      }),
      'POST /api/Auth/login': () => fail(401, 'Invalid email or password'),
    });
    const onRegistered = jest.fn();
    const { store } = renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fill();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for registering! We have sent a message to your e-mail address. If you already have an account with it, log in or reset your password.',
    );
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(store.getState().auth.user).toBeNull();
  });

  it("puts the server's field errors under the fields, other failures above the button", async () => {
    installFakeApi({
      'POST /api/Auth/register': () =>
        fail(400, 'Please correct the highlighted fields', { email: ['Please enter a valid email address'] }),
    });
    renderWithProviders(<RegisterForm onRegistered={jest.fn()} />);
    await fill();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address'),
    );

    installFakeApi({ 'POST /api/Auth/register': () => ({ status: 502 }) });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
