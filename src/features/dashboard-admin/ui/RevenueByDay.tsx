import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import type { DashboardRevenue } from '@/shared/contract/dashboard';
import { formatInr } from '@/shared/lib/formatInr';
import { DASHBOARD_TEXT } from '../model/text';

const T = DASHBOARD_TEXT.byDay;
/** Beyond this many days a row per day is more scrolling than insight. */
export const MAX_DAYS_SHOWN = 31;

/** What the paid orders came to each IST day: a table, each amount with a bar of its share of the best day. */
export function RevenueByDay({ byDay }: { byDay: DashboardRevenue['byDay'] }) {
  if (byDay.length > MAX_DAYS_SHOWN) return <p className="small text-body-secondary">{T.tooLong(MAX_DAYS_SHOWN)}</p>;
  const best = Math.max(0, ...byDay.map((day) => day.amount));
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">{T.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.day}</th>
            <th scope="col" className="text-end">
              {T.amount}
            </th>
            <td className="w-50" aria-hidden="true" />
          </tr>
        </thead>
        <tbody>
          {byDay.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="fw-normal text-nowrap">
                {formatBookingDate(day.date)}
              </th>
              <td className="text-end text-nowrap">{formatInr(day.amount)}</td>
              <td aria-hidden="true">
                <div className="progress" style={{ height: '0.75rem' }}>
                  <div className="progress-bar" style={{ width: `${best > 0 ? (day.amount / best) * 100 : 0}%` }} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
