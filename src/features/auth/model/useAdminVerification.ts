import { useCallback } from 'react';
import { errorMessage, errorStatus } from '@/shared/api';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import { authApi } from '../api/authApi';
import { selectUser } from './authSlice';
import { AUTH_TEXT } from './text';

export type AdminVerification =
  | { ok: true }
  /** The server answered 401 even after a refresh: the session is over. */
  | { ok: false; reason: 'expired'; message: string }
  /** A valid session of someone who is not an Admin, or a stored user who is not one. */
  | { ok: false; reason: 'notAdmin'; message: string }
  /** The check itself failed (network, server error). */
  | { ok: false; reason: 'error'; message: string };

/**
 * Asks the server (`Auth/verify-token`, never a cached answer, never into the guard's cache) whether the session is an
 * admin's, and checks the stored user's role too (spec: Roles and permissions: product entry verifies on submit).
 */
export function useAdminVerification() {
  const dispatch = useFeatureDispatch();
  const storedUser = useFeatureSelector(selectUser);

  return useCallback(async (): Promise<AdminVerification> => {
    const result = await dispatch(authApi.endpoints.checkToken.initiate());
    if (result.error) {
      const status = errorStatus(result.error);
      const message = errorMessage(result.error, AUTH_TEXT.tokenVerificationFailed);
      if (status === 401) return { ok: false, reason: 'expired', message };
      if (status === 403) return { ok: false, reason: 'notAdmin', message };
      return { ok: false, reason: 'error', message };
    }
    if (result.data?.user.role !== 'Admin' || storedUser?.role !== 'Admin') {
      return { ok: false, reason: 'notAdmin', message: AUTH_TEXT.tokenVerificationFailed };
    }
    return { ok: true };
  }, [dispatch, storedUser]);
}
