import { Form as FormikForm, Formik } from 'formik';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '@/shared/api';
import { TextField, applyServerErrors } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { forgotPasswordSchema } from '@/shared/validation/auth';
import { useForgotPasswordMutation } from '../api/authApi';
import { AUTH_TEXT } from '../model/messages';

/** The admin login's reset mode: one e-mail field; the link arrives by e-mail (spec §2, §5). */
export function AdminResetForm({ onSent }: { onSent: (message: string) => void }) {
  const [forgotPassword] = useForgotPasswordMutation();
  const toast = useToast();

  return (
    <Formik<{ email: string }>
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      onSubmit={async (values, helpers) => {
        try {
          const { message } = await forgotPassword({ email: values.email.trim() }).unwrap();
          toast.success(AUTH_TEXT.resetLinkSent);
          helpers.resetForm();
          onSent(message);
        } catch (error) {
          if (!applyServerErrors(error, helpers, ['email'])) toast.error(errorMessage(error, AUTH_TEXT.resetLinkFailedRetry));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Reset password">
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
          <Button type="submit" variant="primary" className="w-100" disabled={isSubmitting}>
            {isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Send reset link
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
