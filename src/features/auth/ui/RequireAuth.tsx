import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';
import { selectSessionStatus, selectUser } from '../model/authSlice';
import { AUTH_TEXT } from '../model/messages';
import type { FromState } from '../model/returnTo';

export type { FromState } from '../model/returnTo';

/** Sends the visitor away (to `/` by default) keeping the origin; says why when they arrived logged out. */
function RedirectAway({ to, from, explain }: { to: string; from: FromState['from']; explain: boolean }) {
  const toast = useToast();
  useEffect(() => {
    if (explain) toast.info(AUTH_TEXT.loginRequiredDetail);
  }, [explain, toast]);
  const state: FromState = { from };
  return <Navigate to={to} replace state={state} />;
}

/**
 * Logged-in users only (spec §2 /user/profile): `Loading...` while the session is being
 * determined, then the page, or a redirect to `/` that keeps the origin so logging in can
 * bring the visitor back. A toast explains the redirect, except to someone who logged out there.
 * Checkout sends the visitor to the login page instead (`redirectTo`).
 */
export function RequireAuth({ children, redirectTo = ROUTES.home }: { children: ReactNode; redirectTo?: string }) {
  const status = useSelector(selectSessionStatus);
  const user = useSelector(selectUser);
  const location = useLocation();
  // Whether the page was shown: logging out there (or in another tab) needs no explanation.
  const pageShown = useRef(false);
  const showsPage = status === 'ready' && user !== null;
  useEffect(() => {
    if (showsPage) pageShown.current = true;
  }, [showsPage]);

  if (status === 'checking') return <PageLoader />;
  if (!user) {
    return (
      <RedirectAway to={redirectTo} from={{ pathname: location.pathname, search: location.search, hash: location.hash }} explain={!pageShown.current} />
    );
  }
  return <>{children}</>;
}
