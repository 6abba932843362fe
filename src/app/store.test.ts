import { act } from '@testing-library/react';
import { authActions, startAuthStorageSync } from '@/features/auth';
import { cartActions, startCartStorageSync } from '@/features/cart';
import { wishlistActions } from '@/features/wishlist';
import { installFakeApi, ok } from '@/test/fakeApi';
import { flushed, whenRehydrated } from '@/test/persist';
import { baseApi } from '@/shared/api';
import { flushOnPageHide } from './flushOnPageHide';
import { createAppStore } from './store';

const user = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
  role: 'Customer' as const,
};
const line = {
  id: 101,
  name: 'Festive Hamper',
  image: '/h.jpg',
  price: 1444,
  description: 'A hamper',
  size: 'M' as const,
  colour: 'green' as const,
};

describe('persisted state', () => {
  it("keeps exactly accessToken, refreshToken, user, cart and the guest's wishlist in localStorage, in readable form", async () => {
    installFakeApi({ 'GET /api/Probe': () => ok('x') });
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }));
    store.dispatch(cartActions.lineAdded(line));
    store.dispatch(cartActions.drawerOpened());
    store.dispatch(wishlistActions.added(102));
    store.dispatch(wishlistActions.added(101));
    await flushed(persistor);

    expect(Object.keys(window.localStorage).sort()).toEqual([
      'accessToken',
      'cart',
      'refreshToken',
      'user',
      'wishlist',
    ]);
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '')).toEqual([101, 102]);
    expect(window.localStorage.getItem('accessToken')).toBe('acc');
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '')).toEqual([{ ...line, quantity: 1 }]);
  });

  it('reads them back into a fresh store, without the api cache or UI state', async () => {
    window.localStorage.setItem('accessToken', 'acc');
    window.localStorage.setItem('refreshToken', 'ref');
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('cart', JSON.stringify([{ ...line, quantity: 3 }, { bogus: true }]));
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    const state = store.getState();
    expect(state.auth).toMatchObject({ accessToken: 'acc', refreshToken: 'ref', user });
    expect(state.cart.lines).toEqual([{ ...line, quantity: 3 }]); // the malformed line is dropped
    expect(state.cart.drawerOpen).toBe(false);
    expect(state.api.queries).toEqual({});
  });

  it('keeps the state serializable (no functions, dates or class instances)', async () => {
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }));
    const state = store.getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('drops cached answers when the session ends', async () => {
    installFakeApi({ 'GET /api/User/profile': () => ok(user) });
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }));
    const { authApi } = await import('@/features/auth');
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(Object.keys(store.getState()[baseApi.reducerPath].queries)).toHaveLength(1);
    await store.dispatch(authApi.endpoints.logout.initiate());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState()[baseApi.reducerPath].queries).toEqual({});
  });
});

describe('leaving the page', () => {
  it('writes a product just added to the wishlist and the bag before the page goes', async () => {
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    const stop = flushOnPageHide(persistor);
    store.dispatch(wishlistActions.added(102));
    store.dispatch(cartActions.lineAdded(line));
    // No waiting: a full page load follows at once.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')).toEqual([102]);
    expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual([{ ...line, quantity: 1 }]);
    stop();
  });
});

describe('another tab', () => {
  const storageEvent = (key: string, newValue: string | null) => {
    if (newValue === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
  };

  it("reloads the bag when another tab changes the cart item, so the tabs don't overwrite each other", async () => {
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    const stop = startCartStorageSync(store.dispatch);
    store.dispatch(cartActions.lineAdded(line));
    act(() =>
      storageEvent(
        'cart',
        JSON.stringify([
          { ...line, quantity: 5 },
          { ...line, colour: 'beige' as const, quantity: 1 },
        ]),
      ),
    );
    expect(store.getState().cart.lines.map((l) => l.quantity)).toEqual([5, 1]);
    stop();
  });

  it('follows a logout made in another tab', async () => {
    const { store, persistor } = createAppStore();
    await whenRehydrated(persistor);
    store.dispatch(authActions.loggedIn({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }));
    await flushed(persistor);
    const stop = startAuthStorageSync(store.dispatch);
    act(() => {
      window.localStorage.removeItem('refreshToken');
      window.localStorage.removeItem('user');
      storageEvent('accessToken', null);
    });
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    stop();
  });
});
