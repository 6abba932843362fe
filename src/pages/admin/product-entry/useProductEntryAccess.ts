import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAdminVerification, useLogoutMutation } from '@/features/auth';
import { PRODUCT_TEXT } from '@/features/product-admin';
import { SESSION_EXPIRED_PATH } from '@/shared/config/routes';
import { useToast } from '@/shared/ui/toasts';

/**
 * The product entry page's own admin checks (spec: Roles and permissions), on top of the route's RequireAdmin (which
 * verifies the token on load and logs out a non-admin or any verification error):
 * - before each save `authorize` verifies again with the server and checks the stored role;
 * - `endExpiredSession` is for a 401 during a save: logged out, sent to the admin login.
 */
export function useProductEntryAccess() {
  const toast = useToast();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const verifyAdmin = useAdminVerification();

  const endExpiredSession = useCallback(async () => {
    const loggingOut = logout();
    navigate(SESSION_EXPIRED_PATH, { replace: true });
    await loggingOut;
  }, [logout, navigate]);

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
