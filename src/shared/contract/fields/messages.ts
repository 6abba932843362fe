import { PASSWORD_MIN_LENGTH } from '../../config/auth';

// Field messages used by client forms and server validation alike. Spec texts are exact.

export const VALIDATION_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordPolicy: `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include a number and a special character`,
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPasswordRequired: 'Please confirm your password',
  acceptTerms: 'You must accept the terms and conditions',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneInvalid: 'Please enter a valid phone number',
  tokenRequired: 'The reset link is missing its token',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;
