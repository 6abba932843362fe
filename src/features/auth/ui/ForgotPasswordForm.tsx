import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import { FormAlert, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import { useForgotPasswordMutation } from '../api/authApi';
import { forgotPasswordFormSchema } from '../model/formSchemas';
import { AUTH_TEXT } from '../model/text';

/**
 * Asks for a reset link. The server answers the same for known and unknown e-mails; its message
 * is shown once sent (the link arrives by e-mail and works once, for 30 minutes).
 */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const [forgotPassword] = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <Formik<{ email: string }>
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          const { message } = await forgotPassword({ email: values.email.trim() }).unwrap();
          onSent(message);
        } catch (error) {
          if (!applyServerErrors(error, helpers, ['email']))
            setFormError(errorMessage(error, AUTH_TEXT.resetLinkFailedRetry));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Forgot password">
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
          <FormAlert>{formError}</FormAlert>
          <SubmitButton busy={isSubmitting}>Send reset link</SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
