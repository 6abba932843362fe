import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';
import { useToast } from '@/shared/ui/toasts';
import { selectSessionExpiries } from '../model/authSlice';
import { AUTH_TEXT } from '../model/text';

/**
 * Says "Session expired. Please login again." when a failed token refresh ends the session on
 * the public site (at start or later), so a customer is never logged out without a word. The
 * admin area is left alone: it shows the same text on /admin/login?session=expired.
 */
export function SessionExpiryNotice() {
  const expiries = useFeatureSelector(selectSessionExpiries);
  const { pathname } = useLocation();
  const told = useRef(expiries);
  const inAdminArea = pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`);
  const toast = useToast();
  useEffect(() => {
    if (expiries === told.current) return;
    told.current = expiries;
    if (!inAdminArea) toast.error(AUTH_TEXT.sessionExpired);
  }, [expiries, inAdminArea, toast]);
  return null;
}
