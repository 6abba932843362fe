import { createAsyncThunk } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/api';
import { authApi } from '../api/authApi';
import { authActions, selectHasStoredSession, type AuthState } from './authSlice';

/** Answers that mean the stored session is no longer valid (as opposed to a network hiccup). */
const REJECTING_STATUSES = new Set<unknown>([401, 403, 404]);

/**
 * Start-up check (spec §4): with a stored token and user, the user is restored at once and the
 * profile is fetched; if the server rejects the session, it is cleared. A network failure or a
 * server error keeps the customer logged in (a flaky connection should not log anyone out);
 * the next authenticated call validates the session again.
 */
export const restoreSession = createAsyncThunk<void, void, { state: { auth: AuthState } }>(
  'auth/restoreSession',
  async (_arg, { dispatch, getState }) => {
    if (!selectHasStoredSession(getState())) {
      dispatch(authActions.sessionChecked());
      return;
    }
    const request = dispatch(authApi.endpoints.restoreSession.initiate(undefined, { forceRefetch: true }));
    const result = await request;
    request.unsubscribe();
    if (result.data) {
      dispatch(authActions.userUpdated(result.data));
      dispatch(authActions.sessionChecked());
    } else if (getState().auth.user && REJECTING_STATUSES.has((result.error as { status?: unknown } | undefined)?.status)) {
      dispatch(sessionEnded({ reason: 'invalid' }));
    } else {
      dispatch(authActions.sessionChecked());
    }
  },
);
