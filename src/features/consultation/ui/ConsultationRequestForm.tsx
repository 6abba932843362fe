import { Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import {
  CONSULTATION_BUDGET_LABELS,
  CONSULTATION_TYPE_LABELS,
  CONTACT_METHOD_LABELS,
  EVENT_TYPE_LABELS,
} from '@/content/booking';
import { errorMessage } from '@/shared/api';
import { CONSULTATION_BUDGETS, CONSULTATION_TYPES, CONTACT_METHODS, EVENT_TYPES } from '@/shared/config/booking';
import { TEXT_LIMITS } from '@/shared/config/forms';
import {
  ContactFieldCells,
  FormAlert,
  FormFocusingFirstError,
  SelectField,
  SubmitButton,
  TextField,
  applyServerErrors,
  fieldIds,
  lazySchema,
} from '@/shared/ui/form';
import { useSendConsultationRequestMutation } from '../api/consultationApi';
import { CONSULTATION_TEXT } from '../model/text';
import type { ConsultationRequest } from '@/shared/contract/consultation';
import { emptyConsultationRequest, type ConsultationPrefill } from '../model/types';

/** The server's own rules, loaded with yup on the first validation (prefetched while idle). */
const consultationRequestSchemaForm = lazySchema(() =>
  import(
    /* webpackChunkName: "validation-consultation", webpackPrefetch: true */ '@/shared/contract/consultation'
  ).then((m) => m.consultationRequestSchema),
);

const FIELDS = [
  'name',
  'email',
  'phone',
  'consultationType',
  'preferredMethod',
  'eventType',
  'budget',
  'message',
] as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Applies an Enquire button's values and puts the cursor in the form. */
function ApplyPrefill({ prefill }: { prefill?: ConsultationPrefill }) {
  const { setValues } = useFormikContext<ConsultationRequest>();
  const applied = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!prefill || applied.current === prefill.token) return;
    applied.current = prefill.token;
    void setValues((current) => ({ ...current, ...prefill.values }), false);
    document.getElementById(fieldIds('name').control)?.focus();
  }, [prefill, setValues]);
  return null;
}

/** The consultation request form; after a successful send it shows the submitted state. */
export function ConsultationRequestForm({ prefill }: { prefill?: ConsultationPrefill }) {
  const [send] = useSendConsultationRequestMutation();
  const [reference, setReference] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const submittedHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reference) submittedHeading.current?.focus();
  }, [reference]);

  if (reference) {
    return (
      <div className="card card-body" role="status">
        <h3 className="h5" ref={submittedHeading} tabIndex={-1}>
          {CONSULTATION_TEXT.submittedTitle}
        </h3>
        <p className="mb-1">{CONSULTATION_TEXT.submittedBody}</p>
        <p>{CONSULTATION_TEXT.reference(reference)}</p>
        <div>
          <button type="button" className="btn btn-outline-primary" onClick={() => setReference(null)}>
            {CONSULTATION_TEXT.another}
          </button>
        </div>
      </div>
    );
  }

  return (
    <Formik<ConsultationRequest>
      initialValues={emptyConsultationRequest}
      validationSchema={consultationRequestSchemaForm}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          const receipt = await send(values).unwrap();
          setReference(receipt.reference);
        } catch (error) {
          console.error('Consultation request failed', error);
          if (!applyServerErrors(error, helpers, FIELDS)) setFormError(errorMessage(error, CONSULTATION_TEXT.failure));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormFocusingFirstError aria-label={CONSULTATION_TEXT.formTitle} order={FIELDS}>
          <ApplyPrefill prefill={prefill} />
          <div className="row">
            <ContactFieldCells labels={{ name: 'Name', email: 'Email', phone: 'Phone' }} />
            <div className="col-md-6">
              <SelectField
                name="consultationType"
                label="Consultation type"
                required
                placeholder="Select a consultation type"
                options={options(CONSULTATION_TYPES, CONSULTATION_TYPE_LABELS)}
              />
            </div>
            <div className="col-md-4">
              <SelectField
                name="preferredMethod"
                label="Preferred contact method"
                required
                placeholder="Select a method"
                options={options(CONTACT_METHODS, CONTACT_METHOD_LABELS)}
              />
            </div>
            <div className="col-md-4">
              <SelectField
                name="eventType"
                label="Event type"
                placeholder="Select event type (optional)"
                options={options(EVENT_TYPES, EVENT_TYPE_LABELS)}
              />
            </div>
            <div className="col-md-4">
              <SelectField
                name="budget"
                label="Budget"
                placeholder="Select a budget (optional)"
                options={options(CONSULTATION_BUDGETS, CONSULTATION_BUDGET_LABELS)}
              />
            </div>
          </div>
          <TextField name="message" label="Message" as="textarea" rows={4} required maxLength={TEXT_LIMITS.message} />
          <FormAlert>{formError}</FormAlert>
          <SubmitButton busy={isSubmitting} className="">
            {isSubmitting ? CONSULTATION_TEXT.sending : CONSULTATION_TEXT.submit}
          </SubmitButton>
        </FormFocusingFirstError>
      )}
    </Formik>
  );
}
