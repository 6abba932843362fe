import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { AdvanceRuleKind, ServiceAdvanceRule } from '@/shared/contract/bookingAdvance';
import { ADVANCE_RULE_KINDS } from '@/shared/contract/bookingAdvance';
import { formatInr } from '@/shared/lib/formatInr';
import { useListAdvanceRulesQuery, useSaveAdvanceRuleMutation } from '../api/bookingAdminApi';
import { ADVANCE_ADMIN_TEXT as A, BOOKING_ADMIN_TEXT as T } from '../model/text';
import { RefundTiers } from './RefundTiers';
import { ScreenMessages } from './ScreenMessages';

/** One priced service's rule as a small form: kind, then the percentage or the rupees. */
function RuleForm({ rule, onDone }: { rule: ServiceAdvanceRule; onDone: (message: string) => void }) {
  const [kind, setKind] = useState<AdvanceRuleKind>(rule.kind);
  const [value, setValue] = useState(
    String(rule.kind === 'fixed' ? rule.value / 100 : rule.kind === 'percent' ? rule.value : ''),
  );
  const [problem, setProblem] = useState<string | undefined>();
  const [save, saving] = useSaveAdvanceRuleMutation();
  const id = `advance-${rule.serviceId}`;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({
      serviceId: rule.serviceId,
      kind,
      ...(kind === 'none' ? {} : { value: Number(value) }),
    });
    if ('error' in result)
      return setProblem(fieldErrors(result.error)?.value?.[0] ?? errorMessage(result.error, T.actionFailed));
    setProblem(undefined);
    onDone(A.rules.saved(rule.serviceName));
  };
  return (
    <Form className="d-flex flex-wrap gap-2 align-items-start" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Form.Group controlId={`${id}-kind`}>
        <Form.Label className="visually-hidden">{`${A.rules.kind}: ${rule.serviceName}`}</Form.Label>
        <Form.Select size="sm" value={kind} onChange={(event) => setKind(event.target.value as AdvanceRuleKind)}>
          {ADVANCE_RULE_KINDS.map((option) => (
            <option key={option} value={option}>
              {A.rules.kinds[option]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {kind !== 'none' && (
        <Form.Group controlId={`${id}-value`}>
          <Form.Label className="visually-hidden">{`${kind === 'percent' ? A.rules.percent : A.rules.fixed}: ${rule.serviceName}`}</Form.Label>
          <Form.Control
            size="sm"
            type="number"
            inputMode="decimal"
            min={1}
            style={{ width: '7rem' }}
            value={value}
            isInvalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {problem}
          </Form.Control.Feedback>
        </Form.Group>
      )}
      <Button size="sm" type="submit" disabled={saving.isLoading} aria-label={`${A.rules.save}: ${rule.serviceName}`}>
        {A.rules.save}
      </Button>
      {kind === 'none' && problem && (
        <p className="text-danger small mb-0" role="alert">
          {problem}
        </p>
      )}
    </Form>
  );
}

/** /admin/bookings/advances: every catalogue service with its advance rule, each editable. */
export function AdvanceRules() {
  const { data, error } = useListAdvanceRulesQuery();
  const [done, setDone] = useState('');
  return (
    <>
      <p>{A.rules.intro}</p>
      <ScreenMessages done={done} error={error} />
      <div className="table-responsive">
        <table className="table align-middle">
          <caption className="visually-hidden">{A.rules.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{A.rules.service}</th>
              <th scope="col">{A.rules.price}</th>
              <th scope="col">{A.rules.advance}</th>
              <th scope="col">{A.rules.rule}</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((rule) => (
              <tr key={rule.serviceId}>
                <th scope="row" className="fw-normal">
                  {rule.serviceName}
                </th>
                <td className="text-nowrap">{rule.priceLabel}</td>
                <td className="text-nowrap">
                  {rule.advancePaise > 0 ? formatInr(rule.advancePaise / 100) : A.none}
                  {rule.price !== null && !rule.custom && (
                    <span className="small text-body-secondary"> ({A.rules.defaultRule})</span>
                  )}
                </td>
                <td>{rule.price === null ? A.rules.onRequest : <RuleForm rule={rule} onDone={setDone} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RefundTiers />
    </>
  );
}
