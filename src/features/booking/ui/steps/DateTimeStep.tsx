import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  BOOKING_DAYS,
  BOOKING_MONTH_LABEL,
  BOOKING_YEAR,
  CONTACT_METHODS,
  CONTACT_METHOD_LABELS,
  TIME_SLOTS,
  formatBookingDate,
  type ContactMethod,
} from '@/content/booking';
import { useGetAvailabilityQuery } from '../../api/bookingApi';
import { bookingActions, selectBooking } from '../../model/bookingSlice';
import { BOOKING_TEXT } from '../../model/types';

/** Step 2: a day of the fixed month, a free time slot of that day, and the preferred contact method. */
export function DateTimeStep() {
  const dispatch = useDispatch();
  const { selectedDate, selectedTime, formData } = useSelector(selectBooking);
  const availability = useGetAvailabilityQuery(selectedDate ?? skipToken, { refetchOnMountOrArgChange: 30 });
  const taken = new Set(availability.data?.day === selectedDate ? availability.data.taken : []);
  const [lostSlot, setLostSlot] = useState<string | null>(null);

  // A slot chosen earlier that has since been booked by someone else is let go, and the user told.
  const selectedIsTaken = selectedTime !== null && taken.has(selectedTime);
  useEffect(() => {
    if (selectedIsTaken && selectedDate !== null) {
      setLostSlot(`${selectedTime} on ${formatBookingDate(selectedDate)} has just been booked. Please choose another time.`);
      dispatch(bookingActions.timeSelected(null));
    }
  }, [selectedIsTaken, selectedDate, selectedTime, dispatch]);

  const allTaken = selectedDate !== null && TIME_SLOTS.every((slot) => taken.has(slot));

  return (
    <div className="d-grid gap-4">
      <fieldset>
        <legend className="h5">
          Day in {BOOKING_MONTH_LABEL} {BOOKING_YEAR}
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="booking-days">
          {BOOKING_DAYS.map((day) => (
            <span key={day}>
              <input
                type="radio"
                className="btn-check"
                name="booking-day"
                id={`booking-day-${day}`}
                value={day}
                checked={selectedDate === day}
                onChange={() => {
                  setLostSlot(null);
                  dispatch(bookingActions.dateSelected(day));
                }}
              />
              <label className="btn btn-outline-primary booking-days__day" htmlFor={`booking-day-${day}`}>
                <span className="visually-hidden">{BOOKING_MONTH_LABEL} </span>
                {day}
              </label>
            </span>
          ))}
        </div>
      </fieldset>

      <fieldset aria-describedby="booking-time-status">
        <legend className="h5">
          Time (India Standard Time)
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div id="booking-time-status" className="small mb-2" aria-live="polite">
          {selectedDate === null && <span className="text-body-secondary">Choose a day to see its free time slots.</span>}
          {selectedDate !== null && availability.isFetching && (
            <span>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Checking free time slots for {formatBookingDate(selectedDate)}...
            </span>
          )}
          {availability.isError && !availability.isFetching && <span className="text-danger">{BOOKING_TEXT.availabilityFailed}</span>}
          {allTaken && !availability.isFetching && <span className="text-danger">{BOOKING_TEXT.dayFullyBooked}</span>}
          {lostSlot && <span className="text-danger d-block">{lostSlot}</span>}
        </div>
        <div className="booking-times">
          {TIME_SLOTS.map((slot) => {
            const id = `booking-time-${slot.replace(/\W/g, '')}`;
            const isTaken = taken.has(slot);
            return (
              <span key={slot}>
                <input
                  type="radio"
                  className="btn-check"
                  name="booking-time"
                  id={id}
                  value={slot}
                  checked={selectedTime === slot}
                  disabled={selectedDate === null || isTaken}
                  onChange={() => {
                    setLostSlot(null);
                    dispatch(bookingActions.timeSelected(slot));
                  }}
                />
                <label className={`btn btn-outline-primary booking-times__slot${isTaken ? ' booking-times__slot--taken' : ''}`} htmlFor={id}>
                  {slot}
                  {isTaken && <span className="d-block small">({BOOKING_TEXT.slotBooked})</span>}
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>

      <div className="booking-method">
        <label className="form-label h5" htmlFor="booking-method">
          Preferred contact method
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id="booking-method"
          className="form-select"
          value={formData.preferredMethod}
          aria-required="true"
          onChange={(event) => dispatch(bookingActions.formChanged({ preferredMethod: event.target.value as ContactMethod | '' }))}
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
