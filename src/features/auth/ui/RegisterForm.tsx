import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { PASSWORD_HINT } from '@/shared/config/auth';
import { ROUTES } from '@/shared/config/routes';
import { CheckboxField, FormAlert, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import type { RegisterInput } from '@/shared/contract/user';
import { useRegisterMutation } from '../api/authApi';
import { registerFormSchema } from '../model/formSchemas';
import { AUTH_TEXT } from '../model/text';
import { NameFields } from './NameFields';

const initialValues: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const FIELDS = Object.keys(initialValues) as Array<keyof RegisterInput>;

/** Opens in a new tab so the form keeps what was typed. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}

/**
 * Customer registration: the same rules as the server (names, e-mail, optional phone, password
 * policy, matching confirmation, accepted terms). A new customer is logged in right after; when
 * that login fails (the address already had an account, whose owner the server e-mailed), the
 * form gives way to a note that tells no more than the server did.
 */
export function RegisterForm({
  onRegistered,
  prefill,
}: {
  onRegistered: () => void;
  prefill?: Partial<Pick<RegisterInput, 'firstName' | 'lastName' | 'email' | 'phone'>>;
}) {
  const [register] = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState(false);

  if (checkEmail) {
    return (
      // Plain Bootstrap markup: react-bootstrap's Alert brings its transition code into this page's first render.
      <div className="alert alert-info" role="status">
        {AUTH_TEXT.registrationCheckEmail} <Link to={ROUTES.login}>Log in</Link> ·{' '}
        <Link to={ROUTES.forgotPassword}>Forgot password?</Link>
      </div>
    );
  }

  return (
    <Formik<RegisterInput>
      // A guest's checkout details ("Create an account" on the order confirmation) start the form.
      initialValues={{ ...initialValues, ...prefill }}
      validationSchema={registerFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          const { loggedIn } = await register({
            ...values,
            email: values.email.trim(),
            phone: values.phone.trim(),
          }).unwrap();
          if (loggedIn) onRegistered();
          else setCheckEmail(true);
        } catch (error) {
          if (!applyServerErrors(error, helpers, FIELDS))
            setFormError(errorMessage(error, AUTH_TEXT.registrationFailedRetry));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Create an account">
          <NameFields />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
          <TextField
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98100 00000"
            maxLength={20}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
          />
          <TextField
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
          />
          <CheckboxField
            name="acceptTerms"
            required
            label={
              <>
                I accept the <PolicyLink to={ROUTES.terms}>terms and conditions</PolicyLink> and the{' '}
                <PolicyLink to={ROUTES.privacy}>privacy policy</PolicyLink>
              </>
            }
          />
          <FormAlert>{formError}</FormAlert>
          <SubmitButton busy={isSubmitting}>Create account</SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
