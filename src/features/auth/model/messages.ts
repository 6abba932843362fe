// Texts of the auth feature, exactly as the spec writes them (§8 of both documents).

export const AUTH_TEXT = {
  invalidResponse: 'Invalid response format from server',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  adminRegistrationFailed: 'Admin registration failed',
  resetLinkFailed: 'Failed to send reset link',
  tokenVerificationFailed: 'Token verification failed',
  profileFailed: 'Failed to fetch profile',
  noRefreshToken: 'No refresh token available',
  loginSuccessful: 'Login successful!',
  resetLinkSent: 'Reset link sent successfully!',
  adminRegistrationSuccessful: 'Admin registration successful!',
  accessDenied: 'Access denied. Only administrators can login here.',
  sessionExpired: 'Session expired. Please login again.',
  unexpectedError: 'An unexpected error occurred',
  resetLinkFailedRetry: 'Failed to send reset link. Please try again.',
  registrationFailedRetry: 'Registration failed. Please try again.',
  passwordResetFailed: 'Failed to reset password',
} as const;

/** Texts of the admin login screen that the spec describes without wording them. */
export const ADMIN_LOGIN_TEXT = {
  approvalNotice: 'Admin accounts require approval. You can log in once an existing administrator has approved your account.',
  recoverPassword: 'Recover Password',
  registerAdmin: 'Register Admin Account',
  backToLogin: 'Back to Login',
} as const;
