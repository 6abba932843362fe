import { Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '@/shared/api';
import { PASSWORD_HINT } from '@/shared/config/auth';
import { CheckboxField, TextField, applyServerErrors } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { registerAdminSchema } from '@/shared/validation/auth';
import { useRegisterAdminMutation, type RegisterAdminRequest } from '../api/authApi';
import { ADMIN_LOGIN_TEXT, AUTH_TEXT } from '../model/messages';

const initialValues: RegisterAdminRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const FIELDS = Object.keys(initialValues) as Array<keyof RegisterAdminRequest>;

/**
 * The admin registration form (spec §2, §5). The account waits for approval, so success does
 * not log in: the caller shows the server's message and returns to the login mode.
 */
export function RegisterAdminForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const [registerAdmin] = useRegisterAdminMutation();
  const toast = useToast();

  return (
    <Formik<RegisterAdminRequest>
      initialValues={initialValues}
      validationSchema={registerAdminSchema}
      onSubmit={async (values, helpers) => {
        try {
          const { message } = await registerAdmin(registerAdminSchema.cast(values) as RegisterAdminRequest).unwrap();
          toast.success(AUTH_TEXT.adminRegistrationSuccessful);
          onRegistered(message);
        } catch (error) {
          if (!applyServerErrors(error, helpers, FIELDS, { phone: 'phoneNumber' })) {
            toast.error(errorMessage(error, AUTH_TEXT.registrationFailedRetry));
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Register admin account">
          <Alert variant="info">{ADMIN_LOGIN_TEXT.approvalNotice}</Alert>
          <Row className="g-0 gx-sm-3">
            <Col sm={6}>
              <TextField name="firstName" label="First name" autoComplete="given-name" required />
            </Col>
            <Col sm={6}>
              <TextField name="lastName" label="Last name" autoComplete="family-name" required />
            </Col>
          </Row>
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
          <TextField name="phoneNumber" label="Phone number (optional)" type="tel" autoComplete="tel" inputMode="tel" />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} required />
          <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required />
          <CheckboxField name="acceptTerms" label="I accept the terms and conditions" required />
          <Button type="submit" variant="primary" className="w-100" disabled={isSubmitting}>
            {isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Register
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
