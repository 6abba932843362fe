import type { Persistor } from 'redux-persist';

/** Resolves once redux-persist has read the stored state back. */
export function whenRehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) {
      resolve();
      return;
    }
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** Writes pending state changes to storage now. */
export async function flushed(persistor: Persistor): Promise<void> {
  await whenRehydrated(persistor);
  await persistor.flush();
}
