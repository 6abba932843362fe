import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { formatLongBookingDate, isIsoDate, istDateOf } from '@/shared/contract/fields/bookingDates';
import { useGetBookingAgendaQuery } from '../api/bookingAdminApi';
import { ADVANCE_ADMIN_TEXT as A, BOOKING_ADMIN_TEXT as T, BOOKING_STATUS_LABELS } from '../model/text';
import { BookingActions } from './BookingActions';
import { AdvanceState, MarkAdvancePaid } from './AdvanceCell';
import { ConfirmAdvanceRefund } from './AdvanceRefundCell';
import { ScreenMessages } from './ScreenMessages';
import { MailBadge } from './BookingList';

/** /admin/bookings/agenda?date=: one IST day slot by slot, with its bookings, blocks and actions. */
export function BookingAgendaView() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : istDateOf(Date.now());
  const { data, error, isFetching } = useGetBookingAgendaQuery(date);
  const [done, setDone] = useState('');

  return (
    <>
      <Form.Group className="mb-3" style={{ maxWidth: '16rem' }} controlId="agenda-date">
        <Form.Label>{T.agendaDate}</Form.Label>
        <Form.Control
          type="date"
          value={date}
          onChange={(event) => event.target.value && setParams({ date: event.target.value }, { replace: true })}
        />
      </Form.Group>
      <h2 className="h5">{T.agendaHeading(formatLongBookingDate(date))}</h2>
      <ScreenMessages done={done} error={error} />
      {data?.dayBlocked && <p className="alert alert-warning">{T.dayBlocked}</p>}
      <ul className="list-unstyled mb-0" aria-busy={isFetching}>
        {data?.slots.map((slot) => (
          <li key={slot.time} className="d-flex flex-wrap gap-3 py-2 border-top">
            <span className="fw-semibold text-nowrap" style={{ minWidth: '6rem' }}>
              {slot.time}
            </span>
            <div className="flex-grow-1">
              {slot.bookings.length === 0 && (
                <span className="text-body-secondary">{slot.blocked ? T.slotBlocked : T.slotFree}</span>
              )}
              {slot.blocked && slot.bookings.length > 0 && (
                <Badge bg="warning" text="dark" className="me-2">
                  {T.slotBlocked}
                </Badge>
              )}
              {slot.bookings.map((booking) => (
                <div key={booking.id} className="mb-2">
                  <span className="me-2">
                    {booking.name} <span className="small text-body-secondary">{booking.reference}</span> —{' '}
                    {booking.service}
                  </span>
                  <Badge bg={booking.status === 'confirmed' ? 'primary' : 'secondary'} className="me-2">
                    {BOOKING_STATUS_LABELS[booking.status]}
                  </Badge>
                  <MailBadge state={booking.confirmationMail} />
                  {booking.advance && (
                    <div className="small mt-1">
                      {A.column}: <AdvanceState booking={booking} />
                    </div>
                  )}
                  <div className="mt-1 d-flex flex-wrap gap-2">
                    <MarkAdvancePaid booking={booking} onDone={setDone} />
                    <ConfirmAdvanceRefund booking={booking} onDone={setDone} />
                    <BookingActions booking={booking} onDone={setDone} />
                  </div>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
