import { useFormikContext } from 'formik';
import { formatInr } from '@/shared/lib/formatInr';
import { liveTotals, type BuilderValues } from '../model/builderValues';
import { PROPOSAL_ADMIN_TEXT as T } from '../model/text';

const rupees = (paise: number) => formatInr(paise / 100);

/** The totals as the staff member types, from the same computation the server stores. */
export function ProposalTotalsPanel() {
  const { values } = useFormikContext<BuilderValues>();
  const computed = liveTotals(values);
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby="proposal-totals-heading">
      <h2 id="proposal-totals-heading" className="h5">
        {T.totals}
      </h2>
      <div aria-live="polite">
        {computed ? (
          <dl className="row mb-0">
            <dt className="col-7">{T.subtotal}</dt>
            <dd className="col-5 text-end">{rupees(computed.totals.subtotalPaise)}</dd>
            {computed.totals.discountPaise > 0 && (
              <>
                <dt className="col-7">{T.discount}</dt>
                <dd className="col-5 text-end">−{rupees(computed.totals.discountPaise)}</dd>
              </>
            )}
            <dt className="col-7">{T.total}</dt>
            <dd className="col-5 text-end fw-bold" data-testid="proposal-total">
              {rupees(computed.totals.totalPaise)}
            </dd>
            <dt className="col-7">{T.taxable}</dt>
            <dd className="col-5 text-end">{rupees(computed.totals.taxablePaise)}</dd>
            {computed.totals.withinState ? (
              <>
                <dt className="col-7">{T.cgst(computed.totals.gstRatePercent)}</dt>
                <dd className="col-5 text-end">{rupees(computed.totals.cgstPaise)}</dd>
                <dt className="col-7">{T.sgst(computed.totals.gstRatePercent)}</dt>
                <dd className="col-5 text-end">{rupees(computed.totals.sgstPaise)}</dd>
              </>
            ) : (
              <>
                <dt className="col-7">{T.igst(computed.totals.gstRatePercent)}</dt>
                <dd className="col-5 text-end">{rupees(computed.totals.igstPaise)}</dd>
              </>
            )}
            <dt className="col-7">{T.advanceDue}</dt>
            <dd className="col-5 text-end">{rupees(computed.advance.amountPaise)}</dd>
          </dl>
        ) : (
          <p className="mb-0 text-body-secondary">{T.totalsIncomplete}</p>
        )}
      </div>
    </section>
  );
}
