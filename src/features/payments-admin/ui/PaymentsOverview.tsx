import { useState } from 'react';
import { fieldErrors, screenErrorMessage } from '@/shared/api';
import { istDateOf } from '@/shared/contract/fields/bookingDates';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetPaymentsViewQuery } from '../api/paymentsAdminApi';
import { PAYMENTS_ADMIN_TEXT as T } from '../model/text';
import { Gstr1Download } from './Gstr1Download';
import { PaymentsSections } from './PaymentsSections';
import { PaymentsSummary } from './PaymentsSummary';

/** The Payments view: a month (IST, this month to start with), its figures and lists, and its GSTR-1 export. */
export function PaymentsOverview() {
  const [month, setMonth] = useState(() => istDateOf(Date.now()).slice(0, 7));
  const { data: view, error, isFetching, refetch } = useGetPaymentsViewQuery(month, { skip: !month });
  const monthError = error ? fieldErrors(error)?.month?.[0] : undefined;
  // What is shown is the chosen month's answer; another month's stays hidden while it loads.
  const current = view?.month === month ? view : undefined;

  return (
    <>
      <p className="text-body-secondary">{T.lead}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
        <div>
          <label htmlFor="payments-month" className="form-label">
            {T.month}
          </label>
          <input
            id="payments-month"
            type="month"
            className={`form-control${monthError ? ' is-invalid' : ''}`}
            value={month}
            aria-invalid={monthError ? true : undefined}
            aria-describedby={monthError ? 'payments-month-error' : undefined}
            onChange={(event) => setMonth(event.target.value)}
          />
          {monthError && (
            <div id="payments-month-error" className="invalid-feedback">
              {monthError}
            </div>
          )}
        </div>
        <Gstr1Download month={month} />
      </div>
      {error && !monthError ? (
        <ErrorBanner message={screenErrorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />
      ) : isFetching && !current ? (
        <PageLoader />
      ) : current ? (
        <>
          <PaymentsSummary view={current} />
          <PaymentsSections view={current} />
        </>
      ) : null}
    </>
  );
}
