import { Form as FormikForm, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { errorMessage, fieldErrors } from '@/shared/api';
import { PASSWORD_HINT } from '@/shared/config/auth';
import { FormAlert, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import { useResetPasswordMutation } from '../api/authApi';
import { newPasswordFormSchema } from '../model/formSchemas';
import { AUTH_TEXT } from '../model/text';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

// The token is not a field: the server judges it, and its refusal is shown with help to ask again.

export interface ResetPasswordFormProps {
  /** The token of the mailed link (`/reset-password?token=...`). */
  token: string;
  onReset: (message: string) => void;
  /** Shown with a refused token (used, expired or mistyped), e.g. a link to ask for a new one. */
  invalidTokenHelp?: ReactNode;
}

/** Sets a new password with the mailed token; the server refuses a used or expired token. */
export function ResetPasswordForm({ token, onReset, invalidTokenHelp }: ResetPasswordFormProps) {
  const [resetPassword] = useResetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenRefused, setTokenRefused] = useState(false);

  return (
    <Formik<ResetValues>
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={newPasswordFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        setTokenRefused(false);
        try {
          const { message } = await resetPassword({ token, ...values }).unwrap();
          onReset(message);
        } catch (error) {
          const tokenError = fieldErrors(error)?.token?.[0];
          if (tokenError) {
            setTokenRefused(true);
            setFormError(tokenError);
          } else if (!applyServerErrors(error, helpers, ['password', 'confirmPassword'])) {
            setFormError(errorMessage(error, AUTH_TEXT.passwordResetFailed));
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Reset password">
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
          />
          <FormAlert>
            {formError && (
              <>
                {formError} {tokenRefused && invalidTokenHelp}
              </>
            )}
          </FormAlert>
          <SubmitButton busy={isSubmitting}>Reset password</SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
