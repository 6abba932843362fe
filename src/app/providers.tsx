import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { restoreSession } from '@/features/auth';
import { ToastHost } from '@/shared/ui/toasts';
import { PersistedStateGate } from './PersistedStateGate';
import type { AppStore } from './store';

/**
 * Store and persisted state. The stored session is validated as soon as the persisted state is
 * back (spec: States and transitions), while the page renders. Page titles and meta tags need no provider (PageMeta).
 */
export function AppProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <PersistedStateGate persistor={persistor} onBeforeLift={() => void store.dispatch(restoreSession())}>
        {children}
        <ToastHost />
      </PersistedStateGate>
    </Provider>
  );
}
