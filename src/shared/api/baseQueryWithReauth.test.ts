import { createAppStore } from '@/app/store';
import { authActions } from '@/features/auth';
import { registerNavigator } from '@/shared/lib/navigation';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { flushed } from '@/test/persist';
import { baseApi } from './baseApi';
import { baseQueryWithReauth } from './baseQueryWithReauth';

// A probe endpoint standing for any authenticated call of the app.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<string, number>({
      query: (n) => `Probe/${n}`,
      transformResponse: (r: { data: string }) => r.data,
    }),
  }),
});

const user = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
  role: 'Customer' as const,
};

function loggedInStore() {
  const { store, persistor } = createAppStore();
  store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'old-access', refreshToken: 'old-refresh' }, user }));
  return Object.assign(store, { persistor });
}

/** Answers 401 to the old token and 200 to the refreshed one, like the real server. */
function probeRoutes() {
  const routes: Record<string, Parameters<typeof installFakeApi>[0][string]> = {};
  for (let n = 0; n < 8; n += 1) {
    routes[`GET /api/Probe/${n}`] = (call) =>
      call.headers.get('Authorization') === 'Bearer new-access' ? ok(`answer ${n}`) : fail(401, 'Access token expired');
  }
  return routes;
}

describe('baseQueryWithReauth', () => {
  it('sends the bearer token, and turns N concurrent 401s into exactly one refresh after which all succeed', async () => {
    const api = installFakeApi({
      ...probeRoutes(),
      'POST /api/Auth/refresh-token': () => ({
        ...ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
        delayMs: 30,
      }),
    });
    const store = loggedInStore();

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => store.dispatch(probeApi.endpoints.probe.initiate(n))),
    );

    expect(results.map((r) => r.data)).toEqual(Array.from({ length: 8 }, (_, n) => `answer ${n}`));
    expect(api.callsTo('POST', '/api/Auth/refresh-token')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/Auth/refresh-token')[0].body).toEqual({ refreshToken: 'old-refresh' });
    expect(store.getState().auth).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    // Each request was tried twice at most: once with the old token, once with the new.
    expect(api.calls.filter((c) => c.path.startsWith('/api/Probe/')).length).toBe(16);
  });

  afterEach(() => window.history.pushState({}, '', '/'));

  it('on a failed refresh in the admin area clears accessToken, refreshToken and user and goes to /admin/login?session=expired', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    window.history.pushState({}, '', '/admin/product-entry');
    installFakeApi({
      ...probeRoutes(),
      'POST /api/Auth/refresh-token': () => fail(401, 'Refresh token revoked'),
    });
    const store = loggedInStore();
    await flushed(store.persistor);
    expect(window.localStorage.getItem('accessToken')).toBe('old-access');

    const result = await store.dispatch(probeApi.endpoints.probe.initiate(0));

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    await flushed(store.persistor);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login?session=expired&returnTo=%2Fadmin%2Fproduct-entry', {
      replace: true,
    });
    expect(store.getState().auth).toMatchObject({ endedBy: 'expired', expiries: 1 });
  });

  it('on the public site ends the session as expired without leaving the page', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    window.history.pushState({}, '', '/checkout');
    installFakeApi({ ...probeRoutes(), 'POST /api/Auth/refresh-token': () => fail(401, 'Invalid') });
    const store = loggedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(3));
    expect(store.getState().auth).toMatchObject({ user: null, accessToken: null, endedBy: 'expired', expiries: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call answered 401 after the session already ended does not end it again (one "Session expired")', async () => {
    window.history.pushState({}, '', '/user/profile');
    const routes = probeRoutes();
    // The slow call left with the dead token and comes back after the refresh has failed.
    const slow = routes['GET /api/Probe/7'];
    routes['GET /api/Probe/7'] = (call) => ({ ...(slow(call) as ReturnType<typeof fail>), delayMs: 60 });
    const api = installFakeApi({ ...routes, 'POST /api/Auth/refresh-token': () => fail(401, 'Invalid') });
    const store = loggedInStore();
    // Straight through the base query, as a request the API state no longer tracks still is.
    const call = (n: number) =>
      baseQueryWithReauth(
        `Probe/${n}`,
        {
          dispatch: store.dispatch,
          getState: store.getState,
          signal: new AbortController().signal,
          abort: () => undefined,
          extra: undefined,
          endpoint: 'probe',
          type: 'query',
        },
        {},
      );
    await Promise.all([call(1), call(7)]);
    expect(api.callsTo('GET', '/api/Probe/7')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ user: null, accessToken: null, endedBy: 'expired', expiries: 1 });
    expect(api.callsTo('POST', '/api/Auth/refresh-token')).toHaveLength(1);
    window.history.pushState({}, '', '/');
  });

  it('does not navigate when already on /admin/login', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    window.history.pushState({}, '', '/admin/login');
    installFakeApi({ ...probeRoutes(), 'POST /api/Auth/refresh-token': () => fail(401, 'Invalid') });
    const store = loggedInStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(store.getState().auth.user).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('with no refresh token stored, ends the session without calling refresh', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    window.history.pushState({}, '', '/admin/dashboard');
    const api = installFakeApi(probeRoutes());
    const { store } = createAppStore();
    store.dispatch(authActions.syncedFromStorage({ accessToken: 'old-access', refreshToken: null, user }));
    await store.dispatch(probeApi.endpoints.probe.initiate(2));
    expect(api.callsTo('POST', '/api/Auth/refresh-token')).toHaveLength(0);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login?session=expired&returnTo=%2Fadmin%2Fdashboard', {
      replace: true,
    });
  });

  it('never refreshes for a failed login and retries a request only once', async () => {
    const api = installFakeApi({
      'POST /api/Auth/login': () => fail(401, 'Invalid email or password'),
      'GET /api/Probe/3': () => fail(401, 'Still refused'),
      'POST /api/Auth/refresh-token': () => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
    });
    const store = loggedInStore();
    const { authApi } = await import('@/features/auth');
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(api.callsTo('POST', '/api/Auth/refresh-token')).toHaveLength(0);

    const again = loggedInStore();
    const result = await again.dispatch(probeApi.endpoints.probe.initiate(3));
    expect(result.error).toMatchObject({ status: 401 });
    expect(api.callsTo('GET', '/api/Probe/3')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/Auth/refresh-token')).toHaveLength(1);
  });

  it('uses the API root with credentials included', async () => {
    const api = installFakeApi({ 'GET /api/Probe/4': () => ok('fine') });
    const { store } = createAppStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(4));
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    const request = api.fetchMock.mock.calls[0][0] as Request;
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Authorization')).toBeNull();
  });
});
