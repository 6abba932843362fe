import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAdminVerification } from '@/features/auth';
import { PRODUCT_TEXT } from '@/features/product-admin';
import { loginPath } from '@/shared/lib/loginRedirect';
import { useToast } from '@/shared/ui/toasts';

/**
 * The product entry page's own admin checks (spec: Roles and permissions), on top of the route's RequireAdmin (which
 * verifies the token on load and logs out a non-admin or any verification error):
 * - before each save `authorize` verifies again with the server and checks the stored role;
 * - `endExpiredSession` is for a 401 during a save (the session has already ended): sent to the admin login.
 */
export function useProductEntryAccess() {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const verifyAdmin = useAdminVerification();

  // A 401 reaches the page only after the base query's refresh failed, which has already ended the
  // session (tokens cleared, as "expired"): a logout now would only relabel it.
  const endExpiredSession = useCallback(() => {
    navigate(loginPath(`${pathname}${search}`, true), { replace: true });
  }, [navigate, pathname, search]);

  const authorize = useCallback(async () => {
    const result = await verifyAdmin();
    if (result.ok) return true;
    if (result.reason === 'expired') {
      toast.error(PRODUCT_TEXT.sessionExpired);
      await endExpiredSession();
    } else if (result.reason === 'notAdmin') {
      toast.error(PRODUCT_TEXT.actionDenied);
    } else {
      toast.error(result.message);
    }
    return false;
  }, [verifyAdmin, toast, endExpiredSession]);

  return { authorize, endExpiredSession };
}
