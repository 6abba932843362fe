import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { PageLoader } from '@/shared/ui/PageLoader';
import { selectSessionStatus, selectUser } from '../model/authSlice';

/** Location state carrying where a redirected visitor wanted to go. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Logged-in users only (spec §2 /user/profile): `Loading...` while the session is being
 * determined, then the page, or a redirect to `/` that keeps the origin so logging in can
 * bring the visitor back. Checkout redirects to the login page instead (`redirectTo`).
 */
export function RequireAuth({ children, redirectTo = ROUTES.home }: { children: ReactNode; redirectTo?: string }) {
  const status = useSelector(selectSessionStatus);
  const user = useSelector(selectUser);
  const location = useLocation();
  if (status === 'checking') return <PageLoader />;
  if (!user) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={redirectTo} replace state={state} />;
  }
  return <>{children}</>;
}
