import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { AUTH_TEXT, selectHasStoredSession, useAdminVerification, useLogoutMutation, useVerifyTokenQuery } from '@/features/auth';
import { PRODUCT_TEXT } from '@/features/products';
import { errorMessage } from '@/shared/api';
import { ROUTES, SESSION_EXPIRED_PATH } from '@/shared/config/routes';
import { useToast } from '@/shared/ui/toasts';

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * The product entry page's own admin checks (spec §6), on top of the route's RequireAdmin:
 * - on load the token is verified (the answer RequireAdmin just fetched); a non-admin sees
 *   `You need admin privileges to access this page` and is logged out, as on any verification error;
 * - before each save `authorize` verifies again with the server and checks the stored role;
 * - `endExpiredSession` is for a 401 during a save: logged out, sent to the admin login.
 */
export function useProductEntryAccess() {
  const toast = useToast();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const verifyAdmin = useAdminVerification();
  const hasSession = useSelector(selectHasStoredSession);
  // Once the session is gone there is nothing left to verify (and no answer to react to twice).
  const onLoad = useVerifyTokenQuery(undefined, { skip: !hasSession });
  const denied = useRef(false);

  const denyAccess = useCallback(
    async (message: string) => {
      if (denied.current) return;
      denied.current = true;
      toast.error(message);
      // Navigate in the same tick as the logout, so the guard does not redirect first.
      const loggingOut = logout();
      navigate(ROUTES.adminLogin, { replace: true });
      await loggingOut;
    },
    [logout, navigate, toast],
  );

  useEffect(() => {
    // A 401 that a refresh could not cure has already ended the session and redirected.
    if (onLoad.isError && statusOf(onLoad.error) !== 401) void denyAccess(errorMessage(onLoad.error, AUTH_TEXT.tokenVerificationFailed));
    else if (onLoad.data && onLoad.data.user.role !== 'Admin') void denyAccess(PRODUCT_TEXT.accessPageDenied);
  }, [onLoad.isError, onLoad.error, onLoad.data, denyAccess]);

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
