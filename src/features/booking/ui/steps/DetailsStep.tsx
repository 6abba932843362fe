import { Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { EVENT_TYPE_LABELS } from '@/content/booking';
import { EVENT_TYPES } from '@/shared/config/booking';
import { TEXT_LIMITS } from '@/shared/config/forms';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import { ContactFieldCells, FormFocusingFirstError, SelectField, TextField, lazySchema } from '@/shared/ui/form';
import type { BookingFormData } from '@/shared/contract/booking';
import { bookingActions, selectBooking } from '../../model/bookingSlice';
import { DETAILS_FORM_ID } from './detailsFormId';

/** The server's own rules, loaded with yup on the first validation (prefetched while idle). */
const bookingDetailsSchemaForm = lazySchema(() =>
  import(/* webpackChunkName: "validation-booking", webpackPrefetch: true */ '@/shared/contract/booking').then(
    (m) => m.bookingDetailsSchema,
  ),
);

type DetailsValues = Omit<BookingFormData, 'preferredMethod'>;

const FIELD_ORDER = ['name', 'email', 'phone', 'eventType', 'message'] as const;
const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));

/** Every keystroke goes to the store, so the wizard state (and Next's rule) always holds what is typed. */
function SyncToStore() {
  const { values } = useFormikContext<DetailsValues>();
  const dispatch = useFeatureDispatch();
  useEffect(() => {
    dispatch(bookingActions.formChanged(values));
  }, [values, dispatch]);
  return null;
}

/**
 * Step 3: Full Name, Email Address, Phone Number, Event Type (optional), Event Details. Next is
 * enabled once the four required fields are filled (spec: Validation rules); pressing it checks the e-mail and
 * phone shape with the server's rules and shows what to fix instead of moving on.
 */
export function DetailsStep() {
  const dispatch = useFeatureDispatch();
  const { formData } = useFeatureSelector(selectBooking);
  const initialValues: DetailsValues = {
    name: formData.name,
    email: formData.email,
    phone: formData.phone,
    eventType: formData.eventType,
    message: formData.message,
  };
  return (
    <Formik<DetailsValues>
      initialValues={initialValues}
      validationSchema={bookingDetailsSchemaForm}
      onSubmit={() => void dispatch(bookingActions.nextStep())}
    >
      <FormFocusingFirstError id={DETAILS_FORM_ID} aria-label="Your information" order={FIELD_ORDER}>
        <SyncToStore />
        <div className="row">
          <ContactFieldCells labels={{ name: 'Full Name', email: 'Email Address', phone: 'Phone Number' }} />
          <div className="col-md-6">
            <SelectField
              name="eventType"
              label="Event Type"
              options={EVENT_TYPE_OPTIONS}
              placeholder="Select event type (optional)"
            />
          </div>
        </div>
        <TextField
          name="message"
          label="Event Details"
          as="textarea"
          rows={4}
          required
          maxLength={TEXT_LIMITS.message}
          hint="Guests, venue, budget, anything we should know."
        />
      </FormFocusingFirstError>
    </Formik>
  );
}
