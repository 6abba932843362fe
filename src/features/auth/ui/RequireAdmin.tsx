import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage, errorStatus } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { loginPath } from '@/shared/lib/loginRedirect';
import { useFeatureSelector } from '@/shared/model/hooks';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';
import { useLogoutMutation, useVerifyTokenQuery } from '../api/authApi';
import { selectHasStoredSession, selectSessionEndedBy, selectSessionStatus } from '../model/authSlice';
import { AUTH_TEXT } from '../model/text';

/** Says why, logs out (tokens cleared, server told) and goes to the admin login, once. */
function DenyAccess({ message }: { message: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(message);
    // Navigate in the same tick as the logout, so the guard's own redirect does not come first.
    void logout();
    navigate(ROUTES.adminLogin, { replace: true });
  }, [logout, message, navigate, toast]);
  return <PageLoader />;
}

/**
 * The admin areas' wrapper: verifies the token with the server (`Auth/verify-token`) and the
 * Admin role; shows a loading state meanwhile. A session that is not an admin's sees "You need
 * admin privileges to access this page" and is logged out, and so is one whose verification
 * fails in any other way (spec: States and transitions, Roles and permissions); a visitor without a session just goes to /admin/login.
 * The server checks the role on every admin call too: this wrapper is a convenience, not the protection.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useFeatureSelector(selectSessionStatus);
  const hasSession = useFeatureSelector(selectHasStoredSession);
  const endedBy = useFeatureSelector(selectSessionEndedBy);
  const location = useLocation();
  const { data, error, isLoading, isFetching, isError } = useVerifyTokenQuery(undefined, {
    skip: status === 'checking' || !hasSession,
    refetchOnMountOrArgChange: true,
  });

  if (status === 'checking' || (hasSession && (isLoading || (isFetching && !data)))) return <PageLoader />;
  // A 401 that a refresh could not cure (on this page's load too) has ended the session as
  // "expired": the branch below goes to /admin/login?session=expired with the way back, the same
  // address the base query navigates to, whichever of the two comes first.
  if (hasSession && isError && errorStatus(error) !== 401) {
    return <DenyAccess message={errorMessage(error, AUTH_TEXT.tokenVerificationFailed)} />;
  }
  if (hasSession && data && data.user.role !== 'Admin') return <DenyAccess message={AUTH_TEXT.adminPageDenied} />;
  if (!hasSession || isError || data?.user.role !== 'Admin') {
    const from = { pathname: location.pathname, search: location.search };
    const to = loginPath(`${from.pathname}${from.search}${location.hash}`, endedBy === 'expired');
    return <Navigate to={to} replace state={{ from }} />;
  }
  return <>{children}</>;
}
