import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { screenErrorMessage } from '@/shared/api';
import type { LoginData } from '@/shared/contract/user';
import { CheckboxField, FormAlert, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import { useLoginMutation } from '../api/authApi';
import { loginFormSchema } from '../model/formSchemas';
import { AUTH_TEXT } from '../model/text';

export interface LoginFormProps {
  /** Called with the answer after a successful login (the caller checks roles, toasts, navigates). */
  onLoggedIn: (data: LoginData) => void | Promise<void>;
  /** The spec's remember-me option keeps the session 30 days instead of 1. */
  rememberMeLabel?: string;
  submitLabel?: string;
}

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

const initialValues: LoginValues = { email: '', password: '', rememberMe: false };

/** E-mail, password, remember me. Server field errors go under the fields, other failures above the button. */
export function LoginForm({
  onLoggedIn,
  rememberMeLabel = 'Remember me for 30 days',
  submitLabel = 'Log in',
}: LoginFormProps) {
  const [login] = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <Formik<LoginValues>
      initialValues={initialValues}
      validationSchema={loginFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          const data = await login({
            email: values.email.trim(),
            password: values.password,
            rememberMe: values.rememberMe,
          }).unwrap();
          await onLoggedIn(data);
        } catch (error) {
          if (!applyServerErrors(error, helpers, ['email', 'password'])) {
            // "Login failed" when the server was not reached, the spec's login screen fallback when it
            // answered without a message.
            setFormError(screenErrorMessage(error, AUTH_TEXT.unexpectedError));
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Log in">
          <TextField name="email" label="Email" type="email" autoComplete="email" required inputMode="email" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
          <CheckboxField name="rememberMe" label={rememberMeLabel} />
          <FormAlert>{formError}</FormAlert>
          <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
