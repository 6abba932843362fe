import { createAction } from '@reduxjs/toolkit';
import type { AuthTokens } from '../contract/user';

/**
 * The part of the session the API layer needs. The auth feature owns the slice (mounted at
 * `auth`) and reacts to these actions; the API layer only reads tokens and announces changes,
 * so shared code never imports a feature.
 */
export interface SessionTokensState {
  accessToken: string | null;
  refreshToken: string | null;
}

export interface RootStateWithSession {
  auth: SessionTokensState;
}

export const selectAccessToken = (state: RootStateWithSession) => state.auth.accessToken;
export const selectRefreshToken = (state: RootStateWithSession) => state.auth.refreshToken;

/** New tokens from `Auth/refresh-token`. */
export const sessionTokensRefreshed = createAction<AuthTokens>('session/tokensRefreshed');

/** The session is over (refresh failed, no refresh token, logout): clear tokens and user. */
export const sessionEnded = createAction<{ reason: 'expired' | 'logout' | 'loginFailed' | 'invalid' }>('session/ended');
