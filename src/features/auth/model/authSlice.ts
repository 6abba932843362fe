import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionTokensRefreshed } from '@/shared/api';
import type { LoginData, User } from '@/shared/contract/user';

/**
 * `checking` while a stored session is being validated at start (pages show Loading...),
 * `ready` once the app knows whether someone is logged in.
 */
export type SessionStatus = 'checking' | 'ready';

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
  status: SessionStatus;
  /** Why the last session ended (null while logged in or never logged in): guards word their redirect by it. */
  endedBy: SessionEndReason | null;
  /** How many sessions a failed refresh has ended; the expiry notice shows once per increment. */
  expiries: number;
}

export type SessionEndReason = ReturnType<typeof sessionEnded>['payload']['reason'];

export const initialAuthState: AuthState = {
  accessToken: null,
  refreshToken: null,
  user: null,
  status: 'checking',
  endedBy: null,
  expiries: 0,
};

const cleared = (state: AuthState, action: ReturnType<typeof sessionEnded>) => {
  state.accessToken = null;
  state.refreshToken = null;
  state.user = null;
  state.status = 'ready';
  state.endedBy = action.payload.reason;
  if (action.payload.reason === 'expired') state.expiries += 1;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<LoginData>) {
      state.accessToken = action.payload.tokens.accessToken;
      state.refreshToken = action.payload.tokens.refreshToken;
      state.user = action.payload.user;
      state.status = 'ready';
      state.endedBy = null;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    sessionChecked(state) {
      state.status = 'ready';
    },
    /** Another tab logged in, out, or refreshed: adopt its stored session. */
    syncedFromStorage(
      state,
      action: PayloadAction<{ accessToken: string | null; refreshToken: string | null; user: User | null }>,
    ) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionTokensRefreshed, (state, action) => {
        state.accessToken = action.payload.accessToken;
        state.refreshToken = action.payload.refreshToken;
      })
      .addCase(sessionEnded, cleared);
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null && state.accessToken !== null,
    selectIsAdmin: (state) => state.user?.role === 'Admin' && state.accessToken !== null,
    selectSessionStatus: (state) => state.status,
    selectHasStoredSession: (state) => state.accessToken !== null && state.user !== null,
    selectSessionEndedBy: (state) => state.endedBy,
    selectSessionExpiries: (state) => state.expiries,
  },
});

export const authActions = authSlice.actions;
export const {
  selectUser,
  selectIsLoggedIn,
  selectIsAdmin,
  selectSessionStatus,
  selectHasStoredSession,
  selectSessionEndedBy,
  selectSessionExpiries,
} = authSlice.selectors;
