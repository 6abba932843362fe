import { lazySchema } from '@/shared/ui/form';

// The auth forms' rules (the server's own schemas), loaded with yup on first validation and
// prefetched while idle, so the login, register and reset pages paint without them.
const authSchemas = () =>
  import(/* webpackChunkName: "validation-auth", webpackPrefetch: true */ '@/shared/contract/user');

export const loginFormSchema = lazySchema(() => authSchemas().then((m) => m.loginSchema));
export const registerFormSchema = lazySchema(() => authSchemas().then((m) => m.registerSchema));
export const forgotPasswordFormSchema = lazySchema(() => authSchemas().then((m) => m.forgotPasswordSchema));
/** The reset page gets the token from its link: the form validates the two passwords only. */
export const newPasswordFormSchema = lazySchema(() =>
  authSchemas().then((m) => m.resetPasswordSchema.pick(['password', 'confirmPassword'])),
);
export const profileFormSchema = lazySchema(() => authSchemas().then((m) => m.profileUpdateSchema));
