export { authApi, useGetProfileQuery, useLogoutMutation, useVerifyTokenQuery } from './api/authApi';
export {
  authActions,
  authSlice,
  selectIsAdmin,
  selectIsLoggedIn,
  selectSessionStatus,
  selectUser,
} from './model/authSlice';
export { ACCOUNT_LOGIN_REQUIRED, ADMIN_LOGIN_TEXT, AUTH_TEXT } from './model/text';
export { authPersistConfig, startAuthStorageSync } from './model/persistence';
export { restoreSession } from './model/restoreSession';
export { loginLinkState } from './model/returnTo';
export { originPathname } from './model/returnPath';
export { useAdminVerification } from './model/useAdminVerification';
export { AuthCard } from './ui/AuthCard';
export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export { GuestOnly } from './ui/GuestOnly';
export { LoginForm } from './ui/LoginForm';
export { ProfileDetails } from './ui/ProfileDetails';
export { RegisterAdminForm } from './ui/RegisterAdminForm';
export { RegisterForm } from './ui/RegisterForm';
export { LazyRequireAdmin as RequireAdmin } from './ui/LazyRequireAdmin';
export { RequireAuth } from './ui/RequireAuth';
export { SessionExpiryNotice } from './ui/SessionExpiryNotice';
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { UnlockNotice } from './ui/UnlockNotice';
