import { Suspense, lazy, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BOOKING_STEPS } from '@/shared/config/booking';
import { errorMessage, errorStatus, fieldErrors } from '@/shared/api';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useSendBookingMutation } from '../api/bookingApi';
import { bookingActions, canProceed, readyToConfirm, selectBooking } from '../model/bookingSlice';
import { confirmationPath } from '../model/links';
import { listInWords, missingToProceed } from '../model/missing';
import { toBookingRequest } from '../model/review';
import { BOOKING_TEXT } from '../model/text';
import { BookingNotice } from './BookingNotice';
import { DETAILS_FORM_ID, NEXT_BUTTON_ID } from './steps/detailsFormId';
import { ServiceStep } from './steps/ServiceStep';
import { WizardProgress } from './WizardProgress';
import './booking.scss';

// Only step 1 comes with the page. Steps 2-4 (the calendar; formik and yup in step 3; the review)
// load on their own, prefetched once the page is idle, so the wizard's first render does not wait
// for them.
const DateTimeStep = lazy(() =>
  import(/* webpackChunkName: "booking-date-time", webpackPrefetch: true */ './steps/DateTimeStep').then((module) => ({
    default: module.DateTimeStep,
  })),
);
const DetailsStep = lazy(() =>
  import(/* webpackChunkName: "booking-details", webpackPrefetch: true */ './steps/DetailsStep').then((module) => ({
    default: module.DetailsStep,
  })),
);
const ReviewStep = lazy(() =>
  import(/* webpackChunkName: "booking-review", webpackPrefetch: true */ './steps/ReviewStep').then((module) => ({
    default: module.ReviewStep,
  })),
);

const STEP_VIEWS = { 1: ServiceStep, 2: DateTimeStep, 3: DetailsStep, 4: ReviewStep } as const;

/** On every step change: back to the top (spec: Screens and routes) and focus on the new step's heading. */
function useStepChangeFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [step]);
  return heading;
}

/** The four-step booking wizard of /online-booking; its state is the `booking` slice. */
export function BookingWizard() {
  const dispatch = useFeatureDispatch();
  const navigate = useNavigate();
  const booking = useFeatureSelector(selectBooking);
  const [sendBooking, { isLoading: sending }] = useSendBookingMutation();
  const { step, notice } = booking;
  const heading = useStepChangeFocus(step);
  const StepView = STEP_VIEWS[step];
  const missing = missingToProceed(booking);

  // The outcome message is shown once: leaving the page lets it go (the wizard itself stays).
  useEffect(() => () => void dispatch(bookingActions.noticeDismissed()), [dispatch]);

  const confirm = async () => {
    const request = toBookingRequest(booking);
    if (!request || !readyToConfirm(booking)) return;
    dispatch(bookingActions.noticeDismissed());
    try {
      const confirmation = await sendBooking(request).unwrap();
      dispatch(bookingActions.bookingSucceeded(confirmation));
      navigate(confirmationPath(confirmation.reference), { state: { confirmation } });
    } catch (error) {
      // Spec: Error catalogue: the error is logged and the alert shown; nothing chosen or typed is cleared.
      console.error('Booking failed', error);
      const status = errorStatus(error);
      const detail =
        typeof status === 'number' && status >= 400 && status < 500 ? errorMessage(error, '') || null : null;
      // A 409 is about the slot only when it names the time (it may also say the e-mail or phone already holds enough bookings).
      const slotTaken = status === 409 && fieldErrors(error)?.selectedTime !== undefined;
      dispatch(bookingActions.bookingFailed({ detail: detail === BOOKING_TEXT.failure ? null : detail, slotTaken }));
    }
  };

  const noticeView = notice && (
    <BookingNotice
      notice={notice}
      onDismiss={() => dispatch(bookingActions.noticeDismissed())}
      onChooseAnotherTime={() => dispatch(bookingActions.stepRevisited(2))}
    />
  );

  return (
    <div className="booking-wizard">
      <WizardProgress step={step} />
      <section className="booking-step card card-body mb-3" aria-labelledby="booking-step-heading">
        <h2 className="h3 mb-3" id="booking-step-heading" ref={heading} tabIndex={-1}>
          <span className="visually-hidden">
            Step {step} of {BOOKING_STEPS}:{' '}
          </span>
          {BOOKING_TEXT.steps[step - 1]}
        </h2>
        <Suspense fallback={<PageLoader />}>
          <StepView />
        </Suspense>
      </section>
      {noticeView}
      {/* Sticky at the bottom of small screens, so Next is in view after choosing on a long list. */}
      <div className="booking-actions">
        <div className="d-flex justify-content-between gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={step === 1 || sending}
            onClick={() => dispatch(bookingActions.previousStep())}
          >
            {BOOKING_TEXT.previous}
          </button>
          {step < BOOKING_STEPS ? (
            <button
              type={step === 3 ? 'submit' : 'button'}
              id={NEXT_BUTTON_ID}
              className="btn btn-primary"
              form={step === 3 ? DETAILS_FORM_ID : undefined}
              disabled={!canProceed(booking)}
              aria-describedby={missing.length > 0 ? 'booking-next-hint' : undefined}
              onClick={step === 3 ? undefined : () => dispatch(bookingActions.nextStep())}
              // On step 3 a mouse press must not blur the field first: its error would push the
              // button down before the release and the click would be lost (as in SubmitButton).
              onMouseDown={step === 3 ? (event) => event.preventDefault() : undefined}
            >
              {BOOKING_TEXT.next}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={sending || !readyToConfirm(booking)}
              onClick={() => void confirm()}
            >
              {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {sending ? BOOKING_TEXT.sending : BOOKING_TEXT.confirm}
            </button>
          )}
        </div>
        {missing.length > 0 && (
          <p id="booking-next-hint" className="small text-body-secondary text-end mb-0 mt-1">
            {BOOKING_TEXT.stillNeeded(listInWords(missing))}
          </p>
        )}
      </div>
    </div>
  );
}
