import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { TIME_SLOTS, type TimeSlot } from '@/shared/config/booking';
import { errorMessage } from '@/shared/api';
import { dayBookable, slotOpen } from '@/shared/contract/fields/bookingDates';
import { useGetAvailabilityQuery, useRescheduleBookingMutation } from '../api/bookingApi';
import { closedSlotsOf, useClosedDays } from '../model/closedDays';
import { BOOKING_TEXT, MANAGE_TEXT } from '../model/text';
import { useNow } from '../model/useNow';
import { MonthView } from './MonthView';

/** A new day and time for a booking, checked again by the server (409 when just taken). */
export function RescheduleForm({ token, onDone }: { token: string; onDone: () => void }) {
  const now = useNow();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<TimeSlot | null>(null);
  const availability = useGetAvailabilityQuery(date ?? skipToken, { refetchOnMountOrArgChange: true });
  const taken = new Set(availability.data?.date === date ? availability.data.taken : []);
  const closed = closedSlotsOf(availability.data, date);
  const closedDays = useClosedDays();
  const [reschedule, { isLoading, error }] = useRescheduleBookingMutation();

  const submit = async () => {
    if (!date || !time) return;
    try {
      await reschedule({ token, selectedDate: date, selectedTime: time }).unwrap();
      onDone();
    } catch {
      setTime(null); // the error says why; the day's slots are read again
    }
  };

  return (
    <section aria-labelledby="reschedule-heading" className="card card-body mb-4">
      <h2 className="h5" id="reschedule-heading">
        {MANAGE_TEXT.chooseNewTime}
      </h2>
      <p className="small mb-2 fw-semibold" id="reschedule-day-label">
        Day
      </p>
      <MonthView
        value={date}
        now={now}
        isClosed={(iso) => !dayBookable(iso, now) || closedDays.has(iso)}
        labelledBy="reschedule-day-label"
        onChange={(iso) => {
          setDate(iso);
          setTime(null);
        }}
      />
      <fieldset className="mt-3">
        <legend className="h6">Time (India Standard Time)</legend>
        <p className="small">{BOOKING_TEXT.istNote}</p>
        <div className="booking-times">
          {TIME_SLOTS.map((slot) => {
            const id = `reschedule-time-${slot.replace(/\W/g, '')}`;
            const reason = taken.has(slot)
              ? BOOKING_TEXT.slotBooked
              : closed.has(slot)
                ? BOOKING_TEXT.slotClosed
                : date && !slotOpen(date, slot, now)
                  ? BOOKING_TEXT.slotTooSoon
                  : null;
            return (
              <span key={slot}>
                <input
                  type="radio"
                  className="btn-check"
                  name="reschedule-time"
                  id={id}
                  checked={time === slot}
                  disabled={!date || reason !== null}
                  onChange={() => setTime(slot)}
                />
                <label
                  className={`btn btn-outline-primary booking-times__slot${reason ? ' booking-times__slot--taken' : ''}`}
                  htmlFor={id}
                >
                  {slot}
                  {reason && <span className="d-block small">({reason})</span>}
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
      {error && (
        <p className="text-danger mt-2" role="alert">
          {errorMessage(error, BOOKING_TEXT.failure)}
        </p>
      )}
      <div className="mt-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!date || !time || isLoading}
          onClick={() => void submit()}
        >
          {isLoading ? MANAGE_TEXT.moving : MANAGE_TEXT.confirmNewTime}
        </button>
      </div>
    </section>
  );
}
