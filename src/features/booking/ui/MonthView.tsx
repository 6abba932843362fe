import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  bookingWindow,
  formatLongBookingDate,
  formatMonth,
  istDateOf,
  monthDates,
  monthOf,
  shiftMonth,
} from '@/shared/contract/fields/bookingDates';
import { BOOKING_TEXT } from '../model/text';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Arrow keys move a day or a week, Home/End to the week's ends, Page Up/Down a month. */
const KEY_STEPS: Record<string, (iso: string, weekday: number) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  Home: (iso, weekday) => addDays(iso, -weekday),
  End: (iso, weekday) => addDays(iso, 6 - weekday),
  PageUp: (iso) => addDays(iso, -30),
  PageDown: (iso) => addDays(iso, 30),
};

/** The first day of the window that can be booked (the window's first day when none can). */
function firstOpenDay(bounds: { first: string; last: string }, open: (iso: string) => boolean): string {
  for (let iso = bounds.first; iso <= bounds.last; iso = addDays(iso, 1)) if (open(iso)) return iso;
  return bounds.first;
}

export interface MonthViewProps {
  /** The chosen IST date, `YYYY-MM-DD`. */
  value: string | null;
  onChange: (iso: string) => void;
  /** The current time (epoch ms): today, the window and the notice follow it. */
  now: number;
  /** Days of the window that still cannot be chosen (every slot inside the notice). */
  isClosed: (iso: string) => boolean;
  labelledBy: string;
}

/**
 * The month view of step 2: weekday headers, the days of the shown month as buttons, previous and
 * next month within the booking window. Days before today (IST), beyond the window or without a
 * bookable slot are disabled. One day button is in the tab order (the chosen one, else the first
 * open one); the arrow keys move between days, into the next or previous month as needed.
 */
export function MonthView({ value, onChange, now, isClosed, labelledBy }: MonthViewProps) {
  const bounds = bookingWindow(now);
  const today = istDateOf(now);
  const open = (iso: string) => iso >= bounds.first && iso <= bounds.last && !isClosed(iso);
  // Until the visitor moves it, the view shows the chosen day's month, else the month of the first
  // day that can be booked: on a month's last day, once its slots are inside the notice (or the
  // company has closed its remaining days), that is the next month.
  const [browsed, setMonth] = useState<string | null>(null);
  const month = browsed ?? monthOf(value ?? firstOpenDay(bounds, open));
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const dates = monthDates(month);
  const firstOpen = dates.find((date) => open(date.iso))?.iso;
  const tabStop =
    focusTarget && monthOf(focusTarget) === month
      ? focusTarget
      : value && monthOf(value) === month && open(value)
        ? value
        : firstOpen;

  useEffect(() => {
    if (focusTarget) buttons.current.get(focusTarget)?.focus();
  }, [focusTarget, month]);

  const canGoBack = month > monthOf(bounds.first);
  const canGoForward = month < monthOf(bounds.last);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, iso: string, weekday: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    // The next open day in that direction, skipping closed ones, never leaving the window.
    const forward = step(iso, weekday) > iso;
    let target = step(iso, weekday);
    while (target >= bounds.first && target <= bounds.last && !open(target)) target = addDays(target, forward ? 1 : -1);
    if (!open(target)) return;
    setMonth(monthOf(target));
    setFocusTarget(target);
  };

  const leading = dates[0].weekday;
  const cells: Array<(typeof dates)[number] | null> = [...Array.from({ length: leading }, () => null), ...dates];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, row) => cells.slice(row * 7, row * 7 + 7));

  return (
    <div className="month-view">
      <div className="month-view__header">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={!canGoBack}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹ </span>
          {BOOKING_TEXT.previousMonth}
        </button>
        <p className="h6 mb-0" id="month-view-heading" aria-live="polite">
          {formatMonth(month)}
        </p>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={!canGoForward}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          {BOOKING_TEXT.nextMonth}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <table className="month-view__grid" aria-labelledby={`${labelledBy} month-view-heading`}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday}>
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.iso}>
              {Array.from({ length: 7 }, (_, column) => {
                const date = week[column];
                if (!date) return <td key={`empty-${column}`} />;
                const enabled = open(date.iso);
                const chosen = date.iso === value;
                return (
                  <td key={date.iso}>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) buttons.current.set(date.iso, element);
                        else buttons.current.delete(date.iso);
                      }}
                      className={`month-view__day${chosen ? ' month-view__day--chosen' : ''}${date.iso === today ? ' month-view__day--today' : ''}`}
                      aria-label={formatLongBookingDate(date.iso)}
                      aria-pressed={chosen}
                      aria-current={date.iso === today ? 'date' : undefined}
                      disabled={!enabled}
                      tabIndex={date.iso === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocusTarget(date.iso);
                        onChange(date.iso);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date.iso, date.weekday)}
                    >
                      {date.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
