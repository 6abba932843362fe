import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useVerifyTokenQuery } from '../api/authApi';
import { selectHasStoredSession, selectSessionStatus } from '../model/authSlice';
import type { FromState } from './RequireAuth';

/**
 * The admin areas' wrapper: verifies the token with the server (`Auth/verify-token`) and the
 * Admin role; shows a loading state meanwhile; sends everyone else to /admin/login. The server
 * checks the role on every admin call too: this wrapper is a convenience, not the protection.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSelector(selectSessionStatus);
  const hasSession = useSelector(selectHasStoredSession);
  const location = useLocation();
  const { data, isLoading, isFetching, isError } = useVerifyTokenQuery(undefined, {
    skip: status === 'checking' || !hasSession,
    refetchOnMountOrArgChange: true,
  });

  if (status === 'checking' || (hasSession && (isLoading || (isFetching && !data)))) return <PageLoader />;
  if (!hasSession || isError || data?.user.role !== 'Admin') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={ROUTES.adminLogin} replace state={state} />;
  }
  return <>{children}</>;
}
