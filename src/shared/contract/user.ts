import * as yup from 'yup';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  PHONE_MAX_LENGTH,
} from '../config/auth';
import { EMAIL_PATTERN, isMailSafe } from './fields/email';
import { VALIDATION_MESSAGES as M } from './fields/messages';
import { noLinks } from './fields/noLinks';
import type { PartialKeys } from './fields/types';

// The user and the auth payloads: the client forms and the server validate with the same schemas.

export const emailField = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .required(M.emailRequired)
    .max(EMAIL_MAX_LENGTH, M.tooLong(EMAIL_MAX_LENGTH))
    .matches(EMAIL_PATTERN, M.emailInvalid);

/** The e-mail of a new account: it becomes the recipient of the account's mails. */
const newAccountEmailField = () => emailField().test('mail-safe', M.emailInvalid, isMailSafe);

/** A person's name: it is printed in mails and on documents, so it may not carry a web link. */
const nameField = (requiredMessage: string) =>
  noLinks(yup.string().trim().required(requiredMessage).max(NAME_MAX_LENGTH, M.tooLong(NAME_MAX_LENGTH)));

const newPasswordField = () =>
  yup
    .string()
    .required(M.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, M.tooLong(PASSWORD_MAX_LENGTH))
    .matches(PASSWORD_PATTERN, M.passwordPolicy);

const confirmPasswordField = () =>
  yup
    .string()
    .required(M.confirmPasswordRequired)
    .oneOf([yup.ref('password')], M.passwordsDoNotMatch);

const phoneField = () =>
  yup
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, M.tooLong(PHONE_MAX_LENGTH))
    .matches(/^\+?[0-9 ()-]{7,20}$/, { message: M.phoneInvalid, excludeEmptyString: true })
    .default('');

export const loginSchema = yup.object({
  email: emailField(),
  // The login form does not apply the password policy: old passwords must still work.
  password: yup.string().required(M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.tooLong(PASSWORD_MAX_LENGTH)),
  rememberMe: yup.boolean().default(false),
});

export const registerSchema = yup.object({
  firstName: nameField(M.firstNameRequired),
  lastName: nameField(M.lastNameRequired),
  email: newAccountEmailField(),
  phone: phoneField(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
  acceptTerms: yup.boolean().required(M.acceptTerms).oneOf([true], M.acceptTerms),
});

/** The admin registration payload names the phone `phoneNumber` (spec, admin document, Entities). */
export const registerAdminSchema = yup.object({
  firstName: nameField(M.firstNameRequired),
  lastName: nameField(M.lastNameRequired),
  email: newAccountEmailField(),
  phoneNumber: phoneField(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
  acceptTerms: yup.boolean().required(M.acceptTerms).oneOf([true], M.acceptTerms),
});

export const forgotPasswordSchema = yup.object({ email: emailField() });

export const resetPasswordSchema = yup.object({
  token: yup.string().trim().required(M.tokenRequired).max(200, M.tooLong(200)),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});

/** The token of an unlock link (mailed when an account's login budget ran out). */
export const unlockAccountSchema = yup.object({
  token: yup.string().trim().required(M.tokenRequired).max(200, M.tooLong(200)),
});

/** What a customer may change in their profile: never the e-mail or the role. */
export const profileUpdateSchema = yup.object({
  firstName: nameField(M.firstNameRequired),
  lastName: nameField(M.lastNameRequired),
  phone: phoneField(),
});

export const refreshTokenSchema = yup.object({
  refreshToken: yup.string().trim().required('A refresh token is required').max(200, M.tooLong(200)),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
export type RegisterInput = yup.InferType<typeof registerSchema>;
export type RegisterAdminInput = yup.InferType<typeof registerAdminSchema>;
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;
export type UnlockAccountInput = yup.InferType<typeof unlockAccountSchema>;
export type ProfileUpdateInput = yup.InferType<typeof profileUpdateSchema>;
export type RefreshTokenInput = yup.InferType<typeof refreshTokenSchema>;

// Requests: what a client may leave out is what the schema gives a default.
export type LoginRequest = PartialKeys<LoginInput, 'rememberMe'>;
export type RegisterRequest = PartialKeys<RegisterInput, 'phone'>;
export type RegisterAdminRequest = PartialKeys<RegisterAdminInput, 'phoneNumber'>;

export type Role = 'Admin' | 'Customer';

/** The user as the API shows it: never a password hash or internal state. */
export interface User extends ProfileUpdateInput {
  id: number;
  email: string;
  role: Role;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoginData {
  tokens: AuthTokens;
  user: User;
}

export interface VerifyTokenData {
  valid: true;
  user: User;
}
