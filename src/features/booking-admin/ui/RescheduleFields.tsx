import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { TimeSlot } from '@/shared/config/booking';
import { bookingWindow, isIsoDate, slotOpen } from '@/shared/contract/fields/bookingDates';
import { useGetBookingAgendaQuery } from '../api/bookingAdminApi';
import { BOOKING_ADMIN_TEXT as T } from '../model/text';

export interface RescheduleFieldsProps {
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: TimeSlot) => void;
  now: number;
  error?: string;
}

/**
 * The new date and slot of a booking, offered from the day's real agenda: a slot taken by a
 * confirmed booking, blocked, or inside the minimum notice is not offered (the server checks again).
 */
export function RescheduleFields({ date, time, onDate, onTime, now, error }: RescheduleFieldsProps) {
  const id = useId();
  const window = bookingWindow(now);
  const agenda = useGetBookingAgendaQuery(isIsoDate(date) ? date : skipToken);
  const free = (agenda.data?.date === date ? agenda.data.slots : [])
    .filter(
      (slot) =>
        !slot.blocked &&
        !slot.bookings.some((booking) => booking.status === 'confirmed') &&
        slotOpen(date, slot.time, now),
    )
    .map((slot) => slot.time);
  const errorId = `${id}-error`;

  return (
    <>
      <Form.Group className="mb-3" controlId={`${id}-date`}>
        <Form.Label>{T.newDate}</Form.Label>
        <Form.Control
          type="date"
          value={date}
          min={window.first}
          max={window.last}
          onChange={(event) => onDate(event.target.value)}
        />
      </Form.Group>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="form-label fs-6">{T.newTime}</legend>
        {!isIsoDate(date) && <p className="small text-body-secondary">{T.chooseDate}</p>}
        {agenda.isFetching && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
        {isIsoDate(date) && !agenda.isFetching && free.length === 0 && <p className="small">{T.noFreeSlots}</p>}
        <div className="d-flex flex-wrap gap-2">
          {free.map((slot) => (
            <Form.Check
              key={slot}
              type="radio"
              inline
              id={`${id}-${slot.replace(/\W/g, '')}`}
              name={`${id}-time`}
              label={slot}
              checked={time === slot}
              onChange={() => onTime(slot)}
            />
          ))}
        </div>
        {error && (
          <p id={errorId} className="text-danger small mt-2" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <p className="small text-body-secondary mt-3 mb-0">{T.rescheduleNote}</p>
    </>
  );
}
