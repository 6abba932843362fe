import { BOOKING_STEPS } from '@/shared/config/booking';
import type { BookingStep } from '../model/bookingSlice';
import { BOOKING_TEXT } from '../model/text';

/** The four steps with the current one marked (aria-current="step") and the done ones ticked. */
export function WizardProgress({ step }: { step: BookingStep }) {
  return (
    <div className="mb-4">
      <p className="visually-hidden">
        Step {step} of {BOOKING_STEPS}
      </p>
      <ol className="booking-progress" aria-label="Booking progress">
        {BOOKING_TEXT.steps.map((title, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={title}
              className={`booking-progress__step booking-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="booking-progress__marker" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="booking-progress__title">
                {title}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
