import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { flushed } from '@/test/persist';
import { renderWithProviders } from '@/test/renderWithProviders';
import { LoginForm } from './LoginForm';

const user = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
  role: 'Customer',
};

async function fillAndSubmit(email = 'customer@example.com', password = 'Customer@12345') {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('shows "Invalid response format from server" when the answer lacks tokens, and clears the stored session', async () => {
    window.localStorage.setItem('accessToken', 'stale');
    window.localStorage.setItem('refreshToken', 'stale-refresh');
    window.localStorage.setItem('user', JSON.stringify(user));
    installFakeApi({ 'POST /api/Auth/login': () => ok({ user }) });
    const onLoggedIn = jest.fn();
    const { store, persistor } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response format from server');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    await flushed(persistor);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('stores the tokens and user as the spec items and reports the login', async () => {
    const api = installFakeApi({
      'POST /api/Auth/login': () =>
        ok({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }, 'Login successful'),
    });
    const onLoggedIn = jest.fn();
    const { persistor } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await userEvent.click(screen.getByLabelText('Remember me for 30 days'));
    await fillAndSubmit();

    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }),
    );
    expect(api.callsTo('POST', '/api/Auth/login')[0].body).toEqual({
      email: 'customer@example.com',
      password: 'Customer@12345',
      rememberMe: true,
    });
    await flushed(persistor);
    expect(window.localStorage.getItem('accessToken')).toBe('acc');
    expect(window.localStorage.getItem('refreshToken')).toBe('ref');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it("shows the server's message for wrong credentials, 'Login failed' when the server is unreachable", async () => {
    installFakeApi({ 'POST /api/Auth/login': () => fail(401, 'Invalid email or password') });
    renderWithProviders(<LoginForm onLoggedIn={jest.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it("falls back to the screen's 'An unexpected error occurred' when the server answers without a message", async () => {
    installFakeApi({ 'POST /api/Auth/login': () => ({ status: 502, body: 'Bad gateway' }) });
    renderWithProviders(<LoginForm onLoggedIn={jest.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('validates before calling the server and ties errors to the fields', async () => {
    const api = installFakeApi({});
    renderWithProviders(<LoginForm onLoggedIn={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText(/Email/);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required');
    expect(api.calls).toHaveLength(0);
  });

  it('puts server field errors under the matching field', async () => {
    installFakeApi({
      'POST /api/Auth/login': () =>
        fail(400, 'Please correct the highlighted fields', { email: ['This e-mail is not allowed here'] }),
    });
    renderWithProviders(<LoginForm onLoggedIn={jest.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByText('This e-mail is not allowed here')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('This e-mail is not allowed here');
  });
});
