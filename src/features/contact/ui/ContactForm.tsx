import { Form, Formik, type FormikHelpers } from 'formik';
import { errorMessage } from '@/shared/api';
import { atLeast } from '@/shared/lib/timing';
import { SelectField, TextField, applyServerErrors, lazySchema } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { ENQUIRY_TYPES, ENQUIRY_TYPE_LABELS } from '@/shared/config/contact';
import type { ContactMessageInput } from '@/shared/contract/contactMessage';
import { useSendContactMessageMutation } from '../api/contactApi';
import { CONTACT_TEXT as T } from '../model/text';
import { CONTACT_DELAY_MS } from '../model/timing';

const EMPTY: ContactMessageInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  enquiryType: 'GENERAL',
};
const FIELDS = Object.keys(EMPTY) as Array<keyof ContactMessageInput>;
/** The server's own rules, loaded with yup on the first validation (prefetched while idle). */
const contactFormSchema = lazySchema(() =>
  import(/* webpackChunkName: "validation-contact", webpackPrefetch: true */ '@/shared/contract/contactMessage').then(
    (m) => m.contactMessageSchema,
  ),
);
const ENQUIRY_OPTIONS = ENQUIRY_TYPES.map((value) => ({ value, label: ENQUIRY_TYPE_LABELS[value] }));

/**
 * The contact form (spec: Entities, Validation rules). Submitting disables the button with `Sending...` for at least
 * 2000 ms while the message is stored through the API; then the thank-you notice shows and the
 * form is emptied. On failure the text stays in the form, so nothing the customer wrote is lost.
 */
export function ContactForm() {
  const [send] = useSendContactMessageMutation();
  const toast = useToast();

  const onSubmit = async (values: ContactMessageInput, helpers: FormikHelpers<ContactMessageInput>) => {
    try {
      await atLeast(CONTACT_DELAY_MS, send((await contactFormSchema.load()).cast(values)).unwrap());
      toast.success(T.success);
      helpers.resetForm();
    } catch (error) {
      applyServerErrors(error, helpers, FIELDS);
      toast.error(errorMessage(error, T.failed));
    }
  };

  return (
    <Formik initialValues={EMPTY} validationSchema={contactFormSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Contact form">
          <div className="row gx-3">
            <div className="col-sm-6">
              <TextField name="firstName" label={T.firstName} autoComplete="given-name" required />
            </div>
            <div className="col-sm-6">
              <TextField name="lastName" label={T.lastName} autoComplete="family-name" required />
            </div>
          </div>
          <TextField name="email" label={T.email} type="email" inputMode="email" autoComplete="email" required />
          {/* The +91 prefix is shown, so the browser fills the national number: HTML allows `tel-national` on text inputs only (not type=tel); inputMode keeps the phone keypad. */}
          <TextField
            name="phone"
            label={T.phone}
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            prefix={T.phonePrefix}
          />
          <SelectField name="enquiryType" label={T.enquiryType} options={ENQUIRY_OPTIONS} />
          <TextField name="message" label={T.message} as="textarea" rows={5} required />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? T.sending : T.submit}
          </button>
        </Form>
      )}
    </Formik>
  );
}
