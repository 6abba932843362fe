// Texts of the auth feature, exactly as the spec writes them (Error catalogue of both documents).

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
  adminPageDenied: 'You need admin privileges to access this page',
  unexpectedError: 'An unexpected error occurred',
  resetLinkFailedRetry: 'Failed to send reset link. Please try again.',
  registrationFailedRetry: 'Registration failed. Please try again.',
  passwordResetFailed: 'Failed to reset password',
  // Account page (admin document, Screens and routes) and the customer screens' own texts (the spec leaves them out).
  loginRequired: 'Please login to view your profile',
  loginRequiredDetail: 'You need to be logged in to access this page',
  notProvided: 'Not provided',
  registrationSuccessful: 'Registration successful!',
  // When the login after registering fails: the address may already have had an account, whose
  // owner the server has e-mailed (the registration answer is the same either way).
  registrationCheckEmail:
    'Thank you for registering! We have sent a message to your e-mail address. If you already have an account with it, log in or reset your password.',
  passwordResetSuccessful: 'Password reset successfully! Please log in with your new password.',
  resetLinkMissing: 'This reset link is incomplete. Please ask for a new one.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile',
  loggedOut: 'You have been logged out.',
  // The login page following a mailed unlock link (`/login?unlock=...`).
  unlocking: 'Unlocking your account…',
  accountUnlocked: 'Your account is unlocked. You can log in now.',
  unlockFailed: 'Failed to unlock the account',
} as const;

/** What the account page's guard says to a logged-out visitor it sends away (admin document, Screens and routes). */
export const ACCOUNT_LOGIN_REQUIRED = {
  title: AUTH_TEXT.loginRequired,
  detail: AUTH_TEXT.loginRequiredDetail,
} as const;

/** Texts of the admin login screen that the spec describes without wording them. */
export const ADMIN_LOGIN_TEXT = {
  approvalNotice:
    'Admin accounts require approval. You can log in once an existing administrator has approved your account.',
  recoverPassword: 'Recover Password',
  registerAdmin: 'Register Admin Account',
  backToLogin: 'Back to Login',
} as const;
