import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { restoreSession } from '@/features/auth';
import { ToastHost } from '@/shared/ui/toasts';
import type { AppStore } from './store';

/**
 * Store, persisted state and document head. The stored session is validated as soon as the
 * persisted state is back (spec §4), while the page renders.
 */
export function AppProviders({ store, persistor, children }: { store: AppStore; persistor: Persistor; children: ReactNode }) {
  return (
    <HelmetProvider>
      <Provider store={store}>
        <PersistGate persistor={persistor} onBeforeLift={() => void store.dispatch(restoreSession())}>
          {children}
          <ToastHost />
        </PersistGate>
      </Provider>
    </HelmetProvider>
  );
}
