import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { loginPath } from '@/shared/lib/loginRedirect';
import { useFeatureSelector } from '@/shared/model/hooks';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';
import { selectSessionEndedBy, selectSessionStatus, selectUser } from '../model/authSlice';
import { AUTH_TEXT } from '../model/text';
import type { FromState } from '../model/returnTo';

export type { FromState } from '../model/returnTo';

const DEFAULT_EXPLANATION: LoginRequiredText = { detail: AUTH_TEXT.loginRequiredDetail };

/** What a guarded page says to a visitor it sends away: a heading (optional) and the reason. */
export interface LoginRequiredText {
  title?: string;
  detail: string;
}

/** Sends the visitor away (to `/` by default) keeping the origin; says why when they arrived logged out. */
function RedirectAway({
  to,
  from,
  explain,
}: {
  to: string;
  from: FromState['from'];
  explain: LoginRequiredText | null;
}) {
  const toast = useToast();
  const explained = useRef(false);
  useEffect(() => {
    if (!explain || explained.current) return;
    explained.current = true;
    toast.info(explain.detail, explain.title);
  }, [explain, toast]);
  const state: FromState = { from };
  return <Navigate to={to} replace state={state} />;
}

/**
 * Logged-in users only (spec: Screens and routes /user/profile): `Loading...` while the session is being
 * determined, then the page, or a redirect to `/` that keeps the origin so logging in can
 * bring the visitor back. A toast explains the redirect (`explanation`, by default "You need to
 * be logged in to access this page"), except to someone who logged out there. Checkout sends the
 * visitor to the login page instead (`redirectTo`), and so does every guarded page when a failed
 * token refresh ended the session: /login?session=expired&returnTo=<the page> (after logging in they come back).
 */
export function RequireAuth({
  children,
  redirectTo = ROUTES.home,
  explanation = DEFAULT_EXPLANATION,
}: {
  children: ReactNode;
  redirectTo?: string;
  explanation?: LoginRequiredText;
}) {
  const status = useFeatureSelector(selectSessionStatus);
  const user = useFeatureSelector(selectUser);
  const endedBy = useFeatureSelector(selectSessionEndedBy);
  const location = useLocation();
  // Whether the page was shown: logging out there (or in another tab) needs no explanation.
  const pageShown = useRef(false);
  const showsPage = status === 'ready' && user !== null;
  useEffect(() => {
    if (showsPage) pageShown.current = true;
  }, [showsPage]);

  if (status === 'checking') return <PageLoader />;
  if (!user) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    if (endedBy === 'expired') {
      const expiredLogin = loginPath(`${from.pathname}${from.search}${from.hash}`, true);
      return <RedirectAway to={expiredLogin} from={from} explain={null} />;
    }
    return <RedirectAway to={redirectTo} from={from} explain={pageShown.current ? null : explanation} />;
  }
  return <>{children}</>;
}
