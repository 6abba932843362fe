import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dayBookable } from '@/shared/contract/fields/bookingDates';
import { BOOKING_TEXT } from '../model/text';
import { MonthView } from './MonthView';

// The month view on the last days of a month, at fixed clocks: a day a few days ahead is then in
// the next month, and the visitor must be able to reach it (and, on the very last day, start there).

const user = userEvent.setup({ delay: null });

/** The view as step 2 uses it: the chosen day kept by the parent, closed days by the notice or the company. */
function Harness({ now, companyClosed = [] }: { now: number; companyClosed?: string[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <MonthView
        value={value}
        now={now}
        isClosed={(iso) => !dayBookable(iso, now) || companyClosed.includes(iso)}
        labelledBy="day-legend"
        onChange={setValue}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

const heading = () => screen.getByText(/^\w+ 2026$/);
const day = (name: string) => screen.getByRole('button', { name });

describe('MonthView at the end of a month', () => {
  it('28 November: opens on November, Next month shows December and a day there can be chosen', async () => {
    // 28 November 2026, 01:00 IST.
    render(<Harness now={Date.UTC(2026, 10, 27, 19, 30)} />);
    expect(heading()).toHaveTextContent('November 2026');
    expect(day('Saturday, November 28, 2026')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Tuesday, December 1, 2026' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.nextMonth }));
    expect(heading()).toHaveTextContent('December 2026');
    await user.click(day('Tuesday, December 1, 2026'));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('2026-12-01');
    expect(day('Tuesday, December 1, 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('the arrow keys walk from the last day of a month into the next one', async () => {
    render(<Harness now={Date.UTC(2026, 10, 27, 19, 30)} />);
    day('Monday, November 30, 2026').focus();
    await user.keyboard('{ArrowRight}');
    expect(heading()).toHaveTextContent('December 2026');
    expect(day('Tuesday, December 1, 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('2026-12-01');
  });

  it('30 November after 7 AM IST: no slot of the month is left, so it opens on December, its first day in the tab order', () => {
    // 30 November 2026, 08:00 IST: the 7 PM slot starts within the 12-hour notice.
    render(<Harness now={Date.UTC(2026, 10, 30, 2, 30)} />);
    expect(heading()).toHaveTextContent('December 2026');
    expect(day('Tuesday, December 1, 2026')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: BOOKING_TEXT.previousMonth })).toBeEnabled();
  });

  it('opens on the next month when the company has closed the rest of this one', () => {
    // 29 November 2026, 01:00 IST: the 29th and 30th are open by the clock, both closed by the company.
    render(<Harness now={Date.UTC(2026, 10, 28, 19, 30)} companyClosed={['2026-11-29', '2026-11-30']} />);
    expect(heading()).toHaveTextContent('December 2026');
  });

  it('a view that can still book today stays on this month', async () => {
    // 30 November 2026, 06:00 IST: the 7 PM slot is still 13 hours away.
    render(<Harness now={Date.UTC(2026, 10, 30, 0, 30)} />);
    expect(heading()).toHaveTextContent('November 2026');
    expect(day('Monday, November 30, 2026')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: BOOKING_TEXT.nextMonth }));
    expect(heading()).toHaveTextContent('December 2026');
  });
});
