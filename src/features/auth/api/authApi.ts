import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  baseApi,
  selectRefreshToken,
  sessionEnded,
  toServiceError,
  withFallback,
  type RootStateWithSession,
} from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type {
  AuthTokens,
  ForgotPasswordInput,
  LoginData,
  LoginRequest,
  ProfileUpdateInput,
  RefreshTokenInput,
  RegisterAdminRequest,
  RegisterRequest,
  ResetPasswordInput,
  UnlockAccountInput,
  User,
  VerifyTokenData,
} from '@/shared/contract/user';
import { authActions } from '../model/authSlice';
import { AUTH_TEXT } from '../model/text';

/** The login answer must carry both tokens and the user (spec: Validation rules), otherwise it is refused. */
export function parseLoginData(body: unknown): LoginData | null {
  const data = (body as { data?: { tokens?: Partial<AuthTokens>; user?: User } } | null)?.data;
  const tokens = data?.tokens;
  if (
    typeof tokens?.accessToken !== 'string' ||
    typeof tokens.refreshToken !== 'string' ||
    !tokens.accessToken ||
    !tokens.refreshToken
  ) {
    return null;
  }
  if (typeof data?.user !== 'object' || data.user === null) return null;
  return { tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, user: data.user };
}

const invalidResponse: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: AUTH_TEXT.invalidResponse,
  data: { isSuccess: false, message: AUTH_TEXT.invalidResponse },
};

const unwrapData = <T>(response: ApiSuccess<T>) => response.data;

/** The stored user follows every answer that carries it (profile fetch and update). */
async function adoptUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: User }> },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(authActions.userUpdated(data));
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginData, LoginRequest>({
      async queryFn(credentials, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'Auth/login', method: 'POST', body: credentials });
        // The server's message (and field errors) when it sent one, otherwise "Login failed" (spec: Error catalogue).
        if (result.error)
          return { error: toServiceError(result.error, AUTH_TEXT.loginFailed) as unknown as FetchBaseQueryError };
        const data = parseLoginData(result.data);
        return data ? { data } : { error: invalidResponse };
      },
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authActions.loggedIn(data));
        } catch {
          // Spec: a failed login clears all stored tokens and the user.
          dispatch(sessionEnded({ reason: 'loginFailed' }));
        }
      },
    }),

    /**
     * Registers, then logs in with the same e-mail and password. The server answers a new and a
     * taken address alike (no tokens, no hint), so whether the login works is how the client
     * learns the account is new; when it does not, the owner has been e-mailed instead.
     */
    register: build.mutation<{ loggedIn: boolean }, RegisterRequest>({
      async queryFn(body, api, _extraOptions, baseQuery) {
        const registered = await baseQuery({
          url: 'Auth/register',
          method: 'POST',
          body: { ...body, role: 'Customer' },
        });
        // The same ServiceError shape as every endpoint's transformErrorResponse gives.
        if (registered.error)
          return {
            error: withFallback(AUTH_TEXT.registrationFailed)(registered.error) as unknown as FetchBaseQueryError,
          };
        const login = await baseQuery({
          url: 'Auth/login',
          method: 'POST',
          body: { email: body.email, password: body.password, rememberMe: false },
        });
        const session = login.error ? null : parseLoginData(login.data);
        if (session) api.dispatch(authActions.loggedIn(session));
        return { data: { loggedIn: session !== null } };
      },
    }),

    registerAdmin: build.mutation<{ message: string }, RegisterAdminRequest>({
      query: (body) => ({ url: 'Auth/register-admin', method: 'POST', body: { ...body, role: 'Admin' } }),
      transformResponse: (response: ApiSuccess<unknown>) => ({ message: response.message }),
      transformErrorResponse: withFallback(AUTH_TEXT.adminRegistrationFailed),
    }),

    forgotPassword: build.mutation<{ message: string }, ForgotPasswordInput>({
      query: (body) => ({ url: 'Auth/forgot-password', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<unknown>) => ({ message: response.message }),
      transformErrorResponse: withFallback(AUTH_TEXT.resetLinkFailed),
    }),

    resetPassword: build.mutation<{ message: string }, ResetPasswordInput>({
      query: (body) => ({ url: 'Auth/reset-password', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<unknown>) => ({ message: response.message }),
      transformErrorResponse: withFallback(AUTH_TEXT.passwordResetFailed),
    }),

    /** Follows a mailed unlock link (`/login?unlock=...`): lifts the lock of an account's login budget. */
    unlockAccount: build.mutation<{ message: string }, UnlockAccountInput>({
      query: (body) => ({ url: 'Auth/unlock', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<unknown>) => ({ message: response.message }),
      transformErrorResponse: withFallback(AUTH_TEXT.unlockFailed),
    }),

    refreshToken: build.mutation<AuthTokens, RefreshTokenInput>({
      query: (body) => ({ url: 'Auth/refresh-token', method: 'POST', body }),
      transformResponse: unwrapData<AuthTokens>,
      transformErrorResponse: withFallback(AUTH_TEXT.noRefreshToken),
    }),

    verifyToken: build.query<VerifyTokenData, void>({
      query: () => 'Auth/verify-token',
      transformResponse: unwrapData<VerifyTokenData>,
      transformErrorResponse: withFallback(AUTH_TEXT.tokenVerificationFailed),
      keepUnusedDataFor: 30,
    }),

    getProfile: build.query<User, void>({
      query: () => 'User/profile',
      transformResponse: unwrapData<User>,
      transformErrorResponse: withFallback(AUTH_TEXT.profileFailed),
      providesTags: ['Profile'],
      onQueryStarted: adoptUser,
    }),

    /** Name and phone only (the server ignores anything else); the stored user follows the answer. */
    updateProfile: build.mutation<User, ProfileUpdateInput>({
      query: (body) => ({ url: 'User/profile', method: 'PUT', body }),
      transformResponse: unwrapData<User>,
      transformErrorResponse: withFallback(AUTH_TEXT.profileUpdateFailed),
      invalidatesTags: ['Profile'],
      onQueryStarted: adoptUser,
    }),

    /** The start-up check of a stored session (kept apart from the account page's profile query). */
    restoreSession: build.query<User, void>({
      query: () => 'User/profile',
      transformResponse: unwrapData<User>,
      transformErrorResponse: withFallback(AUTH_TEXT.profileFailed),
    }),

    /**
     * The same check as `verifyToken`, on demand (product entry verifies before every save). A
     * mutation, so its answer never lands in the cache the admin guard watches: a refusal at save
     * time stops the save, it does not also trip the guard.
     */
    checkToken: build.mutation<VerifyTokenData, void>({
      query: () => 'Auth/verify-token',
      transformResponse: unwrapData<VerifyTokenData>,
      transformErrorResponse: withFallback(AUTH_TEXT.tokenVerificationFailed),
    }),

    logout: build.mutation<null, void>({
      async queryFn(_arg, api, _extraOptions, baseQuery) {
        const refreshToken = selectRefreshToken(api.getState() as RootStateWithSession);
        // Clear first, so logging out is instant and happens whether or not the call succeeds.
        api.dispatch(sessionEnded({ reason: 'logout' }));
        // The refresh token is sent only when one is stored; the answer does not matter.
        if (refreshToken) await baseQuery({ url: 'User/logout', method: 'POST', body: { refreshToken } });
        return { data: null };
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRegisterAdminMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUnlockAccountMutation,
  useVerifyTokenQuery,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useLogoutMutation,
} = authApi;
