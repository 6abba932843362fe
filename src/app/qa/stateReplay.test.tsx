import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import { authApi, authActions } from '@/features/auth';
import { BookingWizard, bookingActions } from '@/features/booking';
import { BagButton, CART_TEXT, cartActions, lineKey } from '@/features/cart';
import { installFakeApi, ok } from '@/test/fakeApi';
import { createActionRecorder } from '@/test/actionRecorder';
import { whenRehydrated } from '@/test/persist';
import { renderWithProviders } from '@/test/renderWithProviders';
import { createAppStore, rootReducer, type RootState } from '../store';

const user = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
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

/** The state QA compares: everything but the RTK Query cache and redux-persist's bookkeeping. */
function comparable(state: RootState) {
  const { api: _api, ...rest } = state;
  return JSON.parse(JSON.stringify(rest, (key, value) => (key === '_persist' ? undefined : value)));
}

async function scriptedSession() {
  installFakeApi({
    'POST /api/Auth/login': () => ok({ tokens: { accessToken: 'acc', refreshToken: 'ref' }, user }, 'Login successful'),
    'POST /api/User/logout': () => ok(null, 'Logged out'),
  });
  const recorder = createActionRecorder();
  const { store, persistor } = createAppStore({ middleware: [recorder.middleware] });
  await whenRehydrated(persistor);

  await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'Customer@12345' }));
  store.dispatch(cartActions.lineAdded(hamper));
  store.dispatch(cartActions.lineAdded({ ...hamper, colour: 'beige' as const }));
  store.dispatch(cartActions.quantityIncreased(lineKey(hamper)));
  store.dispatch(cartActions.lineRemoved(lineKey({ ...hamper, colour: 'beige' as const })));
  store.dispatch(bookingActions.categoryChosen('services'));
  store.dispatch(bookingActions.serviceSelected(1));
  store.dispatch(bookingActions.nextStep());
  store.dispatch(bookingActions.dateSelected('2026-09-12'));
  store.dispatch(bookingActions.timeSelected('11:00 AM'));
  store.dispatch(bookingActions.formChanged({ preferredMethod: 'video-call' }));
  store.dispatch(bookingActions.nextStep());
  store.dispatch(
    bookingActions.formChanged({
      name: 'Priya Sharma',
      email: user.email,
      phone: '9810000002',
      message: 'Caricature artist for a team day',
    }),
  );
  store.dispatch(bookingActions.nextStep());
  await store.dispatch(authApi.endpoints.logout.initiate());
  await new Promise((resolve) => setTimeout(resolve, 10)); // the session listener's cache reset
  return { store, recorder };
}

describe('QA state replay', () => {
  it('records a scripted session whose actions and state are all serializable', async () => {
    const { store, recorder } = await scriptedSession();
    expect(recorder.actions.length).toBeGreaterThan(15);
    for (const action of recorder.actions) expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    const state = store.getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.booking.step).toBe(4);
    expect(state.cart.lines).toEqual([{ ...hamper, quantity: 2 }]);
    expect(state.auth.user).toBeNull();
  });

  it('replays the recorded log into a fresh store and reaches the same state (cache aside)', async () => {
    const { store, recorder } = await scriptedSession();
    // A store without persistence or middleware: reducers alone must rebuild the state.
    const fresh = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault({ serializableCheck: false }),
    });
    const exported = JSON.parse(JSON.stringify(recorder.actions)); // as DevTools would export it
    for (const action of exported) fresh.dispatch(action);
    expect(comparable(fresh.getState())).toEqual(comparable(store.getState()));
  });

  it('replaying part of the log stops at that point (QA can step through it)', async () => {
    const { recorder } = await scriptedSession();
    const fresh = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault({ serializableCheck: false }),
    });
    const upToLogin = recorder.actions.findIndex((action) => action.type === authActions.loggedIn.type);
    for (const action of recorder.actions.slice(0, upToLogin + 1)) fresh.dispatch(action);
    expect(fresh.getState().auth.user).toEqual(user);
    expect(fresh.getState().cart.lines).toEqual([]);
  });
});

describe('QA state import', () => {
  it('a fresh store loaded with an exported state renders that bag and that wizard step', async () => {
    // Build the state a QA engineer would export from Redux DevTools: bag open with two lines,
    // the booking wizard on step 3 with the visitor's details typed in.
    const { store: source, persistor } = createAppStore();
    await whenRehydrated(persistor);
    source.dispatch(cartActions.lineAdded(hamper));
    source.dispatch(cartActions.lineAdded(hamper));
    source.dispatch(cartActions.lineAdded({ ...hamper, colour: 'beige' as const }));
    source.dispatch(cartActions.drawerOpened());
    source.dispatch(bookingActions.categoryChosen('services'));
    source.dispatch(bookingActions.serviceSelected(1));
    source.dispatch(bookingActions.nextStep());
    source.dispatch(bookingActions.dateSelected('2026-09-12'));
    source.dispatch(bookingActions.timeSelected('11:00 AM'));
    source.dispatch(
      bookingActions.formChanged({ preferredMethod: 'video-call', name: 'Priya Sharma', phone: '9810000002' }),
    );
    source.dispatch(bookingActions.nextStep());
    const exported = JSON.stringify(source.getState());

    const imported = JSON.parse(exported) as RootState;
    renderWithProviders(
      <>
        <BagButton />
        <BookingWizard />
      </>,
      { preloadedState: imported },
    );

    const bag = await screen.findByRole('dialog', { name: new RegExp(CART_TEXT.title) });
    expect(within(bag).getByTestId('bag-subtotal')).toHaveTextContent('₹4,332');
    expect(within(bag).getByText('Size M · Green')).toBeInTheDocument();
    expect(within(bag).getByText('Size M · Beige')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Your Information/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Priya Sharma');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('9810000002');
  });
});
