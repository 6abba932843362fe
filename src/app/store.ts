import { combineReducers, configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { authPersistConfig, authSlice } from '@/features/auth';
import { bookingSlice } from '@/features/booking';
import { cartPersistConfig, cartSlice } from '@/features/cart';
import { wishlistPersistConfig, wishlistSlice } from '@/features/wishlist';
import { baseApi, sessionEnded } from '@/shared/api';
import { DEVTOOLS_ENABLED } from '@/shared/config/env';
import { toastsSlice } from '@/shared/ui/toasts';
import { sanitizeAction, sanitizeState } from './devtoolsSanitizer';

/** redux-persist's own actions carry functions; they are the only non-serializable actions. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export const rootReducer = combineReducers({
  // Persisted: exactly the session (accessToken, refreshToken, user), the bag lines and the guest's wishlist.
  [authSlice.reducerPath]: persistReducer(authPersistConfig, authSlice.reducer),
  [cartSlice.reducerPath]: persistReducer(cartPersistConfig, cartSlice.reducer),
  [wishlistSlice.reducerPath]: persistReducer(wishlistPersistConfig, wishlistSlice.reducer),
  [bookingSlice.reducerPath]: bookingSlice.reducer,
  [toastsSlice.reducerPath]: toastsSlice.reducer,
  // Never persisted: cached server answers are fetched again after a reload.
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** When a session ends, cached answers of that user (orders, addresses...) are dropped. */
function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionEnded,
    effect: async (_action, api) => {
      // After the request that ended the session has reported its own failure.
      await api.delay(0);
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener;
}

export interface CreateStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Extra middleware (tests record actions with it). */
  middleware?: Middleware[];
}

export function createAppStore({ preloadedState, middleware = [] }: CreateStoreOptions = {}) {
  const sessionListener = createSessionListener();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      })
        .prepend(sessionListener.middleware)
        .concat(baseApi.middleware, ...middleware),
    // QA exports, imports and replays state with the Redux DevTools extension, which sees copies
    // with the session's tokens, passwords, phones and e-mails masked (devtoolsSanitizer.ts).
    devTools: DEVTOOLS_ENABLED
      ? {
          name: 'Utsav Events',
          trace: false,
          stateSanitizer: (state) => sanitizeState(state),
          actionSanitizer: (action) => sanitizeAction(action),
        }
      : false,
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
