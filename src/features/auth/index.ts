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
  useUpdateProfileMutation,
  useVerifyTokenQuery,
  type LoginRequest,
  type ProfileUpdateRequest,
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
  selectSessionEndedBy,
  selectSessionExpiries,
  selectSessionStatus,
  selectUser,
  type AuthState,
  type SessionEndReason,
  type SessionStatus,
} from './model/authSlice';
export { ACCOUNT_LOGIN_REQUIRED, ADMIN_LOGIN_TEXT, AUTH_TEXT } from './model/text';
export { AUTH_STORED_FIELDS, authPersistConfig, startAuthStorageSync } from './model/persistence';
export { restoreSession } from './model/restoreSession';
export { loginLinkState, originPathname, returnPath, type FromState } from './model/returnTo';
export { useAdminVerification, type AdminVerification } from './model/useAdminVerification';
export { AuthCard, type AuthCardProps } from './ui/AuthCard';
export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export { GuestOnly } from './ui/GuestOnly';
export { LoginForm, type LoginFormProps } from './ui/LoginForm';
export { ProfileDetails } from './ui/ProfileDetails';
export { RegisterAdminForm } from './ui/RegisterAdminForm';
export { RegisterForm } from './ui/RegisterForm';
export { LazyRequireAdmin as RequireAdmin } from './ui/LazyRequireAdmin';
export { RequireAuth, type LoginRequiredText } from './ui/RequireAuth';
export { SessionExpiryNotice } from './ui/SessionExpiryNotice';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ui/ResetPasswordForm';
