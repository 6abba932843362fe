import { compose, type Reducer, type StoreEnhancer, type UnknownAction } from '@reduxjs/toolkit';
import type * as AuthModule from '@/features/auth';
import type * as BookingModule from '@/features/booking';
import type * as CartModule from '@/features/cart';
import type * as OrdersModule from '@/features/orders';
import type * as ApiModule from '@/shared/api';
import type { OrderDetail } from '@/shared/contract/order';
import { installFakeApi, ok } from '@/test/fakeApi';
import { whenRehydrated } from '@/test/persist';
import { MASK, maskContactsIn, sanitizeAction, sanitizeState } from '../devtoolsSanitizer';
import type * as StoreModule from '../store';

const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.access-token-of-priya.sig';
const REFRESH = 'refresh-token-of-priya-3f9a7c';
const ROTATED = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.rotated-access.sig', refreshToken: 'rotated-refresh-77b1' };
const PASSWORD = 'Customer@12345';
const EMAILS = ['priya.sharma@example.com', 'asha.verma@example.in', 'orders@utsavevents.example'];
const PHONES = ['+91 98100 00002', '98765 43210', '09811122233', '011 2345 6789'];
/** The digits alone too: a masked "+91 98100 00002" must not leave "9810000002" behind in another spelling. */
const DIGITS = PHONES.map((phone) => phone.replace(/\D/g, '').slice(-10));

const user = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: EMAILS[0],
  phone: PHONES[0],
  role: 'Customer' as const,
};
const hamper = {
  id: 11,
  name: 'Festive Hamper',
  image: '/h.jpg',
  price: 1444,
  description: 'Hamper',
  size: 'M' as const,
  colour: 'green' as const,
};
const order: OrderDetail = {
  id: 9,
  orderNumber: 'UE-20250901-00009',
  orderDate: '2025-09-01T09:00:00.000Z',
  status: 'pending',
  totalAmount: 2937,
  tax: null,
  taxDocuments: [],
  items: [{ id: 1, productId: 11, name: 'Festive Hamper', quantity: 2, imageUrl: '/uploads/h.webp', price: 1444 }],
  subtotal: 2888,
  shippingCost: 49,
  discount: 0,
  discountCode: null,
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  paymentStatus: 'due_on_delivery',
  paidAt: null,
  payBy: null,
  shippingAddress: {
    recipientName: 'Asha Verma',
    recipientPhone: PHONES[1],
    street: '12 Lodhi Road',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110003',
    country: 'India',
  },
  customerName: 'Priya Sharma',
  customerEmail: EMAILS[0],
  customerPhone: PHONES[0],
  courierName: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  // Free text holding contact details, under keys that say nothing of them.
  events: [
    {
      at: '2025-09-01T09:00:00.000Z',
      status: 'pending',
      note: `Placed; questions to ${EMAILS[2]} or ${PHONES[3]}, gate code 4417`,
    },
  ],
  returns: [],
  returnRequests: [],
  returnWindows: [{ lineNo: 1, returnableUntil: null }],
};

interface Recorded {
  action: unknown;
  state: unknown;
}

/**
 * A stand-in for the extension's documented `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)`:
 * like the extension it lifts the store's reducer, sees every action that reaches it and the
 * state after it, and keeps what the options' sanitizers make of them (what the extension shows,
 * exports and sends nowhere else).
 */
function fakeExtension() {
  const recorded: Recorded[] = [];
  const options: Array<Record<string, unknown>> = [];
  const extensionCompose = (given: Record<string, unknown>) => {
    options.push(given);
    // Without sanitizers the extension takes actions and states as they are.
    const actionSanitizer = (given.actionSanitizer ?? ((action: UnknownAction) => action)) as (
      action: UnknownAction,
      id: number,
    ) => unknown;
    const stateSanitizer = (given.stateSanitizer ?? ((state: unknown) => state)) as (
      state: unknown,
      id: number,
    ) => unknown;
    const recording: StoreEnhancer = (createStore) => (reducer, preloaded) => {
      const lifted = ((state: unknown, action: UnknownAction) => {
        const next = (reducer as Reducer)(state, action);
        const id = recorded.length;
        recorded.push({ action: actionSanitizer(action, id), state: stateSanitizer(next, id) });
        return next;
      }) as typeof reducer;
      return createStore(lifted, preloaded);
    };
    return (...enhancers: StoreEnhancer[]) => compose(recording, ...enhancers);
  };
  return { recorded, options, extensionCompose };
}

interface Modules {
  store: typeof StoreModule;
  auth: typeof AuthModule;
  booking: typeof BookingModule;
  cart: typeof CartModule;
  api: typeof ApiModule;
}

/** The app's modules loaded afresh, so Redux Toolkit finds the fake extension on `window`. */
function loadWithExtension(extensionCompose: unknown): Modules {
  Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: extensionCompose });
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      store: require('../store') as typeof StoreModule,
      auth: require('@/features/auth') as typeof AuthModule,
      booking: require('@/features/booking') as typeof BookingModule,
      cart: require('@/features/cart') as typeof CartModule,
      api: require('@/shared/api') as typeof ApiModule,
    };
    // The orders feature adds its endpoints to the one API (read below through `endpoints`).
    require('@/features/orders') as typeof OrdersModule;
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules!;
}

afterEach(() => {
  delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
});

