import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '@/shared/api';
import { PASSWORD_HINT } from '@/shared/config/auth';
import { CheckboxField, FormAlert, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import { registerAdminSchema, type RegisterAdminInput } from '@/shared/contract/user';
import { useRegisterAdminMutation } from '../api/authApi';
import { ADMIN_LOGIN_TEXT, AUTH_TEXT } from '../model/text';
import { NameFields } from './NameFields';

const initialValues: RegisterAdminInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const FIELDS = Object.keys(initialValues) as Array<keyof RegisterAdminInput>;

/**
 * The admin registration form (spec: Screens and routes, Validation rules). The account waits for approval, so success does
 * not log in: the caller shows the server's message and returns to the login mode.
 */
export function RegisterAdminForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const [registerAdmin] = useRegisterAdminMutation();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <Formik<RegisterAdminInput>
      initialValues={initialValues}
      validationSchema={registerAdminSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          const { message } = await registerAdmin({
            ...values,
            email: values.email.trim(),
            phoneNumber: values.phoneNumber.trim(),
          }).unwrap();
          onRegistered(message);
        } catch (error) {
          if (!applyServerErrors(error, helpers, FIELDS, { phone: 'phoneNumber' })) {
            setFormError(errorMessage(error, AUTH_TEXT.registrationFailedRetry));
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Register admin account">
          <Alert variant="info">{ADMIN_LOGIN_TEXT.approvalNotice}</Alert>
          <NameFields />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
          <TextField
            name="phoneNumber"
            label="Phone number (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            required
          />
          <TextField
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
          />
          <CheckboxField name="acceptTerms" label="I accept the terms and conditions" required />
          <FormAlert>{formError}</FormAlert>
          <SubmitButton busy={isSubmitting}>Register</SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
