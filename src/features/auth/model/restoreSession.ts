import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from '../api/authApi';
import { authActions, selectHasStoredSession, type AuthState } from './authSlice';

/**
 * Start-up check (spec: States and transitions): with a stored token and user, the user is restored at once and the
 * profile is fetched; if that fails for any reason, the user is logged out and cleared (the
 * server is told too, so the refresh token dies with the session). A 401 that no refresh could
 * cure has already ended the session (as "expired", which the site explains).
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
    } else if (getState().auth.user) {
      await dispatch(authApi.endpoints.logout.initiate());
    } else {
      dispatch(authActions.sessionChecked());
    }
  },
);
