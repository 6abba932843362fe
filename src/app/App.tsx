import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { startAuthStorageSync } from '@/features/auth';
import { startCartStorageSync } from '@/features/cart';
import { startWishlistStorageSync } from '@/features/wishlist';
import { flushOnPageHide } from './flushOnPageHide';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { createAppStore } from './store';

export function App() {
  const [{ store, persistor }] = useState(createAppStore);

  // Another tab's login, logout, bag or wishlist change reaches this tab through the storage event;
  // this tab's changes are written before it goes away.
  useEffect(() => {
    const stopAuth = startAuthStorageSync(store.dispatch);
    const stopCart = startCartStorageSync(store.dispatch);
    const stopWishlist = startWishlistStorageSync(store.dispatch);
    const stopFlushing = flushOnPageHide(persistor);
    return () => {
      stopFlushing();
      stopAuth();
      stopCart();
      stopWishlist();
    };
  }, [store, persistor]);

  return (
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
