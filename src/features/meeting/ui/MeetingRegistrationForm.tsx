import { Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { MEETING } from '@/content/meeting';
import { errorMessage } from '@/shared/api';
import { TEXT_LIMITS } from '@/shared/config/forms';
import { MEETING_AGE_MAX, MEETING_AGE_MIN } from '@/shared/config/meeting';
import {
  ContactFieldCells,
  FormAlert,
  FormFocusingFirstError,
  SubmitButton,
  TextField,
  applyServerErrors,
  lazySchema,
} from '@/shared/ui/form';
import { useRegisterForMeetingMutation } from '../api/meetingApi';
import {
  MEETING_FIELDS,
  allFieldsFilled,
  completionPercent,
  emptyMeetingRegistration,
  type MeetingRegistrationValues,
} from '../model/progress';
import { MEETING_TEXT } from '../model/text';
import './meeting.scss';

/** The server's own rules, loaded with yup on the first validation (prefetched while idle). */
const meetingRegistrationSchemaForm = lazySchema(() =>
  import(
    /* webpackChunkName: "validation-meeting", webpackPrefetch: true */ '@/shared/contract/meetingRegistration'
  ).then((m) => m.meetingRegistrationSchema),
);

function CompletionBar({ percent }: { percent: number }) {
  return (
    <div className="mb-4">
      <div className="d-flex justify-content-between small mb-1" aria-hidden="true">
        <span>{MEETING_TEXT.progressLabel}</span>
        <span>{percent}%</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={MEETING_TEXT.progressLabel}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${percent}% of the form completed`}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function RegistrationSuccess() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="meeting-success card card-body text-center" role="status">
      <h2 className="h3" ref={heading} tabIndex={-1}>
        {MEETING_TEXT.successTitle}
      </h2>
      <p>{MEETING_TEXT.successBody}</p>
      <div>
        <a className="btn btn-primary btn-lg" href={MEETING.joinUrl} target="_blank" rel="noopener noreferrer">
          {MEETING_TEXT.join}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** Join Our Meeting: six required fields with a completion bar, then the success view. */
export function MeetingRegistrationForm() {
  const [register] = useRegisterForMeetingMutation();
  const [registered, setRegistered] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  if (registered) return <RegistrationSuccess />;

  return (
    <Formik<MeetingRegistrationValues>
      initialValues={emptyMeetingRegistration}
      validationSchema={meetingRegistrationSchemaForm}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          const input = (await meetingRegistrationSchemaForm.load()).cast(values);
          await register(input).unwrap();
          setRegistered(true);
        } catch (error) {
          console.error('Meeting registration failed', error);
          if (!applyServerErrors(error, helpers, MEETING_FIELDS))
            setFormError(errorMessage(error, MEETING_TEXT.failure));
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <FormFocusingFirstError aria-labelledby="meeting-form-title" className="card card-body" order={MEETING_FIELDS}>
          <h2 className="h3" id="meeting-form-title">
            {MEETING_TEXT.formTitle}
          </h2>
          <p className="small text-body-secondary">All fields are required.</p>
          <CompletionBar percent={completionPercent(values)} />
          <div className="row">
            <ContactFieldCells labels={{ name: 'Name', phone: 'Mobile Number' }} phoneField="mobile" />
            <div className="col-md-4">
              <TextField
                name="age"
                label="Age"
                type="number"
                inputMode="numeric"
                required
                min={MEETING_AGE_MIN}
                max={MEETING_AGE_MAX}
                step={1}
              />
            </div>
            <div className="col-md-8">
              <TextField
                name="city"
                label="City"
                required
                autoComplete="address-level2"
                maxLength={TEXT_LIMITS.shortText}
              />
            </div>
            <div className="col-md-6">
              <TextField
                name="profession"
                label="Profession"
                required
                autoComplete="organization-title"
                maxLength={TEXT_LIMITS.shortText}
              />
            </div>
            <div className="col-md-6">
              <TextField
                name="organization"
                label="Organization"
                required
                autoComplete="organization"
                maxLength={TEXT_LIMITS.shortText}
              />
            </div>
          </div>
          <FormAlert>{formError}</FormAlert>
          <div>
            <SubmitButton busy={isSubmitting} disabled={!allFieldsFilled(values)} className="btn-lg">
              {isSubmitting ? MEETING_TEXT.sending : MEETING_TEXT.submit}
            </SubmitButton>
          </div>
        </FormFocusingFirstError>
      )}
    </Formik>
  );
}
