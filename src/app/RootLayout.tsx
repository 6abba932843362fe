import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionExpiryNotice } from '@/features/auth';
import { PageLoader } from '@/shared/ui/PageLoader';

/** Spec: Screens and routes: every route change scrolls to the top (in-page anchors and query changes do not). */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  useScrollToTopOnPathChange();
  return (
    <>
      <SessionExpiryNotice />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
