export {
  authApi,
  parseLoginData,
  useForgotPasswordMutation,
  useGetProfileQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterAdminMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useVerifyTokenQuery,
  type LoginRequest,
  type RegisterAdminRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from './api/authApi';
export {
  authActions,
  authSlice,
  initialAuthState,
  selectHasStoredSession,
  selectIsAdmin,
  selectIsLoggedIn,
  selectSessionStatus,
  selectUser,
  type AuthState,
  type SessionStatus,
} from './model/authSlice';
export { ADMIN_LOGIN_TEXT, AUTH_TEXT } from './model/messages';
export { AUTH_STORED_FIELDS, authPersistConfig, startAuthStorageSync } from './model/persistence';
export { restoreSession } from './model/restoreSession';
export { useAdminVerification, type AdminVerification } from './model/useAdminVerification';
export { RequireAdmin } from './ui/RequireAdmin';
export { RequireAuth, type FromState } from './ui/RequireAuth';
export { LoginForm, type LoginFormProps } from './ui/LoginForm';
export { AdminResetForm } from './ui/AdminResetForm';
export { RegisterAdminForm } from './ui/RegisterAdminForm';
