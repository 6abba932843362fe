import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import { TIME_SLOTS } from '@/shared/config/booking';
import type { BookingBlockInput } from '@/shared/contract/bookingBlock';
import { formatLongBookingDate, istDateOf } from '@/shared/contract/fields/bookingDates';
import {
  useCreateBookingBlockMutation,
  useDeleteBookingBlockMutation,
  useListBookingBlocksQuery,
} from '../api/bookingAdminApi';
import { BOOKING_ADMIN_TEXT as T } from '../model/text';

/** /admin/bookings/blocked: close days or slots (holidays) and list the upcoming blocks. */
export function BookingBlocks() {
  const today = istDateOf(Date.now());
  const blocks = useListBookingBlocksQuery(today);
  const [create, creating] = useCreateBookingBlockMutation();
  const [remove, removing] = useDeleteBookingBlockMutation();
  const [form, setForm] = useState<BookingBlockInput>({ date: '', time: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create(form);
    if ('error' in result) {
      const fields = fieldErrors(result.error) ?? {};
      setErrors({
        date: fields.date?.[0] ?? (fields.time || fields.reason ? '' : errorMessage(result.error, T.actionFailed)),
        time: fields.time?.[0] ?? '',
        reason: fields.reason?.[0] ?? '',
      });
      return;
    }
    setErrors({});
    setForm({ date: '', time: '', reason: '' });
    setDone(T.done.blocked);
  };
  const field = (name: 'date' | 'time' | 'reason') => ({
    isInvalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `block-${name}-error` : undefined,
  });
  const problem = (name: 'date' | 'time' | 'reason') =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" id={`block-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    ) : null;

  return (
    <>
      <h2 className="h5">{T.blocks.heading}</h2>
      <p className="small text-body-secondary">{T.blocks.intro}</p>
      <Form noValidate onSubmit={(event) => void submit(event)} className="row g-3 align-items-start mb-4">
        <Form.Group className="col-12 col-md-3" controlId="block-date">
          <Form.Label>{T.blocks.date}</Form.Label>
          <Form.Control
            type="date"
            required
            min={today}
            value={form.date}
            onChange={(e) => setForm({ ...form, date: e.target.value })}
            {...field('date')}
          />
          {problem('date')}
        </Form.Group>
        <Form.Group className="col-12 col-md-3" controlId="block-time">
          <Form.Label>{T.blocks.time}</Form.Label>
          <Form.Select
            value={form.time}
            onChange={(e) => setForm({ ...form, time: e.target.value as BookingBlockInput['time'] })}
            {...field('time')}
          >
            <option value="">{T.blocks.wholeDay}</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Form.Select>
          {problem('time')}
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId="block-reason">
          <Form.Label>{T.blocks.reason}</Form.Label>
          <Form.Control
            value={form.reason}
            maxLength={200}
            onChange={(e) => setForm({ ...form, reason: e.target.value })}
            {...field('reason')}
          />
          {problem('reason')}
        </Form.Group>
        <div className="col-12 col-md-2 align-self-end">
          <Button type="submit" disabled={creating.isLoading}>
            {T.blocks.submit}
          </Button>
        </div>
      </Form>
      <p className="small" role="status">
        {done}
      </p>
      <h2 className="h5">{T.blocks.listHeading}</h2>
      {blocks.error && (
        <p className="text-danger" role="alert">
          {errorMessage(blocks.error, T.loadFailed)}
        </p>
      )}
      {blocks.data?.length === 0 && <p>{T.blocks.none}</p>}
      <ul className="list-unstyled">
        {blocks.data?.map((block) => (
          <li key={block.id} className="d-flex flex-wrap gap-3 align-items-center py-2 border-top">
            <span className="fw-semibold">
              {formatLongBookingDate(block.date)}, {block.time ?? T.blocks.wholeDay}
            </span>
            {block.reason && <span className="text-body-secondary">{block.reason}</span>}
            <Button
              size="sm"
              variant="outline-secondary"
              className="ms-auto"
              disabled={removing.isLoading}
              aria-label={`${T.blocks.remove}: ${formatLongBookingDate(block.date)}, ${block.time ?? T.blocks.wholeDay}`}
              onClick={() =>
                void remove(block.id).then((result) =>
                  setDone('error' in result ? errorMessage(result.error, T.actionFailed) : T.done.unblocked),
                )
              }
            >
              {T.blocks.remove}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
