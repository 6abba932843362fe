import { createAppStore } from '@/app/store';
import { registerNavigator } from '@/shared/lib/navigation';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { flushed, whenRehydrated } from '@/test/persist';
import { authActions } from '../model/authSlice';
import { restoreSession } from '../model/restoreSession';
import { authApi } from './authApi';

const user = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
  role: 'Customer' as const,
};

function storeSession() {
  window.localStorage.setItem('accessToken', 'stored-access');
  window.localStorage.setItem('refreshToken', 'stored-refresh');
  window.localStorage.setItem('user', JSON.stringify(user));
}

describe('logout', () => {
  it('sends the refresh token and clears the three items even when the call fails', async () => {
    const api = installFakeApi({ 'POST /api/User/logout': () => fail(500, 'Server down') });
    const { store, persistor } = createAppStore();
    store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'a', refreshToken: 'r' }, user }));
    await flushed(persistor);

    await store.dispatch(authApi.endpoints.logout.initiate());

    expect(api.callsTo('POST', '/api/User/logout')[0].body).toEqual({ refreshToken: 'r' });
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    await flushed(persistor);
    expect(['accessToken', 'refreshToken', 'user'].map((item) => window.localStorage.getItem(item))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('does not call the server when no refresh token is stored', async () => {
    const api = installFakeApi({});
    const { store } = createAppStore();
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(api.calls).toHaveLength(0);
  });
});

describe('register', () => {
  it('sends role Customer, then logs the new customer in with the same e-mail and password', async () => {
    const api = installFakeApi({
      'POST /api/Auth/register': () => ({ status: 201, body: { isSuccess: true, message: 'ok', data: null } }),
      'POST /api/Auth/login': () => ({
        status: 200,
        body: { isSuccess: true, message: 'ok', data: { tokens: { accessToken: 'n', refreshToken: 'm' }, user } },
      }),
    });
    const { store } = createAppStore();
    await store.dispatch(
      authApi.endpoints.register.initiate({
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'customer@example.com',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        acceptTerms: true,
      }),
    );
    expect((api.callsTo('POST', '/api/Auth/register')[0].body as { role: string }).role).toBe('Customer');
    expect(api.callsTo('POST', '/api/Auth/login')[0].body).toEqual({
      email: 'customer@example.com',
      password: 'Secret#123',
      rememberMe: false,
    });
    expect(store.getState().auth.user).toEqual(user);
  });

  it('falls back to "Registration failed" when the server sends no message', async () => {
    installFakeApi({ 'POST /api/Auth/register': () => ({ status: 500 }) });
    const { store } = createAppStore();
    const result = await store.dispatch(
      authApi.endpoints.register.initiate({
        firstName: 'a',
        lastName: 'b',
        email: 'x@y.z',
        password: 'p',
        confirmPassword: 'p',
        acceptTerms: true,
      }),
    );
    expect(result.error).toEqual({ status: 500, message: 'Registration failed', fallback: true });
  });
});

describe('session restore on start', () => {
  it('restores the stored user at once and validates it with User/profile', async () => {
    storeSession();
    const api = installFakeApi({ 'GET /api/User/profile': () => ok({ ...user, firstName: 'Priya R.' }) });
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    expect(store.getState().auth).toMatchObject({ user, status: 'checking' });

    await store.dispatch(restoreSession());

    expect(api.callsTo('GET', '/api/User/profile')[0].headers.get('Authorization')).toBe('Bearer stored-access');
    expect(store.getState().auth).toMatchObject({ status: 'ready', user: { firstName: 'Priya R.' } });
  });

  it('logs out when the server rejects the session, without sending the visitor to the admin login', async () => {
    storeSession();
    const navigate = jest.fn();
    registerNavigator(navigate);
    installFakeApi({
      'GET /api/User/profile': () => fail(401, 'Access token expired'),
      'POST /api/Auth/refresh-token': () => fail(401, 'Refresh token revoked'),
    });
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ accessToken: null, user: null, status: 'ready' });
    expect(navigate).not.toHaveBeenCalled();
    await flushed(persistor);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logs out and clears the stored session when the profile call fails with a server error', async () => {
    storeSession();
    const api = installFakeApi({
      'GET /api/User/profile': () => fail(500, 'Internal server error'),
      'POST /api/User/logout': () => ok(null),
    });
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null, status: 'ready' });
    // The server is told, so the refresh token does not outlive the session.
    expect(api.callsTo('POST', '/api/User/logout')[0].body).toEqual({ refreshToken: 'stored-refresh' });
    await flushed(persistor);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logs out when the profile call cannot reach the server', async () => {
    storeSession();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ accessToken: null, user: null, status: 'ready' });
  });

  it('is ready at once when nothing is stored', async () => {
    const api = installFakeApi({});
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    await store.dispatch(restoreSession());
    expect(store.getState().auth.status).toBe('ready');
    expect(api.calls).toHaveLength(0);
  });
});