describe('the Redux DevTools sanitizers', () => {
  it('mask values by key and by what they look like, keep the shape, and leave the input alone', () => {
    const input = Object.freeze({
      auth: Object.freeze({ accessToken: ACCESS, refreshToken: null, expiries: 2 }),
      form: Object.freeze({ newPassword: PASSWORD, mobile: 9810000002, emailVerified: true, city: 'Delhi' }),
      notes: Object.freeze([`write to ${EMAILS[1]}`, 'order UE-20250901-00009 of 1,444.00', 1732752000000]),
      [`getBookings({"email":"${EMAILS[1]}"})`]: Object.freeze({ status: 'fulfilled' }),
      headers: new Headers({ Authorization: `Bearer ${ACCESS}` }),
    });
    expect(sanitizeState(input)).toEqual({
      auth: { accessToken: MASK, refreshToken: null, expiries: 2 },
      form: { newPassword: MASK, mobile: MASK, emailVerified: true, city: 'Delhi' },
      notes: [`write to ${MASK}`, 'order UE-20250901-00009 of 1,444.00', 1732752000000],
      [`getBookings({"email":"${MASK}"})`]: { status: 'fulfilled' },
      headers: '«Headers»',
    });
    expect(input.auth.accessToken).toBe(ACCESS);
    expect(sanitizeAction({ type: 'auth/loggedIn', payload: { tokens: { accessToken: ACCESS } } })).toEqual({
      type: 'auth/loggedIn',
      payload: { tokens: { accessToken: MASK } },
    });
  });

  it('find Indian phone numbers in every usual spelling, and leave other numbers', () => {
    for (const phone of [...PHONES, '+919810000002', '919810000002', '98100-00002', '+91-22-2345-6789'])
      expect([phone, maskContactsIn(`call ${phone} today`)]).toEqual([phone, `call ${MASK} today`]);
    for (const other of ['110016', '2026-09-12', '07AAACU1234F1ZS', 'UE-20250901-00009', '1732752000000', '₹1,44,400'])
      expect(maskContactsIn(other)).toBe(other);
  });

  it('give the extension a logged-in session with a bag, a profile and an order without tokens, password, phones or e-mails, and the bag whole', async () => {
    installFakeApi({
      'POST /api/Auth/login': () =>
        ok({ tokens: { accessToken: ACCESS, refreshToken: REFRESH }, user }, 'Login successful'),
      'GET /api/User/profile': () => ok(user),
      'GET /api/Order/number/UE-20250901-00009': () => ok(order),
    });
    const extension = fakeExtension();
    const { store: storeModule, auth, booking, cart, api } = loadWithExtension(extension.extensionCompose);
    const { store, persistor } = storeModule.createAppStore();
    await whenRehydrated(persistor);
    expect(extension.options).toHaveLength(1);

    await store.dispatch(auth.authApi.endpoints.login.initiate({ email: user.email, password: PASSWORD }));
    store.dispatch(cart.cartActions.lineAdded(hamper));
    store.dispatch(cart.cartActions.lineAdded({ ...hamper, colour: 'beige' as const }));
    store.dispatch(cart.cartActions.quantityIncreased(cart.lineKey(hamper)));
    await store.dispatch(auth.authApi.endpoints.getProfile.initiate());
    const endpoints = api.baseApi.endpoints as unknown as Record<
      string,
      { initiate: (arg: string) => Parameters<typeof store.dispatch>[0] }
    >;
    await store.dispatch(endpoints.getOrderDetail.initiate(order.orderNumber));
    store.dispatch(api.sessionTokensRefreshed(ROTATED));
    store.dispatch(
      booking.bookingActions.formChanged({
        name: 'Priya Sharma',
        email: EMAILS[1],
        phone: PHONES[2],
        message: `or ${EMAILS[2]}`,
      }),
    );

    const real = store.getState();
    // The real state keeps everything (the app runs on it).
    expect(real.auth.accessToken).toBe(ROTATED.accessToken);
    expect(JSON.stringify(real)).toContain(PHONES[1]);

    const seen = JSON.stringify({ recorded: extension.recorded, now: sanitizeState(real) });
    const secrets = [
      ACCESS,
      REFRESH,
      ROTATED.accessToken,
      ROTATED.refreshToken,
      PASSWORD,
      ...EMAILS,
      ...PHONES,
      ...DIGITS,
    ];
    expect(secrets.filter((secret) => seen.includes(secret))).toEqual([]);
    // Every kind of action reached the extension (login with its arguments, the cache, the tokens).
    const types = extension.recorded.map(({ action }) => (action as UnknownAction).type);
    expect(types).toEqual(
      expect.arrayContaining([
        'auth/loggedIn',
        'cart/lineAdded',
        'api/executeMutation/fulfilled',
        'api/executeQuery/fulfilled',
      ]),
    );
    expect(seen).toContain(MASK);

    // The bag as the extension has it is the real one, and its actions replay to it.
    const { _persist: _ignored, ...realBag } = real.cart as typeof real.cart & { _persist?: unknown };
    expect(sanitizeState(real).cart).toEqual(real.cart);
    const replayed = extension.recorded
      .map(({ action }) => action as UnknownAction)
      .filter((action) => action.type.startsWith('cart/'))
      .reduce(cart.cartSlice.reducer, cart.cartSlice.reducer(undefined, { type: 'init' }));
    expect(replayed).toEqual(realBag);
    expect(realBag.lines.map((line: { id: number; quantity: number }) => [line.id, line.quantity])).toEqual([
      [11, 2],
      [11, 1],
    ]);
  });
});
