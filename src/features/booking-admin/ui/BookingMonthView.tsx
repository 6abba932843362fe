import { useRef, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import type { AdminBooking } from '@/shared/contract/booking';
import type { BookingBlock } from '@/shared/contract/bookingBlock';
import { formatMonth, istDateOf, monthDates, monthOf, shiftMonth } from '@/shared/contract/fields/bookingDates';
import { useListBookingBlocksQuery, useListBookingsInRangeQuery } from '../api/bookingAdminApi';
import { BOOKING_ADMIN_TEXT as T } from '../model/text';
import { ScreenMessages } from './ScreenMessages';

const M = T.month;
/** How many bookings a day's cell lists before "+n more". */
const SHOWN_PER_DAY = 3;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const dayName = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2026-11-27` -> `27 November 2026` (the day buttons' names). */
const formatDay = (iso: string) => dayName.format(Date.parse(`${iso}T00:00:00Z`));

interface Day {
  iso: string;
  day: number;
  weekday: number;
  bookings: AdminBooking[];
  blocked: 'day' | 'slots' | null;
}

function daysOf(month: string, bookings: AdminBooking[], blocks: BookingBlock[]): Day[] {
  return monthDates(month).map((date) => {
    const own = blocks.filter((block) => block.date === date.iso);
    return {
      ...date,
      bookings: bookings.filter((booking) => booking.date === date.iso),
      blocked: own.some((block) => block.time === null) ? 'day' : own.length > 0 ? 'slots' : null,
    };
  });
}

function DayBookings({ day }: { day: Day }) {
  if (day.bookings.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-0 mt-1">
      {day.bookings.slice(0, SHOWN_PER_DAY).map((booking) => (
        <li key={booking.id} className="text-truncate">
          {booking.time} · {booking.service} · {booking.name}
        </li>
      ))}
      {day.bookings.length > SHOWN_PER_DAY && (
        <li className="text-body-secondary">{M.more(day.bookings.length - SHOWN_PER_DAY)}</li>
      )}
    </ul>
  );
}

function BlockedMark({ day }: { day: Day }) {
  if (!day.blocked) return null;
  return <span className="badge text-bg-warning ms-1">{day.blocked === 'day' ? M.blocked : M.slotsBlocked}</span>;
}

/**
 * /admin/bookings/month?month=YYYY-MM: the IST month as a grid of days, each with its count of
 * confirmed bookings, the first few (time, service, customer) and whether it is blocked; a day
 * opens its agenda. Arrow keys move between the days' buttons. On a phone: the days with bookings.
 */
export function BookingMonthView() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : monthOf(istDateOf(Date.now()));
  const dates = monthDates(month);
  const from = dates[0]!.iso;
  const to = dates[dates.length - 1]!.iso;
  const bookings = useListBookingsInRangeQuery({ from, to });
  const blocks = useListBookingBlocksQuery(from);
  const days = daysOf(month, bookings.data ?? [], blocks.data ?? []);
  const grid = useRef<HTMLTableElement>(null);

  const open = (iso: string) => void navigate(`${ROUTES.adminBookingsAgenda}?date=${iso}`);
  const go = (delta: number) => setParams({ month: shiftMonth(month, delta) }, { replace: true });

  /** Arrow keys: a day left or right, a week up or down, within the month. */
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    const current = (event.target as HTMLElement).dataset.day;
    if (step === undefined || current === undefined) return;
    const next = Number(current) + step;
    const target = grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${next}"]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const weeks: Array<Array<Day | null>> = [];
  let week: Array<Day | null> = Array.from({ length: days[0]!.weekday }, () => null);
  for (const day of days) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  const busy = days.filter((day) => day.bookings.length > 0 || day.blocked);
  const label = (day: Day) => M.dayLabel(formatDay(day.iso), day.bookings.length, day.blocked);

  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-2">
        <Button variant="outline-secondary" size="sm" onClick={() => go(-1)}>
          ← {M.previous}
        </Button>
        <h2 className="h5 mb-0 flex-grow-1 text-center" aria-live="polite">
          {formatMonth(month)}
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={() => go(1)}>
          {M.next} →
        </Button>
      </div>
      <ScreenMessages done="" error={bookings.error ?? blocks.error} />
      <p className="small text-body-secondary d-none d-md-block">{M.keyboardHint}</p>
      <table
        ref={grid}
        className="table table-bordered booking-month d-none d-md-table"
        aria-busy={bookings.isFetching}
        onKeyDown={onKeyDown}
        style={{ tableLayout: 'fixed' }}
      >
        <caption className="visually-hidden">{M.caption(formatMonth(month))}</caption>
        <thead>
          <tr>
            {M.weekdays.map((name, index) => (
              <th key={name} scope="col" className="small text-center">
                <abbr title={M.weekdayNames[index]}>{name}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days, row) => (
            <tr key={row}>
              {days.map((day, column) =>
                day ? (
                  <td key={day.iso} className={`p-1 align-top${day.blocked === 'day' ? ' table-warning' : ''}`}>
                    <button
                      type="button"
                      className="btn btn-sm btn-link p-0 text-start w-100 text-decoration-none"
                      data-day={day.day}
                      aria-label={label(day)}
                      onClick={() => open(day.iso)}
                    >
                      <span className="fw-semibold">{day.day}</span>
                      {day.bookings.length > 0 && (
                        <span className="badge text-bg-primary ms-1">{day.bookings.length}</span>
                      )}
                      <BlockedMark day={day} />
                    </button>
                    <DayBookings day={day} />
                  </td>
                ) : (
                  <td key={`empty-${column}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="d-md-none">
        {busy.length === 0 && !bookings.isFetching && <p className="text-body-secondary">{M.noneInMonth}</p>}
        <ul className="list-group">
          {busy.map((day) => (
            <li key={day.iso} className="list-group-item">
              <button
                type="button"
                className="btn btn-link p-0 text-start text-decoration-none fw-semibold"
                aria-label={label(day)}
                onClick={() => open(day.iso)}
              >
                {formatDay(day.iso)} · {M.count(day.bookings.length)}
              </button>
              <BlockedMark day={day} />
              <DayBookings day={day} />
            </li>
          ))}
        </ul>
      </div>
      <p className="small text-body-secondary mt-2">{T.istNote}</p>
    </>
  );
}
