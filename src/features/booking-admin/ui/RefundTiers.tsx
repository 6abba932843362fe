import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { AdvanceRefundTier } from '@/shared/contract/advanceRefund';
import { useGetRefundTiersQuery, useSaveRefundTiersMutation } from '../api/bookingAdminApi';
import { BOOKING_ADMIN_TEXT as T, REFUND_ADMIN_TEXT as R } from '../model/text';
import { ScreenMessages } from './ScreenMessages';

/** A tier as the form edits it: text of the inputs, the fee in rupees. */
interface TierRow {
  hours: string;
  percent: string;
  fee: string;
}

const toRow = (tier: AdvanceRefundTier): TierRow => ({
  hours: String(tier.minNoticeHours),
  percent: String(tier.refundPercent),
  fee: String(tier.feePaise / 100),
});

const FIELDS = [
  { key: 'hours', name: 'minNoticeHours', label: R.tiers.notice },
  { key: 'percent', name: 'refundPercent', label: R.tiers.percent },
  { key: 'fee', name: 'feePaise', label: R.tiers.fee },
] as const;

/** The cancellation refund tiers (staff's settings), on the advances screen; the server validates and audits. */
export function RefundTiers() {
  const { data, error } = useGetRefundTiersQuery();
  const [save, saving] = useSaveRefundTiersMutation();
  const [rows, setRows] = useState<TierRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState('');
  useEffect(() => {
    if (data) setRows(data.tiers.map(toRow));
  }, [data]);

  const change = (index: number, key: keyof TierRow, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const tiers = rows.map((row) => ({
      minNoticeHours: Number(row.hours),
      refundPercent: Number(row.percent),
      feePaise: Math.round(Number(row.fee) * 100),
    }));
    const result = await save({ tiers });
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      setErrors(fields);
      setProblem(fields?.tiers?.[0] ?? errorMessage(result.error, T.actionFailed));
      return;
    }
    setErrors(undefined);
    setProblem(undefined);
    setDone(R.tiers.saved);
  };

  return (
    <section aria-labelledby="refund-tiers-heading" className="mt-5">
      <h2 id="refund-tiers-heading" className="h4">
        {R.tiers.heading}
      </h2>
      <p>{R.tiers.intro}</p>
      {data && !data.custom && <p className="small text-body-secondary">{R.tiers.defaults}</p>}
      <ScreenMessages done={done} error={error} />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {rows.map((row, index) => (
          <fieldset key={index} className="d-flex flex-wrap gap-3 align-items-start mb-3">
            <legend className="fs-6 fw-semibold mb-1">{R.tiers.tier(index)}</legend>
            {FIELDS.map((field) => {
              const id = `tier-${index}-${field.key}`;
              const message = errors?.[`tiers[${index}].${field.name}`]?.[0];
              return (
                <Form.Group key={field.key} controlId={id}>
                  <Form.Label className="small">{field.label}</Form.Label>
                  <Form.Control
                    size="sm"
                    type="number"
                    min={0}
                    style={{ width: '9rem' }}
                    value={row[field.key]}
                    isInvalid={Boolean(message)}
                    aria-describedby={message ? `${id}-error` : undefined}
                    onChange={(event) => change(index, field.key, event.target.value)}
                  />
                  <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                    {message}
                  </Form.Control.Feedback>
                </Form.Group>
              );
            })}
            {rows.length > 1 && (
              <Button
                size="sm"
                variant="outline-secondary"
                className="align-self-end"
                aria-label={`${R.tiers.remove}: ${R.tiers.tier(index)}`}
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
              >
                {R.tiers.remove}
              </Button>
            )}
          </fieldset>
        ))}
        {problem && (
          <p className="text-danger" role="alert">
            {problem}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          {rows.length < 5 && (
            <Button
              variant="outline-secondary"
              onClick={() => setRows((current) => [...current, { hours: '0', percent: '0', fee: '0' }])}
            >
              {R.tiers.add}
            </Button>
          )}
          <Button type="submit" disabled={saving.isLoading || rows.length === 0}>
            {R.tiers.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
