import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useFeatureSelector } from '@/shared/model/hooks';
import { PageLoader } from '@/shared/ui/PageLoader';
import { selectSessionStatus, selectUser } from '../model/authSlice';
import { returnPath } from '../model/returnPath';

/**
 * Screens for logged-out visitors (login, registration). Someone logged in, including someone who
 * just logged in there, goes back to where they came from, otherwise to their account area.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useFeatureSelector(selectUser);
  const status = useFeatureSelector(selectSessionStatus);
  if (status === 'checking') return <PageLoader />;
  if (user) return <Navigate to={returnPath(location.state, user.role, location.search)} replace />;
  return <>{children}</>;
}
