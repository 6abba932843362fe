import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders its children once the persisted state (bag, session) is back, like redux-persist's
 * PersistGate, but lifts inside a transition: the first full render of the page then runs in
 * slices that let the browser breathe, instead of one long task (PersistGate's plain setState
 * rendered the whole page at once, the largest block of a phone's main thread on first load).
 */
export function PersistedStateGate({
  persistor,
  onBeforeLift,
  children,
}: {
  persistor: Persistor;
  onBeforeLift?: () => void;
  children: ReactNode;
}) {
  const [lifted, setLifted] = useState(false);
  // Kept across StrictMode's second effect run in development, so the session is restored once.
  const liftedOnce = useRef(false);
  useEffect(() => {
    const liftWhenBootstrapped = () => {
      if (liftedOnce.current || !persistor.getState().bootstrapped) return;
      liftedOnce.current = true;
      onBeforeLift?.();
      startTransition(() => setLifted(true));
    };
    const unsubscribe = persistor.subscribe(liftWhenBootstrapped);
    liftWhenBootstrapped();
    return unsubscribe;
    // The persistor and the callback are fixed for the app's life (App creates them once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [persistor]);
  return lifted ? children : null;
}
