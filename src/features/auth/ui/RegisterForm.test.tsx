import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerSession } from '@/test/accountFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
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

    expect(await screen.findByText('Password must be at least 8 characters and include a number and a special character')).toBeInTheDocument();
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

  it('registers as a Customer, is logged in and reported', async () => {
    const api = installFakeApi({ 'POST /api/Auth/register': () => ok(customerSession, 'Registration successful') });
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
    expect(store.getState().auth.user).toEqual(customerSession.user);
  });

  it("puts the server's field errors under the fields, other failures above the button", async () => {
    installFakeApi({
      'POST /api/Auth/register': () => fail(409, 'An account with this e-mail already exists', { email: ['An account with this e-mail already exists'] }),
    });
    renderWithProviders(<RegisterForm onRegistered={jest.fn()} />);
    await fill();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await submit();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this e-mail already exists'));

    installFakeApi({ 'POST /api/Auth/register': () => ({ status: 502 }) });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
