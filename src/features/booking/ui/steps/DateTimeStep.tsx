import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { CONTACT_METHOD_LABELS } from '@/content/booking';
import {
  BOOKING_MIN_NOTICE_HOURS,
  BOOKING_WINDOW_DAYS,
  CONTACT_METHODS,
  TIME_SLOTS,
  type ContactMethod,
} from '@/shared/config/booking';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import { dayBookable, formatBookingDate, slotOpen } from '@/shared/contract/fields/bookingDates';
import { useGetAvailabilityQuery } from '../../api/bookingApi';
import { closedSlotsOf, useClosedDays } from '../../model/closedDays';
import { bookingActions, selectBooking } from '../../model/bookingSlice';
import { BOOKING_TEXT } from '../../model/text';
import { useNow } from '../../model/useNow';
import { slotsInZone, visitorTimeZone } from '../../model/visitorTime';
import { MonthView } from '../MonthView';

const Required = () => (
  <span className="text-danger" aria-hidden="true">
    {' '}
    *
  </span>
);

/**
 * Step 2: a day in the month view (today to the end of the booking window, IST), a free slot of
 * that day at least the minimum notice ahead, and the preferred contact method.
 */
export function DateTimeStep() {
  const dispatch = useFeatureDispatch();
  const { selectedDate, selectedTime, formData } = useFeatureSelector(selectBooking);
  const now = useNow();
  const availability = useGetAvailabilityQuery(selectedDate ?? skipToken, { refetchOnMountOrArgChange: 30 });
  const taken = new Set(availability.data?.date === selectedDate ? availability.data.taken : []);
  const closed = closedSlotsOf(availability.data, selectedDate);
  const closedDays = useClosedDays();
  const [lostSlot, setLostSlot] = useState<string | null>(null);
  const zone = visitorTimeZone();
  const local = useMemo(() => (selectedDate ? slotsInZone(selectedDate, zone) : null), [selectedDate, zone]);

  // A slot chosen earlier that has since been booked, or has come inside the notice, is let go and the user told.
  const selectedLost =
    selectedTime !== null &&
    selectedDate !== null &&
    (taken.has(selectedTime) || closed.has(selectedTime) || !slotOpen(selectedDate, selectedTime, now));
  useEffect(() => {
    if (selectedLost && selectedDate !== null) {
      setLostSlot(
        `${selectedTime} on ${formatBookingDate(selectedDate)} is no longer available. Please choose another time.`,
      );
      dispatch(bookingActions.timeSelected(null));
    }
  }, [selectedLost, selectedDate, selectedTime, dispatch]);

  const allTaken =
    selectedDate !== null &&
    TIME_SLOTS.every((slot) => taken.has(slot) || closed.has(slot) || !slotOpen(selectedDate, slot, now));

  return (
    <div className="d-grid gap-4">
      <fieldset>
        <legend className="h5" id="booking-day-legend">
          Day
          <Required />
        </legend>
        <p className="small text-body-secondary">
          {BOOKING_TEXT.windowNote(BOOKING_WINDOW_DAYS, BOOKING_MIN_NOTICE_HOURS)}
        </p>
        <MonthView
          value={selectedDate}
          now={now}
          isClosed={(iso) => !dayBookable(iso, now) || closedDays.has(iso)}
          labelledBy="booking-day-legend"
          onChange={(iso) => {
            setLostSlot(null);
            dispatch(bookingActions.dateSelected(iso));
          }}
        />
      </fieldset>

      <fieldset aria-describedby="booking-time-note booking-time-status">
        <legend className="h5">
          Time (India Standard Time)
          <Required />
        </legend>
        <div id="booking-time-note" className="small mb-2">
          <p className="mb-1 fw-semibold">{BOOKING_TEXT.istNote}</p>
          {local && zone && <p className="mb-1">{BOOKING_TEXT.visitorZone(zone)}</p>}
        </div>
        <div id="booking-time-status" className="small mb-2" aria-live="polite">
          {selectedDate === null && <span className="text-body-secondary">{BOOKING_TEXT.chooseDayFirst}</span>}
          {selectedDate !== null && availability.isFetching && (
            <span>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Checking free time slots for {formatBookingDate(selectedDate)}...
            </span>
          )}
          {availability.isError && !availability.isFetching && (
            <span className="text-danger">{BOOKING_TEXT.availabilityFailed}</span>
          )}
          {allTaken && !availability.isFetching && <span className="text-danger">{BOOKING_TEXT.dayFullyBooked}</span>}
          {lostSlot && <span className="text-danger d-block">{lostSlot}</span>}
        </div>
        <div className="booking-times">
          {TIME_SLOTS.map((slot) => {
            const id = `booking-time-${slot.replace(/\W/g, '')}`;
            const isTaken = taken.has(slot);
            const tooSoon = selectedDate !== null && !slotOpen(selectedDate, slot, now);
            const reason = isTaken
              ? BOOKING_TEXT.slotBooked
              : closed.has(slot)
                ? BOOKING_TEXT.slotClosed
                : tooSoon
                  ? BOOKING_TEXT.slotTooSoon
                  : null;
            return (
              <span key={slot}>
                <input
                  type="radio"
                  className="btn-check"
                  name="booking-time"
                  id={id}
                  value={slot}
                  checked={selectedTime === slot}
                  disabled={selectedDate === null || reason !== null}
                  onChange={() => {
                    setLostSlot(null);
                    dispatch(bookingActions.timeSelected(slot));
                  }}
                />
                <label
                  className={`btn btn-outline-primary booking-times__slot${reason ? ' booking-times__slot--taken' : ''}`}
                  htmlFor={id}
                >
                  {slot}
                  {reason && <span className="d-block small">({reason})</span>}
                  {local && !reason && (
                    <span className="d-block small booking-times__local">{BOOKING_TEXT.localTime(local[slot])}</span>
                  )}
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>

      <div className="booking-method">
        <label className="form-label h5" htmlFor="booking-method">
          Preferred contact method
          <Required />
        </label>
        <select
          id="booking-method"
          className="form-select"
          value={formData.preferredMethod}
          aria-required="true"
          onChange={(event) =>
            dispatch(bookingActions.formChanged({ preferredMethod: event.target.value as ContactMethod | '' }))
          }
        >
          <option value="">Select a contact method</option>
          {CONTACT_METHODS.map((method) => (
            <option key={method} value={method}>
              {CONTACT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
